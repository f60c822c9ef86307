import { defineConfig } from '@playwright/test';
import { CHROME_ARGS, chromePath } from './scripts/chromium.ts';
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
    browserName: 'chromium',
    launchOptions: { executablePath: chromePath(), args: CHROME_ARGS },
    actionTimeout: 15_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // On, as visitors have it: each test's fresh context starts with no worker and no caches.
    serviceWorkers: 'allow',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', grep: /@mobile/, use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    // The pre-rendered build, served as hosting serves it; build and serve find its dist/ and firebase.json
    // beside the fixture (generatedPath). A developer's .env.local pointing at Firestore must not leak in.
    command: `npx tsx scripts/build/build.ts && npx tsx scripts/hosting/serve.ts --port ${PORT}`,
    env: {
      CATALOGUE_CONFIG: LANGUAGES_CONFIG,
      CATALOGUE_DEMO: '1',
      VITE_FIREBASE_PROJECT_ID: '',
      VITE_FIREBASE_API_KEY: '',
      VITE_FIREBASE_APP_ID: '',
      VITE_FIRESTORE_EMULATOR_HOST: '',
    },
    url: BASE_URL,
    reuseExistingServer: !CI,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
