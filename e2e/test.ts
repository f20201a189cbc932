import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Every spec imports `test` from here (or from ai-fixture.ts, which builds on it): a test fails when
 * its page throws an error nobody caught or leaves a promise rejection unhandled, in the page or in
 * one of its workers. Such an error is what used to leave a tool busy for ever. It fails too when the
 * Content-Security-Policy refuses a style, a worker, an image or a font the page tried to use: every
 * spec then checks that the app works under the policy the server sends.
 */
/**
 * A Content-Security-Policy refusal that means the app itself does not work under its policy. Two
 * directives are left out: script-src, since hostile-input specs make the policy refuse inline
 * handlers on purpose (and assert they never ran), and connect-src, since Playwright's trace recorder
 * reads blob: images with fetch(), which the policy rightly refuses.
 */
function breaksTheApp(text: string): boolean {
  const directive = /Content Security Policy directive:? ["']([a-z-]+)/i.exec(text)?.[1];
  return directive !== undefined && !directive.startsWith('script-src') && directive !== 'connect-src';
}

export const test = base.extend<{ uncaughtErrors: void }>({
  uncaughtErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
      // Chromium reports a worker's uncaught error to the page's console as "Uncaught ...".
      page.on('console', (message) => {
        if (message.type() === 'error' && /^Uncaught\b/.test(message.text())) errors.push(message.text());
        if (breaksTheApp(message.text())) errors.push(`CSP violation: ${message.text()}`);
      });
      await use();
      if (errors.length > 0) throw new Error(`Uncaught errors or CSP violations in the page:\n${errors.join('\n')}`);
    },
    { auto: true },
  ],
});
