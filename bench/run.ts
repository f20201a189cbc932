// Runs every suite in bench/suites.ts against the real server and built app, in headless Chromium.
// Run with `npm run bench` (builds first) or `npx tsx bench/run.ts`; `npx tsx bench/run.ts regex` runs suites whose name contains "regex".
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { renderTable, writeReport, type BenchReport } from './report';
import { startServer } from './server';
import { suites } from './suites';

const RUNS = 5;
const RESULTS_PATH = fileURLToPath(new URL('./results/latest.json', import.meta.url));

async function main(): Promise<void> {
  const filter = process.argv[2] ?? '';
  const chosen = suites.filter((suite) => suite.name.includes(filter));
  if (chosen.length === 0) throw new Error(`No suite matches "${filter}". Suites: ${suites.map((suite) => suite.name).join(', ')}`);
  const server = await startServer();
  // Ctrl+C must not leave the server behind; the finally below cannot run once the process is interrupted.
  const onSignal = () => void server.stop().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: [...chromiumArgs] });
    const report: BenchReport = { generatedAt: new Date().toISOString(), runs: RUNS, chromium: browser.version(), node: process.version, suites: [] };
    for (const suite of chosen) {
      const result = await suite.run({ browser, baseUrl: server.baseUrl, runs: RUNS });
      report.suites.push({ name: suite.name, measuredAt: new Date().toISOString(), ...result });
    }
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
