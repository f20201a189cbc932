import { execFile, execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { AlgorithmId } from '../src/lib/hashing/algorithms';
import { median, repeat } from './stats';
import { mbPerSecond, ms, type BenchRow, type BenchSuite } from './suite';

/** The file size hashed: 1 GB, as the issue asks; BENCH_HASH_MB makes it smaller for a quick look. */
const FILE_MB = Number(process.env.BENCH_HASH_MB ?? 1024);
const TEXT_MB = 10;
/** A 1 GB pass per family takes minutes on a busy machine: one run of each; the text figures take the median of three. */
const TEXT_RUNS = 3;
const CHILD = fileURLToPath(new URL('./hashing-child.ts', import.meta.url));
const run = promisify(execFile);

interface Sample {
  elapsedMs: number;
  bytes: number;
  peakKb: number;
  baselineKb: number;
}

/** The families the table names, with the library each runs on: the JavaScript ones set the pace of an all-at-once pass. */
const FAMILIES: [label: string, ids: AlgorithmId[]][] = [
  ['MD5 + SHA-1 (hash-wasm)', ['md5', 'sha1']],
  ['SHA-224/256/384/512 (hash-wasm)', ['sha224', 'sha256', 'sha384', 'sha512']],
  ['SHA-512/256 (@noble/hashes, JS)', ['sha512-256']],
  ['SHA3-256/512 + Keccak-256 (hash-wasm)', ['sha3-256', 'sha3-512', 'keccak-256']],
  ['BLAKE2b-512 + BLAKE3 (hash-wasm)', ['blake2b-512', 'blake3']],
  ['RIPEMD-160 (hash-wasm)', ['ripemd160']],
  ['CRC-32 + CRC-32C + Adler-32 (hash-wasm)', ['crc32', 'crc32c', 'adler32']],
  ['CRC-8 + four CRC-16s (crc, JS)', ['crc8', 'crc16-arc', 'crc16-ibm-3740', 'crc16-xmodem', 'crc16-modbus']],
  ['xxHash64 + XXH3-64 (hash-wasm)', ['xxhash64', 'xxh3-64']],
  ['MurmurHash3 (imurmurhash, JS)', ['murmur3-32']],
  ['SHA-256 alone (hash-wasm)', ['sha256']],
];

async function child(...args: string[]): Promise<Sample> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', CHILD, ...args], {
    env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.node.json' },
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(stdout) as Sample;
}

/** A file of `megabytes` of varied bytes, written a megabyte at a time. */
function makeFile(folder: string, megabytes: number): string {
  const path = join(folder, 'data.bin');
  const chunk = new Uint8Array(1024 * 1024);
  const handle = openSync(path, 'w');
  let state = 0x9e3779b9;
  for (let written = 0; written < megabytes; written += 1) {
    for (let index = 0; index < chunk.length; index += 4) {
      state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
      chunk[index] = state;
      chunk[index + 1] = state >>> 8;
      chunk[index + 2] = state >>> 16;
      chunk[index + 3] = state >>> 24;
    }
    writeSync(handle, chunk);
  }
  closeSync(handle);
  return path;
}

/** Wall time of a native tool hashing the file (its output is checked to be a digest line). */
function nativeMs(command: string, args: string[]): number {
  const started = performance.now();
  const output = execFileSync(command, args, { encoding: 'utf8' });
  const elapsed = performance.now() - started;
  if (!/[0-9a-f]{64}/.test(output)) throw new Error(`${command} printed no SHA-256: ${output}`);
  return elapsed;
}

const megabytes = (kilobytes: number) => `${Math.round(kilobytes / 1024)} MB`;

/**
 * Hashing as the Hash Generator does it, in Node's V8 (the engine of Chromium's worker): a file streamed through
 * runHashJob in 4 MB slices (the worker's own code, reading a Blob backed by the file, so memory stays flat), one
 * process per algorithm family so each peak RSS is its own, beside openssl dgst and sha256sum on the same file; then
 * 10 MB of pasted text, all algorithms and SHA-256 alone, beside crypto-js (what IT-Tools' hash page runs).
 */
export const hashingSuite: BenchSuite = {
  name: 'hashing',
  async run() {
    const folder = mkdtempSync(join(tmpdir(), 'bench-hashing-'));
    try {
      const path = makeFile(folder, FILE_MB);
      const size = FILE_MB * 1024 * 1024;
      const rows: BenchRow[] = [];
      const families: Record<string, Sample> = {};
      for (const [label, ids] of FAMILIES) {
        const sample = await child('file', path, ids.join(','));
        families[label] = sample;
        rows.push({ metric: `${FILE_MB} MB file, ${label}`, value: `${mbPerSecond(size, sample.elapsedMs)}, peak RSS ${megabytes(sample.peakKb)}` });
      }
      const perMb = Object.entries(families)
        .filter(([label]) => !label.startsWith('SHA-256 alone'))
        .reduce((total, [, sample]) => total + sample.elapsedMs / FILE_MB, 0);
      rows.push({ metric: `${FILE_MB} MB file, all 24 in one pass (sum of the families)`, value: `${(1000 / perMb).toFixed(1)} MB/s` });
      const openssl = nativeMs('openssl', ['dgst', '-sha256', path]);
      const coreutils = nativeMs('sha256sum', [path]);
      rows.push({
        metric: `${FILE_MB} MB file, SHA-256: openssl dgst / sha256sum (native)`,
        value: `${mbPerSecond(size, openssl)} / ${mbPerSecond(size, coreutils)}`,
      });

      const text = async (which: string) => median((await repeat(TEXT_RUNS, () => child('text', String(TEXT_MB), which))).map((sample) => sample.elapsedMs));
      const all = await text('all');
      const sha256 = await text('sha256');
      const cryptoJs = await text('crypto-js');
      const textBytes = TEXT_MB * 1024 * 1024;
      rows.push({ metric: `${TEXT_MB} MB pasted text, all 24 algorithms`, value: `${ms(all)} (${mbPerSecond(textBytes, all)})` });
      rows.push({ metric: `${TEXT_MB} MB pasted text, SHA-256 (hash-wasm)`, value: `${ms(sha256)} (${mbPerSecond(textBytes, sha256)})` });
      rows.push({ metric: `${TEXT_MB} MB pasted text, SHA-256 in crypto-js (IT-Tools)`, value: `${ms(cryptoJs)} (${mbPerSecond(textBytes, cryptoJs)})` });
      return { rows, data: { fileMb: FILE_MB, families, openssl, coreutils, text: { all, sha256, cryptoJs } } };
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  },
};
