import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { median, repeat } from './stats';
import { mbPerSecond, ms, type BenchRow, type BenchSuite } from './suite';

const MEGABYTES = 100;
/** Each run gzips 100 MB twice (tool and Node) and takes tens of seconds on a busy machine: three runs are enough for a median. */
const MAX_RUNS = 3;
const CHILD = fileURLToPath(new URL('./compress-child.ts', import.meta.url));
const run = promisify(execFile);

interface Sample {
  compressMs: number;
  decompressMs: number;
  packedBytes: number;
  peakKb: number;
  baselineKb: number;
}

/** One measurement in a fresh Node process (see compress-child.ts): the tool's own code, or Node's native zlib. */
async function measure(engine: 'tool' | 'node'): Promise<Sample> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', CHILD, engine, String(MEGABYTES)], {
    env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.node.json' },
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(stdout) as Sample;
}

const rate = (milliseconds: number) => `${mbPerSecond(MEGABYTES * 1024 * 1024, milliseconds)} (${ms(milliseconds)})`;
const megabytes = (kilobytes: number) => `${Math.round(kilobytes / 1024)} MB`;

/**
 * Gzip at level 6 of 100 MB of log-like text and back: the tool's code (fflate and the tool's own checksums, the same code
 * its worker runs in Chromium's V8) against Node's zlib (native C) on the same machine, each in its own process so peak
 * memory is the job's alone. Peak RSS includes the 100 MB input and Node's own baseline, which is shown beside it.
 */
export const compressSuite: BenchSuite = {
  name: 'compress-decompress',
  async run({ runs }) {
    const tool = await repeat(Math.min(runs, MAX_RUNS), () => measure('tool'));
    const node = await repeat(Math.min(runs, MAX_RUNS), () => measure('node'));
    const pick = (samples: Sample[], read: (sample: Sample) => number) => median(samples.map(read));
    const rows: BenchRow[] = [
      { metric: `gzip ${MEGABYTES} MB, level 6: tool (fflate + checks)`, value: rate(pick(tool, (sample) => sample.compressMs)) },
      { metric: `gzip ${MEGABYTES} MB, level 6: Node zlib (native)`, value: rate(pick(node, (sample) => sample.compressMs)) },
      { metric: `gunzip ${MEGABYTES} MB: tool (fflate, CRC-32 and size checked)`, value: rate(pick(tool, (sample) => sample.decompressMs)) },
      { metric: `gunzip ${MEGABYTES} MB: Node zlib (native)`, value: rate(pick(node, (sample) => sample.decompressMs)) },
      {
        metric: 'compressed size: tool / Node zlib',
        value: `${megabytes(pick(tool, (sample) => sample.packedBytes) / 1024)} / ${megabytes(pick(node, (sample) => sample.packedBytes) / 1024)}`,
      },
      {
        metric: 'peak RSS, both ways: tool / Node zlib (process before the job)',
        value: `${megabytes(pick(tool, (sample) => sample.peakKb))} / ${megabytes(pick(node, (sample) => sample.peakKb))} (${megabytes(pick(tool, (sample) => sample.baselineKb))})`,
      },
    ];
    return { rows, data: { tool, node } };
  },
};
