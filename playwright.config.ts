import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import { ensureServerBundle } from './scripts/build-server.mjs';

const port = Number(process.env.E2E_PORT ?? 4310);
// The web server and the AI fixtures' servers run the bundle: rebuild it (a fraction of a second) if
// server/ or contract/ changed since `npm run build`. Once, in the runner, before its workers start.
if (process.env.TEST_WORKER_INDEX === undefined) ensureServerBundle();

export default defineConfig({
  testDir: '.',
  testMatch: ['e2e/**/*.e2e.ts', 'src/**/*.e2e.ts'],
  // The new-tool templates' specs run once scaffolded (scripts/new-tool.test.ts), where their tool is registered.
  testIgnore: 'scripts/**',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 90_000,
  // Generous: a loaded 2-core machine can take seconds to load a lazy chunk; waits end as soon as the UI is ready.
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [...chromiumArgs],
    },
    permissions: ['clipboard-read', 'clipboard-write'],
    // A service worker would serve later tests from its cache; only e2e/pwa.e2e.ts allows one.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
  },
  webServer: {
    // The one way the server is started: plain Node on the bundle (see scripts/build-server.mjs).
    command: 'node dist-server/main.js',
    url: `http://127.0.0.1:${port}/api/health`,
    // E2E_STATIC_DIR lets parallel work test its own build without touching dist/.
    env: { PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist' },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
