import { defineConfig } from '@playwright/test';
import { CHROMIUM_USE, demoShopServer, PHONE } from './scripts/demo-shop-server.ts';
import { LANGUAGES_CONFIG } from './scripts/catalogue/catalogue-file.ts';

// A port of its own: a server reused locally must be this shop's build, never the spec's (4174) or the owner's (4173).
const PORT = Number(process.env.E2E_LANGUAGES_PORT ?? 4177);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const CI = Boolean(process.env.CI);

/**
 * The languages suite (tests/languages): the /bn/ half of the site over the production build of the shipped
 * shop in English and Bengali, the frozen copy tests/fixtures/languages/catalogue.config.yaml (never the
 * owner's file). Only what the second language adds is tested here; the English pages have tests/e2e.
 * Desktop width, and the tests tagged @mobile again at 360x740.
 */
export default defineConfig({
  testDir: 'tests/languages',
  outputDir: 'test-results/languages',
  fullyParallel: true,
  // CI machines have two cores; more workers only fight over them.
  workers: 2,
  forbidOnly: CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    ...CHROMIUM_USE,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', grep: /@mobile/, use: PHONE },
  ],
  webServer: demoShopServer(LANGUAGES_CONFIG, PORT, { reuse: !CI, timeout: 240_000 }),
});
