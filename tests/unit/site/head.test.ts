// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageHead, type HeadTag } from '../../../src/site/head';
import { notFoundEntry } from '../../../src/site/route-table';
import { wholeCatalogue } from '../../../src/app/page-catalogue';
import { loadPageModule } from '../../../src/app/page-modules';
import type { Catalogue, SitePage } from '../../../src/catalogue/schema';
import type { ProductsResult } from '../../../src/data/read-products';
import { headMarkup } from '../../../scripts/build/head-markup';
import { specCatalogue } from '../../support/catalogue';

const catalogue = specCatalogue();
const SITE = catalogue.site.url!;
const SHARE = `${SITE}${catalogue.site.shareImage!.src}`;
const page = (id: string, c: Catalogue = catalogue): SitePage => c.pages.find((p) => p.id === id)!;

/** A page's head as the build and the browser make it: with the picture its own page module gives. */
async function headOf(c: Catalogue, entry: SitePage, data?: unknown): Promise<HeadTag[]> {
  const module = await loadPageModule(entry.kind);
  return pageHead(c, entry, await module.image(entry, data, wholeCatalogue(c)));
}

/** The tags as a lookup: `title`, `name:description`, `property:og:image`, `link:canonical`. */
function byKey(tags: HeadTag[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const t of tags) {
    const [key, value] =
      t.tag === 'title' ? ['title', t.text] : t.tag === 'link' ? [`link:${t.rel}`, t.href] : [`${t.attr}:${t.key}`, t.content];
    expect(out, `${key} twice`).not.toHaveProperty([key]);
    out[key] = value;
  }
  return out;
}

const ready = (img: string): ProductsResult => ({
  status: 'ready',
  complete: true,
  products: [{ id: 'p1', title: 'Red "Silk" Saree', des: '', img }],
});

// A list's loader data always comes with its page: an empty list, where the products do not matter.
const NONE: ProductsResult = { status: 'ready', complete: true, products: [] };

describe('a page’s head tags', () => {
  it('has the title, the page’s own description, canonical URL, locale and share picture', async () => {
    const tags = byKey(await headOf(catalogue, page('ladies-bag'), ready('/demo/img/products/bag.svg')));
    expect(tags).toMatchObject({
      title: 'Ladies Bag | Demo Vastra Bhandar',
      'name:description': page('ladies-bag').description,
      'link:canonical': `${SITE}/LadiesBag`,
      'property:og:url': `${SITE}/LadiesBag`,
      'property:og:title': 'Ladies Bag | Demo Vastra Bhandar',
      'property:og:locale': 'en_IN',
      'property:og:site_name': 'Demo Vastra Bhandar',
      // The first product is an SVG, which chat apps do not show: the site's share picture instead.
      'property:og:image': SHARE,
      'property:og:image:width': '1200',
      'name:twitter:card': 'summary_large_image',
    });
    expect(tags).not.toHaveProperty(['name:robots']);
  });

  it('falls back to the site description', async () => {
    expect(page('churidar').description).toBeUndefined();
    expect(byKey(await headOf(catalogue, page('churidar'), NONE))['name:description']).toBe(catalogue.site.description);
  });

  it('shows a list’s first product when it is a photo, as an absolute URL', async () => {
    const tags = byKey(await headOf(catalogue, page('saree'), ready('/demo/img/products/saree-01.jpg')));
    expect(tags['property:og:image']).toBe(`${SITE}/demo/img/products/saree-01.jpg`);
    expect(tags['property:og:image:alt']).toBe('Red "Silk" Saree');
    const remote = byKey(await headOf(catalogue, page('saree'), ready('https://cdn.example/a/b.webp?w=800')));
    expect(remote['property:og:image']).toBe('https://cdn.example/a/b.webp?w=800');
  });

  it('shows a category’s card picture or a showroom’s photo when raster, else the share picture', async () => {
    const raster = structuredClone(catalogue);
    raster.categories[0]!.card.image.src = '/img/womens.png';
    raster.showrooms[0]!.photo.src = '/img/front.jpeg';
    expect(byKey(await headOf(raster, page('womens-wear', raster)))['property:og:image']).toBe(`${SITE}/img/womens.png`);
    expect(byKey(await headOf(raster, page('bethuadahari-headoffice', raster)))['property:og:image']).toBe(`${SITE}/img/front.jpeg`);
    expect(byKey(await headOf(catalogue, page('womens-wear')))['property:og:image']).toBe(SHARE);
    expect(byKey(await headOf(catalogue, page('barnia')))['property:og:image']).toBe(`${SITE}/demo/img/photos/showrooms/branch.jpg`);
  });

  it('gives the not-found page no address of its own and keeps it out of search results', async () => {
    const tags = byKey(await headOf(catalogue, notFoundEntry(catalogue)));
    expect(tags.title).toBe(`${catalogue.texts.notFound.title} | Demo Vastra Bhandar`);
    expect(tags['name:robots']).toBe('noindex');
    expect(tags).not.toHaveProperty(['link:canonical']);
    expect(tags).not.toHaveProperty(['property:og:url']);
  });

  it('leaves out what needs site.url when it is not set', async () => {
    const bare = structuredClone(catalogue);
    delete bare.site.url;
    const tags = byKey(await headOf(bare, page('saree', bare), ready('/demo/img/products/saree-01.jpg')));
    expect(tags).not.toHaveProperty(['link:canonical']);
    expect(tags).not.toHaveProperty(['property:og:image']);
    expect(tags['name:twitter:card']).toBe('summary');
    expect(tags.title).toBe('Saree | Demo Vastra Bhandar');
  });

  it('keeps quotes, `</script>`, `<` and `&` as text in the HTML', async () => {
    const hostile = structuredClone(catalogue);
    const evil = `Tom's "Best" </script><script>alert(1)</script> & <b>`;
    hostile.site.title = evil;
    const entry = { ...page('saree', hostile), title: evil, description: evil };
    const html = headMarkup(await headOf(hostile, entry, NONE));
    expect(html).not.toMatch(/<script|<b>|<\/script>/);
    expect(html).toContain('&#60;/script&#62;');
    expect(html).toContain('content="Tom&#39;s &#34;Best&#34; &#60;/script&#62;');
    // The browser reads the text back exactly.
    const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)];
    expect(titles).toHaveLength(1);
    const unescape = (s: string) => s.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));
    expect(unescape(titles[0]![1]!)).toBe(evil);
  });
});
