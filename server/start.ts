import type { Server } from 'node:http';
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
 * uplink); an idle kept-alive connection is closed after 5 s.
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
}

export interface RunningServer {
  server: Server;
  /** Resolves once listening. */
  listening: Promise<void>;
  /** Readiness turns 503, new connections are refused, requests in flight finish (or are cut after the grace), Redis is closed. */
  shutdown: () => Promise<'drained' | 'cut'>;
}

export function startServer(env: ServerEnv, { log = console.log, timeouts = SERVER_TIMEOUTS, graceMs = SHUTDOWN_GRACE_MS }: StartOptions = {}): RunningServer {
  let stopping = false;
  const shared: SharedRateLimiter | null = env.REDIS_URL
    ? redisRateLimiter({
        url: env.REDIS_URL,
        perMinute: env.RATE_LIMIT_PER_MINUTE,
        timeoutMs: env.REDIS_TIMEOUT_MS,
        report: (event, message) => log(warningLine(event, message)),
      })
    : null;
  const checks: ReadinessCheck[] = [async () => (stopping ? 'shutting down' : null)];
  if (shared) checks.push(() => shared.storeProblem());

  const app = createApp({
    env,
    log,
    rateLimiter: shared ?? memoryTokenBucket({ perMinute: env.RATE_LIMIT_PER_MINUTE }),
    readinessChecks: checks,
    isStopping: () => stopping,
  });
  let listened: () => void = () => {};
  const listening = new Promise<void>((resolve) => (listened = resolve));
  // Only node:http is used (no http2 or TLS options), so this is an http.Server.
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST, serverOptions: timeouts }, () => listened()) as Server;

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
