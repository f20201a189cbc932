import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { ensureServerBundle } from '../scripts/build-server.mjs';
import { freePort } from '../test-support/free-port';

const HEALTH_TIMEOUT_MS = 30_000;
const STOP_GRACE_MS = 5_000;
const LOG_LINES_KEPT = 40;

export interface RunningServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

/** Starts the server bundle (`node dist-server/main.js`) on a free port serving dist/, and resolves once /api/health answers 200. */
export async function startServer(): Promise<RunningServer> {
  const bundle = ensureServerBundle();
  const port = await freePort();
  const child = spawn(process.execPath, [bundle], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: process.env.BENCH_STATIC_DIR ?? 'dist', SHUTDOWN_READY_DELAY_MS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = keepLog(child);
  const server = { baseUrl: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
  try {
    await waitForHealth(server.baseUrl, child);
  } catch (error) {
    await server.stop();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${reason}\nServer output:\n${log().join('\n') || '(none)'}`, { cause: error });
  }
  return server;
}

/** Keeps the last lines the server printed, to explain a failed start; reading also stops a full pipe from blocking it. */
function keepLog(child: ChildProcess): () => string[] {
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    lines.push(
      ...chunk
        .toString('utf8')
        .split('\n')
        .filter((line) => line.trim() !== ''),
    );
    lines.splice(0, Math.max(0, lines.length - LOG_LINES_KEPT));
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return () => lines;
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited early (code ${child.exitCode ?? child.signalCode}).`);
    }
    if (await isHealthy(baseUrl)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer ${baseUrl}/api/health with 200 within ${HEALTH_TIMEOUT_MS / 1000} s.`);
}

async function isHealthy(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** SIGTERM lets the server close cleanly; SIGKILL follows if it hangs. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
}
