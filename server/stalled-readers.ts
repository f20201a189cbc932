import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** What dropStalledReaders reads the time from and checks with: tests pass a hand-driven one. */
export interface StallClock {
  now: () => number;
  /** Calls `check` every `everyMs` until the returned function is called. */
  repeat: (check: () => void, everyMs: number) => () => void;
}

const REAL_CLOCK: StallClock = {
  now: () => performance.now(),
  repeat: (check, everyMs) => {
    const timer = setInterval(check, everyMs);
    timer.unref();
    return () => clearInterval(timer);
  },
};

/** How often answering connections are checked: a tenth of the timeout, at most every second. */
export function stallCheckInterval(timeoutMs: number): number {
  return Math.min(1_000, Math.ceil(timeoutMs / 10));
}

interface Answering {
  requests: number;
  /** Where the answer's bytes stood (progressOf) at the last check that saw them move... */
  progress: number;
  /** ...and when that was. */
  since: number;
}

/**
 * Closes a connection whose answer has not moved for `timeoutMs`: a client that stops reading would
 * otherwise hold the socket, an open file and the buffered answer for as long as it likes. Progress
 * is measured every stallCheckInterval, so a stalled reader goes within timeoutMs plus one interval
 * of the last check that saw its answer move. (Node's socket timeout, used before, is re-armed each
 * time the answer queues another chunk, which let a stalled reader stay about twice as long.) A slow
 * but steady reader keeps its connection; a request with nothing waiting to be sent (an AI answer
 * not started, a body still arriving) is left to the AI deadline and the request limits, and idle
 * kept-alive connections to Node's keepAliveTimeout.
 */
export function dropStalledReaders(server: Server, timeoutMs: number, clock: StallClock = REAL_CLOCK): void {
  const answering = new Map<Socket, Answering>();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    const entry = answering.get(socket) ?? { requests: 0, progress: progressOf(socket), since: clock.now() };
    entry.requests += 1;
    answering.set(socket, entry);
    response.once('close', () => {
      entry.requests -= 1;
      if (entry.requests === 0) answering.delete(socket);
    });
  });
  const stop = clock.repeat(() => {
    const now = clock.now();
    for (const [socket, entry] of answering) {
      const progress = progressOf(socket);
      if (progress !== entry.progress || socket.writableLength === 0) {
        entry.progress = progress;
        entry.since = now;
      } else if (now - entry.since >= timeoutMs) socket.destroy();
    }
  }, stallCheckInterval(timeoutMs));
  server.once('close', stop);
}

/**
 * A number that moves whenever the kernel takes bytes of the answer: the bytes of finished writes
 * (Node's bytesWritten also counts those still queued, writableLength those queued or being written),
 * less what is left of the write under way. A single large write (a whole image answer) to a slow
 * reader drains for a long time before it finishes; libuv's writeQueueSize, which Node's own socket
 * timeout reads to see that, shrinks meanwhile. It is not in Node's typings, hence the cast.
 */
function progressOf(socket: Socket): number {
  const handle = (socket as Socket & { _handle?: { writeQueueSize?: number } | null })._handle;
  return socket.bytesWritten - socket.writableLength - (handle?.writeQueueSize ?? 0);
}
