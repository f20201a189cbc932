import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const toolPatterns = [
  { group: ['../*', '!../define-tool'], message: 'A tool imports only its own folder and @/components, @/hooks, @/lib, @contract.' },
  { group: ['@/tools/*/**', '@/app/**'], message: 'A tool never imports another tool or the app shell.' },
];

const reactImports = [
  { name: 'react', message: 'Pure logic files stay free of React.' },
  { name: 'react-dom', message: 'Pure logic files stay free of React.' },
];

/** The app's source, and the new-tool templates, which sit at the paths they are copied to under scripts/templates/<kind>/. */
const src = '{,scripts/templates/*/}src';
const tools = `${src}/tools/*`;

/** A tool's facts for the shared bench and e2e spec, which find them in its folder (e2e/tool-folders.ts). */
const toolTestFacts = [`${tools}/bench-target.ts`, `${tools}/fault-cases.ts`];

const playwrightImport = { name: '@playwright/test', message: 'Import test and expect from e2e/test.ts: its test fails on an uncaught page error.' };

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'node_modules', 'test-results', 'playwright-report', 'bench/results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: [
      'server/**/*.ts',
      'scripts/**/*.{js,mjs,ts}',
      'bench/**/*.ts',
      'e2e/**/*.ts',
      'test-support/**/*.ts',
      '*.config.{js,ts}',
      'src/**/*.e2e.ts',
      ...toolTestFacts,
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  // Features stay apart: a tool never imports another tool or the shell.
  {
    files: [`${tools}/**/*.{ts,tsx}`],
    ignores: [`${tools}/**/*.e2e.ts`, ...toolTestFacts],
    rules: {
      'no-restricted-imports': ['error', { patterns: toolPatterns }],
    },
  },
  // E2E specs take `test` from e2e/test.ts, which fails a test on any uncaught page error.
  {
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/test.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [playwrightImport] }],
    },
  },
  // E2E specs in a tool's folder may use the shared fixtures in e2e/ and test-support/, never another tool.
  {
    files: [`${tools}/**/*.e2e.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [playwrightImport],
          patterns: [
            {
              regex: '^(?!\\.\\./\\.\\./\\.\\./(e2e|test-support)/)(\\.\\./|@/)',
              message: 'E2E specs drive the app through the browser; they import only e2e/ fixtures and test-support/.',
            },
          ],
        },
      ],
    },
  },
  // A tool's bench target and fault cases feed the shared bench and e2e spec: they import only bench/ and e2e/ support.
  {
    files: toolTestFacts,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [playwrightImport],
          patterns: [
            {
              regex: '^(?!\\.\\./\\.\\./\\.\\./(e2e|bench)/)(\\.\\./|@/)',
              message: "A tool's bench target and fault cases import only bench/ and e2e/ support.",
            },
          ],
        },
      ],
    },
  },
  // Shared code never reaches up into tools or the shell.
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/hooks/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@/tools/**', '@/app/**', '**/tools/**', '**/app/**'], message: 'Shared code never imports a tool or the app shell.' }],
        },
      ],
    },
  },
  // Test support and test data (*.fixture.ts) stay out of the product: only tests, e2e specs and benches import them.
  // The TypeScript rule adds to each folder's own no-restricted-imports above instead of replacing it.
  {
    files: [`${src}/**/*.{ts,tsx}`, 'server/**/*.ts', 'contract/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.e2e.ts', '**/*.fixture.ts', 'server/test-support/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@test-support/|(^|/)test-support/', message: 'Test support is for tests; the product never imports it.' },
            { regex: '\\.fixture(\\.ts)?$', message: 'A fixture is test data; the product never imports it.' },
          ],
        },
      ],
    },
  },
  // Pure logic: no React, so it runs in workers and tests in milliseconds.
  {
    files: [`${tools}/**/*.{logic,ai,worker}.ts`],
    rules: {
      'no-restricted-imports': ['error', { paths: reactImports, patterns: toolPatterns }],
    },
  },
  // Page code sets up no Intl number format or collator for text it writes: the first one loads ICU data (7 to 25 ms
  // here) on a tool's first paint. Counts go through formatNumber (contract/format-number.ts).
  {
    files: [`${src}/**/*.{ts,tsx}`, 'contract/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.e2e.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'toLocaleString',
          message: 'Write numbers with formatNumber (contract/format-number.ts); a date with an Intl.DateTimeFormat made on first use.',
        },
        { property: 'localeCompare', message: 'Keep lists in their order at the source, or make one Intl.Collator on first use, not at start-up.' },
        { object: 'Intl', property: 'NumberFormat', message: 'Write numbers with formatNumber (contract/format-number.ts).' },
      ],
    },
  },
  // Page and contract code validates with zod/mini: classic zod is about 16 KB gzip more in every tool that
  // loads it. Only PDF to JSON imports it, for fromJSONSchema (the visitor's JSON Schema); the server may too.
  {
    files: [`${src}/**/*.{ts,tsx}`, 'contract/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.e2e.ts', 'src/tools/pdf-to-json/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod'][importKind!='type']",
          message: "Import zod/mini (import * as z from 'zod/mini'); classic zod stays off the page.",
        },
        {
          // Rolldown keeps every module an async module shares with the entry out of the entry: one top-level await
          // in a lazy chunk split the landing page's script into 23 files and 6 KB gzip more.
          selector: 'AwaitExpression:not(:function AwaitExpression)',
          message: 'No top-level await in page code: start the work from a function the caller awaits.',
        },
      ],
    },
  },
);
