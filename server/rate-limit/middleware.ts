import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { forwardedAddress } from './client-address';

/**
 * The address the request came from. With no trusted proxy (the default) that is the socket's
 * peer, as @hono/node-server hands it over; X-Forwarded-For is ignored, since anyone can write
 * it. Behind `trustedHops` proxies (load balancers) that each append the address they saw, the
 * client is the entry that many places from the end: entries before it are the client's own claims.
 * That entry counts only as an IP address (a port is dropped); anything else leaves the peer.
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
  const entry = forwarded[forwarded.length - trustedHops];
  return (entry === undefined ? null : forwardedAddress(entry)) ?? peer;
}

/**
 * Says once, through `warn`, that a request came with X-Forwarded-For while no proxy is trusted:
 * behind a TLS proxy that means every visitor shares the proxy's one budget.
 */
export function untrustedForwardedForWarning(trustedHops: number, warn: (message: string) => void): MiddlewareHandler {
  let warned = trustedHops > 0;
  return async (c, next) => {
    if (!warned && c.req.header('X-Forwarded-For') !== undefined) {
      warned = true;
      warn(
        'A request came with X-Forwarded-For while TRUST_PROXY_HOPS is 0, so the header is ignored. Behind a proxy (a TLS terminator, a load balancer) set TRUST_PROXY_HOPS=1, or every visitor shares one rate limit.',
      );
    }
    await next();
  };
}
