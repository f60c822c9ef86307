import { expect, test } from './fixtures.ts';
import { UNKNOWN_PATH, urlOf } from './support/screen.ts';
import { catalogue, documentTitleOf, hasOwnAddress, headingOf, paths, routes } from './support/site.ts';

const { site } = catalogue;
const SITE = site.url!;
const absolute = (route: string) => new URL(route, `${SITE}/`).href;
const RASTER = /\.(jpe?g|png|webp)(\?|$)/i;
// The page's description, as the config words it.
const descriptionOf = (id: string) => paths.page(id)?.description ?? site.description;

// Our own markup, one tag per line: attribute values are escaped as &#NN; by the build.
const decode = (s: string) => s.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));
const all = (html: string, re: RegExp) => [...html.matchAll(re)].map((m) => decode(m[1] ?? ''));
const metas = (html: string, attr: 'name' | 'property', key: string) =>
  all(html, new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`, 'g'));
const one = (values: string[], what: string) => {
  expect(values, `exactly one ${what}`).toHaveLength(1);
  return values[0]!;
};
const jsonLdBlocks = (html: string) => all(html, /<script type="application\/ld\+json">([^<]*)<\/script>/g);

// What search engines and chat apps read: the HTML as served, with no JavaScript run.
test.describe('head tags and structured data in the pre-rendered HTML', () => {
  for (const route of routes) {
    test(`${urlOf(route)}: title, description, canonical, Open Graph, Twitter card, JSON-LD`, async ({ request }) => {
      const response = await request.get(urlOf(route));
      const html = await response.text();
      const head = html.slice(0, html.indexOf('</head>'));
      const found = hasOwnAddress(route);

      expect(one(all(html, /<title>([^<]*)<\/title>/g), '<title>')).toBe(documentTitleOf(route));
      const description = one(metas(head, 'name', 'description'), 'description');
      expect(description).toBe(found ? descriptionOf(route.id) : site.description);
      const canonical = all(head, /<link rel="canonical" href="([^"]*)"/g);
      expect(canonical).toEqual(found ? [absolute(route.path)] : []);
      expect(one(metas(head, 'property', 'og:title'), 'og:title')).toBe(documentTitleOf(route));
      expect(one(metas(head, 'property', 'og:description'), 'og:description')).toBe(description);
      expect(metas(head, 'property', 'og:url')).toEqual(found ? [absolute(route.path)] : []);
      expect(one(metas(head, 'property', 'og:locale'), 'og:locale')).toBe(site.lang.replace('-', '_'));
      const image = one(metas(head, 'property', 'og:image'), 'og:image');
      expect(image, 'an absolute https URL').toMatch(/^https:\/\//);
      expect(image, 'a raster picture: chat apps show no SVG').toMatch(RASTER);
      expect(one(metas(head, 'name', 'twitter:card'), 'twitter:card')).toBe('summary_large_image');
      if (!found) expect(metas(head, 'name', 'robots')).toEqual(['noindex']);

      const blocks = jsonLdBlocks(html).map((text) => JSON.parse(text) as { '@context': string; '@type': string; [key: string]: unknown });
      for (const block of blocks) expect(block['@context']).toBe('https://schema.org');
      const types = blocks.map((b) => b['@type']);
      if (route.kind === 'list') {
        expect(types).toEqual(['BreadcrumbList', 'ItemList']);
        const list = catalogue.lists.find((l) => l.id === route.id)!;
        const items = blocks[1]!.itemListElement as { item: { name: string; offers?: { priceCurrency: string } } }[];
        expect(items.length).toBeGreaterThan(0);
        expect(items.every((i) => Boolean(i.item.offers) === list.price)).toBe(true);
        if (list.price) expect(items[0]!.item.offers!.priceCurrency).toBe(site.currency);
      }
      if (route.kind === 'category') expect(types).toEqual(['BreadcrumbList']);
      if (route.kind === 'showroom') expect(types).toEqual(['ClothingStore']);
      if (route.kind === 'contact') expect(types).toEqual(['ClothingStore', 'ClothingStore']);
    });
  }

  test('sitemap.xml lists exactly the registered routes under site.url; robots.txt names it', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const locs = all(xml, /<loc>([^<]*)<\/loc>/g);
    expect(locs).toEqual(routes.filter(hasOwnAddress).map((r) => absolute(r.path)));
    expect(locs.some((loc) => loc.includes(UNKNOWN_PATH))).toBe(false);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

test.describe('head tags after client-side navigation', () => {
  const route = (id: string) => routes.find((r) => r.id === id)!;

  test('follow each page, in place, and the JSON-LD follows the page', async ({ page }) => {
    const head = () =>
      page.evaluate(() => {
        const content = (selector: string) =>
          [...document.head.querySelectorAll(selector)].map((el) => el.getAttribute('content') ?? el.getAttribute('href'));
        return {
          titles: document.head.querySelectorAll('title').length,
          title: document.title,
          description: content('meta[name="description"]'),
          canonical: content('link[rel="canonical"]'),
          ogUrl: content('meta[property="og:url"]'),
          ogTitle: content('meta[property="og:title"]'),
          ogImage: content('meta[property="og:image"]'),
          jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
            (s) => (JSON.parse(s.textContent ?? '') as { '@type': string })['@type'],
          ),
        };
      });
    const expectHead = async (id: string, jsonLd: string[]) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(route(id)));
      await expect.poll(head).toMatchObject({
        titles: 1,
        title: documentTitleOf(route(id)),
        description: [descriptionOf(id)],
        canonical: [absolute(route(id).path)],
        ogUrl: [absolute(route(id).path)],
        ogTitle: [documentTitleOf(route(id))],
        jsonLd,
      });
      const [image] = (await head()).ogImage;
      expect(image).toMatch(RASTER);
    };

    await page.goto(route('womens-wear').path);
    await expectHead('womens-wear', ['BreadcrumbList']);
    // Womens Wear has its own description and Saree has none: the description must change with the page.
    await page
      .locator(`main a[href="${route('saree').path}"]`)
      .first()
      .click();
    await expectHead('saree', ['BreadcrumbList', 'ItemList']);
    await page.goBack();
    await expectHead('womens-wear', ['BreadcrumbList']);
    await page
      .getByRole('navigation', { name: catalogue.texts.nav.label })
      .locator(`a[href="${route('contact').path}"]`)
      .first()
      .click();
    await expectHead('contact', ['ClothingStore', 'ClothingStore']);
  });
});
