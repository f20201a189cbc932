// The in-Node measurements of bench/password-hashing.ts, in a process of its own started with tsconfig.node.json, whose
// paths resolve the tool's "@/" and "@contract/" imports. `npx tsx bench/password-hashing-child.ts <runs>` prints one JSON line.
import { pbkdf2Sync, scryptSync } from 'node:crypto';
import bcryptjs from 'bcryptjs';
import type { HashParams } from '../src/tools/password-hashing/hash-format.logic';
import { derive } from '../src/tools/password-hashing/kdf.logic';
import { median, repeat } from './stats';

const PASSWORD = 'correct horse battery staple';
const SALT = new Uint8Array(16).fill(7);

/** The tool's defaults: OWASP's 2023 figures. */
const ARGON2ID: HashParams = { algorithm: 'argon2id', memoryKiB: 19_456, iterations: 2, parallelism: 1, length: 32 };
const SCRYPT: HashParams = { algorithm: 'scrypt', logN: 17, r: 8, p: 1, length: 32 };
const PBKDF2: HashParams = { algorithm: 'pbkdf2', digest: 'sha256', iterations: 600_000, length: 32 };
const bcrypt = (cost: number): HashParams => ({ algorithm: 'bcrypt', cost, version: '2b' });

/** The median time of `runs` calls after one warm-up (which compiles hash-wasm's WebAssembly). */
async function timed(runs: number, once: () => unknown): Promise<number> {
  await once();
  const times = await repeat(runs, async () => {
    const started = performance.now();
    await once();
    return performance.now() - started;
  });
  return median(times);
}

const runs = Number(process.argv[2] ?? 5);
const few = Math.min(runs, 3);
const tool = (params: HashParams, times = runs) => timed(times, () => derive(PASSWORD, SALT, params));

const figures = {
  toolBcrypt10: await tool(bcrypt(10)),
  bcryptjs10: await timed(runs, () => bcryptjs.hashSync(PASSWORD, 10)),
  toolBcrypt12: await tool(bcrypt(12), few),
  bcryptjs12: await timed(few, () => bcryptjs.hashSync(PASSWORD, 12)),
  toolArgon2id: await tool(ARGON2ID),
  toolScrypt: await tool(SCRYPT, few),
  nodeScrypt: await timed(few, () => scryptSync(PASSWORD, SALT, 32, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 })),
  toolPbkdf2: await tool(PBKDF2, few),
  nodePbkdf2: await timed(few, () => pbkdf2Sync(PASSWORD, SALT, 600_000, 32, 'sha256')),
};
console.log(JSON.stringify(figures));
