import { execFile } from 'node:child_process';
import { open, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { ByteEncoding } from '../src/tools/text-encodings/byte-codecs.logic';
import { median, repeat } from './stats';
import { mbPerSecond, ms, type BenchRow, type BenchSuite } from './suite';

const MB = 1024 * 1024;
const FILE_MB = 100;
/** A 100 MB dump is 440 MB of text: three runs are enough for a median. */
const MAX_RUNS = 3;
const CHILD = fileURLToPath(new URL('./text-encodings-child.ts', import.meta.url));
const run = promisify(execFile);
/** The child runs the tool's code with the app's import paths ("@/lib/..."), which this process does not resolve. */
const child = (args: string[]) =>
  run(process.execPath, ['--import', 'tsx', CHILD, ...args], { env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.node.json' }, maxBuffer: MB });

export const CODECS: ByteEncoding[] = ['hex', 'base32', 'base58', 'ascii85', 'z85'];
/** Base58 is quadratic within its 2 KB blocks: 1 MB of it already takes seconds. */
export const codecBytes = (encoding: ByteEncoding) => (encoding === 'base58' ? 1 : 10) * MB;

/** Bytes that do not compress or repeat (a simple LCG), like a real binary file. */
export function makeBytes(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  let state = 0x2545f491;
  for (let index = 0; index < size; index += 1) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    bytes[index] = state >>> 24;
  }
  return bytes;
}

async function writeFile(path: string): Promise<void> {
  const file = await open(path, 'w');
  const block = makeBytes(MB);
  for (let megabyte = 0; megabyte < FILE_MB; megabyte += 1) await file.write(block);
  await file.close();
}

interface DumpSample {
  dumpMs: number;
  dumpBytes: number;
  peakKb: number;
  baselineKb: number;
}

interface ScreenSample {
  firstScreenMs: number;
  fullDumpMs: number;
  heapMb: number | null;
}

/**
 * The Hexdump mode of the built app, as a visitor uses it: a 100 MB file opened (time until its first rows are drawn), then
 * its whole dump written on the worker (time until the download is offered), and the page's JS heap after both.
 */
async function onScreen({ browser, baseUrl }: Parameters<BenchSuite['run']>[0], path: string): Promise<ScreenSample> {
  const context = await browser.newContext({ acceptDownloads: true });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/#/hexdump`);
    const input = page.locator('input[type=file][aria-label="Open file"]');
    await input.waitFor({ state: 'attached' });
    let started = performance.now();
    await input.setInputFiles(path);
    await page
      .getByRole('listitem')
      .filter({ hasText: /^00000000: [0-9a-f]{4}/ })
      .waitFor();
    const firstScreenMs = performance.now() - started;
    started = performance.now();
    await page.getByRole('button', { name: 'Write the whole dump' }).click();
    await page.getByRole('button', { name: /^Download .*\.hex\.txt$/ }).waitFor({ timeout: 600_000 });
    const fullDumpMs = performance.now() - started;
    const heap = await page.evaluate(() => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? null);
    return { firstScreenMs, fullDumpMs, heapMb: heap === null ? null : heap / MB };
  } finally {
    await context.close();
  }
}

/**
 * Bytes and Text Encodings: a 100 MB file's hexdump in the app (first screen, the whole dump on the worker, the page's heap),
 * the same whole dump in Node with its peak memory (a process of its own), and encoding 10 MB of random bytes with each codec.
 */
export const textEncodingsSuite: BenchSuite = {
  name: 'text-encodings',
  async run(context) {
    const runs = Math.min(context.runs, MAX_RUNS);
    const dir = await mkdtemp(join(tmpdir(), 'devdeck-bytes-'));
    const path = join(dir, 'random.bin');
    try {
      await writeFile(path);
      const screen = await repeat(runs, () => onScreen(context, path));
      const node = await repeat(runs, async () => {
        const { stdout } = await child(['dump', path]);
        return JSON.parse(stdout) as DumpSample;
      });
      const codecMs = JSON.parse((await child(['codecs', String(runs)])).stdout) as Record<string, number>;
      const pick = <T>(samples: T[], read: (sample: T) => number) => median(samples.map(read));
      const firstScreen = pick(screen, (sample) => sample.firstScreenMs);
      const fullDump = pick(screen, (sample) => sample.fullDumpMs);
      const heaps = screen.map((sample) => sample.heapMb).filter((value): value is number => value !== null);
      const rows: BenchRow[] = [
        { metric: `hexdump ${FILE_MB} MB file: first screen in the app`, value: ms(firstScreen) },
        { metric: `hexdump ${FILE_MB} MB file: whole dump on the worker, in the app`, value: `${mbPerSecond(FILE_MB * MB, fullDump)} (${ms(fullDump)})` },
        { metric: 'hexdump: page JS heap after both', value: heaps.length > 0 ? `${Math.round(median(heaps))} MB` : 'not reported' },
        {
          metric: `hexdump ${FILE_MB} MB file: whole dump in Node, peak RSS (process before)`,
          value: `${mbPerSecond(
            FILE_MB * MB,
            pick(node, (sample) => sample.dumpMs),
          )}, ${Math.round(pick(node, (sample) => sample.peakKb) / 1024)} MB (${Math.round(pick(node, (sample) => sample.baselineKb) / 1024)} MB)`,
        },
        ...CODECS.map((encoding) => ({
          metric: `encode ${codecBytes(encoding) / MB} MB: ${encoding}${encoding === 'base58' ? ' (2 KB at a time: its cap)' : ''}`,
          value: `${mbPerSecond(codecBytes(encoding), codecMs[encoding]!)} (${ms(codecMs[encoding]!)})`,
        })),
      ];
      return { rows, data: { screen, node, codecMs } };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
};
