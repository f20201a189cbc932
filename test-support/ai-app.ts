// Starts the real app (`node dist-server/main.js`, the server bundle, in a child process) with its
// Gemini provider pointed at a fake started alongside it, both on free ports of 127.0.0.1. Used by
// e2e fixtures, server tests and the bench.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { ensureServerBundle } from '../scripts/build-server.mjs';
import { type FakeGemini, startFakeGemini } from './fake-gemini';
import { freePort } from './free-port';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const START_TIMEOUT_MS = 30_000;

export interface AiApp {
  baseUrl: string;
  /** The server process, e.g. for the bench to read its CPU time. */
  pid: number | undefined;
  fake: FakeGemini;
  /** The server's output so far: its per-request JSON log lines among it. */
  output: () => string;
  stop: () => Promise<void>;
}

export interface AiAppOptions {
  /** Extra server settings, e.g. RATE_LIMIT_PER_MINUTE or AI_TIMEOUT_MS. */
  env?: Record<string, string>;
  staticDir?: string;
  key?: string;
}

export async function startAiApp({
  env = {},
  staticDir = process.env.E2E_STATIC_DIR ?? 'dist',
  key = 'FAKE-GEMINI-KEY-e2e',
}: AiAppOptions = {}): Promise<AiApp> {
  // Fresh after `npm run build` or the e2e runner's check; rebuilt here only if server/ changed since.
  const bundle = ensureServerBundle();
  const fake = await startFakeGemini({ key });
  const port = await freePort();
  // Only what the server needs: no AI settings leak in from the developer's own shell.
  const child = spawn(process.execPath, [bundle], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: staticDir,
      GEMINI_API_KEY: key,
      GEMINI_BASE_URL: fake.url,
      // Tests and benches send everything from 127.0.0.1: one client, as far as the limits can tell.
      RATE_LIMIT_PER_MINUTE: '100000',
      AI_MAX_IN_FLIGHT_PER_CLIENT: '1000',
      // No balancer to tell: stop() drains at once rather than stay up, not ready, for the delay.
      SHUTDOWN_READY_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString('utf8'));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const app: AiApp = { baseUrl: `http://127.0.0.1:${port}`, pid: child.pid, fake, output: () => output, stop: () => stop(child, fake) };
  try {
    await waitUntilListening(child, () => output);
  } catch (error) {
    await app.stop();
    throw error;
  }
  return app;
}

async function waitUntilListening(child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!output().includes('DevDeck listening')) {
    if (child.exitCode !== null) throw new Error(`The app exited early:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`The app did not start within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function stop(child: ChildProcess, fake: FakeGemini): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }
  await fake.close();
}
