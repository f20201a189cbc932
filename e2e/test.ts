import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Every spec imports `test` from here (or from ai-fixture.ts, which builds on it): a test fails when
 * its page throws an error nobody caught or leaves a promise rejection unhandled, in the page or in
 * one of its workers. Such an error is what used to leave a tool busy for ever.
 */
export const test = base.extend<{ uncaughtErrors: void }>({
  uncaughtErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
      // Chromium reports a worker's uncaught error to the page's console as "Uncaught ...".
      page.on('console', (message) => {
        if (message.type() === 'error' && /^Uncaught\b/.test(message.text())) errors.push(message.text());
      });
      await use();
      if (errors.length > 0) throw new Error(`Uncaught errors in the page:\n${errors.join('\n')}`);
    },
    { auto: true },
  ],
});
