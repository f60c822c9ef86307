import { describe, expect, it } from 'vitest';
import { routeObjects } from '../../../src/app/routes';
import { wholeCatalogue } from '../../../src/app/page-catalogue';
import { createDemoSource } from '../../../src/data/demo/demo-source';
import { OFFLINE_ROUTE, pageOfRoute, routeList } from '../../../src/site/route-table';
import { loadPageModule } from '../../../src/app/page-modules';
import homePage from '../../../src/kinds/home/page';
import listPage from '../../../src/kinds/list/page';
import notFoundPage from '../../../src/kinds/not-found/page';
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

  it('gives every page, the not-found page included, its config entry from where the YAML declares it', async () => {
    expect(homePage.spec.entry(catalogue, 'home')).toBe(catalogue.home);
    expect(listPage.spec.entry(catalogue, 'saree')).toBe(catalogue.lists.find((l) => l.id === 'saree'));
    expect(notFoundPage.spec.entry(catalogue, 'not-found')).toBe(catalogue.texts.notFound);
    expect(routes.at(-1)!.title).toBe(catalogue.texts.notFound.title);
    const context = { catalogues: wholeCatalogue(catalogue), source: createDemoSource(), prerender: false };
    for (const page of routes)
      await expect(
        loadPageModule(page.kind).then((m) => m.route(page, context)),
        page.id,
      ).resolves.toBeDefined();
  });

  it('refuses a page whose entry is not in its catalogue, and a page module of another kind', async () => {
    const context = { catalogues: wholeCatalogue(catalogue), source: createDemoSource(), prerender: false };
    const saree = routes.find((r) => r.id === 'saree')!;
    await expect(listPage.route({ ...saree, id: 'nowhere' }, context)).rejects.toThrow(
      'page "nowhere": its list entry is not in the catalogue its page loads',
    );
    await expect(homePage.route(saree, context)).rejects.toThrow('page "saree" is a list page, not a home page');
  });

  it('is the router’s table: one child route per entry, in its order, each found back by its route id', () => {
    const [site] = routeObjects(catalogue, wholeCatalogue(catalogue), createDemoSource());
    const children = site!.children!;
    expect(children.map((r) => r.path)).toEqual(routes.map((r) => r.route));
    children.forEach((child, i) => expect(pageOfRoute(catalogue, child.id)).toEqual(routes[i]));
    expect(pageOfRoute(catalogue, '_site')).toBeUndefined();
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
    // Asked beside the code, then by the page module (the browser's module map answers the second at once).
    expect(new Set(asked)).toEqual(new Set(['list']));
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
