// @vitest-environment node
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../e2e/fake-gemini/start-app';
import { parseEnv } from './env';
import { type RunningServer, SERVER_TIMEOUTS, startServer } from './start';

// The real limits, scaled down so the test takes a second or two.
const FAST_TIMEOUTS = { ...SERVER_TIMEOUTS, headersTimeout: 600, requestTimeout: 1200, keepAliveTimeout: 300, connectionsCheckingInterval: 100 };

let running: RunningServer | null = null;
afterEach(async () => {
  await running?.shutdown();
  running = null;
});

async function start(): Promise<number> {
  const port = await freePort();
  running = startServer(parseEnv({ PORT: String(port), STATIC_DIR: '/nonexistent-static-dir' }), { log: () => {}, timeouts: FAST_TIMEOUTS, graceMs: 1000 });
  await running.listening;
  return port;
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

  it('keeps serving others meanwhile', async () => {
    const port = await start();
    const slow = connect(port, '127.0.0.1');
    await once(slow, 'connect');
    slow.write('GET / HTTP/1.1\r\n');
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    slow.destroy();
  });
});
