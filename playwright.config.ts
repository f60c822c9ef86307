import { defineConfig } from '@playwright/test';
import { CHROME_ARGS, chromePath } from './scripts/chromium.ts';

const PORT = 4173;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const CI = Boolean(process.env.CI);

/**
 * Browser suite over the production build. Two projects: every test at desktop
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
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', grepInvert: /@mobile-only/, use: { viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', grep: /@mobile/, use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    // The pre-rendered build, served the way hosting will serve it (each route's file, 404.html, firebase.json headers, gzip).
    command: `npx tsx scripts/build/build.ts && npx tsx scripts/hosting/serve.ts --port ${PORT}`,
    // The suite checks the demo build: a developer's .env.local pointing at Firestore must not leak in.
    // It also checks the shipped shop, whatever CATALOGUE_CONFIG says (other shops have the smoke run).
    // CATALOGUE_DEMO=1: a build refuses to make a demo unless asked; the suite expects the demo notice.
    env: { CATALOGUE_CONFIG: '', CATALOGUE_DEMO: '1', VITE_FIREBASE_PROJECT_ID: '', VITE_FIREBASE_API_KEY: '', VITE_FIREBASE_APP_ID: '', VITE_FIRESTORE_EMULATOR_HOST: '' },
    url: BASE_URL,
    reuseExistingServer: !CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
