import type { Page } from '@playwright/test';
import { median, repeat } from './stats';
import { ms, type BenchSuite } from './suite';

/** The size target of issue 19: a 20 MB JSON file to YAML and back, in the worker, the page never frozen. */
const TARGET_BYTES = 20 * 1024 * 1024;
const TIMEOUT_MS = 300_000;

interface Timing {
  /** From the file's change event to the converted pane's footer naming the result's size. */
  elapsedMs: number;
  /** The longest main-thread task meanwhile. */
  longestTaskMs: number;
  bytes: number;
}

/**
 * Runs `start` in the page, then waits until the To pane's footer shows a converted text of megabytes in `format`.
 * Plain loops, no named helpers: tsx would wrap them in a __name() the page does not have.
 */
async function timed(page: Page, action: 'open-json' | 'swap', format: string, bytes: number): Promise<Timing> {
  return page.evaluate(
    async ({ action, format, bytes, timeoutMs }) => {
      let longestTaskMs = 0;
      let source = '';
      if (action === 'open-json') {
        const rows: string[] = [];
        let size = 2;
        for (let index = 0; size < bytes; index += 1) {
          const row = `{"id":${index},"uuid":"${index.toString(16).padStart(12, '0')}-4d3c-8b1a","name":"Customer ${index}","balance":${index + 1}123456789012345678,"active":${index % 2 === 0},"tags":["alpha","beta"],"address":{"city":"Paris","zip":"7500${index % 10}"}}`;
          rows.push(row);
          size += row.length + 1;
        }
        source = `[${rows.join(',')}]`;
      }
      const started = performance.now();
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.startTime >= started) longestTaskMs = Math.max(longestTaskMs, entry.duration);
      });
      observer.observe({ type: 'longtask' });
      if (action === 'open-json') {
        const input = document.querySelector<HTMLInputElement>('input[type=file]');
        if (!input) throw new Error('The Data Converter screen is not showing.');
        const transfer = new DataTransfer();
        transfer.items.add(new File([source], 'big.json', { type: 'application/json' }));
        input.files = transfer.files;
        input.dispatchEvent(new Event('change', { bubbles: true }));
      } else {
        const swap = Array.from(document.querySelectorAll('button')).find((button) => button.textContent?.trim() === 'Swap');
        if (!swap) throw new Error('No Swap button.');
        swap.click();
      }
      const pattern = new RegExp(`^${format} · \\d+\\.\\d MB · converted`);
      for (;;) {
        const footers = Array.from(document.querySelectorAll('section[aria-label^="To:"] div'), (element) => element.textContent ?? '');
        const busy = document.querySelector('section[aria-label^="To:"] [role="status"]');
        if (!busy && footers.some((text) => pattern.test(text))) break;
        if (performance.now() - started > timeoutMs) throw new Error('The conversion did not finish in time.');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
      const elapsedMs = performance.now() - started;
      observer.disconnect();
      return { elapsedMs, longestTaskMs, bytes: source.length };
    },
    { action, format, bytes, timeoutMs: TIMEOUT_MS },
  );
}

export const dataConverterSuite: BenchSuite = {
  name: 'data-converter',
  run: async ({ browser, baseUrl, runs }) => {
    const samples = await repeat(runs, async () => {
      const page = await browser.newPage();
      try {
        await page.goto(`${baseUrl}/#/json-to-yaml`);
        await page.locator('.cm-content[aria-label="From: JSON"]').waitFor();
        const toYaml = await timed(page, 'open-json', 'YAML', TARGET_BYTES);
        const toJson = await timed(page, 'swap', 'JSON', 0);
        return { toYaml, toJson };
      } finally {
        await page.close();
      }
    });
    const mb = (samples[0]?.toYaml.bytes ?? 0) / (1024 * 1024);
    return {
      rows: [
        { metric: `Data Converter: ${mb.toFixed(0)} MB JSON → YAML in the worker`, value: ms(median(samples.map((sample) => sample.toYaml.elapsedMs))) },
        {
          metric: 'Data Converter: longest main-thread task meanwhile (target: under 100 ms)',
          value: ms(median(samples.map((sample) => sample.toYaml.longestTaskMs))),
        },
        { metric: `Data Converter: that YAML → JSON (Swap)`, value: ms(median(samples.map((sample) => sample.toJson.elapsedMs))) },
        { metric: 'Data Converter: longest main-thread task meanwhile', value: ms(median(samples.map((sample) => sample.toJson.longestTaskMs))) },
      ],
      data: samples,
    };
  },
};
