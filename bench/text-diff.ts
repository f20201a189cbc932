import type { Page } from '@playwright/test';
import { median, repeat } from './stats';
import { ms, type BenchSuite } from './suite';

/** The size target: 1 MB on each side with about 5% of the lines changed, shown without freezing the page. */
const LINES = 16_000;
const EVERY = 20;
const TIMEOUT_MS = 60_000;

interface Timing {
  /** From opening the Changed file to the first painted frame that shows the diff's counts. */
  elapsedMs: number;
  /** The longest main-thread task meanwhile: how long the page was frozen at worst. */
  longestTaskMs: number;
  bytesPerSide: number;
}

/** Opens a generated Original, waits for it to be compared, then opens the Changed file and times the diff until it shows. */
async function compare(page: Page, seed: number): Promise<Timing> {
  return page.evaluate(
    async ({ lines, every, seed, timeoutMs }) => {
      // Plain loops, no named helpers: tsx would wrap them in a __name() the page does not have.
      const original: string[] = [];
      for (let index = 0; index < lines; index += 1) original.push(`${seed} line ${index}: the quick brown fox jumps over the lazy dog ${index * 7}`);
      const changed = original.map((line, index) => (index % every === 0 ? `${line} (edited)` : line));
      const inputs = Array.from(document.querySelectorAll<HTMLInputElement>('input[type="file"]'));
      const originalInput = inputs.find((input) => input.getAttribute('aria-label') === 'Open original file');
      const changedInput = inputs.find((input) => input.getAttribute('aria-label') === 'Open changed file');
      if (!originalInput || !changedInput) throw new Error('The Text Diff screen is not showing.');
      const transfer = new DataTransfer();
      transfer.items.add(new File([original.join('\n')], 'before.txt', { type: 'text/plain' }));
      originalInput.files = transfer.files;
      originalInput.dispatchEvent(new Event('change', { bubbles: true }));
      const startedOriginal = performance.now();
      while (!(document.querySelector('[data-testid="diff-counts"]')?.textContent ?? '').includes(`−${lines.toLocaleString('en')} lines removed`)) {
        if (performance.now() - startedOriginal > timeoutMs) throw new Error('The Original was not compared in time.');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }

      const expected = `+${Math.ceil(lines / every).toLocaleString('en')} lines added`;
      const second = new DataTransfer();
      const text = changed.join('\n');
      second.items.add(new File([text], 'after.txt', { type: 'text/plain' }));
      let longestTaskMs = 0;
      const started = performance.now();
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.startTime >= started) longestTaskMs = Math.max(longestTaskMs, entry.duration);
      });
      observer.observe({ type: 'longtask' });
      changedInput.files = second.files;
      changedInput.dispatchEvent(new Event('change', { bubbles: true }));
      while (!(
        (document.querySelector('[data-testid="diff-counts"]')?.textContent ?? '').startsWith(expected) &&
        document.querySelector('[data-testid="diff-view"] [data-kind="added"]')
      )) {
        if (performance.now() - started > timeoutMs) throw new Error('The diff did not show in time.');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
      const elapsedMs = performance.now() - started;
      observer.disconnect();
      return { elapsedMs, longestTaskMs, bytesPerSide: text.length };
    },
    { lines: LINES, every: EVERY, seed, timeoutMs: TIMEOUT_MS },
  );
}

export const textDiffSuite: BenchSuite = {
  name: 'text-diff',
  run: async ({ browser, baseUrl, runs }) => {
    const samples = await repeat(runs, async () => {
      const page = await browser.newPage();
      try {
        await page.goto(`${baseUrl}/#/text-diff`);
        await page.getByTestId('diff-counts').waitFor();
        // A different text each run: nothing is cached between them.
        return await compare(page, Math.floor(Math.random() * 1_000_000));
      } finally {
        await page.close();
      }
    });
    const size = `${(median(samples.map((sample) => sample.bytesPerSide)) / 1024 / 1024).toFixed(1)} MB`;
    return {
      rows: [
        { metric: `Text Diff: ${size} per side, 5% of lines changed, time to first diff shown`, value: ms(median(samples.map((sample) => sample.elapsedMs))) },
        { metric: 'Text Diff: longest main-thread task meanwhile (target: under 100 ms)', value: ms(median(samples.map((sample) => sample.longestTaskMs))) },
      ],
      data: samples,
    };
  },
};
