import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { ApiException } from '../errors';
import type { RateLimiter } from './token-bucket';

/**
 * The address the request came from. With no trusted proxy (the default) that is the socket's
 * peer, as @hono/node-server hands it over; X-Forwarded-For is ignored, since anyone can write
 * it. Behind `trustedHops` proxies (load balancers) that each append the address they saw, the
 * client is the entry that many places from the end: entries before it are the client's own claims.
 * Requests made in tests with app.request() have no socket and share one bucket.
 */
export function clientAddress(c: Context, trustedHops = 0): string {
  const bindings = c.env as { incoming?: IncomingMessage } | undefined;
  const peer = bindings?.incoming?.socket.remoteAddress ?? 'unknown';
  if (trustedHops === 0) return peer;
  const forwarded = (c.req.header('X-Forwarded-For') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return forwarded[forwarded.length - trustedHops] ?? peer;
}

/** Refuses with 429 (and Retry-After) once a client has used up its requests. */
export function rateLimit(limiter: RateLimiter, keyOf: (c: Context) => string = clientAddress): MiddlewareHandler {
  return async (c, next) => {
    const verdict = await limiter.take(keyOf(c));
    if (verdict.allowed) return next();
    const seconds = verdict.retryAfterSeconds;
    // The app's one onError answers it, adding Retry-After and no-store.
    throw new ApiException(429, { error: `Too many requests. Try again in ${seconds} s.`, code: 'rate_limited', retryAfterSeconds: seconds });
  };
}
