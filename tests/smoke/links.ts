import { expect, type Page } from '@playwright/test';

/**
 * Every same-origin link on the page (chrome and main content, hidden ones too) must lead somewhere:
 * to a configured route, or to a file the host serves with 200 (a picture, a PDF). A redirect or the
 * 404 page is a broken link. Links to the page itself (#main, #top) and anchors without href are fine.
 */
export async function expectLinksResolve(page: Page, routes: ReadonlySet<string>): Promise<void> {
  const here = new URL(page.url());
  const hrefs = await page.locator('a[href], area[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  const targets = new Set(
    hrefs
      .map((href) => new URL(href))
      .filter((url) => url.origin === here.origin && url.pathname !== here.pathname && !routes.has(url.pathname))
      .map((url) => url.pathname),
  );
  const broken: string[] = [];
  for (const path of targets) {
    const response = await page.request.get(new URL(path, here).href, { maxRedirects: 0 });
    if (response.status() !== 200) broken.push(`${path} (HTTP ${response.status()})`);
  }
  expect(broken, `links on ${here.pathname} that are neither a configured route nor a served file`).toEqual([]);
}
