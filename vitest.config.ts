import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
      '@test-support': fileURLToPath(new URL('./test-support', import.meta.url)),
    },
  },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'contract/**/*.test.ts',
      'scripts/**/*.test.{ts,tsx}',
      'bench/**/*.test.ts',
      'test-support/**/*.test.ts',
      'vite-*.test.ts',
    ],
    // The AI template's task is in no contract list until it is scaffolded: scripts/new-tool.test.ts runs its tests then.
    exclude: [...configDefaults.exclude, 'scripts/templates/ai-generator/**'],
    // Browser-facing code runs under happy-dom (jsdom 29 trips jose's realm check; see docs/library-notes.md).
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    // Property tests run hundreds of cases; a busy 2-core machine must not turn them into timeouts.
    testTimeout: 20_000,
  },
});
