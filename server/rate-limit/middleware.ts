import type { MiddlewareHandler } from 'hono';
import { forwardedClient, type ProxyTrust } from '../trusted-proxies';

/**
 * Says once, through `warn`, that a request came with X-Forwarded-For from a peer that is no trusted
 * proxy. Behind a proxy left out of TRUST_PROXY that means every visitor shares the proxy's one
 * budget; otherwise someone reached the instance without going through the proxy.
 */
export function untrustedForwardedForWarning(trust: ProxyTrust, warn: (message: string) => void): MiddlewareHandler {
  let warned = false;
  return async (c, next) => {
    if (!warned && c.req.header('X-Forwarded-For') !== undefined && forwardedClient(c, trust).proxies === 0) {
      warned = true;
      warn(
        'A request came with X-Forwarded-For from an address that is not a trusted proxy, so the header is ignored. Behind a proxy (a TLS terminator, a load balancer) list its addresses in TRUST_PROXY (TRUST_PROXY=loopback for one on this machine, or its network, e.g. 10.0.0.0/8), or every visitor shares one rate limit; if every request should come through that proxy, this one did not.',
      );
    }
    await next();
  };
}
