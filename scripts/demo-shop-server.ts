import { CHROME_ARGS, chromePath } from './chromium.ts';

/**
 * Playwright's web server for one shop's pre-rendered build on its demo data, served as hosting serves it (each
 * route's file, 404.html, firebase.json's headers, gzip). Build and serve find the shop's dist/ and firebase.json
 * beside its YAML (generatedPath). CATALOGUE_DEMO=1: a build makes a demo only when asked. The Firebase settings
 * are emptied, so a developer's .env.local pointing at Firestore cannot leak in.
 */
export function demoShopServer(config: string, port: number, { reuse, timeout }: { reuse: boolean; timeout: number }) {
  return {
    command: `npx tsx scripts/build/build.ts && npx tsx scripts/hosting/serve.ts --port ${port}`,
    env: {
      CATALOGUE_CONFIG: config,
      CATALOGUE_DEMO: '1',
      VITE_FIREBASE_PROJECT_ID: '',
      VITE_FIREBASE_API_KEY: '',
      VITE_FIREBASE_APP_ID: '',
      VITE_FIRESTORE_EMULATOR_HOST: '',
    },
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: reuse,
    timeout,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

/** The browser every suite drives: Debian's Chromium, with the service worker on, as visitors have it. */
export const CHROMIUM_USE = {
  browserName: 'chromium' as const,
  launchOptions: { executablePath: chromePath(), args: CHROME_ARGS },
  // A missing control fails in seconds instead of using up the whole test timeout.
  actionTimeout: 15_000,
  // Each test's fresh context starts with no worker and no caches.
  serviceWorkers: 'allow' as const,
};

/** The phone every suite's mobile project is: 360 x 740, touch. */
export const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
