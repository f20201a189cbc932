import { test as base } from './test';
import { type AiApp, startAiApp } from '../test-support/ai-app';

/** The time limit the AI app runs with, so a timeout test takes about a second, not a minute. */
export const E2E_AI_TIMEOUT_MS = 1500;

/**
 * Specs that need AI import `test` from here: each worker gets its own app with Gemini pointed
 * at a fake (aiApp.fake, in this process, for checking what reached it), and baseURL points
 * there. Specs that import e2e/test.ts keep the shared server without a provider.
 */
export const test = base.extend<{ aiApp: AiApp }, { workerAiApp: AiApp }>({
  workerAiApp: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, provide) => {
      const app = await startAiApp({ env: { AI_TIMEOUT_MS: String(E2E_AI_TIMEOUT_MS) } });
      await provide(app);
      await app.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  aiApp: async ({ workerAiApp }, provide) => {
    await provide(workerAiApp);
    // A reply scripted by one test never leaks into the next.
    workerAiApp.fake.replyWith(null);
  },
  baseURL: async ({ workerAiApp }, provide) => provide(workerAiApp.baseUrl),
});

export { expect } from './test';
