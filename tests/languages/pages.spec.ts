import { expect, test } from '../e2e/fixtures.ts';
import type { Page } from '@playwright/test';
import { absolute, bengali, BENGALI_SCRIPT, english, inBengali, inEnglish, listedRoutes, sitemap, type Alternate } from './support/shop.ts';

const bengaliRoutes = listedRoutes(inBengali);
const englishRoutes = listedRoutes(inEnglish);
// The same page in both languages, by position: languageCatalogue moves every route under the prefix, in order.
const pairs = englishRoutes.map((route, i) => ({ english: route, bengali: bengaliRoutes[i]! }));

/** What a page's <head> says about where it lives and where it lives in other languages. */
async function headLinks(page: Page): Promise<{ canonical: string | null; alternates: Alternate[] }> {
  return page.evaluate(() => ({
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => ({
      hreflang: link.getAttribute('hreflang') ?? '',
      href: link.getAttribute('href') ?? '',
    })),
  }));
}

const sorted = (alternates: Alternate[]) => [...alternates].sort((a, b) => a.hreflang.localeCompare(b.hreflang));

test('each language has the same pages, under its prefix', () => {
  expect(bengaliRoutes).toEqual(englishRoutes.map((route) => (route === '/' ? bengali.prefix : `${bengali.prefix}${route}`)));
});

for (const pair of pairs) {
  test(`${pair.bengali}: lang ${bengali.lang}, a Bengali h1, its canonical and alternates; ${pair.english} likewise in ${english.lang}`, async ({
    page,
  }) => {
    // The alternates every page of the pair must list: each language's address, absolute, and x-default (the default's).
    const expected = sorted([
      { hreflang: english.lang, href: absolute(pair.english) },
      { hreflang: bengali.lang, href: absolute(pair.bengali) },
      { hreflang: 'x-default', href: absolute(pair.english) },
    ]);

    await page.goto(pair.bengali);
    await expect(page.locator('html')).toHaveAttribute('lang', bengali.lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(BENGALI_SCRIPT);
    const inBn = await headLinks(page);
    expect(inBn.canonical).toBe(absolute(pair.bengali));
    expect(sorted(inBn.alternates)).toEqual(expected);

    await page.goto(pair.english);
    await expect(page.locator('html')).toHaveAttribute('lang', english.lang);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(BENGALI_SCRIPT);
    const inEn = await headLinks(page);
    expect(inEn.canonical).toBe(absolute(pair.english));
    expect(sorted(inEn.alternates)).toEqual(expected);
  });
}

test('the sitemap lists every page in both languages, each with the alternates its own head gives', async ({ request }) => {
  const listed = await sitemap(request);
  expect([...listed.keys()].sort()).toEqual([...englishRoutes, ...bengaliRoutes].map(absolute).sort());
  for (const [loc, alternates] of listed) {
    const html = await (await request.get(new URL(loc).pathname)).text();
    const own = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, hreflang = '', href = '']) => ({
      hreflang,
      href,
    }));
    expect(own.length, `${loc}: alternates in its head`).toBeGreaterThan(0);
    expect(sorted(alternates), loc).toEqual(sorted(own));
  }
});
