import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { CODE_TARGETS, TARGET_FACTS } from '../src/tools/http-request-helpers/code-targets';
import { TYPICAL_COMMAND } from './http-helpers-command';
import { median, repeat } from './stats';
import { kb, type BenchRow, type BenchSuite } from './suite';

const CHILD = fileURLToPath(new URL('./http-helpers-child.ts', import.meta.url));
const run = promisify(execFile);
/** Conversions per target and figure: each takes about a millisecond, so one run is too short to time alone. */
const CONVERSIONS = 50;
const TIMEOUT_MS = 60_000;

const msFine = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

interface LoadSample {
  readyMs: number;
  firstConvertMs: number;
}

/** The converter's first load in a fresh Node process: curlconverter and Node's tree-sitter with its bash grammar. */
async function firstLoad(): Promise<LoadSample> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', CHILD], { env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.node.json' } });
  return JSON.parse(stdout) as LoadSample;
}

/**
 * The HTTP Request Helpers' curl converter: its first load (in Node; in Chromium from the built app, where the bash
 * grammar's 1.5 MB of WebAssembly is fetched and compiled on the first command), then a typical 2 KB "Copy as cURL"
 * converted to each language, warm.
 */
export const httpHelpersSuite: BenchSuite = {
  name: 'http-helpers',
  async run({ browser, baseUrl, runs }) {
    const loads = await repeat(runs, firstLoad);

    const browserLoads = await repeat(runs, async () => {
      const page = await browser.newPage();
      try {
        await page.goto(`${baseUrl}/#/curl-converter`);
        await page.getByRole('button', { name: 'Sample' }).waitFor({ timeout: TIMEOUT_MS });
        const started = performance.now();
        await page.getByRole('button', { name: 'Sample' }).click();
        await page.getByRole('textbox', { name: 'Code' }).filter({ hasText: 'fetch(' }).waitFor({ timeout: TIMEOUT_MS });
        return performance.now() - started;
      } finally {
        await page.close();
      }
    });

    const { convertCurl } = await import('../src/tools/http-request-helpers/curl-to-code.logic');
    const perTarget = CODE_TARGETS.map((target) => {
      for (let warm = 0; warm < 5; warm += 1) convertCurl(TYPICAL_COMMAND, target);
      const times = Array.from({ length: Math.max(runs, 5) }, () => {
        const started = performance.now();
        for (let index = 0; index < CONVERSIONS; index += 1) convertCurl(TYPICAL_COMMAND, target);
        return (performance.now() - started) / CONVERSIONS;
      });
      return { target, ms: median(times) };
    });

    const rows: BenchRow[] = [
      { metric: 'curl converter first load, Node (import to ready)', value: msFine(median(loads.map((sample) => sample.readyMs))) },
      { metric: 'curl converter first conversion, Node (cold)', value: msFine(median(loads.map((sample) => sample.firstConvertMs))) },
      { metric: 'curl converter first use, Chromium (Sample to code, .wasm fetched and compiled)', value: msFine(median(browserLoads)) },
      ...perTarget.map(({ target, ms }) => ({
        metric: `convert a ${kb(TYPICAL_COMMAND.length)} curl command to ${TARGET_FACTS[target].label}`,
        value: msFine(ms),
      })),
    ];
    return { rows, data: { loads, browserLoads, perTarget } };
  },
};
