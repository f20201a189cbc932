import type { Context, MiddlewareHandler } from 'hono';
import { ApiException } from '../errors';
import type { RateLimiter } from './token-bucket';

/** Counts what is in flight per key, at most `max` each; a key back at zero is forgotten, so memory follows the load. */
export class InFlightLimit {
  private readonly counts = new Map<string, number>();

  constructor(readonly max: number) {}

  isFull(key = ''): boolean {
    return (this.counts.get(key) ?? 0) >= this.max;
  }

  tryEnter(key = ''): boolean {
    if (this.isFull(key)) return false;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    return true;
  }

  leave(key = ''): void {
    const left = (this.counts.get(key) ?? 1) - 1;
    if (left <= 0) this.counts.delete(key);
    else this.counts.set(key, left);
  }
}

/** A refused body (too large, invalid) still costs this much of the client's budget, so a flood of them runs out of it. */
export const REFUSED_REQUEST_COST = 1;

export interface AdmissionOptions {
  limiter: RateLimiter;
  /** The client's rate-limit key (see clientAddress and clientKey). */
  keyOf: (c: Context) => string;
  /** Requests of one client in flight at once (its bodies being read, its calls running). */
  perClient: InFlightLimit;
  /** Upstream calls in flight at once, all clients together. */
  upstream: InFlightLimit;
}

/** What admit() leaves on the context for the handler, and reads back once the response is complete. */
export interface AdmissionVariables {
  admission?: { key: string; cost: number; settled: 'called' | 'shed' | null; outcome: Promise<unknown> | null };
}

/** 503 for load: every upstream slot, or the instance's body budget (see admitBody), is taken. */
export const busy = (bodyUnread: boolean) =>
  new ApiException(503, { error: 'The server is busy. Try again in 1 s.', code: 'overloaded', retryAfterSeconds: 1 }, { bodyUnread });

/**
 * Decides before the body is read, so a client over its limit costs the server nothing but this: a
 * client with too many requests in flight, or without `cost` left in its budget, gets 429 at once
 * (the body unread, so `Connection: close`); with every upstream slot taken, 503. The cost is taken
 * here, atomically, so parallel requests cannot all pass the check before any of them is charged.
 * A request then refused for its body (413, 415, 400) gets back all but REFUSED_REQUEST_COST of it, one
 * shed for load (see admitBody, callUpstream) all of it.
 */
export function admit(cost: number, { limiter, keyOf, perClient, upstream }: AdmissionOptions): MiddlewareHandler<{ Variables: AdmissionVariables }> {
  return async (c, next) => {
    const key = keyOf(c);
    if (upstream.isFull()) throw busy(true);
    if (!perClient.tryEnter(key)) {
      const error = `Too many requests at once: at most ${perClient.max} at a time. Try again in 1 s.`;
      throw new ApiException(429, { error, code: 'rate_limited', retryAfterSeconds: 1 }, { bodyUnread: true });
    }
    let admission: NonNullable<AdmissionVariables['admission']> | undefined;
    try {
      const verdict = await limiter.take(key, cost);
      if (!verdict.allowed) {
        const seconds = verdict.retryAfterSeconds;
        throw new ApiException(
          429,
          { error: `Too many requests. Try again in ${seconds} s.`, code: 'rate_limited', retryAfterSeconds: seconds },
          { bodyUnread: true },
        );
      }
      admission = { key, cost, settled: null, outcome: null };
      c.set('admission', admission);
      await next();
    } finally {
      const refund = admission?.settled === 'called' ? 0 : admission?.settled === 'shed' ? cost : cost - REFUSED_REQUEST_COST;
      if (admission && refund > 0) await limiter.giveBack(key, refund);
      // A stream is still being written when next() returns: the client's slot is freed when it ends.
      const outcome = admission?.outcome ?? null;
      const leave = () => perClient.leave(key);
      if (outcome) void outcome.then(leave, leave);
      else leave();
    }
  };
}

/**
 * Runs an admitted request's upstream call in one of the global slots, or sheds it with 503 and
 * Retry-After when all are taken: load shedding rather than a queue without bound. The slot is freed
 * when the answer has been sent in full (`outcome`, for a stream when it ends).
 */
export async function callUpstream<Run extends { outcome: Promise<unknown> }>(
  c: Context<{ Variables: AdmissionVariables }>,
  upstream: InFlightLimit,
  call: () => Promise<Run>,
): Promise<Run> {
  const admission = c.get('admission');
  if (!admission) throw new Error('callUpstream() needs admit() before it');
  if (!upstream.tryEnter()) {
    admission.settled = 'shed';
    throw busy(false);
  }
  admission.settled = 'called';
  try {
    const run = await call();
    admission.outcome = run.outcome;
    const leave = () => upstream.leave();
    void run.outcome.then(leave, leave);
    return run;
  } catch (error) {
    upstream.leave();
    throw error;
  }
}
