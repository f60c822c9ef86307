import { test as plain, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { collectViolations } from './support/csp.ts';
import { catalogue, hrefOf, routes } from './support/site.ts';
import { UNKNOWN_PATH } from './support/screen.ts';
import { homeSection } from '../support/home-sections.ts';
import { fillTemplate } from '../../src/domain/templates.ts';
import { hostingJson } from '../../scripts/hosting/hosting-json.ts';
import { headersFor } from '../../scripts/hosting/path-rules.ts';
import { configOrigins } from '../../scripts/hosting/config-origins.ts';

// The suite's build has no Firebase settings (playwright.config.ts), so this is the hosting config it must be served with.
const generated = hostingJson(catalogue, null, {
  public: 'dist',
  rules: 'firestore.rules',
  indexes: 'firestore.indexes.json',
  storageRules: 'storage.rules',
}).hosting.headers;
const urlOf = (path: string) => (path === '*' ? UNKNOWN_PATH : path);
const playLabel = (title: string) => fillTemplate(catalogue.texts.embed.play, { title });

/** Scrolls to the end and back, so lazy pictures, videos and late chunks have loaded. */
async function visitWholePage(page: Page) {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
}

test.describe('security headers', () => {
  test('every route is served with exactly the generated headers, pages and assets alike', async ({ request }) => {
    const csp = generated[0]!.headers.find((h) => h.key === 'Content-Security-Policy')!.value;
    expect(csp).toContain("script-src 'self';");
    for (const route of routes) {
      const path = urlOf(route.path);
      const response = await request.get(path);
      const expected = headersFor(path, generated);
      const served = Object.fromEntries(Object.keys(expected).map((key) => [key, response.headers()[key]]));
      expect(served, path).toEqual(expected);
    }
    const html = await (await request.get('/')).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset, 'the page loads its script from /assets/').toBeDefined();
    const served = (await request.get(asset!)).headers();
    for (const [key, value] of Object.entries(headersFor(asset!, generated))) expect(served[key], key).toBe(value);
  });

  for (const route of routes) {
    test(`${urlOf(route.path)}: no Content-Security-Policy violation, top to bottom`, async ({ page }) => {
      const violations = await collectViolations(page);
      await page.goto(urlOf(route.path));
      await visitWholePage(page);
      expect(await violations()).toEqual([]);
    });
  }

  test('the browser takes the Permissions-Policy: share and copy for the site, fullscreen for it and its embeds, no camera @mobile', async ({
    page,
  }) => {
    // Chromium reports a header it cannot fully read on the console, at any level ("Unrecognized feature: ...").
    const complaints: string[] = [];
    page.on('console', (message) => {
      if (/Permissions-Policy|Unrecognized feature/i.test(message.text())) complaints.push(`${message.type()}: ${message.text()}`);
    });
    await page.goto('/');
    const frameOrigins = configOrigins(catalogue).frames;
    const header = generated[0]!.headers.find((h) => h.key === 'Permissions-Policy')!.value;
    const named = header.split(', ').map((d) => d.split('=')[0]!);
    const known = await page.evaluate(() => (document as unknown as { featurePolicy: { features(): string[] } }).featurePolicy.features());
    expect(
      named.filter((feature) => !known.includes(feature)),
      'features this browser does not recognise',
    ).toEqual([]);
    const policy = await page.evaluate((origins) => {
      const p = (document as unknown as { featurePolicy: { allowsFeature(f: string, o?: string): boolean; features(): string[] } })
        .featurePolicy;
      const allows = (f: string) => p.allowsFeature(f);
      return {
        // Chromium on Linux has no Web Share, and then knows no such feature; where it does, it must be allowed.
        webShare: p.features().includes('web-share') ? allows('web-share') : 'not in this browser',
        clipboardWrite: allows('clipboard-write'),
        fullscreen: allows('fullscreen'),
        camera: allows('camera'),
        embedsFullscreen: origins.map((o) => p.allowsFeature('fullscreen', o)),
      };
    }, frameOrigins);
    expect([true, 'not in this browser'], 'web-share').toContain(policy.webShare);
    expect({ ...policy, webShare: undefined }).toEqual({
      webShare: undefined,
      clipboardWrite: true,
      fullscreen: true,
      camera: false,
      embedsFullscreen: frameOrigins.map(() => true),
    });
    expect(complaints).toEqual([]);
  });

  test('every embed on the home page opens without a violation, and may go fullscreen', async ({ page, outbound }) => {
    const violations = await collectViolations(page);
    const embeds = catalogue.home.sections.flatMap((s) => ('embeds' in s ? s.embeds : []));
    expect(embeds.length).toBeGreaterThan(0);
    await page.goto('/');
    for (const embed of embeds) {
      outbound.allow(new URL(embed.src).hostname);
      // The frame's own host is unreachable here and aborted; a CSP block would stop the request before it is made.
      const request = page.waitForRequest((r) => r.url().startsWith(embed.src));
      await page.getByRole('button', { name: playLabel(embed.title) }).click();
      await request;
      await expect(page.locator(`iframe[title="${embed.title}"]`)).toHaveAttribute('src', embed.src);
    }
    expect(await violations()).toEqual([]);
    const fullscreen = await page
      .locator('iframe')
      .evaluateAll((frames) =>
        frames.map((f) =>
          (f as unknown as { featurePolicy: { allowsFeature(f: string): boolean } }).featurePolicy.allowsFeature('fullscreen'),
        ),
      );
    expect(fullscreen, 'each opened embed may go fullscreen').toEqual(embeds.map(() => true));
  });

  test("every showroom page's map opens without a violation", async ({ page, outbound }) => {
    const violations = await collectViolations(page);
    for (const showroomPage of catalogue.showroomPages) {
      const showroom = catalogue.showrooms.find((s) => s.id === showroomPage.showroom)!;
      await page.goto(hrefOf(showroomPage.id));
      // The page's own map is its showroom's first (the rest sit in a closed accordion panel; same origins).
      const map = showroom.maps[0]!;
      outbound.allow(new URL(map.embed).hostname);
      const request = page.waitForRequest((r) => r.url().startsWith(map.embed));
      await page
        .getByRole('button', { name: playLabel(map.title) })
        .last()
        .click();
      await request;
      expect(await violations(), showroomPage.id).toEqual([]);
    }
  });

  test('the zoom viewer opens and closes without a violation', async ({ page }) => {
    const violations = await collectViolations(page);
    const showcase = homeSection(catalogue.home, 'showcase');
    const photo = catalogue.showcases.find((s) => s.id === showcase.from)!.cards[0]!.image;
    await page.goto('/');
    const img = page.getByRole('region', { name: showcase.heading }).getByRole('img', { name: photo.alt });
    await img.scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: `${catalogue.texts.zoom.open}: ${photo.alt}` })).toBeAttached();
    await img.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('img', { name: photo.alt })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await violations()).toEqual([]);
  });
});

// Without the suite's fixture, which would (rightly) fail the test on the console error this causes.
plain('the check sees a violation: an injected inline script is refused and reported once', async ({ page }) => {
  const violations = await collectViolations(page);
  await page.goto('/');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    return 'injected' in window;
  });
  expect(ran, 'the inline script must not run').toBe(false);
  await expect
    .poll(async () => (await violations()).filter((v) => !v.startsWith('console:')))
    .toEqual([expect.stringMatching(/^script-src-elem inline \(/)]);
  await expect
    .poll(async () => (await violations()).filter((v) => v.startsWith('console:')))
    .toEqual([expect.stringMatching(/inline script/i)]);
});
