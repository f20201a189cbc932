import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { median } from './stats';
import { ms, type BenchRow, type BenchSuite } from './suite';

/** RSA 4096 generation varies a lot with the primes drawn: five runs each side, the median shown. */
const MAX_RUNS = 5;
const CHILD = fileURLToPath(new URL('./keys-child.ts', import.meta.url));
const run = promisify(execFile);

interface Sample {
  generateMs: number[];
  decodeMs: number[];
}

async function tool(runs: number): Promise<Sample> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', CHILD, String(runs)], {
    env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.node.json' },
  });
  return JSON.parse(stdout) as Sample;
}

/** `openssl genrsa 4096` on the same machine, timed around the process (its start is a few ms of the figure). */
async function openssl(runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < runs; index++) {
    const started = performance.now();
    await run('openssl', ['genrsa', '-out', '/dev/null', '4096']);
    times.push(performance.now() - started);
  }
  return times;
}

/**
 * Keys and Certificates: RSA 4096 key generation in Node's WebCrypto (the same call the tool makes in the browser, which
 * runs it off the page's thread) beside Debian's `openssl genrsa 4096`; and decoding the sample chain of 3 certificates
 * (parse, fingerprints, names, and each link's signature verified).
 */
export const keysSuite: BenchSuite = {
  name: 'keys',
  async run({ runs }) {
    const count = Math.min(Math.max(runs, 3), MAX_RUNS);
    const sample = await tool(count);
    const native = await openssl(count);
    const rows: BenchRow[] = [
      { metric: `RSA 4096 key generation: tool (WebCrypto, median of ${count})`, value: ms(median(sample.generateMs)) },
      { metric: `RSA 4096 key generation: openssl genrsa (median of ${count})`, value: ms(median(native)) },
      { metric: 'decode a chain of 3 certificates, links verified', value: ms(median(sample.decodeMs)) },
    ];
    return { rows, data: { ...sample, opensslMs: native } };
  },
};
