import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';
import { catalogue } from './support/site.ts';

const { site, theme } = catalogue;

test.describe('installing the shop on a home screen', () => {
  test('the manifest comes from the config, and every icon it names is a PNG', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/icon-192.png');

    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/manifest+json');
    const manifest = (await response.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({
      id: '/',
      name: site.title,
      short_name: site.app?.shortName,
      description: site.description,
      lang: site.lang,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: theme.brand,
      background_color: theme.background,
    });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const served = await request.get(icon.src);
      expect([served.status(), served.headers()['content-type']], icon.src).toEqual([200, 'image/png']);
    }
  });

  test('Chromium finds nothing that stops installing it', async ({ launchOptions, baseURL }) => {
    // A browser profile of its own: Playwright's usual contexts are incognito ones, where nothing installs ("in-incognito").
    const profile = await mkdtemp(join(tmpdir(), 'install-profile-'));
    const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
    try {
      // The suite's rule, without its fixtures: nothing leaves loopback.
      await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('blockedbyclient'));
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await waitForHydration(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });
});
