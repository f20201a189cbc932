// Measures DevDeck's landing weight and paint, and JSON Beautifier speed, against the real
// server and built app. Run with `npm run bench` (builds first) or `npx tsx bench/run.ts`.
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { measureBeautify, type BeautifySample } from './beautifier';
import { makeJsonDocument } from './json-doc';
import { measureLanding, type LandingSample } from './landing';
import { LANDING_GZIP_BUDGET_BYTES, renderTable, writeReport, type BenchReport, type BeautifyResult } from './report';
import { startServer } from './server';
import { median, repeat } from './stats';

const RUNS = 5;
const MB = 1024 * 1024;
const RESULTS_PATH = fileURLToPath(new URL('./results/latest.json', import.meta.url));
const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const DOCUMENTS = [
  { label: '1 MB', bytes: 1 * MB, timeoutMs: 30_000 },
  { label: '20 MB', bytes: 20 * MB, timeoutMs: 120_000 },
];

function medianOf<T extends object>(samples: T[], keys: readonly (keyof T & string)[]): Pick<T, (typeof keys)[number]> {
  return Object.fromEntries(keys.map((key) => [key, median(samples.map((sample) => Number(sample[key])))])) as Pick<T, (typeof keys)[number]>;
}

async function landingResult(browser: Browser, baseUrl: string): Promise<BenchReport['landing']> {
  const samples = await repeat(RUNS, () => measureLanding(browser, baseUrl));
  const medians = medianOf<LandingSample>(samples, ['jsFiles', 'jsRawBytes', 'jsGzipBytes', 'fcpMs']);
  return { ...medians, gzipBudgetBytes: LANDING_GZIP_BUDGET_BYTES, samples };
}

async function beautifyResults(browser: Browser, baseUrl: string): Promise<BeautifyResult[]> {
  const results: BeautifyResult[] = [];
  for (const document of DOCUMENTS) {
    const text = makeJsonDocument(document.bytes);
    const samples = await repeat(RUNS, () => measureBeautify(browser, baseUrl, text, document.timeoutMs));
    const medians = medianOf<BeautifySample>(samples, ['jobMs', 'endToEndMs', 'handoverMs', 'floorMs']);
    results.push({ label: document.label, inputBytes: Buffer.byteLength(text), ...medians, samples });
  }
  return results;
}

async function main(): Promise<void> {
  const server = await startServer();
  // Ctrl+C must not leave the server behind; the finally below cannot run once the process is interrupted.
  const onSignal = () => void server.stop().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: BROWSER_ARGS });
    const landing = await landingResult(browser, server.baseUrl);
    const beautify = await beautifyResults(browser, server.baseUrl);
    const report: BenchReport = { generatedAt: new Date().toISOString(), runs: RUNS, chromium: browser.version(), node: process.version, landing, beautify };
    console.log(renderTable(report));
    await writeReport(RESULTS_PATH, report);
    console.log(`\nWrote ${RESULTS_PATH}`);
  } finally {
    await browser?.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`Benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
