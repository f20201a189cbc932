// @vitest-environment node
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGemini } from '@test-support/fake-gemini';
import { textRequest } from '@test-support/gateway';
import { freePort } from '@test-support/free-port';
import { parseEnv } from './env';
import { type RunningServer, SERVER_TIMEOUTS, type StartOptions, startServer } from './start';

// The real limits, scaled down so the test takes a second or two.
const FAST_TIMEOUTS = { ...SERVER_TIMEOUTS, headersTimeout: 600, requestTimeout: 1200, keepAliveTimeout: 300, connectionsCheckingInterval: 100 };

let running: RunningServer | null = null;
afterEach(async () => {
  await running?.shutdown();
  running = null;
});

async function start(env: Record<string, string> = {}, options: StartOptions = {}): Promise<number> {
  const port = await freePort();
  running = startServer(parseEnv({ PORT: String(port), STATIC_DIR: '/nonexistent-static-dir', SHUTDOWN_GRACE_MS: '1000', ...env }), {
    log: () => {},
    timeouts: FAST_TIMEOUTS,
    ...options,
  });
  await running.listening;
  return port;
}

// A file bigger than what loopback's socket buffers can hold (up to some 10 MB here), so that a client
// that stops reading leaves the server with bytes it cannot send: the pdf.js worker (1.2 MB) over the internet.
const BIG_FILE_BYTES = 48 * 1024 * 1024;
let bigDir: string;

beforeAll(() => {
  bigDir = mkdtempSync(join(tmpdir(), 'devdeck-slow-reader-'));
  writeFileSync(join(bigDir, 'index.html'), '<!doctype html>');
  writeFileSync(join(bigDir, 'pdf.worker.min.mjs'), Buffer.alloc(BIG_FILE_BYTES, 0x61));
});

afterAll(() => rmSync(bigDir, { recursive: true, force: true }));

async function openConnections(): Promise<number> {
  return new Promise((resolve, reject) => running?.server.getConnections((error, count) => (error ? reject(error) : resolve(count))));
}

async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Resolves once the server's side of a connection has bytes waiting and none left for 20 checks in a row, 50 ms apart. */
async function stalled(serverSide: Socket, check: () => void): Promise<void> {
  const sent = () => serverSide.bytesWritten - serverSide.writableLength;
  let last = -1;
  for (let still = 0; still < 20;) {
    check();
    still = serverSide.writableLength > 0 && sent() === last ? still + 1 : 0;
    last = sent();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Resolves with what the server sent before it closed the connection. */
async function closedBy(socket: Socket): Promise<string> {
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  await once(socket, 'close');
  return received;
}

describe('slow clients', () => {
  it('drops a connection that sends its headers a byte at a time (slowloris)', async () => {
    const port = await start();
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    const closed = closedBy(socket);
    const request = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ' + 'a'.repeat(200);
    let index = 0;
    const drip = setInterval(() => {
      if (!socket.destroyed) socket.write(request[index++ % request.length] ?? 'a');
    }, 50);
    const received = await closed;
    clearInterval(drip);
    expect(received).toMatch(/^HTTP\/1\.1 408|^$/);
  });

  it('drops a connection that opens and says nothing', async () => {
    const port = await start();
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    expect(await closedBy(socket)).toMatch(/^HTTP\/1\.1 408|^$/);
  });

  it('closes an idle kept-alive connection after answering', async () => {
    const port = await start();
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    const closed = closedBy(socket);
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const received = await closed;
    // Answered, then closed by the server once idle (the test would time out otherwise).
    expect(received).toMatch(/^HTTP\/1\.1 200/);
  });

  it('drops a connection that stops reading its answer (write timeout)', { timeout: 30_000 }, async () => {
    const port = await start({ STATIC_DIR: bigDir, WRITE_TIMEOUT_MS: '1000' });
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    // A real socket that asks for the big file, then reads nothing more: its receive window closes.
    socket.write('GET /pdf.worker.min.mjs HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    socket.pause();
    // The server gives up the connection (its file and buffers with it) while the client still reads nothing.
    await until(async () => (await openConnections()) === 0);
    let received = 0;
    socket.on('data', (chunk: Buffer) => (received += chunk.length));
    socket.resume();
    await once(socket, 'close');
    expect(received).toBeGreaterThan(0);
    expect(received).toBeLessThan(BIG_FILE_BYTES);
  });

  it('drops a reader that stopped within WRITE_TIMEOUT_MS plus one check (a second), not twice WRITE_TIMEOUT_MS', { timeout: 30_000 }, async () => {
    // A clock the test moves by hand, with the real default of 30 s: each check() is one of the server's checks.
    let now = 0;
    let check = () => {};
    const stallClock = { now: () => now, repeat: (run: () => void) => ((check = run), () => {}) };
    const port = await start({ STATIC_DIR: bigDir, WRITE_TIMEOUT_MS: '30000' }, { stallClock });
    const answering = once(running?.server as Server, 'connection') as Promise<[Socket]>;
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write('GET /pdf.worker.min.mjs HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    socket.pause();
    const [serverSide] = await answering;
    // The answer fills the socket buffers, then stops moving: bytes wait to be sent, none leave for a while.
    await stalled(serverSide, check);

    now = 29_999;
    check();
    expect(serverSide.destroyed).toBe(false);
    now = 30_000 + 1_000;
    check();
    expect(serverSide.destroyed).toBe(true);
    socket.destroy();
  });

  it('lets a reader that keeps reading, however slowly, have the whole answer', { timeout: 30_000 }, async () => {
    const port = await start({ STATIC_DIR: bigDir, WRITE_TIMEOUT_MS: '1000' });
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write('GET /pdf.worker.min.mjs HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    let received = 0;
    // 4 MB every 300 ms: the server's writes stay blocked for most of each pause, but never for a whole second.
    socket.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received % (4 * 1024 * 1024) < chunk.length) {
        socket.pause();
        setTimeout(() => socket.resume(), 300);
      }
    });
    await once(socket, 'close');
    expect(received).toBeGreaterThan(BIG_FILE_BYTES);
  });

  it('does not cut an answer that is slow to start (the model still thinking)', { timeout: 30_000 }, async () => {
    const fake = await startFakeGemini({ key: 'FAKE-KEY-write-timeout' });
    try {
      // The model never answers: the AI deadline (1.5 s), not the write timeout (1 s), must end the call.
      const port = await start({ GEMINI_API_KEY: 'FAKE-KEY-write-timeout', GEMINI_BASE_URL: fake.url, WRITE_TIMEOUT_MS: '1000', AI_TIMEOUT_MS: '1500' });
      const res = await fetch(`http://127.0.0.1:${port}/api/ai/text-generate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(textRequest('[fake:slow] a haiku')),
      });
      expect(res.status).toBe(504);
    } finally {
      await fake.close();
    }
  });

  it('keeps serving others meanwhile', async () => {
    const port = await start();
    const slow = connect(port, '127.0.0.1');
    await once(slow, 'connect');
    slow.write('GET / HTTP/1.1\r\n');
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    slow.destroy();
  });
});

describe('shutdown', () => {
  it('answers a call still waiting for the provider when the grace is over with 503 in words, and logs it', { timeout: 30_000 }, async () => {
    const fake = await startFakeGemini({ key: 'FAKE-KEY-shutdown' });
    const logs: string[] = [];
    try {
      const port = await start({ GEMINI_API_KEY: 'FAKE-KEY-shutdown', GEMINI_BASE_URL: fake.url }, { log: (line) => logs.push(line) });
      // The model never answers, and the AI deadline (60 s) is far off: only the shutdown can end the call.
      const answer = fetch(`http://127.0.0.1:${port}/api/ai/text-generate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(textRequest('[fake:slow] a haiku')),
      });
      await until(async () => fake.requests.length === 1);
      const stopped = running?.shutdown();
      const res = await answer;
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        error: 'The server is shutting down and stopped this answer. Try again.',
        code: 'shutting_down',
        retryAfterSeconds: 1,
      });
      expect(await stopped).toBe('cut');
      expect(logs.map((line) => JSON.parse(line) as Record<string, unknown>)).toContainEqual(
        expect.objectContaining({ route: '/api/ai/text-generate', status: 503, outcome: 'shutting_down' }),
      );
    } finally {
      await fake.close();
    }
  });
});

describe('trusting proxies by count', () => {
  const warningsAt = async (env: Record<string, string>) => {
    const logs: string[] = [];
    await start(env, { log: (line) => logs.push(line) });
    await running?.shutdown();
    running = null;
    return logs.map((line) => (JSON.parse(line) as { event?: string }).event);
  };

  it('warns at start when the server takes connections from other machines', async () => {
    expect(await warningsAt({ HOST: '0.0.0.0', TRUST_PROXY_HOPS: '1' })).toEqual(['proxy-trusted-by-count']);
  });

  it('says nothing bound to loopback, or with the proxies named', async () => {
    expect(await warningsAt({ HOST: '127.0.0.1', TRUST_PROXY_HOPS: '1' })).toEqual([]);
    expect(await warningsAt({ HOST: '0.0.0.0', TRUST_PROXY: '10.0.0.0/8' })).toEqual([]);
    expect(await warningsAt({ HOST: '0.0.0.0' })).toEqual([]);
  });
});
