// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthSchema } from '@contract/health';
import { FAKE_CHUNKS, FAKE_TEXT, type FakeGemini, startFakeGemini } from '@test-support/fake-gemini';
import { freePort } from '@test-support/free-port';
import { ensureServerBundle } from '../scripts/build-server.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const FAKE_KEY = 'FAKE-GEMINI-KEY-main-test';

let workDir: string;
let staticDir: string;
let fake: FakeGemini;
let bundle: string;

beforeAll(async () => {
  // What runs is the bundle, dist-server/main.js: (re)built here when server/ is newer, as `npm start` does.
  bundle = ensureServerBundle();
  fake = await startFakeGemini({ key: FAKE_KEY });
  workDir = mkdtempSync(join(tmpdir(), 'devdeck-main-'));
  staticDir = join(workDir, 'dist');
  mkdirSync(staticDir);
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(workDir, 'secret.txt'), 'TOP-SECRET-OUTSIDE-STATIC');
});

afterAll(async () => {
  rmSync(workDir, { recursive: true, force: true });
  await fake.close();
});

interface Started {
  child: ChildProcess;
  output: () => string;
}

/** Runs `node <args>` in the repository, as `node dist-server/main.js` by default; `as` runs it as another user (root only). */
function startServer(env: Record<string, string>, args: string[] = [bundle], as: { uid?: number; gid?: number } = {}): Started {
  // Only what the server needs: no AI settings leak in from the developer's own shell.
  const child = spawn(process.execPath, args, {
    ...as,
    cwd: repoRoot,
    // No ready delay unless a test asks for one: SIGTERM then drains at once, as it did before the delay.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', SHUTDOWN_READY_DELAY_MS: '0', ...env },
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

/** Pids whose parent is pid, from /proc. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // "pid (comm) state ppid ...": comm may hold spaces or parentheses, so read after the last ')'.
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string; dependencies: Record<string, string> };
const packageVersion = packageJson.version;

describe('the server bundle (server/main.ts built into dist-server/main.js)', () => {
  it('holds all of server/ and contract/ and imports only Node built-ins and packages in dependencies', () => {
    const code = readFileSync(bundle, 'utf8');
    const imported = [...code.matchAll(/^\s*(?:import|export)\b[^'";]*?(?:from\s*)?["']([^"']+)["']/gm)].map((match) => match[1] as string);
    expect(imported.length).toBeGreaterThan(0);
    // A relative import would be a file the bundle needs beside it; a devDependency is absent from a production install.
    const packageOf = (specifier: string) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/');
    const outside = imported.filter((specifier) => !specifier.startsWith('node:') && !(packageOf(specifier) in packageJson.dependencies));
    expect(outside).toEqual([]);
  });

  it('serves over HTTP and stops cleanly on SIGTERM', { timeout: 30_000 }, async () => {
    const port = await freePort();
    const { child, output } = startServer({ PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: staticDir, GEMINI_API_KEY: FAKE_KEY });
    const exited = once(child, 'exit');
    try {
      await waitFor(() => output().includes('DevDeck listening'), 'the listening line');
      expect(output()).toContain(`DevDeck listening on http://127.0.0.1:${port}; AI provider: gemini`);

      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(res.status).toBe(200);
      const health = healthSchema.parse(await res.json());
      expect(health.ai).toMatchObject({ configured: true, provider: 'gemini', tasks: expect.arrayContaining(['text-generate']) });
      // Built in at build time: the bundle does not look for package.json.
      expect(health.version).toBe(packageVersion);

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

  it('answers a file it may not read (EACCES) with 404, not 500', { timeout: 30_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'devdeck-eacces-'));
    chmodSync(dir, 0o755);
    writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dir, 'locked.js'), 'LOCKED-CONTENT');
    chmodSync(join(dir, 'locked.js'), 0o000);
    mkdirSync(join(dir, 'locked-dir'));
    writeFileSync(join(dir, 'locked-dir', 'inner.js'), 'LOCKED-CONTENT');
    chmodSync(join(dir, 'locked-dir'), 0o000);
    const port = await freePort();
    // Permissions do not bind root, so as root the server runs as nobody, as a hardened deployment would.
    const unprivileged = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    const { child, output } = startServer({ PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: dir }, [bundle], unprivileged);
    const exited = once(child, 'exit');
    try {
      await waitFor(() => output().includes('DevDeck listening'), 'the listening line');
      for (const path of ['/locked.js', '/locked-dir/inner.js']) {
        const { status, body } = await rawGet(port, path);
        expect(status, path).toBe(404);
        expect(body, path).not.toContain('LOCKED-CONTENT');
      }
      expect((await rawGet(port, '/')).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    }
    expect(output()).not.toContain('EACCES');
  });

  it.each([
    ['GEMINI_BASE_URL', { GEMINI_API_KEY: FAKE_KEY, GEMINI_BASE_URL: 'http://gemini.example.test' }],
    ['OPENAI_BASE_URL', { OPENAI_BASE_URL: 'http://10.0.0.5:11434/v1', OPENAI_MODEL: 'llama3' }],
  ])('refuses to send the key or the inputs over plain http to another machine (%s)', { timeout: 30_000 }, async (name, env) => {
    const { child, output } = startServer({ PORT: String(await freePort()), STATIC_DIR: staticDir, ...env });
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(1);
    expect(output()).toContain(`Invalid environment: ${name}: must be an https:// URL`);
    expect(output()).not.toContain('DevDeck listening');
  });
});

describe('npm start (scripts/start.mjs)', () => {
  it('runs the bundle in its own process, with no server child, and stops cleanly on SIGTERM', { timeout: 30_000 }, async () => {
    const port = await freePort();
    // A STATIC_DIR of its own: start.mjs leaves it alone and only checks the server bundle (built in beforeAll).
    const { child, output } = startServer({ PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: staticDir }, ['scripts/start.mjs']);
    const exited = once(child, 'exit');
    try {
      await waitFor(() => output().includes('DevDeck listening'), 'the listening line');
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      expect(childrenOf(child.pid as number)).toEqual([]);
    } finally {
      child.kill('SIGTERM');
    }
    const [code, signal] = (await exited) as [number | null, NodeJS.Signals | null];
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(output()).toContain('DevDeck stopped');
  });
});

/** The resident memory of a process in MB, from /proc. */
function residentMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error('no VmRSS');
  return Number(match[1]) / 1024;
}

/**
 * Sends a 100 MB body (declared up front, or chunked) as fast as the server takes it. Reports the
 * answer, if one arrived, how the connection ended, and how much the server let through.
 */
function postHugeBody(port: number, declareLength: boolean): Promise<{ status: number | null; code: string | null; sentMb: number }> {
  const total = 100 * 1024 * 1024;
  const chunk = Buffer.alloc(64 * 1024, 'a');
  return new Promise((resolve) => {
    let sent = 0;
    let status: number | null = null;
    let code: string | null = null;
    const headers: Record<string, string | number> = { 'Content-Type': 'application/json' };
    if (declareLength) headers['Content-Length'] = total;
    const req = request({ host: '127.0.0.1', port, path: '/api/ai/text-generate', method: 'POST', headers }, (res) => {
      status = res.statusCode ?? null;
      res.resume();
      res.on('end', () => req.destroy());
    });
    req.on('error', (error: NodeJS.ErrnoException) => (code = error.code ?? 'error'));
    req.on('close', () => resolve({ status, code, sentMb: sent / 1024 / 1024 }));
    const pump = () => {
      while (sent < total && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!req.destroyed) req.end();
    };
    pump();
  });
}

describe('running as one instance of a fleet', () => {
  it(
    'on SIGTERM reports not ready while still serving for SHUTDOWN_READY_DELAY_MS, then drains; a stream still running at the end ends in words, and is logged',
    { timeout: 60_000 },
    async () => {
      const port = await freePort();
      const { child, output } = startServer({
        PORT: String(port),
        HOST: '127.0.0.1',
        STATIC_DIR: staticDir,
        GEMINI_API_KEY: FAKE_KEY,
        GEMINI_BASE_URL: fake.url,
        SHUTDOWN_READY_DELAY_MS: '5000',
        SHUTDOWN_GRACE_MS: '1000',
      });
      const exited = once(child, 'exit');
      await waitFor(() => output().includes('DevDeck listening'), 'the listening line');

      // [fake:stall] streams one piece, then goes quiet: the stream runs until something ends it.
      const res = await fetch(`http://127.0.0.1:${port}/api/ai/text-generate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ prompt: 'x [fake:stall]', length: { unit: 'words', count: 5 }, format: 'plain' }),
      });
      expect(res.status).toBe(200);
      const streamed = res.text();

      child.kill('SIGTERM');
      await waitFor(() => output().includes('DevDeck stopping (SIGTERM)'), 'the stopping line');
      // The balancer's health check, on a new connection: not ready, while other requests are still served.
      const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'not_ready', reason: 'shutting down' });
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

      const events = (await streamed)
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(events[0]).toEqual({ type: 'text', text: FAKE_CHUNKS[0] });
      expect(events.at(-1)).toEqual({
        type: 'error',
        error: 'The server is shutting down and stopped this answer. Try again.',
        code: 'shutting_down',
        retryAfterSeconds: 1,
      });

      const [code, signal] = (await exited) as [number | null, NodeJS.Signals | null];
      expect({ code, signal }).toEqual({ code: 0, signal: null });
      const logged = output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(logged).toContainEqual(expect.objectContaining({ route: '/api/ai/text-generate', status: 200, outcome: 'shutting_down' }));
      expect(output()).toContain('DevDeck stopped: requests still running after the grace period were ended');
    },
  );

  it('on SIGTERM with no ready delay refuses new connections, lets a streaming answer in flight finish, and exits 0', { timeout: 30_000 }, async () => {
    const port = await freePort();
    const { child, output } = startServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: staticDir,
      GEMINI_API_KEY: FAKE_KEY,
      GEMINI_BASE_URL: fake.url,
    });
    const exited = once(child, 'exit');
    await waitFor(() => output().includes('DevDeck listening'), 'the listening line');

    // [fake:drip] streams the answer one character every 40 ms: about three seconds in all.
    const res = await fetch(`http://127.0.0.1:${port}/api/ai/text-generate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ prompt: 'x [fake:drip]', length: { unit: 'words', count: 5 }, format: 'plain' }),
    });
    expect(res.status).toBe(200);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let streamed = decoder.decode((await reader.read()).value, { stream: true });

    child.kill('SIGTERM');
    await waitFor(() => output().includes('DevDeck stopping (SIGTERM)'), 'the stopping line');
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();

    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      streamed += decoder.decode(value, { stream: true });
    }
    const events = streamed
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string; text?: string });
    expect(events.at(-1)).toEqual({ type: 'done' });
    expect(events.map((event) => event.text ?? '').join('')).toBe(FAKE_TEXT);

    const [code, signal] = (await exited) as [number | null, NodeJS.Signals | null];
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(output()).toContain('DevDeck stopped');
  });

  it('refuses a 100 MB body with 413 without reading it, its memory staying flat', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const { child, output } = startServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: staticDir,
      GEMINI_API_KEY: FAKE_KEY,
      GEMINI_BASE_URL: fake.url,
    });
    const exited = once(child, 'exit');
    try {
      await waitFor(() => output().includes('DevDeck listening'), 'the listening line');
      const before = residentMb(child.pid as number);
      // Declared too big: answered 413 before the body is read.
      const declared = await postHugeBody(port, true);
      expect(declared.status).toBe(413);
      expect(declared.sentMb).toBeLessThan(50);
      // Chunked: read up to the limit, then 413 and the connection closed; a client still
      // writing as fast as it can may see the close (EPIPE) before it reads the answer.
      const chunked = await postHugeBody(port, false);
      expect(chunked.status === 413 || chunked.code === 'EPIPE' || chunked.code === 'ECONNRESET', JSON.stringify(chunked)).toBe(true);
      expect(chunked.sentMb).toBeLessThan(50);
      // Reading either body would have cost at least 100 MB.
      expect(residentMb(child.pid as number) - before).toBeLessThan(50);
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
    expect(((await exited) as [number | null])[0]).toBe(0);
  });
});
