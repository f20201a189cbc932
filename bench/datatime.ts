import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { median, repeat } from './stats';
import { kb, ms, type BenchRow, type BenchSuite } from './suite';

const TIMEOUT_MS = 60_000;

export interface DataTimeSample {
  /** Random Data Generator: opening the tool until its first 10 names show (worker start and faker load included). */
  randomFirstOutputMs: number;
  /** 10,000 rows of name, email and city as CSV, from Generate until the title says so. */
  random10kRowsMs: number;
  /** 10,000 paragraphs as lines. */
  random10kParagraphsMs: number;
  /** JavaScript fetched when the tool opens after the landing page (screen, worker, faker English). */
  randomJsGzipBytes: number;
  /** Timezone Converter: opening the tool until the converted time shows. */
  timezoneFirstResultMs: number;
  /** The longest main-thread task while the timezone tool opens and works out every zone's offset. */
  timezoneLongestTaskMs: number;
  /** One keystroke in a zone picker with the full list open: filtering ~419 zones and re-rendering the window in view. */
  zoneSearchKeystrokeMs: number;
  /** One keystroke in the date-time field: conversion, clock-change check and a 4-zone timeline. */
  dateKeystrokeMs: number;
  timezoneJsGzipBytes: number;
}

/** Records every JavaScript URL the page fetches from now on (workers included). */
function collectScripts(page: Page): Set<string> {
  const urls = new Set<string>();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) urls.add(response.url());
  });
  return urls;
}

async function gzipSizes(urls: Iterable<string>): Promise<number> {
  let total = 0;
  for (const url of urls) {
    const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
    total += gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
  }
  return total;
}

/** Opens a tool after the landing page has loaded, so only the tool's own scripts are counted. */
async function openTool(page: Page, id: string, ready: () => Promise<void>): Promise<{ openMs: number; scripts: Set<string> }> {
  await page.goto('/', { waitUntil: 'networkidle' });
  const scripts = collectScripts(page);
  const started = Date.now();
  await page.evaluate((hash) => (window.location.hash = hash), `#/${id}`);
  await ready();
  return { openMs: Date.now() - started, scripts };
}

async function timeGenerate(page: Page, count: string, expectedTitle: string): Promise<number> {
  await page.getByRole('spinbutton', { name: 'Count', exact: true }).fill(count);
  const started = Date.now();
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await page.getByRole('heading', { level: 2, name: expectedTitle }).waitFor();
  await page.getByRole('button', { name: 'Generate', exact: true }).waitFor();
  return Date.now() - started;
}

async function measureRandomData(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT_MS);
    const { openMs, scripts } = await openTool(page, 'random-data-generator', () =>
      page.getByRole('heading', { level: 2, name: 'Output (10 items)' }).waitFor(),
    );
    const randomJsGzipBytes = await gzipSizes(scripts);
    await page.getByRole('radio', { name: 'CSV' }).check();
    await page.getByRole('checkbox', { name: 'Email Address' }).check();
    await page.getByRole('checkbox', { name: 'City' }).check();
    await page.getByRole('button', { name: 'Generate', exact: true }).waitFor();
    const random10kRowsMs = await timeGenerate(page, '10000', 'Output (10,000 items)');
    await page.getByRole('radio', { name: 'Lines' }).check();
    await page.getByLabel('Data Type').selectOption({ label: 'Paragraph' });
    await page.getByRole('button', { name: 'Generate', exact: true }).waitFor();
    await page.getByRole('spinbutton', { name: 'Count', exact: true }).fill('10');
    await timeGenerate(page, '10', 'Output (10 items)');
    const random10kParagraphsMs = await timeGenerate(page, '10000', 'Output (10,000 items)');
    return { randomFirstOutputMs: openMs, random10kRowsMs, random10kParagraphsMs, randomJsGzipBytes };
  } finally {
    await context.close();
  }
}

/** Sets an input's text as typing would and returns how long the synchronous re-render took, plus the next frame. */
function timeInput(page: Page, selector: string, text: string): Promise<number> {
  return page.evaluate(
    async ([query, value]) => {
      const input = document.querySelector<HTMLInputElement>(query);
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      if (!input || !setValue) throw new Error(`No input matches ${query}.`);
      const started = performance.now();
      setValue.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return performance.now() - started;
    },
    [selector, text] as const,
  );
}

interface LongTaskWindow {
  __longestTask?: number;
}

async function measureTimezone(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ baseURL: baseUrl, timezoneId: 'America/New_York', locale: 'en-US' });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT_MS);
    await page.addInitScript(() => {
      const target = window as unknown as LongTaskWindow;
      target.__longestTask = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) target.__longestTask = Math.max(target.__longestTask ?? 0, entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const { openMs, scripts } = await openTool(page, 'timezone-converter', () =>
      page
        .getByTestId('converted-time')
        .filter({ hasText: /\d{4} \d/ })
        .waitFor(),
    );
    // Let the background offset slices finish, then read the longest task seen since the landing page.
    const toZone = page.getByRole('combobox', { name: 'To Timezone' });
    await toZone.click();
    await toZone.fill('tokyo');
    await page.getByRole('option', { name: /^Asia\/Tokyo.*UTC\+09:00$/ }).waitFor();
    await toZone.press('Escape');
    await toZone.click();
    const timezoneLongestTaskMs = await page.evaluate(() => (window as unknown as LongTaskWindow).__longestTask ?? 0);
    const timezoneJsGzipBytes = await gzipSizes(scripts);

    const zoneSearchKeystrokeMs = await timeInput(page, '[role="combobox"][aria-expanded="true"]', 'a');
    await page.keyboard.press('Escape');
    for (const zone of ['Asia/Tokyo', 'Europe/Berlin']) {
      const add = page.getByRole('combobox', { name: 'Add Timezone' });
      await add.click();
      await add.fill(zone);
      await add.press('Enter');
    }
    await page.getByRole('row', { name: /^Europe\/Berlin/ }).waitFor();
    const dateKeystrokeMs = await timeInput(page, 'input[placeholder="YYYY-MM-DDTHH:mm"]', '2024-11-03T01:30');
    return { timezoneFirstResultMs: openMs, timezoneLongestTaskMs, zoneSearchKeystrokeMs, dateKeystrokeMs, timezoneJsGzipBytes };
  } finally {
    await context.close();
  }
}

export const dataTimeSuite: BenchSuite = {
  name: 'random-data-and-timezones',
  async run({ browser, baseUrl, runs }) {
    const samples: DataTimeSample[] = await repeat(runs, async () => ({
      ...(await measureRandomData(browser, baseUrl)),
      ...(await measureTimezone(browser, baseUrl)),
    }));
    const pick = (key: keyof DataTimeSample) => median(samples.map((sample) => sample[key]));
    const rows: BenchRow[] = [
      { metric: 'random data: open until first 10 names', value: ms(pick('randomFirstOutputMs')) },
      { metric: 'random data: 10,000 rows × 3 fields as CSV', value: ms(pick('random10kRowsMs')) },
      { metric: 'random data: 10,000 paragraphs', value: ms(pick('random10kParagraphsMs')) },
      { metric: 'random data: JS on opening (gzip)', value: kb(pick('randomJsGzipBytes')) },
      { metric: 'timezones: open until converted time', value: ms(pick('timezoneFirstResultMs')) },
      { metric: 'timezones: longest main-thread task on open', value: ms(pick('timezoneLongestTaskMs')) },
      { metric: 'timezones: zone search keystroke (~419 zones)', value: ms(pick('zoneSearchKeystrokeMs')) },
      { metric: 'timezones: date keystroke (4-zone timeline)', value: ms(pick('dateKeystrokeMs')) },
      { metric: 'timezones: JS on opening (gzip)', value: kb(pick('timezoneJsGzipBytes')) },
    ];
    return { rows, data: samples };
  },
};
