import type { Page } from '@playwright/test';
import { median, repeat } from './stats';
import { ms, type BenchSuite } from './suite';

/** The size target: a 100,000-digit number, the tool's limit, written in every base without freezing the page. */
const DIGITS = 100_000;
const TIMEOUT_MS = 60_000;

interface Timing {
  /** From the input event to the first painted frame that shows the last base's digits. */
  elapsedMs: number;
  /** The longest main-thread task meanwhile: how long the page was frozen at worst. */
  longestTaskMs: number;
}

/** Types a long number as one input event and waits until every row is written. */
async function convert(page: Page, digits: string): Promise<Timing> {
  return page.evaluate(
    async ({ digits, timeoutMs }) => {
      const field = Array.from(document.querySelectorAll('label'))
        .find((label) => label.textContent?.startsWith('Number'))
        ?.querySelector('input');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      if (!field || !setValue) throw new Error('The Number Base Converter screen is not showing.');
      let longestTaskMs = 0;
      const started = performance.now();
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.startTime >= started) longestTaskMs = Math.max(longestTaskMs, entry.duration);
      });
      observer.observe({ type: 'longtask' });
      setValue.call(field, digits);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      // Plain loop, no named helpers: tsx would wrap them in a __name() the page does not have.
      for (;;) {
        if (document.querySelector('[data-testid="base-10"]')?.textContent?.length === digits.length) break;
        if (performance.now() - started > timeoutMs) throw new Error('The conversion did not finish in time.');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
      const elapsedMs = performance.now() - started;
      observer.disconnect();
      return { elapsedMs, longestTaskMs };
    },
    { digits, timeoutMs: TIMEOUT_MS },
  );
}

export const numberBaseSuite: BenchSuite = {
  name: 'number-base',
  run: async ({ browser, baseUrl, runs }) => {
    const samples = await repeat(runs, async () => {
      const page = await browser.newPage();
      try {
        await page.goto(`${baseUrl}/#/number-base-converter`);
        await page.getByTestId('base-10').waitFor();
        // Different digits each run: nothing is cached between them.
        return await convert(page, `${1 + Math.floor(Math.random() * 8)}${'7'.repeat(DIGITS - 1)}`);
      } finally {
        await page.close();
      }
    });
    return {
      rows: [
        {
          metric: 'Number Base Converter: 100,000-digit number in 7 bases (target: no task over 100 ms)',
          value: ms(median(samples.map((sample) => sample.elapsedMs))),
        },
        { metric: 'Number Base Converter: longest main-thread task meanwhile', value: ms(median(samples.map((sample) => sample.longestTaskMs))) },
      ],
      data: samples,
    };
  },
};
