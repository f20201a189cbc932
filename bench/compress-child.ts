// One measurement of bench/compress.ts in a process of its own, so its peak memory (maxRSS) is this job's alone.
// `npx tsx bench/compress-child.ts <tool|node> <size in MB>` prints one JSON line.
import { gunzipSync, gzipSync } from 'node:zlib';
import { compress, decompress } from '../src/tools/compress-decompress/flate.logic';

/** Log-like text that compresses about 4 to 1, as real logs and JSON do: made from a seeded generator, so every run is the same. */
function makeText(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  const words = ['GET', 'POST', '/api/items', '/health', '200', '404', 'user', 'latency_ms', 'ok', 'error', 'timeout', 'cache', 'hit', 'miss'];
  let state = 0x2545f491;
  let at = 0;
  while (at < size) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    const line = `${state.toString(16)} ${words[state % words.length]} ${words[(state >>> 8) % words.length]} ${(state >>> 16) % 1000}\n`;
    for (let index = 0; index < line.length && at < size; index += 1) bytes[at++] = line.charCodeAt(index);
  }
  return bytes;
}

const [engine, megabytes] = process.argv.slice(2);
const input = makeText(Number(megabytes) * 1024 * 1024);
const baseline = process.resourceUsage().maxRSS;
let started = performance.now();
let packed: Uint8Array;
if (engine === 'node') packed = gzipSync(input, { level: 6 });
else packed = new Uint8Array(Buffer.concat(compress(input, { format: 'gzip', level: 6 })));
const compressMs = performance.now() - started;
started = performance.now();
let size: number;
if (engine === 'node') size = gunzipSync(packed).length;
else {
  const result = decompress(packed);
  if (!result.ok) throw new Error(result.message);
  size = result.value.size;
}
const decompressMs = performance.now() - started;
if (size !== input.length) throw new Error('The round trip lost bytes.');
console.log(JSON.stringify({ compressMs, decompressMs, packedBytes: packed.length, peakKb: process.resourceUsage().maxRSS, baselineKb: baseline }));
