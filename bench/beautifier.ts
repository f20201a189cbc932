import type { Browser, Page } from '@playwright/test';
import { makeJsonDocument } from './json-doc';
import { median, repeat } from './stats';
import { ms, type BenchRow, type BenchSuite } from './suite';

export interface BeautifySample {
  jobMs: number;
  endToEndMs: number;
  /** The part of end to end spent in Playwright's setInputFiles, which ships the bytes to the browser: test overhead a user never pays. */
  handoverMs: number;
  floorMs: number;
}

interface BenchWindow {
  __benchText?: string;
}

const STATUS_PATTERN = /^Formatted .* in (\d+(?:\.\d+)?) ms$/;

/** One cold run: open the tool in a fresh context, open the document as a file, then time the bare JSON floor in the same page. */
export async function measureBeautify(browser: Browser, baseUrl: string, text: string, timeoutMs: number): Promise<BeautifySample> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(timeoutMs);
    await page.goto(`${baseUrl}/#/json-beautifier`);
    await page.getByRole('textbox', { name: 'JSON Input' }).waitFor({ state: 'visible' });
    const opened = await formatOpenedFile(page, text);
    const floorMs = await measureFloor(page, text);
    return { ...opened, floorMs };
  } finally {
    await context.close();
  }
}

async function formatOpenedFile(page: Page, text: string): Promise<Omit<BeautifySample, 'floorMs'>> {
  const buffer = Buffer.from(text, 'utf8');
  const status = page.getByRole('status').filter({ hasText: /^Formatted / });
  const t0 = Date.now();
  await page.locator('input[type=file][aria-label="Open file"]').setInputFiles({ name: 'bench.json', mimeType: 'application/json', buffer });
  const handoverMs = Date.now() - t0;
  await status.waitFor({ state: 'visible' });
  const endToEndMs = Date.now() - t0;
  const statusText = (await status.textContent())?.trim() ?? '';
  const match = STATUS_PATTERN.exec(statusText);
  if (!match?.[1]) throw new Error(`Unexpected status text "${statusText}"; expected "Formatted <size> in <n> ms".`);
  return { jobMs: Number(match[1]), endToEndMs, handoverMs };
}

/** What the browser's own JSON.parse + JSON.stringify cost on the main thread: the floor any formatter competes with. */
async function measureFloor(page: Page, text: string): Promise<number> {
  await page.evaluate((source) => {
    (window as unknown as BenchWindow).__benchText = source;
  }, text);
  return page.evaluate(() => {
    const benchWindow = window as unknown as BenchWindow;
    const source = benchWindow.__benchText ?? '';
    const started = performance.now();
    const formatted = JSON.stringify(JSON.parse(source), null, 2);
    const elapsed = performance.now() - started;
    delete benchWindow.__benchText;
    if (formatted.length <= source.length) throw new Error('The floor produced less text than it was given.');
    return elapsed;
  });
}

const MB = 1024 * 1024;
const DOCUMENTS = [
  { label: '1 MB', bytes: 1 * MB, timeoutMs: 30_000 },
  { label: '20 MB', bytes: 20 * MB, timeoutMs: 120_000 },
];

export const beautifierSuite: BenchSuite = {
  name: 'json-beautifier',
  async run({ browser, baseUrl, runs }) {
    const rows: BenchRow[] = [];
    const data: Record<string, BeautifySample[]> = {};
    for (const document of DOCUMENTS) {
      const text = makeJsonDocument(document.bytes);
      const samples = await repeat(runs, () => measureBeautify(browser, baseUrl, text, document.timeoutMs));
      const pick = (key: keyof BeautifySample) => median(samples.map((sample) => sample[key]));
      rows.push(
        { metric: `beautify ${document.label}: app job`, value: ms(pick('jobMs')) },
        { metric: `beautify ${document.label}: end to end`, value: ms(pick('endToEndMs')) },
        { metric: `beautify ${document.label}: of which setInputFiles`, value: ms(pick('handoverMs')) },
        { metric: `beautify ${document.label}: floor (JSON.parse+stringify)`, value: ms(pick('floorMs')) },
      );
      data[document.label] = samples;
    }
    return { rows, data };
  },
};
