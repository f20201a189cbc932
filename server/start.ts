import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { ServerEnv } from './env';
import { redisRateLimiter, type SharedRateLimiter } from './rate-limit/redis-limiter';
import { memoryTokenBucket } from './rate-limit/token-bucket';
import { type LogSink, warningLine } from './request-log';
import type { ReadinessCheck } from './routes/ready';
import { drain, SHUTDOWN_GRACE_MS } from './shutdown';

/**
 * Limits for slow clients: a connection that takes over 10 s to send its headers (slowloris) is
 * dropped, checked every second; a whole request body gets two minutes (a 10 MB PDF on a slow
 * uplink); an idle kept-alive connection is closed after 5 s. A client that stops reading its
 * answer is dropped after WRITE_TIMEOUT_MS (see dropStalledReaders).
 */
export const SERVER_TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 120_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
};

export interface StartOptions {
  log?: LogSink;
  timeouts?: typeof SERVER_TIMEOUTS;
  graceMs?: number;
  /** The rate limits' clock, milliseconds since 1970; by default Redis's own and this process's. */
  now?: () => number;
}

export interface RunningServer {
  server: Server;
  /** Resolves once listening. */
  listening: Promise<void>;
  /** Readiness turns 503, new connections are refused, requests in flight finish (or are cut after the grace), Redis is closed. */
  shutdown: () => Promise<'drained' | 'cut'>;
}

export function startServer(
  env: ServerEnv,
  { log = console.log, timeouts = SERVER_TIMEOUTS, graceMs = SHUTDOWN_GRACE_MS, now }: StartOptions = {},
): RunningServer {
  let stopping = false;
  const shared: SharedRateLimiter | null = env.REDIS_URL
    ? redisRateLimiter({
        url: env.REDIS_URL,
        perMinute: env.RATE_LIMIT_PER_MINUTE,
        timeoutMs: env.REDIS_TIMEOUT_MS,
        now,
        report: (event, message) => log(warningLine(event, message)),
      })
    : null;
  const checks: ReadinessCheck[] = [async () => (stopping ? 'shutting down' : null)];
  if (shared) checks.push(() => shared.storeProblem());

  const app = createApp({
    env,
    log,
    rateLimiter: shared ?? memoryTokenBucket({ perMinute: env.RATE_LIMIT_PER_MINUTE, now }),
    readinessChecks: checks,
    isStopping: () => stopping,
  });
  let listened: () => void = () => {};
  const listening = new Promise<void>((resolve) => (listened = resolve));
  // Only node:http is used (no http2 or TLS options), so this is an http.Server.
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST, serverOptions: timeouts }, () => listened()) as Server;
  dropStalledReaders(server, env.WRITE_TIMEOUT_MS);

  let stopped: Promise<'drained' | 'cut'> | null = null;
  return {
    server,
    listening,
    shutdown() {
      stopped ??= (async () => {
        stopping = true;
        const result = await drain(server, graceMs);
        await shared?.close();
        return result;
      })();
      return stopped;
    },
  };
}

/**
 * Closes a connection whose answer has not moved for `timeoutMs`: a client that stops reading, or
 * reads a byte a second, would otherwise hold the socket, an open file and the buffered answer for
 * as long as it likes. Node holds a socket's timeout back while its pending write keeps draining,
 * so a slow but steady reader is not cut; and a request whose answer has nothing waiting to be sent
 * yet (an AI answer not started, a body still arriving) is left to the AI deadline and the request
 * limits. Node's keep-alive limit fires the same timeout: an idle connection is closed, as before.
 */
export function dropStalledReaders(server: Server, timeoutMs: number): void {
  const answering = new WeakMap<Socket, number>();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    answering.set(socket, (answering.get(socket) ?? 0) + 1);
    response.once('close', () => answering.set(socket, (answering.get(socket) ?? 1) - 1));
  });
  server.setTimeout(timeoutMs, (socket: Socket) => {
    const idle = (answering.get(socket) ?? 0) === 0;
    if (idle || socket.writableLength > 0) socket.destroy();
  });
}
