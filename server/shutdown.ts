import type { Server } from 'node:http';

const SWEEP_MS = 100;
/** After the grace: time the answers ended in words (onGraceOver) get to reach their readers before the rest is cut. */
const FLUSH_MS = 1_000;

export interface DrainOptions {
  /** How long requests in flight (streams included) may run on. */
  graceMs: number;
  /** Called when the grace is over, before connections are closed: ends the answers still running in words. */
  onGraceOver?: () => void;
}

/**
 * Stops accepting connections, lets requests in flight finish for up to graceMs, then has what is
 * left ended in words (onGraceOver) and, a moment later, cuts the connections still open (their
 * abort signals fire, which ends their upstream AI calls too). Connections that go idle meanwhile are
 * closed as they finish, so keep-alive cannot hold it.
 */
export async function drain(server: Server, { graceMs, onGraceOver = () => {} }: DrainOptions): Promise<'drained' | 'cut'> {
  const closed = new Promise<'drained'>((resolve) => server.close(() => resolve('drained')));
  const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS);
  const timers: NodeJS.Timeout[] = [];
  const after = (ms: number) => new Promise<'cut'>((resolve) => timers.push(setTimeout(resolve, ms, 'cut')));
  try {
    const result = await Promise.race([closed, after(graceMs)]);
    if (result === 'cut') {
      onGraceOver();
      await Promise.race([closed, after(FLUSH_MS)]);
      server.closeAllConnections();
      await closed;
    }
    return result;
  } finally {
    clearInterval(sweep);
    timers.forEach(clearTimeout);
  }
}
