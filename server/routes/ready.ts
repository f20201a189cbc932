import { Hono } from 'hono';

/** One thing the instance needs to serve well: resolves to null when fine, else to what is wrong. */
export type ReadinessCheck = () => Promise<string | null>;

/**
 * GET /api/ready for load balancers: 200 when every check passes, 503 naming the first that
 * does not (shutting down, Redis unreachable...). /api/health stays the cheap liveness answer.
 */
export function readyRoute(checks: readonly ReadinessCheck[]): Hono {
  return new Hono().get('/', async (c) => {
    for (const check of checks) {
      const problem = await check();
      if (problem !== null) return c.json({ status: 'not_ready', reason: problem }, 503, { 'Cache-Control': 'no-store' });
    }
    return c.json({ status: 'ready' }, 200, { 'Cache-Control': 'no-store' });
  });
}
