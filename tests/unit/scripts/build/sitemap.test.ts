// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from '../../../../scripts/build/sitemap';
import { specCatalogue } from '../../../support/catalogue';

describe('sitemap.xml and robots.txt', () => {
  it('lists every registered route under site.url, and nothing else', () => {
    const c = specCatalogue();
    const xml = sitemapXml(
      c.site.url!,
      c.pages.map((p) => p.route),
    );
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(c.pages.map((p) => `https://demo-vastra-bhandar.example${p.route}`));
    expect(locs).toContain('https://demo-vastra-bhandar.example/');
    expect(locs).toContain('https://demo-vastra-bhandar.example/LadiesBag');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  });

  it('a new list is in it with no code change', () => {
    const routes = ['/', '/dupatta', '/men/formal-shoes'];
    expect(sitemapXml('https://shop.example', routes)).toContain('<loc>https://shop.example/dupatta</loc>');
    expect(sitemapXml('https://shop.example', routes)).toContain('<loc>https://shop.example/men/formal-shoes</loc>');
  });

  it('robots.txt allows crawling and names the sitemap only when there is one', () => {
    expect(robotsTxt('https://shop.example')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://shop.example/sitemap.xml\n');
    expect(robotsTxt(undefined)).toBe('User-agent: *\nAllow: /\n');
  });
});
