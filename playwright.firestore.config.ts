import { defineConfig } from '@playwright/test';
import { CHROME_ARGS, chromePath } from './scripts/chromium.ts';
import { FIRESTORE_REST, PREVIEW_PORT, PROJECT_ID } from './tests/e2e-firestore/settings.ts';

const BASE_URL = `http://127.0.0.1:${PREVIEW_PORT}`;
const CI = Boolean(process.env.CI);

/**
 * The real Firestore code path in a real browser: a build with Firebase settings pointed at the
 * local Firestore server (started and seeded by the global setup), in its own outDir and port.
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
    serviceWorkers: 'block',
  },
  webServer: {
    command: `npx vite build --outDir dist-firestore --emptyOutDir --logLevel warn && npx vite preview --outDir dist-firestore --port ${PREVIEW_PORT} --strictPort --host 127.0.0.1`,
    env: { VITE_FIREBASE_PROJECT_ID: PROJECT_ID, VITE_FIREBASE_API_KEY: 'demo', VITE_FIRESTORE_EMULATOR_HOST: FIRESTORE_REST },
    url: BASE_URL,
    // Never reuse: a server on this port may be a build with other settings.
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
