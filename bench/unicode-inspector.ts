import type { Page } from '@playwright/test';
import { median, repeat } from './stats';
import { ms, type BenchSuite } from './suite';

/** The size target: a 1 MB text (25,000 lines of mixed scripts, emoji and hidden characters) inspected without freezing the page. */
const TARGET_UNITS = 1_000_000;
const TIMEOUT_MS = 60_000;
const PHRASE = 'Grüße, café 😀 пример\u200b 中文 ﬁ.\n';

interface Timing {
  /** From opening the file to the painted frame that shows the whole text's code point count. */
  elapsedMs: number;
  /** The longest main-thread task meanwhile: how long the page was frozen at worst. */
  longestTaskMs: number;
}

async function inspectFile(page: Page, text: string): Promise<Timing> {
  const codePoints = [...text].length.toLocaleString('en-US');
  await page.evaluate(() => {
    const state = { started: performance.now(), longestTaskMs: 0 };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.startTime >= state.started) state.longestTaskMs = Math.max(state.longestTaskMs, entry.duration);
    }).observe({ type: 'longtask' });
    (window as unknown as { benchState: typeof state }).benchState = state;
  });
  await page.locator('input[type="file"]').setInputFiles({ name: 'big.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
  return page.evaluate(
    async ({ codePoints, timeoutMs }) => {
      const state = (window as unknown as { benchState: { started: number; longestTaskMs: number } }).benchState;
      // Plain loop, no named helpers: tsx would wrap them in a __name() the page does not have.
      for (;;) {
        if (document.querySelector('[data-testid="summary-codePoints"]')?.textContent === codePoints) break;
        if (performance.now() - state.started > timeoutMs) throw new Error('The inspection did not finish in time.');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
      return { elapsedMs: performance.now() - state.started, longestTaskMs: state.longestTaskMs };
    },
    { codePoints, timeoutMs: TIMEOUT_MS },
  );
}

export const unicodeInspectorSuite: BenchSuite = {
  name: 'unicode-inspector',
  run: async ({ browser, baseUrl, runs }) => {
    const samples = await repeat(runs, async () => {
      const page = await browser.newPage();
      try {
        await page.goto(`${baseUrl}/#/unicode-inspector`);
        await page.getByTestId('summary-codePoints').waitFor();
        // The editor loads lazily after the summary shows: a visitor pastes into it once it is there.
        await page.locator('.cm-content').waitFor();
        // A different first character each run: nothing is cached between them.
        const text = String.fromCharCode(65 + Math.floor(Math.random() * 26)) + PHRASE.repeat(Math.ceil(TARGET_UNITS / PHRASE.length));
        return await inspectFile(page, text);
      } finally {
        await page.close();
      }
    });
    return {
      rows: [
        { metric: 'Unicode Inspector: 1 MB text inspected (target: no task over 100 ms)', value: ms(median(samples.map((sample) => sample.elapsedMs))) },
        { metric: 'Unicode Inspector: longest main-thread task meanwhile', value: ms(median(samples.map((sample) => sample.longestTaskMs))) },
      ],
      data: samples,
    };
  },
};
