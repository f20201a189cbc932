import type { Browser, Page } from '@playwright/test';
import { median, repeat } from './stats';
import { ms, type BenchRow, type BenchSuite } from './suite';

/** The size target of both list tools: a 100,000-line, about 1 MB list, worked on without a main-thread task over 100 ms. */
const LINES = 100_000;
const TIMEOUT_MS = 60_000;

interface BenchWindow {
  __longestTaskMs?: number;
  __longTaskObserver?: PerformanceObserver;
}

interface Sample {
  /** Opening the file until the tool's result is on screen (includes Playwright's handover of the bytes). */
  openMs: number;
  openLongestTaskMs: number;
  /** Changing one option on the open list until the new result is on screen: the tool's own work. */
  changeMs: number;
  changeLongestTaskMs: number;
}

/** Starts recording the longest main-thread task from now on. */
function watchLongTasks(page: Page) {
  return page.evaluate(() => {
    const benchWindow = window as unknown as BenchWindow;
    benchWindow.__longTaskObserver?.disconnect();
    benchWindow.__longestTaskMs = 0;
    const started = performance.now();
    benchWindow.__longTaskObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.startTime >= started) benchWindow.__longestTaskMs = Math.max(benchWindow.__longestTaskMs ?? 0, entry.duration);
    });
    benchWindow.__longTaskObserver.observe({ type: 'longtask' });
  });
}

const longestTask = (page: Page) => page.evaluate(() => (window as unknown as BenchWindow).__longestTaskMs ?? 0);

interface ToolRun {
  hash: string;
  /** Sets the options before the file is opened. */
  prepare: (page: Page) => Promise<void>;
  /** Visible once the opened list is done. */
  opened: (page: Page) => ReturnType<Page['getByText']>;
  change: (page: Page) => Promise<void>;
  changed: (page: Page) => ReturnType<Page['getByText']>;
}

async function measure(browser: Browser, baseUrl: string, list: string, tool: ToolRun): Promise<Sample> {
  const page = await browser.newPage();
  try {
    page.setDefaultTimeout(TIMEOUT_MS);
    await page.goto(`${baseUrl}/#/${tool.hash}`);
    await page.getByRole('textbox', { name: 'Input' }).waitFor();
    await tool.prepare(page);
    await watchLongTasks(page);
    let started = Date.now();
    await page.locator('input[type=file][aria-label="Open file"]').setInputFiles({ name: 'list.txt', mimeType: 'text/plain', buffer: Buffer.from(list) });
    await tool.opened(page).waitFor();
    const openMs = Date.now() - started;
    const openLongestTaskMs = await longestTask(page);
    await watchLongTasks(page);
    started = Date.now();
    await tool.change(page);
    await tool.changed(page).waitFor();
    const changeMs = Date.now() - started;
    return { openMs, openLongestTaskMs, changeMs, changeLongestTaskMs: await longestTask(page) };
  } finally {
    await page.close();
  }
}

const TOOLS: { title: string; run: ToolRun }[] = [
  {
    title: 'Case Converter: 100,000 lines to camelCase, then snake_case',
    run: {
      hash: 'case-converter',
      prepare: async () => undefined,
      opened: (page) => page.getByText('100,000 lines in camelCase'),
      change: (page) =>
        page
          .getByRole('combobox', { name: 'Convert every line to' })
          .selectOption('snake')
          .then(() => undefined),
      changed: (page) => page.getByText('100,000 lines in snake_case'),
    },
  },
  {
    title: 'List Tools: 100,000 lines deduped and sorted naturally, then as an SQL IN list',
    run: {
      hash: 'list-tools',
      prepare: async (page) => {
        await page.getByRole('switch', { name: 'Remove duplicates' }).check();
        await page.getByRole('combobox', { name: 'Order' }).selectOption('natural');
      },
      opened: (page) => page.getByText(/^Before: 100,000 items/),
      change: (page) =>
        page
          .getByRole('combobox', { name: 'Output as' })
          .selectOption('sql')
          .then(() => undefined),
      changed: (page) => page.getByRole('textbox', { name: 'Output' }).getByText(/^IN \($/),
    },
  },
];

export const textListsSuite: BenchSuite = {
  name: 'text-lists',
  run: async ({ browser, baseUrl, runs }) => {
    const rows: BenchRow[] = [];
    const data: Record<string, Sample[]> = {};
    for (const { title, run } of TOOLS) {
      const samples = await repeat(runs, () => {
        // Different names each run (about 1 MB in all): nothing is cached between runs.
        const salt = Math.random().toString(36).slice(2, 6);
        const list = Array.from({ length: LINES }, (_, index) => `Customer ${salt} Name ${(index * 7919) % 60_000}`).join('\n');
        return measure(browser, baseUrl, list, run);
      });
      const pick = (key: keyof Sample) => ms(median(samples.map((sample) => sample[key])));
      rows.push(
        { metric: `${title}: open file to result`, value: pick('openMs') },
        { metric: `${title}: longest main-thread task meanwhile (the input editor taking 1 MB, see below)`, value: pick('openLongestTaskMs') },
        { metric: `${title}: option change to result`, value: pick('changeMs') },
        { metric: `${title}: longest main-thread task meanwhile (target: under 100 ms; 0 = none over 50 ms)`, value: pick('changeLongestTaskMs') },
      );
      data[title] = samples;
    }
    // The shared input editor's own cost of taking the same file, in a tool that does little else: what the open figures include.
    const editorOnly = await repeat(runs, async () => {
      const page = await browser.newPage();
      try {
        await page.goto(`${baseUrl}/#/word-counter`);
        await page.getByRole('textbox', { name: 'Text' }).waitFor();
        await watchLongTasks(page);
        const list = Array.from({ length: LINES }, (_, index) => `Customer Name ${(index * 7919) % 60_000}`).join('\n');
        await page.locator('input[type=file][aria-label="Open file"]').setInputFiles({ name: 'list.txt', mimeType: 'text/plain', buffer: Buffer.from(list) });
        await page.getByText('100,000', { exact: true }).first().waitFor();
        await page.waitForTimeout(500);
        return longestTask(page);
      } finally {
        await page.close();
      }
    });
    rows.push({ metric: 'Reference: Word Counter opening the same 100,000-line file, longest task (the shared editor)', value: ms(median(editorOnly)) });
    return { rows, data: { ...data, editorOnly } };
  },
};
