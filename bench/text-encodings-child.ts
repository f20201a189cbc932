// Measurements of bench/text-encodings.ts in a process of its own, so peak memory (maxRSS) is the job's alone, and so the
// tool's code runs with the app's import paths (TSX_TSCONFIG_PATH). Prints one JSON line:
//   npx tsx bench/text-encodings-child.ts dump <file>     the tool's whole-dump job over the file, read as a Blob
//   npx tsx bench/text-encodings-child.ts codecs <runs>   each codec encoding 10 MB of random bytes (Base58: 1 MB)
import { openAsBlob } from 'node:fs';
import { BASE58_MAX_BYTES, encodeBytes, type ByteEncoding } from '../src/tools/text-encodings/byte-codecs.logic';
import { runJob } from '../src/tools/text-encodings/text-encodings.logic';
import { median } from './stats';
import { CODECS, codecBytes, makeBytes } from './text-encodings';

const MB = 1024 * 1024;
const OPTIONS = { separator: 'space', upperCase: false, delimiters: true } as const;
/** Encoding of `bytes` by one codec; Base58 is capped at 2 KB, so it encodes the input 2 KB at a time. */
function encodeMs(bytes: Uint8Array, encoding: ByteEncoding): number {
  const started = performance.now();
  const step = encoding === 'base58' ? BASE58_MAX_BYTES : bytes.length;
  for (let at = 0; at < bytes.length; at += step) {
    const result = encodeBytes(bytes.subarray(at, at + step), encoding, OPTIONS);
    if (!result.ok) throw new Error(result.message);
  }
  return performance.now() - started;
}

const [what, argument] = process.argv.slice(2);
if (what === 'dump') {
  const file = await openAsBlob(argument!);
  const baselineKb = process.resourceUsage().maxRSS;
  const started = performance.now();
  const result = await runJob({ kind: 'dump', file });
  const dumpMs = performance.now() - started;
  if (!result.ok || result.kind !== 'dump') throw new Error('The dump failed.');
  console.log(JSON.stringify({ dumpMs, dumpBytes: result.dump.size, peakKb: process.resourceUsage().maxRSS, baselineKb }));
} else if (what === 'codecs') {
  const bytes = makeBytes(10 * MB);
  const runs = Number(argument);
  const codecMs = Object.fromEntries(
    CODECS.map((encoding) => [encoding, median(Array.from({ length: runs }, () => encodeMs(bytes.subarray(0, codecBytes(encoding)), encoding)))]),
  );
  console.log(JSON.stringify(codecMs));
}
