import { realpathSync } from 'node:fs';
import { searchForWorkspaceRoot } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { CHROME_ARGS, findChromePath } from './scripts/chromium.ts';
import { SPEC_CONFIG } from './scripts/catalogue/catalogue-file.ts';
import { cataloguePlugin } from './scripts/vite/catalogue-plugin.ts';

// The unit and Firestore suites prove the specification, so they read its frozen copy whatever
// CATALOGUE_CONFIG says: the owner's edits to catalogue.config.yaml never change what they expect.
// Storybook follows CATALOGUE_CONFIG (else the shipped file): its stories take their examples from it.
const spec = { plugins: [react(), cataloguePlugin(SPEC_CONFIG)], env: { CATALOGUE_CONFIG: SPEC_CONFIG } };

// A copy of the project (tests/support/extension/project-copy.ts) links the original's node_modules: files
// imported from there as URLs (the Bengali font's ?url) lie outside the copy, and Vite serves only what it allows.
const server = { fs: { allow: [searchForWorkspaceRoot(process.cwd()), realpathSync('node_modules')] } };

// Headless Chromium in vitest's browser mode, for the stories and for code only a browser can run: new
// objects for each project, since vitest names the instances it is given.
const chromium = () => ({
  enabled: true,
  headless: true,
  // A missing browser must not stop the other projects from loading this config.
  provider: playwright({ launchOptions: { executablePath: findChromePath(), args: CHROME_ARGS } }),
  instances: [{ browser: 'chromium' as const }],
});

// Test settings live here, not in vite.config.ts: each project is one way of running tests.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: spec.plugins,
        server,
        test: {
          name: 'unit',
          env: spec.env,
          environment: 'jsdom',
          // Page-level tests render the real router and hundreds of cards; slow CI machines need room.
          testTimeout: 20000,
          globals: true,
          setupFiles: ['tests/setup/unit.ts'],
          // Unit tests live only under tests/unit/, mirroring src/, scripts/ and stories/ (docs/testing.md;
          // tests/unit/architecture/layout.test.ts fails on a test anywhere else).
          // All but *.browser.test.ts (the browser project's). Not by `exclude`: a project's own exclude
          // drops the command line's --exclude, which tests/unit/extending/ passes.
          include: ['tests/unit/**/!(*.browser).test.{ts,tsx}'],
        },
      },
      {
        plugins: spec.plugins,
        test: {
          name: 'firestore',
          env: spec.env,
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
        // firestore.rules on Google's own Cloud Firestore emulator (Java), which evaluates rules as production does.
        test: {
          name: 'rules',
          environment: 'node',
          include: ['tests/rules/**/*.test.ts'],
          // The Firestore emulator, then firebase-tools' Authentication emulator for the tests that sign in for real.
          globalSetup: ['tests/rules/support/global-setup.ts', 'tests/rules/support/auth-global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60000,
          hookTimeout: 60000,
        },
      },
      {
        // Every story renders in real Chromium; play functions are its interaction tests.
        extends: './vite.config.ts',
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          // Room for a play function's several waits on a loaded machine (each has its own ceiling).
          testTimeout: 60_000,
          browser: chromium(),
        },
      },
      {
        // Code only a browser can run (the owner's photo resizing: its decoders, canvas and WebAssembly), as
        // the app's own build serves it: tests/unit/**/*.browser.test.ts, beside the module's other tests.
        extends: './vite.config.ts',
        test: {
          name: 'browser',
          include: ['tests/unit/**/*.browser.test.ts'],
          // Compiling the AVIF encoder and encoding ten files takes ~2 s alone, and much longer beside the stories.
          testTimeout: 60_000,
          // These tests draw nothing on the page, and a screenshot folder under tests/unit/ breaks its layout rule.
          browser: { ...chromium(), screenshotFailures: false },
        },
      },
    ],
  },
});
