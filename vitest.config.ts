import { defineConfig, mergeConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import viteConfig from './vite.config.ts';
import { CHROME_ARGS, findChromePath } from './scripts/chromium.ts';
import { SHIPPED_CONFIG } from './scripts/catalogue/catalogue-file.ts';

// The unit, Firestore and Storybook suites test the shipped shop whatever CATALOGUE_CONFIG says
// (the example shops have their own smoke test); the plugin reads the variable lazily, after this.
process.env.CATALOGUE_CONFIG = SHIPPED_CONFIG;

// Test settings live here, not in vite.config.ts: each project is one way of running tests.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            // Page-level tests render the real router and hundreds of cards; slow CI machines need room.
            testTimeout: 20000,
            globals: true,
            setupFiles: ['tests/setup/unit.ts'],
            include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'firestore',
            environment: 'node',
            include: ['tests/firestore/**/*.test.ts'],
            // Its page tests render product cards, whose zoom viewer needs ResizeObserver.
            setupFiles: ['tests/setup/browser-stubs.ts'],
            globalSetup: ['tests/support/firestore/global-setup.ts'],
            fileParallelism: false,
            testTimeout: 30000,
            hookTimeout: 30000,
          },
        },
        {
          // Every story renders in real Chromium; play functions are its interaction tests.
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          test: {
            name: 'storybook',
            browser: {
              enabled: true,
              headless: true,
              // A missing browser must not stop the other projects from loading this config.
              provider: playwright({ launchOptions: { executablePath: findChromePath(), args: CHROME_ARGS } }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
    },
  }),
);
