// @vitest-environment node
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGemini } from '@test-support/fake-gemini';
import { textRequest } from '@test-support/gateway';
import { freePort } from '@test-support/free-port';
import { parseEnv } from './env';
import { type RunningServer, SERVER_TIMEOUTS, startServer } from './start';

// The real limits, scaled down so the test takes a second or two.
const FAST_TIMEOUTS = { ...SERVER_TIMEOUTS, headersTimeout: 600, requestTimeout: 1200, keepAliveTimeout: 300, connectionsCheckingInterval: 100 };

let running: RunningServer | null = null;
afterEach(async () => {
  await running?.shutdown();
  running = null;
});

async function start(env: Record<string, string> = {}): Promise<number> {
  const port = await freePort();
  running = startServer(parseEnv({ PORT: String(port), STATIC_DIR: '/nonexistent-static-dir', ...env }), {
    log: () => {},
    timeouts: FAST_TIMEOUTS,
    graceMs: 1000,
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
