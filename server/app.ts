import { resolve } from 'node:path';
import { Hono } from 'hono';
import type { ApiError } from '@contract/ai';
import type { AiProvider } from './ai/provider';
import { providerFromEnv } from './ai/providers';
import type { AiTask } from './ai/task';
import { aiTasks } from './ai/tasks';
import { type ServerEnv, secretsOf } from './env';
import { errorHandler } from './errors';
import { memoryTokenBucket, type RateLimiter } from './rate-limit/token-bucket';
import { requestId } from './request-id';
import { untrustedForwardedForWarning } from './rate-limit/middleware';
import { type LogSink, requestLog, warningLine } from './request-log';
import { aiRoute, availableTasks } from './routes/ai';
import { healthRoute } from './routes/health';
import { methodNotAllowed } from './routes/method-not-allowed';
import { type ReadinessCheck, readyRoute } from './routes/ready';
import { securityHeaders } from './security-headers';
import { serveSpa } from './static';
import { proxyTrust } from './trusted-proxies';

export interface AppOptions {
  env: ServerEnv;
  /** Folder of the built SPA; defaults to env.STATIC_DIR, relative to the working directory. */
  staticDir?: string;
  /** The AI provider; defaults to the one env configures. Tests pass their own, or null for none. */
  provider?: AiProvider | null;
  /** The AI tasks to serve; defaults to every task module. */
  tasks?: readonly AiTask[];
  /** Defaults to an in-memory token bucket of env.RATE_LIMIT_PER_MINUTE per client address. */
  rateLimiter?: RateLimiter;
  /** Where the per-request JSON lines and warnings go; defaults to stdout. */
  log?: LogSink;
  /** What GET /api/ready checks (shutting down, Redis...); none means always ready. */
  readinessChecks?: readonly ReadinessCheck[];
  /** True once the server is stopping: responses then ask the client to close the connection. */
  isStopping?: () => boolean;
  /** Aborted when the shutdown grace is over: AI calls still running end in words rather than a cut connection. */
  shutdown?: AbortSignal;
}

/** The whole server as a Hono app, without listening: server/main.ts serves it, tests call app.request(). */
export function createApp({
  env,
  staticDir,
  provider,
  tasks = aiTasks,
  rateLimiter,
  log = console.log,
  readinessChecks = [],
  isStopping = () => false,
  shutdown = new AbortController().signal,
}: AppOptions): Hono {
  const ai = provider === undefined ? providerFromEnv(env) : provider;
  const trust = proxyTrust(env);
  const app = new Hono();
  app.use(requestId);
  app.use(securityHeaders({ hstsMaxAge: env.HSTS_MAX_AGE, proxyTrust: trust }));
  app.use(untrustedForwardedForWarning(trust, (message) => log(warningLine('forwarded-for-ignored', message))));
  app.use(async (c, next) => {
    await next();
    // While draining, a kept-alive connection would otherwise hold the stopping server open.
    if (isStopping()) c.res.headers.set('Connection', 'close');
  });
  app.route('/api/ready', readyRoute(readinessChecks));
  app.route('/api/health', healthRoute({ provider: ai?.name ?? null, tasks: availableTasks(ai, tasks).map((task) => task.id), timeoutMs: env.AI_TIMEOUT_MS }));
  app.all('/api/ready', methodNotAllowed(['GET', 'HEAD']));
  app.all('/api/health', methodNotAllowed(['GET', 'HEAD']));
  app.use('/api/ai/*', requestLog(log));
  app.route(
    '/api/ai',
    aiRoute({
      provider: ai,
      tasks,
      timeoutMs: env.AI_TIMEOUT_MS,
      streamTimeoutMs: env.AI_STREAM_TIMEOUT_MS,
      limiter: rateLimiter ?? memoryTokenBucket({ perMinute: env.RATE_LIMIT_PER_MINUTE }),
      secrets: secretsOf(env),
      proxyTrust: trust,
      ipv6Prefix: env.RATE_LIMIT_IPV6_PREFIX,
      maxInFlightPerClient: env.AI_MAX_IN_FLIGHT_PER_CLIENT,
      maxConcurrentCalls: env.AI_MAX_CONCURRENT_CALLS,
      shutdown,
      maxBodyBytesInFlight: env.AI_MAX_BODY_BYTES_IN_FLIGHT,
    }),
  );
  // API responses are small JSON and go uncompressed; only the static files are precompressed.
  app.all('/api/*', (c) => c.json({ error: 'Not found', code: 'not_found' } satisfies ApiError, 404));
  app.get('*', serveSpa(resolve(process.cwd(), staticDir ?? env.STATIC_DIR)));
  app.onError(errorHandler(secretsOf(env)));
  return app;
}
