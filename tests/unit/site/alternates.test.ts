import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SPEC, loadedCatalogue } from '../../support/catalogue';
import { languageCatalogue } from '../../../src/build-time/language-catalogue';
import { siteCatalogue } from '../../../src/build-time/browser-catalogue';
import { pageAlternates, pageHead } from '../../../src/site/head';
import { sitemapXml } from '../../../scripts/build/sitemap';

const loaded = loadedCatalogue(readFileSync('tests/fixtures/two-languages/catalogue.config.yaml', 'utf8'));
const TWO = { ...loaded, site: { ...loaded.site, url: 'https://shop.example' } };
const site = (key: string) => siteCatalogue(languageCatalogue(TWO, key));

describe('the same page in each language', () => {
  it('names every language and x-default, absolute, the same list on both pages', () => {
    const expected = [
      { hreflang: 'en-IN', href: 'https://shop.example/saree' },
      { hreflang: 'bn-IN', href: 'https://shop.example/bn/saree' },
      { hreflang: 'x-default', href: 'https://shop.example/saree' },
    ];
    expect(pageAlternates(site('en'), '/saree')).toEqual(expected);
    expect(pageAlternates(site('bn'), '/bn/saree')).toEqual(expected);
    expect(pageAlternates(site('bn'), '/bn').map((a) => a.href)).toEqual([
      'https://shop.example/',
      'https://shop.example/bn',
      'https://shop.example/',
    ]);
  });

  it("is in each page's head beside its canonical link, and not in a shop of one language", () => {
    const bn = site('bn');
    const saree = bn.pages.find((p) => p.route === '/bn/saree')!;
    const head = pageHead(bn, saree);
    expect(head).toContainEqual({ tag: 'link', rel: 'canonical', href: 'https://shop.example/bn/saree' });
    expect(head.filter((t) => t.tag === 'link' && t.rel === 'alternate')).toHaveLength(3);
    const spec = siteCatalogue(loadedCatalogue(SPEC));
    expect(pageHead(spec, spec.pages[0]!).some((t) => t.tag === 'link' && t.rel === 'alternate')).toBe(false);
  });

  it('is in the sitemap for every page, and the sitemap of one language is as before', () => {
    const xml = sitemapXml('https://shop.example', ['/saree', '/bn/saree'], (route) => pageAlternates(site('en'), route));
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.match(/<xhtml:link rel="alternate" hreflang="bn-IN" href="https:\/\/shop.example\/bn\/saree"\/>/g)).toHaveLength(2);
    expect(sitemapXml('https://shop.example', ['/saree'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>https://shop.example/saree</loc></url>\n</urlset>\n',
    );
  });
});
