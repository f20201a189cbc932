// The converter's first load in a fresh Node process (bench/http-helpers.ts): `npx tsx bench/http-helpers-child.ts` prints one JSON line.
import { TYPICAL_COMMAND } from './http-helpers-command';

const started = performance.now();
const { convertCurl } = await import('../src/tools/http-request-helpers/curl-to-code.logic');
const readyMs = performance.now() - started;
const converting = performance.now();
const converted = convertCurl(TYPICAL_COMMAND, 'fetch');
const firstConvertMs = performance.now() - converting;
if (!converted.ok) throw new Error(converted.message);
process.stdout.write(`${JSON.stringify({ readyMs, firstConvertMs })}\n`);
