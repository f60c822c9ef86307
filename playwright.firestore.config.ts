import { defineConfig } from '@playwright/test';
import { CHROME_ARGS, chromePath } from './scripts/chromium.ts';
import { PREVIEW_PORT } from './tests/e2e-firestore/settings.ts';

const BASE_URL = `http://127.0.0.1:${PREVIEW_PORT}`;
const CI = Boolean(process.env.CI);

/**
 * The real Firestore code path in a real browser: a build with Firebase settings pointed at the
 * local Firestore server; the global setup starts, seeds, builds and serves it, in its own outDir and port.
 */
export default defineConfig({
  testDir: 'tests/e2e-firestore',
  outputDir: 'test-results/e2e-firestore',
  globalSetup: './tests/e2e-firestore/global-setup.ts',
  // One shared database: tests that write to it run one at a time.
  workers: 1,
  forbidOnly: CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromePath(),
      args: CHROME_ARGS,
    },
    trace: 'retain-on-failure',
    // On, as visitors have it: each test's fresh context starts with no worker and no caches. A test that
    // intercepts requests with page.route after the worker took over opts out (test.use({ serviceWorkers: 'block' })).
    serviceWorkers: 'allow',
  },
});
