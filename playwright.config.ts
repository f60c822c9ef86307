import { defineConfig } from '@playwright/test';
import { CHROMIUM_USE, demoShopServer, PHONE } from './scripts/demo-shop-server.ts';
import { SPEC_CONFIG } from './scripts/catalogue/catalogue-file.ts';

// Not serve's default 4173: a locally reused server must be the specification's build, never a
// `npm run serve` of the owner's shop (CATALOGUE_CONFIG=tests/fixtures/spec/catalogue.config.yaml npm run serve -- --port 4174).
const PORT = Number(process.env.E2E_PORT ?? 4174);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const CI = Boolean(process.env.CI);

/**
 * Browser suite over the production build of the specification's shop: the frozen copy
 * tests/fixtures/spec/catalogue.config.yaml, never the owner's catalogue.config.yaml (that one
 * gets the generic shop run, scripts/examples/smoke.ts). Two projects: every test at desktop
 * width except @mobile-only ones, and the tests tagged @mobile (or @mobile-only) at 360x740. Screenshots go to
 * test-results/screenshots/ (see tests/e2e/fixtures.ts).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/artifacts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  // CI machines have two cores; more workers only fight over them.
  workers: 2,
  forbidOnly: CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : [['list']],
  use: {
    baseURL: BASE_URL,
    // A test that intercepts requests with page.route after the worker took over opts out (test.use({ serviceWorkers: 'block' })).
    ...CHROMIUM_USE,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', grepInvert: /@mobile-only/, use: { viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', grep: /@mobile/, use: PHONE },
  ],
  // The specification's shop, whatever CATALOGUE_CONFIG says.
  webServer: demoShopServer(SPEC_CONFIG, PORT, { reuse: !CI, timeout: 180_000 }),
});
