// One run of bench/keys.ts in a process of its own, with the app's path aliases (TSX_TSCONFIG_PATH=tsconfig.node.json).
// `npx tsx bench/keys-child.ts <runs>` prints one JSON line: each run's RSA 4096 generation and 3-certificate chain decoding, in ms.
import { inspectText } from '../src/tools/keys-and-certificates/inspect.logic';
import { generateKeyPair } from '../src/tools/keys-and-certificates/keygen.logic';
import { SAMPLE_CHAIN } from '../src/tools/keys-and-certificates/sample-chain';

const runs = Number(process.argv[2] ?? '5');
const generateMs: number[] = [];
const decodeMs: number[] = [];
// One decode first, so loading @peculiar/x509's registrations is not counted as decoding.
await inspectText(SAMPLE_CHAIN, '');
for (let run = 0; run < runs; run++) {
  let started = performance.now();
  await generateKeyPair({ type: 'RSA', bits: 4096 });
  generateMs.push(performance.now() - started);
  started = performance.now();
  const decoded = await inspectText(SAMPLE_CHAIN, '');
  decodeMs.push(performance.now() - started);
  if (!decoded?.ok || decoded.kind !== 'certificates' || decoded.links.some((link) => !link.ok)) throw new Error('the sample chain did not verify');
}
process.stdout.write(`${JSON.stringify({ generateMs, decodeMs })}\n`);
