import type { Browser } from '@playwright/test';
import { median, repeat } from './stats';
import { ms, type BenchSuite } from './suite';

/** The size target: two 5 MB documents, a list of records reordered and edited, diffed without freezing the page. */
const ITEMS = 36_000;
const TIMEOUT_MS = 120_000;

interface Record {
  id: number;
  name: string;
  email: string;
  tags: string[];
  address: { city: string; zip: string };
  score: number;
}

function makeItems(): Record[] {
  return Array.from({ length: ITEMS }, (_, id) => ({
    id,
    name: `Customer ${id}`,
    email: `customer${id}@example.com`,
    tags: id % 3 === 0 ? ['vip', 'eu'] : ['trial'],
    address: { city: ['Lisbon', 'Osaka', 'Lima', 'Oslo'][id % 4] as string, zip: String(10_000 + id) },
    score: (id * 7919) % 1000,
  }));
}

/** The Changed side: 1% edited, 1% removed, 1% added, a block of 20 reversed in every 1000 (moves), keys reordered, one record a line. */
function changedDocument(items: Record[]): string {
  const edited = items
    .filter((item) => item.id % 100 !== 1)
    .map((item) => (item.id % 100 === 2 ? { ...item, score: -1, address: { ...item.address, city: 'Berlin' } } : item));
  for (let start = 0; start + 20 <= edited.length; start += 1000) edited.splice(start, 20, ...edited.slice(start, start + 20).reverse());
  const added = Array.from({ length: ITEMS / 100 }, (_, n) => ({ ...items[n % items.length], id: ITEMS + n }) as Record);
  const reordered = [...edited, ...added].map(({ score, tags, id, address, email, name }) => ({ score, tags, id, address, email, name }));
  return `{\n  "customers": [\n${reordered.map((item) => `    ${JSON.stringify(item)}`).join(',\n')}\n  ],\n  "generated": "2026-11-25"\n}\n`;
}

interface Sample {
  /** From handing over the Changed file to the counts on screen (the job's own figure is in `jobMs`). */
  endToEndMs: number;
  /** Playwright's setInputFiles: test overhead a user never pays. */
  handoverMs: number;
  jobMs: number;
  /** The longest main-thread task meanwhile: how long the page was frozen at worst. */
  longestTaskMs: number;
}

async function measure(browser: Browser, baseUrl: string, original: string, changed: string): Promise<Sample> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT_MS);
    await page.goto(`${baseUrl}/#/json-diff`);
    await page
      .locator('input[type=file][aria-label="Open Original"]')
      .setInputFiles({ name: 'a.json', mimeType: 'application/json', buffer: Buffer.from(original) });
    await page.getByText(/^a\.json · /).waitFor();
    await page.evaluate(() => {
      const scope = window as unknown as { __longest: number };
      scope.__longest = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) scope.__longest = Math.max(scope.__longest, entry.duration);
      }).observe({ type: 'longtask' });
    });
    const t0 = Date.now();
    await page
      .locator('input[type=file][aria-label="Open Changed"]')
      .setInputFiles({ name: 'b.json', mimeType: 'application/json', buffer: Buffer.from(changed) });
    const handoverMs = Date.now() - t0;
    const summary = page.getByTestId('patch-summary');
    await summary.waitFor();
    const endToEndMs = Date.now() - t0;
    const text = (await summary.textContent()) ?? '';
    const job = /in (\d+) ms$/.exec(text);
    if (!job?.[1]) throw new Error(`Unexpected summary "${text}".`);
    const longestTaskMs = await page.evaluate(() => (window as unknown as { __longest: number }).__longest);
    return { endToEndMs, handoverMs, jobMs: Number(job[1]), longestTaskMs };
  } finally {
    await context.close();
  }
}

export const jsonDiffSuite: BenchSuite = {
  name: 'json-diff',
  run: async ({ browser, baseUrl, runs }) => {
    const items = makeItems();
    const original = JSON.stringify({ generated: '2026-11-24', customers: items });
    const changed = changedDocument(items);
    const samples = await repeat(runs, () => measure(browser, baseUrl, original, changed));
    const pick = (key: keyof Sample) => median(samples.map((sample) => sample[key]));
    const sizes = `${(original.length / 1024 / 1024).toFixed(1)} MB + ${(changed.length / 1024 / 1024).toFixed(1)} MB`;
    return {
      rows: [
        { metric: `JSON Diff: two documents (${sizes}), diff + patch in the worker`, value: ms(pick('jobMs')) },
        { metric: 'JSON Diff: end to end, from opening the Changed file', value: ms(pick('endToEndMs')) },
        { metric: 'JSON Diff: of which setInputFiles', value: ms(pick('handoverMs')) },
        { metric: 'JSON Diff: longest main-thread task meanwhile (target: under 100 ms)', value: ms(pick('longestTaskMs')) },
      ],
      data: samples,
    };
  },
};
