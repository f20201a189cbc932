// Starts Debian's redis-server for integration tests, on a free loopback port, without persistence.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { freePort } from './free-port';

export interface TestRedis {
  port: number;
  url: string;
  /** Kills the server abruptly, as a crash or a network cut would look to the app. */
  kill: () => Promise<void>;
  /** Starts it again on the same port (empty: nothing is persisted). */
  restart: () => Promise<void>;
  /** Blocks the server for `ms` (DEBUG SLEEP): connections stay open and nothing is answered, as with a hung Redis. Resolves when it wakes. */
  sleep: (ms: number) => Promise<void>;
}

const START_TIMEOUT_MS = 10_000;

export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess = await launch(port);
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    async kill() {
      // A killed server has a signalCode and no exitCode.
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    },
    async restart() {
      child = await launch(port);
    },
    async sleep(ms) {
      const client = new Redis(`redis://127.0.0.1:${port}`);
      try {
        await client.call('DEBUG', 'SLEEP', String(ms / 1000));
      } finally {
        client.disconnect();
      }
    },
  };
}

async function launch(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--enable-debug-command', 'local'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const failed = once(child, 'error').then(([error]) => {
    throw new Error(`Could not start redis-server (install Debian's redis-server): ${String(error)}`);
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  const ready = (async () => {
    while (!output.includes('Ready to accept connections')) {
      if (child.exitCode !== null) throw new Error(`redis-server exited early:\n${output}`);
      if (Date.now() > deadline) throw new Error(`redis-server did not start in time:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  await Promise.race([ready, failed]);
  return child;
}
