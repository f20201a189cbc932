import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { median, repeat } from './stats';
import { kb, ms, type BenchSuite } from './suite';

export interface LandingSample {
  jsFiles: number;
  jsRawBytes: number;
  jsGzipBytes: number;
  fcpMs: number;
  /** Scripts fetched after the load event, when the page was idle: prefetched tool code and editor. */
  prefetchFiles: number;
  prefetchGzipBytes: number;
}

const LOAD_TIMEOUT_MS = 30_000;

/** One cold load of `/` in a fresh context: which scripts it fetched, their sizes, and first contentful paint. */
export async function measureLanding(browser: Browser, baseUrl: string): Promise<LandingSample> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const scripts = collectScriptUrls(page);
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle', timeout: LOAD_TIMEOUT_MS });
    const fcpMs = await firstContentfulPaint(page);
    const afterLoad = await requestedAfterLoad(page);
    const sizes = await Promise.all([...scripts].filter((url) => !afterLoad.has(url)).map(scriptSize));
    const prefetched = await Promise.all([...scripts].filter((url) => afterLoad.has(url)).map(scriptSize));
    return {
      jsFiles: sizes.length,
      jsRawBytes: sizes.reduce((sum, size) => sum + size.raw, 0),
      jsGzipBytes: sizes.reduce((sum, size) => sum + size.gzip, 0),
      fcpMs,
      prefetchFiles: prefetched.length,
      prefetchGzipBytes: prefetched.reduce((sum, size) => sum + size.gzip, 0),
    };
  } finally {
    await context.close();
  }
}

/** Module preloads may be reported as another resource type, hence the .js suffix check too. */
function collectScriptUrls(page: Page): Set<string> {
  const urls = new Set<string>();
  page.on('response', (response) => {
    const url = response.url();
    if (response.request().resourceType() === 'script' || new URL(url).pathname.endsWith('.js')) urls.add(url);
  });
  return urls;
}

/** Resources the page asked for once its load event was over: the idle prefetches, not the landing page's own. */
async function requestedAfterLoad(page: Page): Promise<Set<string>> {
  const urls = await page.evaluate(() => {
    const loadEnd = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime >= loadEnd)
      .map((entry) => entry.name);
  });
  return new Set(urls);
}

async function firstContentfulPaint(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime, undefined, {
    timeout: LOAD_TIMEOUT_MS,
  });
  const value: unknown = await handle.jsonValue();
  if (typeof value !== 'number') throw new Error('The landing page reported no first-contentful-paint entry.');
  return value;
}

/** Sizes come from our own identity-encoded fetch, so they do not depend on what the browser negotiated. */
async function scriptSize(url: string): Promise<{ raw: number; gzip: number }> {
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
  if (!response.ok) throw new Error(`Fetching ${url} answered ${response.status}.`);
  const raw = Buffer.from(await response.arrayBuffer());
  return { raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
}

export const LANDING_GZIP_BUDGET_BYTES = 90 * 1024;

export const landingSuite: BenchSuite = {
  name: 'landing',
  async run({ browser, baseUrl, runs }) {
    const samples = await repeat(runs, () => measureLanding(browser, baseUrl));
    const pick = (key: keyof LandingSample) => median(samples.map((sample) => sample[key]));
    return {
      rows: [
        { metric: 'landing JS (raw)', value: `${kb(pick('jsRawBytes'))} (${pick('jsFiles')} files)` },
        { metric: 'landing JS (gzip)', value: `${kb(pick('jsGzipBytes'))}   budget ${kb(LANDING_GZIP_BUDGET_BYTES)}` },
        { metric: 'landing first contentful paint', value: ms(pick('fcpMs')) },
        { metric: 'landing idle prefetch JS (gzip, after load)', value: `${kb(pick('prefetchGzipBytes'))} (${pick('prefetchFiles')} files)` },
      ],
      data: samples,
    };
  },
};
