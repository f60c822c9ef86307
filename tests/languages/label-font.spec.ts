import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures.ts';
import { bengali, inEnglish, routeOf } from './support/shop.ts';

// The English pages show the switch's বাংলা, drawn by a subset of its own letters; the 44 KB Bengali face is
// for Bengali pages. Chromium here has no Bengali font, as many phones' stripped browsers.
const LABEL = bengali.label;
const FAMILY = 'Catalogue Label Bengali';
// An English page with ₹ prices.
const PRICES = routeOf(inEnglish, 'ladies-bag');

/** The paths of the fonts the page asks for from now on. */
const fontRequests = (page: Page) => {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') paths.push(new URL(request.url()).pathname);
  });
  return paths;
};
const fontsSettled = (page: Page) => page.evaluate(async () => (await document.fonts.ready, document.fonts.status));

test('on an English page, বাংলা is drawn with its own subset, and neither the full Bengali font nor anything else is fetched', async ({
  page,
}) => {
  const fonts = fontRequests(page);
  await page.goto(PRICES);
  const label = page.locator('a[hreflang="bn-IN"]');
  await expect(label).toHaveText(LABEL);
  await expect(page.getByRole('main')).toContainText('₹');
  await expect
    .poll(() =>
      page.evaluate((family) => [...document.fonts].filter((f) => f.family.replace(/["']/g, '') === family).map((f) => f.status), FAMILY),
    )
    .toEqual(['loaded']);
  expect(await fontsSettled(page)).toBe('loaded');
  expect(fonts).toEqual([expect.stringMatching(/^\/assets\/label-bengali-[\w-]{8}\.woff2$/)]);

  const drawn = await label.evaluate(
    (a, { text, family }) => {
      const face = [...document.fonts].find((f) => f.family.replace(/["']/g, '') === family)!;
      const style = getComputedStyle(a);
      // The same text in the theme's stack alone: what the page drew before, boxes on a system without Bengali.
      const probe = document.createElement('span');
      Object.assign(probe.style, { font: style.font, fontFamily: 'var(--font-body)', whiteSpace: 'nowrap' });
      const own = document.createElement('span');
      Object.assign(own.style, { font: style.font, whiteSpace: 'nowrap' });
      probe.textContent = own.textContent = text;
      document.body.append(probe, own);
      const result = {
        range: face.unicodeRange,
        weight: [face.weight, style.fontWeight],
        family: style.fontFamily,
        check: document.fonts.check(`${style.fontWeight} ${style.fontSize} '${family}'`, text),
        own: own.getBoundingClientRect().width,
        fallback: probe.getBoundingClientRect().width,
        ownHeight: own.getBoundingClientRect().height,
      };
      probe.remove();
      own.remove();
      return result;
    },
    { text: LABEL, family: FAMILY },
  );
  // Exactly the label's characters: ₹ and every other Bengali letter are outside it.
  expect(drawn.range).toBe('U+982, U+9AC, U+9B2, U+9BE');
  expect(drawn.weight).toEqual(['700', '700']);
  expect(drawn.family).toContain(FAMILY);
  expect(drawn.check).toBe(true);
  expect(drawn.own).toBeGreaterThan(0);
  expect(drawn.own).not.toBeCloseTo(drawn.fallback, 0);
});

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('an English ₹ price does not fetch the subset: only a character of the label does', async ({ page }) => {
    const fonts = fontRequests(page);
    // The pre-rendered page with the label's letters taken out of the switch, which keeps the subset's family.
    await page.route(`**${PRICES}`, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      expect(html).toContain(`>${LABEL}</a>`);
      await route.fulfill({ response, body: html.replace(`>${LABEL}</a>`, '>₹ Bengali</a>') });
    });
    await page.goto(PRICES);
    await expect(page.locator('a[hreflang="bn-IN"]')).toHaveText('₹ Bengali');
    await expect(page.getByRole('main')).toContainText('₹');
    expect(await page.locator('a[hreflang="bn-IN"]').evaluate((a) => getComputedStyle(a).fontFamily)).toContain(FAMILY);
    expect(await fontsSettled(page)).toBe('loaded');
    expect(fonts).toEqual([]);

    // The same page as built: the label's letters alone load the subset, so the silence above means something.
    await page.unroute(`**${PRICES}`);
    await page.goto(PRICES);
    await expect(page.locator('a[hreflang="bn-IN"]')).toHaveText(LABEL);
    await expect.poll(() => fontsSettled(page)).toBe('loaded');
    await expect.poll(() => fonts.length).toBe(1);
    expect(fonts).toEqual([expect.stringMatching(/^\/assets\/label-bengali-[\w-]{8}\.woff2$/)]);
  });
});
