// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthSchema } from '../contract/health';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const FAKE_KEY = 'FAKE-GEMINI-KEY-main-test';

let workDir: string;
let staticDir: string;

beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'devdeck-main-'));
  staticDir = join(workDir, 'dist');
  mkdirSync(staticDir);
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(workDir, 'secret.txt'), 'TOP-SECRET-OUTSIDE-STATIC');
});

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

interface Started {
  child: ChildProcess;
  output: () => string;
}

function startServer(env: Record<string, string>): Started {
  // Only what the server needs: no AI settings leak in from the developer's own shell.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function waitFor(condition: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Sends the path exactly as written: fetch() would normalise the dot segments away first. */
function rawGet(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

describe('server/main.ts', () => {
  it('serves over HTTP and stops cleanly on SIGTERM', { timeout: 30_000 }, async () => {
    const port = await freePort();
    const { child, output } = startServer({ PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: staticDir, GEMINI_API_KEY: FAKE_KEY });
    const exited = once(child, 'exit');
    try {
      await waitFor(() => output().includes('DevDeck listening'), 'the listening line');
      expect(output()).toContain(`DevDeck listening on http://127.0.0.1:${port}; AI provider: gemini`);

      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(res.status).toBe(200);
      expect(healthSchema.parse(await res.json()).ai).toEqual({ configured: true, provider: 'gemini', tasks: ['text-generate'] });

      for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/assets/../../secret.txt']) {
        const { status, body } = await rawGet(port, path);
        expect(status, path).not.toBe(500);
        expect(body, path).not.toContain('TOP-SECRET');
      }
    } finally {
      child.kill('SIGTERM');
    }
    const [code, signal] = (await exited) as [number | null, NodeJS.Signals | null];
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(output()).not.toContain(FAKE_KEY);
  });

  it('refuses to start with a bad setting and says which', { timeout: 30_000 }, async () => {
    const { child, output } = startServer({ PORT: 'abc', STATIC_DIR: staticDir });
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(1);
    expect(output()).toContain('Invalid environment: PORT: must be a whole number from 1 to 65535');
  });
});
