import { execFile } from 'node:child_process';
import { pbkdf2Sync, scryptSync } from 'node:crypto';
import { promisify } from 'node:util';
import bcryptjs from 'bcryptjs';
import { derive } from '../src/tools/password-hashing/kdf.logic';
import type { HashParams } from '../src/tools/password-hashing/hash-format.logic';
import { median, repeat } from './stats';
import { ms, type BenchRow, type BenchSuite } from './suite';

const run = promisify(execFile);
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

/** A Debian reference's time, or why there is none (the command is not installed). */
async function reference(runs: number, command: string, args: string[], parse?: (stdout: string) => number): Promise<string> {
  try {
    const times = await repeat(runs, async () => {
      const started = performance.now();
      const { stdout } = await run(command, args);
      return parse ? parse(stdout) : performance.now() - started;
    });
    return ms(median(times));
  } catch {
    return `${command} not installed`;
  }
}

const php = (code: string) => ['-r', `$t = hrtime(true); ${code}; echo (hrtime(true) - $t) / 1e6;`];

/**
 * Milliseconds per hash in Node of what the tool's worker runs (hash-wasm for bcrypt, Argon2 and scrypt; WebCrypto for
 * PBKDF2) beside bcryptjs, Node's own OpenSSL, and Debian's htpasswd and PHP where installed. htpasswd's time includes
 * starting the process (a few ms); PHP's is timed inside PHP.
 */
export const passwordHashingSuite: BenchSuite = {
  name: 'password-hashing',
  async run({ runs }) {
    const few = Math.min(runs, 3);
    const tool = async (params: HashParams, times = runs) => timed(times, () => derive(PASSWORD, SALT, params));
    const rows: BenchRow[] = [
      { metric: 'bcrypt cost 10: tool (hash-wasm)', value: ms(await tool(bcrypt(10))) },
      { metric: 'bcrypt cost 10: bcryptjs', value: ms(await timed(runs, () => bcryptjs.hashSync(PASSWORD, 10))) },
      {
        metric: 'bcrypt cost 10: PHP password_hash',
        value: await reference(runs, 'php', php(`password_hash("${PASSWORD}", PASSWORD_BCRYPT, ["cost" => 10])`), Number),
      },
      { metric: 'bcrypt cost 12: tool (hash-wasm)', value: ms(await tool(bcrypt(12), few)) },
      { metric: 'bcrypt cost 12: bcryptjs', value: ms(await timed(few, () => bcryptjs.hashSync(PASSWORD, 12))) },
      { metric: 'bcrypt cost 12: htpasswd -nbB -C 12 (with process start)', value: await reference(few, 'htpasswd', ['-nbB', '-C', '12', 'user', PASSWORD]) },
      {
        metric: 'bcrypt cost 12: PHP password_hash',
        value: await reference(few, 'php', php(`password_hash("${PASSWORD}", PASSWORD_BCRYPT, ["cost" => 12])`), Number),
      },
      { metric: 'Argon2id m=19456 KiB, t=2, p=1: tool (hash-wasm)', value: ms(await tool(ARGON2ID)) },
      {
        metric: 'Argon2id m=19456 KiB, t=2, p=1: PHP password_hash (libargon2)',
        value: await reference(
          runs,
          'php',
          php(`password_hash("${PASSWORD}", PASSWORD_ARGON2ID, ["memory_cost" => 19456, "time_cost" => 2, "threads" => 1])`),
          Number,
        ),
      },
      { metric: 'scrypt N=2^17, r=8, p=1: tool (hash-wasm)', value: ms(await tool(SCRYPT, few)) },
      {
        metric: 'scrypt N=2^17, r=8, p=1: Node crypto (OpenSSL)',
        value: ms(await timed(few, () => scryptSync(PASSWORD, SALT, 32, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 }))),
      },
      { metric: 'PBKDF2-SHA256 600,000 iterations: tool (WebCrypto)', value: ms(await tool(PBKDF2, few)) },
      {
        metric: 'PBKDF2-SHA256 600,000 iterations: Node crypto (OpenSSL)',
        value: ms(await timed(few, () => pbkdf2Sync(PASSWORD, SALT, 600_000, 32, 'sha256'))),
      },
    ];
    return { rows, data: rows };
  },
};
