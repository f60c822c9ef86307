import { defineConfig } from '@playwright/test';
import { CHROME_ARGS, chromePath } from './scripts/chromium.ts';
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
    browserName: 'chromium',
    launchOptions: { executablePath: chromePath(), args: CHROME_ARGS },
    // A missing control fails in seconds instead of using up the whole test timeout.
    actionTimeout: 15_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // On, as visitors have it: each test's fresh context starts with no worker and no caches. A test that
    // intercepts requests with page.route after the worker took over opts out (test.use({ serviceWorkers: 'block' })).
    serviceWorkers: 'allow',
  },
  projects: [
    { name: 'desktop', grepInvert: /@mobile-only/, use: { viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', grep: /@mobile/, use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    // The pre-rendered build, served the way hosting will serve it (each route's file, 404.html, firebase.json headers, gzip).
    command: `npx tsx scripts/build/build.ts && npx tsx scripts/hosting/serve.ts --port ${PORT}`,
    // The specification's shop, whatever CATALOGUE_CONFIG says: build and serve both find its dist/ and
    // firebase.json beside it (generatedPath). A developer's .env.local pointing at Firestore must not leak in.
    // CATALOGUE_DEMO=1: a build refuses to make a demo unless asked; the suite expects the demo notice.
    env: {
      CATALOGUE_CONFIG: SPEC_CONFIG,
      CATALOGUE_DEMO: '1',
      VITE_FIREBASE_PROJECT_ID: '',
      VITE_FIREBASE_API_KEY: '',
      VITE_FIREBASE_APP_ID: '',
      VITE_FIRESTORE_EMULATOR_HOST: '',
    },
    url: BASE_URL,
    reuseExistingServer: !CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
