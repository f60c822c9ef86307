import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/** Files that test rather than ship: unit and browser tests, their support code, and stories (their play functions are tests). */
const TEST_FILES = ['tests/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'];

// Import zones: the one-way rules of tests/unit/architecture/design.ts that a file's own imports show.
// ESLint sees each import as written, so what a file reaches through others, dynamic import() and
// which file a relative path names (kinds' .tsx pages) stay with that test, which walks the graph.
// As there, type-only imports are allowed (they leave no import in the bundle); tests live under tests/, outside every zone.
const up = String.raw`^(\.\./)+`; // relative paths climb to src/; no folder below src/ reuses these names
const restrict = (regex, message) => ({ regex, message, caseSensitive: true, allowTypeImports: true });
const FIREBASE = restrict('^firebase(/|$)', "Only src/data/firestore and src/data/owner (the owner's pages' seam) import firebase.");
const OWNER_FIREBASE = restrict(
  '^firebase/(auth|storage)(/|$)',
  'Only src/data/owner imports firebase/auth and firebase/storage: no public page loads them.',
);
const YAML = restrict('^yaml(/|$)', 'Only src/config imports yaml.');
const COMPONENT_REACH = restrict(
  `${up}(config|data|app|kinds|shell|site|structured-data|build-time|catalogue)(/|$)`,
  'Components are presentational: no config, data, app, pages or their shared parts; take what they need as props.',
);
const REACT = restrict(
  '^(react|react-dom|react-router|styled-components)(/|$)|^react-',
  'config/, catalogue/, build-time/, site/ and the React-free parts of kinds/ run in Node (check-config, the build): no React or its family.',
);
const REACT_FREE_REACH = restrict(
  `${up}(components|app|data|shell|structured-data)(/|$)`,
  'config/, catalogue/, build-time/, site/ and the React-free parts of kinds/ reach no browser side.',
);
// Each zone lists all its restrictions: for a file in two zones the later one replaces, not extends, the earlier.
const zone = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });

export default defineConfig(
  {
    ignores: [
      'dist',
      'dist-*',
      'storybook-static',
      'node_modules',
      'coverage',
      'public',
      '**/*.js',
      'test-results',
      'playwright-report',
      'tests/fixtures/extension',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // `const { id: _, ...rest } = x` drops a key; TypeScript's noUnusedLocals accepts it too.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // Passing on a rejection as it came (withTimeout's `work`) is not inventing a non-Error:
      // the same exemption only-throw-error makes for rethrowing an unknown.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
    },
  },
  jsxA11y.flatConfigs.recommended,
  {
    files: TEST_FILES,
    rules: {
      // Vitest's asymmetric matchers (expect.any, expect.stringContaining, …) are typed `any`.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      // Tests keep a method to restore or wrap it (window.matchMedia, Storage.prototype.setItem), or spy on it.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Playwright fixtures hand their value to a callback named `use`, which the hooks rule takes for React's use().
    // List any other file of Playwright fixtures (test.extend) here.
    files: ['tests/e2e/fixtures.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  zone(['src/**/*.{ts,tsx}'], [FIREBASE, YAML]),
  // Scripts read YAML through src/config/parse-yaml.ts too (YAML 1.2 only, located errors).
  zone(['scripts/**/*.ts'], [YAML]),
  zone(['src/data/firestore/**/*.{ts,tsx}'], [YAML, OWNER_FIREBASE]),
  zone(['src/data/owner/**/*.{ts,tsx}'], [YAML]),
  zone(['src/components/**/*.{ts,tsx}'], [FIREBASE, YAML, COMPONENT_REACH]),
  zone(['src/config/**/*.{ts,tsx}'], [FIREBASE, REACT, REACT_FREE_REACH]),
  zone(
    ['src/catalogue/**/*.{ts,tsx}', 'src/build-time/**/*.{ts,tsx}', 'src/site/**/*.{ts,tsx}', 'src/kinds/**/{kind,index,section}.ts'],
    [FIREBASE, YAML, REACT, REACT_FREE_REACH],
  ),
);
