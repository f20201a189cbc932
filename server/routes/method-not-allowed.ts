import type { Handler } from 'hono';
import type { ApiFailure } from '../errors';

/**
 * For the other methods on a route that exists: 405 with the methods it takes in `Allow` (RFC 9110
 * §15.5.6), rather than the 404 of a path that does not exist. Registered after the route's own
 * handlers, which answer first for the methods they take (GET's also answers HEAD).
 */
export function methodNotAllowed(allowed: readonly string[]): Handler {
  const body = { error: `Method not allowed: use ${allowed.join(' or ')}.`, code: 'method_not_allowed' } satisfies ApiFailure;
  // Any body it came with is left unread: close rather than take it for the next request.
  const headers = { Allow: allowed.join(', '), 'Cache-Control': 'no-store', Connection: 'close' };
  return (c) => c.json(body, 405, headers);
}
