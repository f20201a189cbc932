import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { median, repeat } from './stats';
import { ms, type BenchRow, type BenchSuite } from './suite';

const run = promisify(execFile);
const PASSWORD = 'correct horse battery staple';
const CHILD = fileURLToPath(new URL('./password-hashing-child.ts', import.meta.url));

/** What the child measures in Node, in ms per hash (see password-hashing-child.ts). */
interface Figures {
  toolBcrypt10: number;
  bcryptjs10: number;
  toolBcrypt12: number;
  bcryptjs12: number;
  toolArgon2id: number;
  toolScrypt: number;
  nodeScrypt: number;
  toolPbkdf2: number;
  nodePbkdf2: number;
}

async function measure(runs: number): Promise<Figures> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', CHILD, String(runs)], {
    env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.node.json' },
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(stdout) as Figures;
}

/** A Debian reference's median time, or why there is none (the command is not installed). */
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

/** PHP code timed inside PHP, so the interpreter's start is not counted. */
const php = (code: string) => ['-r', `$t = hrtime(true); ${code}; echo (hrtime(true) - $t) / 1e6;`];

/**
 * Milliseconds per hash in Node of what the tool's worker runs (hash-wasm for bcrypt, Argon2 and scrypt; WebCrypto for
 * PBKDF2), at the tool's defaults, beside bcryptjs, Node's own OpenSSL, and Debian's htpasswd and PHP where installed.
 * htpasswd's time includes starting the process (a few ms).
 */
export const passwordHashingSuite: BenchSuite = {
  name: 'password-hashing',
  async run({ runs }) {
    const few = Math.min(runs, 3);
    const node = await measure(runs);
    const rows: BenchRow[] = [
      { metric: 'bcrypt cost 10: tool (hash-wasm)', value: ms(node.toolBcrypt10) },
      { metric: 'bcrypt cost 10: bcryptjs', value: ms(node.bcryptjs10) },
      {
        metric: 'bcrypt cost 10: PHP password_hash',
        value: await reference(runs, 'php', php(`password_hash("${PASSWORD}", PASSWORD_BCRYPT, ["cost" => 10])`), Number),
      },
      { metric: 'bcrypt cost 12: tool (hash-wasm)', value: ms(node.toolBcrypt12) },
      { metric: 'bcrypt cost 12: bcryptjs', value: ms(node.bcryptjs12) },
      { metric: 'bcrypt cost 12: htpasswd -nbB -C 12 (with process start)', value: await reference(few, 'htpasswd', ['-nbB', '-C', '12', 'user', PASSWORD]) },
      {
        metric: 'bcrypt cost 12: PHP password_hash',
        value: await reference(few, 'php', php(`password_hash("${PASSWORD}", PASSWORD_BCRYPT, ["cost" => 12])`), Number),
      },
      { metric: 'Argon2id m=19456 KiB, t=2, p=1: tool (hash-wasm)', value: ms(node.toolArgon2id) },
      {
        metric: 'Argon2id m=19456 KiB, t=2, p=1: PHP password_hash (libargon2)',
        value: await reference(
          runs,
          'php',
          php(`password_hash("${PASSWORD}", PASSWORD_ARGON2ID, ["memory_cost" => 19456, "time_cost" => 2, "threads" => 1])`),
          Number,
        ),
      },
      { metric: 'scrypt N=2^17, r=8, p=1: tool (hash-wasm)', value: ms(node.toolScrypt) },
      { metric: 'scrypt N=2^17, r=8, p=1: Node crypto (OpenSSL)', value: ms(node.nodeScrypt) },
      { metric: 'PBKDF2-SHA256 600,000 iterations: tool (WebCrypto)', value: ms(node.toolPbkdf2) },
      { metric: 'PBKDF2-SHA256 600,000 iterations: Node crypto (OpenSSL)', value: ms(node.nodePbkdf2) },
    ];
    return { rows, data: node };
  },
};
