import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { median, repeat } from './stats';
import { mbPerSecond, ms, type BenchRow, type BenchSuite } from './suite';

const MEGABYTES = 10;
/** Each run encrypts and decrypts 10 MB five ways and derives four keys: three runs are enough for a median. */
const MAX_RUNS = 3;
const CHILD = fileURLToPath(new URL('./encrypt-decrypt-child.ts', import.meta.url));
const run = promisify(execFile);

interface Sample {
  textBytes: number;
  modes: Record<string, { encryptMs: number; decryptMs: number }>;
  pbkdf2Ms: number;
  argon2WasmMs: number;
  argon2JsMs: number;
  evpMs: number;
}

async function measure(): Promise<Sample> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', CHILD, String(MEGABYTES)], {
    env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.node.json' },
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(stdout) as Sample;
}

/**
 * The tool's own code in Node (the same libraries its worker runs; WebCrypto is Node's OpenSSL here, BoringSSL in
 * Chromium): 10 MB of text encrypted and decrypted with each mode, text encoding included, and each key derivation at
 * its default cost. Argon2id is timed with both engines: hash-wasm, and @noble/hashes, which the app uses while its
 * Content-Security-Policy refuses WebAssembly.
 */
export const encryptDecryptSuite: BenchSuite = {
  name: 'encrypt-decrypt',
  async run({ runs }) {
    const samples = await repeat(Math.min(runs, MAX_RUNS), () => measure());
    const pick = (read: (sample: Sample) => number) => median(samples.map(read));
    const bytes = samples[0]?.textBytes ?? MEGABYTES * 1024 * 1024;
    const rate = (milliseconds: number) => `${mbPerSecond(bytes, milliseconds)} (${ms(milliseconds)})`;
    const rows: BenchRow[] = Object.keys(samples[0]?.modes ?? {}).flatMap((mode) => [
      { metric: `encrypt ${MEGABYTES} MB of text: ${mode}`, value: rate(pick((sample) => sample.modes[mode]?.encryptMs ?? Number.NaN)) },
      { metric: `decrypt ${MEGABYTES} MB of text: ${mode}`, value: rate(pick((sample) => sample.modes[mode]?.decryptMs ?? Number.NaN)) },
    ]);
    rows.push(
      { metric: 'key derivation: PBKDF2-SHA256, 600,000 iterations (WebCrypto)', value: ms(pick((sample) => sample.pbkdf2Ms)) },
      { metric: 'key derivation: Argon2id 19 MiB, t=2, p=1 (hash-wasm)', value: ms(pick((sample) => sample.argon2WasmMs)) },
      {
        metric: 'key derivation: Argon2id 19 MiB, t=2, p=1 (@noble/hashes, the fallback where WebAssembly is refused)',
        value: ms(pick((sample) => sample.argon2JsMs)),
      },
      { metric: 'key derivation: EVP_BytesToKey MD5 (OpenSSL / CryptoJS)', value: `${pick((sample) => sample.evpMs).toFixed(2)} ms` },
    );
    return { rows, data: samples };
  },
};
