import { describe, expect, it } from 'vitest';
import { routeObjects } from '../../../src/app/routes';
import { wholeCatalogue } from '../../../src/app/page-catalogue';
import { createDemoSource } from '../../../src/data/demo/demo-source';
import { entryOf, OFFLINE_ROUTE, routeList } from '../../../src/site/route-table';
import { createPaths } from '../../../src/site/paths';
import { SPEC, catalogueFrom, mutate, specCatalogue } from '../../support/catalogue';

// The registered routes table of the specification, exactly as written there.
const SPEC_ROUTES = [
  '/',
  '/Bethuadahari-headoffice_showroom',
  '/Bethuadahari',
  '/barnia-showroom',
  '/womens-wear',
  '/mens-wear',
  '/kids-wear',
  '/Accessories',
  '/saree',
  '/Churidar',
  '/jeans',
  '/Lehenga',
  '/t-shirt',
  '/top',
  '/kurti',
  '/blazer-men',
  '/men-tshirt',
  '/Panjabi',
  '/Men-shirt',
  '/men-jeans',
  '/kids_tshirt',
  '/kids_blazer',
  '/kids_panjabi',
  '/kids_shortpant',
  '/kids-dress',
  '/kids-fullpant',
  '/kidsfrock',
  '/LadiesBag',
  '/trolley-bag',
  '/school-bag',
  '/wallet',
  '/Cosmetics',
  '/Chandraboti',
  '/contact-us',
  '/Enqueries',
];

describe('routeList', () => {
  const catalogue = specCatalogue();
  const routes = routeList(catalogue);

  it('has every registered route of the spec exactly once, and nothing else but the offline page and the catch-all', () => {
    const paths = routes.map((r) => r.route);
    for (const route of SPEC_ROUTES)
      expect(
        paths.filter((p) => p === route),
        route,
      ).toHaveLength(1);
    expect(paths.sort()).toEqual([...SPEC_ROUTES, OFFLINE_ROUTE, '*'].sort());
  });

  it('has the offline page only with offline support on', () => {
    expect(routes.find((r) => r.route === OFFLINE_ROUTE)).toMatchObject({ kind: 'offline', source: ['texts', 'offline'] });
    expect(routeList({ ...catalogue, site: { ...catalogue.site, offline: false } }).map((r) => r.route)).not.toContain(OFFLINE_ROUTE);
  });

  it('binds each path to its page kind and config entry', () => {
    const byPath = Object.fromEntries(routes.map((r) => [r.route, `${r.kind}:${r.id}`]));
    expect(byPath).toMatchObject({
      '/': 'home:home',
      '/Bethuadahari-headoffice_showroom': 'showroom:bethuadahari-headoffice',
      '/Bethuadahari': 'showroom:bethuadahari',
      '/barnia-showroom': 'showroom:barnia',
      '/Accessories': 'category:accessories',
      '/saree': 'list:saree',
      '/LadiesBag': 'list:ladies-bag',
      '/wallet': 'list:wallet',
      '/kidsfrock': 'showcase:kidsfrock',
      '/contact-us': 'contact:contact',
      '/Enqueries': 'enquiry:enquiry',
      '*': 'not-found:not-found',
    });
    expect(routes.filter((r) => r.kind === 'list')).toHaveLength(24);
    expect(routes.at(-1)).toMatchObject({ route: '*', kind: 'not-found', id: 'not-found' });
  });

  it('gives every page, the not-found page included, its config entry from where the YAML declares it', () => {
    expect(entryOf(catalogue, routes[0]!)).toBe(catalogue.home);
    expect(
      entryOf(
        catalogue,
        routes.find((r) => r.id === 'saree')!,
      ),
    ).toBe(catalogue.lists.find((l) => l.id === 'saree'));
    const notFound = routes.at(-1)!;
    expect(entryOf(catalogue, notFound)).toBe(catalogue.texts.notFound);
    expect(notFound.title).toBe(catalogue.texts.notFound.title);
    for (const page of routes) expect(entryOf(catalogue, page), page.id).toBeDefined();
  });

  it('is the router’s table: one child route per entry, in its order, each with its page in the handle', () => {
    const [site] = routeObjects(catalogue, wholeCatalogue(catalogue), createDemoSource());
    const children = site!.children!;
    expect(children.map((r) => r.path)).toEqual(routes.map((r) => r.route));
    children.forEach((child, i) => expect(child.handle).toEqual({ page: routes[i] }));
  });

  it('asks for each page’s catalogue by its kind, beside its code', async () => {
    const asked: string[] = [];
    const [site] = routeObjects(
      catalogue,
      (kind) => {
        asked.push(kind);
        return Promise.resolve(catalogue);
      },
      createDemoSource(),
    );
    const list = site!.children!.find((r) => r.path === '/saree')!;
    await (list.lazy as () => Promise<unknown>)();
    expect(asked).toEqual(['list']);
  });

  it('adds a route for a list declared only in the YAML', () => {
    const yaml = mutate(
      SPEC,
      '  # Mens wear\n',
      '  - { id: dupatta, title: Dupatta, route: /dupatta, collection: Dupatta, parent: womens-wear, limit: 100 }\n  # Mens wear\n',
    );
    expect(routeList(catalogueFrom(yaml))).toContainEqual(expect.objectContaining({ route: '/dupatta', kind: 'list', id: 'dupatta' }));
  });
});

describe('paths', () => {
  const catalogue = specCatalogue();
  const paths = createPaths(catalogue);

  it('builds links from ids', () => {
    expect(paths.hrefFor('wallet')).toBe('/wallet');
    expect(paths.hrefFor(undefined)).toBeUndefined();
    expect(paths.link('contact')).toEqual({ label: 'Contact us', href: '/contact-us' });
    expect(paths.link({ label: 'Career' })).toEqual({ label: 'Career', href: undefined });
  });

  it('gives list pages Home > Back (parent category) > current, with the parent separator', () => {
    expect(paths.breadcrumbs('cosmetics')).toEqual({
      crumbs: [{ label: 'Home', href: '/' }, { label: 'Back', href: '/Accessories' }, { label: 'Cosmetics' }],
      separator: '>',
    });
    expect(paths.breadcrumbs('panjabi').separator).toBe('/');
    expect(paths.breadcrumbs('kurti').crumbs[1]).toEqual({ label: 'Back', href: '/womens-wear' });
    expect(paths.breadcrumbs('kids-full-pant').crumbs[1]).toEqual({ label: 'Back', href: '/kids-wear' });
  });

  it('gives category pages Home > category with their own separator', () => {
    expect(paths.breadcrumbs('womens-wear')).toEqual({
      crumbs: [{ label: 'Home', href: '/' }, { label: 'Womens Wear' }],
      separator: '>',
    });
    expect(paths.breadcrumbs('mens-wear').separator).toBe('/');
    expect(paths.breadcrumbs('kids-wear').separator).toBe('/');
  });

  it('points every category card at a registered route, and the wallet card at /wallet', () => {
    const routes = new Set(routeList(catalogue).map((r) => r.route));
    const cards = catalogue.categories.flatMap((c) => c.cards);
    for (const card of cards) if (card.to) expect(routes.has(paths.hrefFor(card.to)!), card.title).toBe(true);
    expect(paths.hrefFor(cards.find((c) => c.title === 'Wallet Bag')!.to)).toBe('/wallet');
    expect(cards.filter((c) => !c.to).map((c) => c.title)).toEqual(['Room Freshner']);
  });
});
