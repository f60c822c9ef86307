import { defineConfig } from '@playwright/test';
import { CHROMIUM_USE, demoShopServer, PHONE } from './scripts/demo-shop-server.ts';
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
    ...CHROMIUM_USE,
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', use: PHONE },
  ],
  // Always a fresh build: another shop's build on the same port must never be reused.
  webServer: demoShopServer(catalogueFile().path, PORT, { reuse: false, timeout: 180_000 }),
});
