// The owner's everyday edits (docs/editing-the-catalogue.md), made to their live catalogue.config.yaml:
// each still validates, and the pages it changes render through the real router. Whatever the shop
// looks like today, these hold; the build of the edited file is owner-build.test.ts.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createDemoSource } from '../../../src/data/demo/demo-source';
import { telHref } from '../../../src/domain/templates';
import { documentTitle } from '../../../src/site/head';
import { catalogueFrom } from '../../support/catalogue';
import { addGuideList, rebrand, removeList } from '../../support/owner/owner-edits';
import { liveShop } from '../../support/owner/shop-copy';
import { renderRoute } from '../../support/render-route';

afterEach(cleanup);

const heading = () => screen.getByRole('heading', { level: 1 });
const linksTo = (route: string) => screen.queryAllByRole('link').filter((a) => a.getAttribute('href') === route);

describe("an owner's edits to catalogue.config.yaml", () => {
  it.each(['first', 'last'] as const)(
    "the guide's Dupatta list, added as the %s list, has its page and its category card",
    async (where) => {
      const edit = addGuideList(liveShop(), where);
      const catalogue = catalogueFrom(edit.yaml);
      const list = catalogue.lists.find((l) => l.id === edit.id)!;
      expect(catalogue.lists.indexOf(list)).toBe(where === 'first' ? 0 : catalogue.lists.length - 1);

      await renderRoute(edit.route, { catalogue });
      expect(heading()).toHaveTextContent(list.title);
      const crumbs = screen.getByRole('navigation', { name: catalogue.texts.breadcrumb.label });
      const parent = catalogue.pages.find((p) => p.id === edit.parent)!;
      expect(within(crumbs).getByRole('link', { name: catalogue.texts.breadcrumb.back })).toHaveAttribute('href', parent.route);
      expect(await screen.findByRole('searchbox', { name: catalogue.texts.list.search })).toBeInTheDocument();
      cleanup();

      await renderRoute(parent.route, { catalogue });
      expect(linksTo(edit.route).length).toBeGreaterThan(0);
    },
  );

  it('removing the Chandraboti list (or the last one) removes its page and every link to it', async () => {
    const edit = removeList(liveShop());
    const catalogue = catalogueFrom(edit.yaml);
    expect(catalogue.pages.map((p) => p.route)).not.toContain(edit.route);

    await renderRoute(edit.route, { catalogue });
    expect(heading()).toHaveTextContent(catalogue.texts.notFound.title);
    cleanup();
    for (const page of catalogue.pages.filter((p) => p.kind !== 'list')) {
      await renderRoute(page.route, { catalogue });
      expect(linksTo(edit.route), `${page.route} still links to ${edit.route}`).toEqual([]);
      cleanup();
    }
  });

  it('renaming the shop, a new Call Book number and the brand colour #14532d reach the pages', async () => {
    const edit = rebrand(liveShop());
    const catalogue = catalogueFrom(edit.yaml);
    expect(catalogue.theme.brand).toBe(edit.brand);
    expect(catalogue.shop.name).toBe(edit.name);
    const home = catalogue.pages.find((p) => p.kind === 'home')!;
    expect(documentTitle(catalogue, home)).toContain(edit.name);

    // The first list with demo products has cards to call from.
    const source = createDemoSource();
    const stocked = await Promise.all(
      catalogue.lists.map(async (l) => ((await source.readCollection(l.collection)).length ? l : undefined)),
    );
    const list = stocked.find(Boolean);
    expect(list, 'a list with demo products').toBeDefined();
    await renderRoute(list!.route, { catalogue, source });
    const calls = await screen.findAllByRole(
      'link',
      { name: (name) => name.startsWith(`${catalogue.texts.list.callBook}:`) },
      { timeout: 30_000 },
    );
    for (const call of calls) expect(call).toHaveAttribute('href', telHref(edit.callBook));
  }, 60_000);
});
