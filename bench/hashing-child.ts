// One measurement of bench/hashing.ts in a process of its own, so its peak memory (maxRSS) is this job's alone.
// `npx tsx bench/hashing-child.ts file <path> <ids,…>` streams a file through runHashJob, the worker's own code;
// `npx tsx bench/hashing-child.ts text <MB> <all|sha256|crypto-js>` hashes pasted text. Prints one JSON line.
import { openAsBlob } from 'node:fs';
import CryptoJS from 'crypto-js';
import { ALGORITHM_IDS, type AlgorithmId } from '../src/lib/hashing/algorithms';
import { runHashJob } from '../src/lib/hashing/hash-job';

/** Text as people paste it: log lines with some non-ASCII, so UTF-8 encoding does real work. */
function makeText(size: number): string {
  const parts: string[] = [];
  let length = 0;
  for (let index = 0; length < size; index += 1) {
    const line = `${index} GET /api/items?q=café 200 ${(index * 7919) % 100_003} ms — ok\n`;
    parts.push(line);
    length += line.length;
  }
  return parts.join('').slice(0, size);
}

const [kind, what = '', which = ''] = process.argv.slice(2);
const baselineKb = process.resourceUsage().maxRSS;
let elapsedMs: number;
let bytes: number;
if (kind === 'file') {
  const file = await openAsBlob(what);
  const algorithms = which.split(',') as AlgorithmId[];
  const started = performance.now();
  const result = await runHashJob({ source: { kind: 'file', file }, algorithms });
  elapsedMs = performance.now() - started;
  if (!result.ok) throw new Error(result.message);
  bytes = result.size;
} else {
  const text = makeText(Number(what) * 1024 * 1024);
  bytes = text.length;
  const started = performance.now();
  if (which === 'crypto-js') CryptoJS.SHA256(text).toString();
  else {
    const result = await runHashJob({ source: { kind: 'text', text, as: 'utf8' }, algorithms: which === 'all' ? ALGORITHM_IDS : ['sha256'] });
    if (!result.ok) throw new Error(result.message);
  }
  elapsedMs = performance.now() - started;
}
console.log(JSON.stringify({ elapsedMs, bytes, peakKb: process.resourceUsage().maxRSS, baselineKb }));
