import { expect, test } from '../e2e/fixtures.ts';
import { inBengali, routeOf } from './support/shop.ts';

// The page's own Bengali face, drawn on Bengali pages only, and fetched after the first screen is in.
const FAMILY = 'Noto Sans Bengali Web';
const route = routeOf(inBengali, 'saree');

test(`${route}: the Bengali face is fetched after the page's load event, then draws its heading`, async ({ page }) => {
  await page.goto(route);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  // Both weights in the end: the heading is bold, the cards' text regular.
  await expect
    .poll(() =>
      page.evaluate(
        (family) => [...document.fonts].filter((f) => f.family.replace(/["']/g, '') === family && f.status === 'loaded').length,
        FAMILY,
      ),
    )
    .toBe(2);
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const fonts = performance.getEntriesByType('resource').filter((r) => /noto-sans-bengali.*\.woff2$/.test(r.name));
    return { load: navigation.loadEventStart, starts: fonts.map((f) => f.startTime) };
  });
  expect(timing.load).toBeGreaterThan(0);
  expect(timing.starts).toHaveLength(2);
  for (const start of timing.starts) expect(start).toBeGreaterThanOrEqual(timing.load);
  const drawn = await heading.evaluate((h, family) => {
    const style = getComputedStyle(h);
    return {
      family: style.fontFamily,
      check: document.fonts.check(`${style.fontWeight} ${style.fontSize} '${family}'`, h.textContent ?? ''),
    };
  }, FAMILY);
  expect(drawn.family).toContain(FAMILY);
  expect(drawn.check).toBe(true);
});
