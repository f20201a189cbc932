import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import type { ApiError } from '../../contract/ai';
import type { RateLimiter } from './token-bucket';

/**
 * The address the request came from, as @hono/node-server hands it over; requests made in
 * tests with app.request() have none and share one bucket. Forwarded-for headers are ignored:
 * anyone can write them.
 */
export function clientAddress(c: Context): string {
  const bindings = c.env as { incoming?: IncomingMessage } | undefined;
  return bindings?.incoming?.socket.remoteAddress ?? 'unknown';
}

/** Answers 429 with Retry-After once a client has used up its requests. */
export function rateLimit(limiter: RateLimiter, keyOf: (c: Context) => string = clientAddress): MiddlewareHandler {
  return async (c, next) => {
    const verdict = await limiter.take(keyOf(c));
    if (verdict.allowed) return next();
    const seconds = verdict.retryAfterSeconds;
    const body: ApiError = { error: `Too many requests. Try again in ${seconds} s.`, code: 'rate_limited', retryAfterSeconds: seconds };
    return c.json(body, 429, { 'Retry-After': String(seconds), 'Cache-Control': 'no-store' });
  };
}
