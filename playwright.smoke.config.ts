import { defineConfig } from '@playwright/test';
import { CHROME_ARGS, chromePath } from './scripts/chromium.ts';
import { catalogueFile } from './scripts/catalogue/catalogue-file.ts';

const PORT = 4193;
const BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * Smoke run over every route of one catalogue: the file CATALOGUE_CONFIG names
 * (else the shipped one), built on its demo data and served as hosting serves
 * it. Only what holds for any shop is checked, so the owner may edit the file freely.
 * `npm run test:smoke`; `npm run test:shops` runs it for the shipped shop and each example.
 */
export default defineConfig({
  testDir: 'tests/smoke',
  outputDir: 'test-results/smoke',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromePath(), args: CHROME_ARGS },
    actionTimeout: 15_000,
    // On, as visitors have it (a fresh context per test starts with no worker).
    serviceWorkers: 'allow',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    // Always a fresh build: another shop's build on the same port must never be reused.
    command: `npx tsx scripts/build/build.ts && npx tsx scripts/hosting/serve.ts --port ${PORT}`,
    env: {
      CATALOGUE_CONFIG: catalogueFile().path,
      CATALOGUE_DEMO: '1',
      VITE_FIREBASE_PROJECT_ID: '',
      VITE_FIREBASE_API_KEY: '',
      VITE_FIREBASE_APP_ID: '',
      VITE_FIRESTORE_EMULATOR_HOST: '',
    },
    url: BASE_URL,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
