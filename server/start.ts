import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { ServerEnv } from './env';
import { redisRateLimiter, type SharedRateLimiter } from './rate-limit/redis-limiter';
import { memoryTokenBucket } from './rate-limit/token-bucket';
import { type LogSink, warningLine } from './request-log';
import type { ReadinessCheck } from './routes/ready';
import { drain } from './shutdown';
import { dropStalledReaders, type StallClock } from './stalled-readers';
import { isLoopbackAddress, proxyTrust } from './trusted-proxies';

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
  /** The rate limits' clock, milliseconds since 1970; by default Redis's own and this process's. */
  now?: () => number;
  /** The clock that dropStalledReaders checks connections by; tests drive their own. */
  stallClock?: StallClock;
}

export interface ShutdownOptions {
  /** How long /api/ready answers 503 while everything is still served, before draining starts; 0 drains at once. */
  readyDelayMs?: number;
}

export interface RunningServer {
  server: Server;
  /** Resolves once listening. */
  listening: Promise<void>;
  /**
   * Readiness turns 503 while requests are still served for readyDelayMs; then new connections are
   * refused, requests in flight finish (or, after SHUTDOWN_GRACE_MS, end in words, then are cut), and
   * Redis is closed.
   */
  shutdown: (options?: ShutdownOptions) => Promise<'drained' | 'cut'>;
}

export function startServer(env: ServerEnv, { log = console.log, timeouts = SERVER_TIMEOUTS, now, stallClock }: StartOptions = {}): RunningServer {
  let stopping = false;
  const graceOver = new AbortController();
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
  if (proxyTrust(env).byCountOnly && !isLoopbackHost(env.HOST)) log(warningLine('proxy-trusted-by-count', PROXY_TRUSTED_BY_COUNT));

  const app = createApp({
    env,
    log,
    rateLimiter: shared ?? memoryTokenBucket({ perMinute: env.RATE_LIMIT_PER_MINUTE, now }),
    readinessChecks: checks,
    isStopping: () => stopping,
    shutdown: graceOver.signal,
  });
  let listened: () => void = () => {};
  const listening = new Promise<void>((resolve) => (listened = resolve));
  // Only node:http is used (no http2 or TLS options), so this is an http.Server.
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST, serverOptions: timeouts }, () => listened()) as Server;
  dropStalledReaders(server, env.WRITE_TIMEOUT_MS, stallClock);

  let stopped: Promise<'drained' | 'cut'> | null = null;
  return {
    server,
    listening,
    shutdown({ readyDelayMs = 0 } = {}) {
      stopped ??= (async () => {
        stopping = true;
        // A balancer learns from /api/ready that the instance is going; until it has, what it sends is served.
        await sleep(readyDelayMs);
        const result = await drain(server, { graceMs: env.SHUTDOWN_GRACE_MS, onGraceOver: () => graceOver.abort() });
        await shared?.close();
        return result;
      })();
      return stopped;
    },
  };
}

const PROXY_TRUSTED_BY_COUNT =
  "TRUST_PROXY_HOPS believes X-Forwarded-For from any peer, and HOST lets peers other than this machine connect: a caller that reaches this instance without going through the load balancer can claim any address, and with it any number of rate-limit budgets. Set TRUST_PROXY to the balancer's addresses instead (e.g. TRUST_PROXY=10.0.0.0/8), or make the instance reachable only through the balancer.";

/** HOST binds this machine's loopback only: nobody else can connect. */
function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || isLoopbackAddress(host);
}
