import type { Server } from 'node:http';

/** How long in-flight requests (streams included) may run on after a stop signal. */
export const SHUTDOWN_GRACE_MS = 10_000;
const SWEEP_MS = 100;

/**
 * Stops accepting connections at once, lets requests in flight finish for up to graceMs, then
 * cuts what is left (their abort signals fire, which ends their upstream AI calls too).
 * Connections that go idle meanwhile are closed as they finish, so keep-alive cannot hold it.
 */
export async function drain(server: Server, graceMs = SHUTDOWN_GRACE_MS): Promise<'drained' | 'cut'> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS);
  let timer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<'cut'>((resolve) => (timer = setTimeout(resolve, graceMs, 'cut')));
  try {
    const result = await Promise.race([closed.then(() => 'drained' as const), graceOver]);
    if (result === 'cut') {
      server.closeAllConnections();
      await closed;
    }
    return result;
  } finally {
    clearInterval(sweep);
    clearTimeout(timer);
  }
}
