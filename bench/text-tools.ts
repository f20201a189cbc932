import type { Page } from '@playwright/test';
import { median, repeat } from './stats';
import { ms, type BenchSuite } from './suite';

/** Size targets: a 20 MB file escaped as JSON by the String Escaper, and 5 MB analysed by the Word Counter's new panels. */
const ESCAPER_BYTES = 20 * 1024 * 1024;
const ANALYSIS_BYTES = 5 * 1024 * 1024;
const TIMEOUT_MS = 120_000;
const LINE = 'He said "hi" to C:\\dir\\café 😀 and left.\t<b>&</b>\n';

interface Timing {
  /** From choosing the file to the result on screen. */
  elapsedMs: number;
  /** The longest main-thread task meanwhile (opening the file into the editor included). */
  longestTaskMs: number;
}

async function startWatching(page: Page) {
  await page.evaluate(() => {
    const scope = window as unknown as { benchLongest: number; benchStarted: number };
    scope.benchLongest = 0;
    scope.benchStarted = performance.now();
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) scope.benchLongest = Math.max(scope.benchLongest, entry.duration);
    }).observe({ type: 'longtask' });
  });
}

/** Waits, in the page, until the tool shows its result; the page's CSP forbids evaluating strings, so each condition is written out here. */
async function finish(page: Page, tool: 'escaper' | 'analysis'): Promise<Timing> {
  return page.evaluate(
    async ({ tool, timeoutMs }) => {
      const scope = window as unknown as { benchLongest: number; benchStarted: number };
      // Plain loop, no named helpers: tsx would wrap them in a __name() the page does not have.
      for (;;) {
        const ready =
          tool === 'escaper'
            ? Array.from(document.querySelectorAll('button')).some((button) => button.textContent?.trim() === 'Download' && !button.disabled)
            : !!document.querySelector('[aria-label="Longest words"]') &&
              !Array.from(document.querySelectorAll('[role=status]')).some((status) => /Analysing|Counting/.test(status.textContent ?? ''));
        if (ready) break;
        if (performance.now() - scope.benchStarted > timeoutMs) throw new Error('The result did not show in time.');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
      return { elapsedMs: performance.now() - scope.benchStarted, longestTaskMs: scope.benchLongest };
    },
    { tool, timeoutMs: TIMEOUT_MS },
  );
}

async function openFile(page: Page, bytes: number) {
  const text = LINE.repeat(Math.ceil(bytes / Buffer.byteLength(LINE)) + Math.floor(Math.random() * 10));
  await page.locator('input[type=file][aria-label="Open file"]').setInputFiles({ name: 'big.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
}

export const textToolsSuite: BenchSuite = {
  name: 'text-tools',
  run: async ({ browser, baseUrl, runs }) => {
    const escaper = await repeat(runs, async () => {
      const page = await browser.newPage();
      try {
        await page.goto(`${baseUrl}/#/string-escaper`);
        await page.getByRole('combobox', { name: 'Format' }).waitFor();
        await startWatching(page);
        await openFile(page, ESCAPER_BYTES);
        return await finish(page, 'escaper');
      } finally {
        await page.close();
      }
    });
    const analysis = await repeat(runs, async () => {
      const page = await browser.newPage();
      try {
        await page.goto(`${baseUrl}/#/word-counter`);
        await page.getByRole('heading', { name: 'Keyword density' }).waitFor();
        await startWatching(page);
        await openFile(page, ANALYSIS_BYTES);
        return await finish(page, 'analysis');
      } finally {
        await page.close();
      }
    });
    const rows = (label: string, samples: Timing[]) => [
      { metric: label, value: ms(median(samples.map((sample) => sample.elapsedMs))) },
      { metric: `${label.split(':')[0]}: longest main-thread task meanwhile`, value: ms(median(samples.map((sample) => sample.longestTaskMs))) },
    ];
    return {
      rows: [
        ...rows('String Escaper: 20 MB file escaped as JSON (target: no task over 100 ms besides opening the file)', escaper),
        ...rows('Word Counter analysis: 5 MB of text, keywords, readability, characters (worker)', analysis),
      ],
      data: { escaper, analysis },
    };
  },
};
