import type { Context } from 'hono';
import { ApiException } from '../errors';
import { type AdmissionVariables, busy } from './admission';
import type { BodyBudget, BodyCharge } from './body-budget';

/**
 * A task whose body may be larger than this is a large-body task: the tasks that carry a file (a PDF,
 * a logo: 5 to 14 MB). Every other task's body is 600 KB at most, so a client's requests in flight
 * hold at most one large body and a few small ones while they are read.
 */
export const LARGE_BODY_BYTES = 1024 * 1024;

/** One holder per key at a time, the others waiting in order; a key nobody holds is forgotten. */
export class Turns {
  private readonly waiting = new Map<string, (() => void)[]>();

  /** Resolves with the function that ends the turn once it is the caller's; rejects if `signal` aborts first. */
  take(key: string, signal: AbortSignal): Promise<() => void> {
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      this.passOn(key);
    };
    const queue = this.waiting.get(key);
    if (!queue) {
      this.waiting.set(key, []);
      return Promise.resolve(end);
    }
    return new Promise((resolve, reject) => {
      const begin = () => {
        signal.removeEventListener('abort', leave);
        resolve(end);
      };
      const leave = () => {
        queue.splice(queue.indexOf(begin), 1);
        reject(signal.reason);
      };
      if (signal.aborted) return reject(signal.reason);
      queue.push(begin);
      signal.addEventListener('abort', leave, { once: true });
    });
  }

  private passOn(key: string): void {
    const next = this.waiting.get(key)?.shift();
    if (next) next();
    else this.waiting.delete(key);
  }
}

export interface BodyAdmissionOptions {
  /** Request body bytes being read at once, all clients together. */
  budget: BodyBudget;
  /** Each client's turn to send a large body. */
  largeBodyTurns: Turns;
}

/** What reading an admitted body needs: its share of the budget, and `end` to give back that and the client's turn. */
export interface AdmittedBody {
  charge: BodyCharge;
  end: () => void;
}

/**
 * Admits a body to be read, after admit(): a large-body task's request first waits for its client's
 * turn (one large body read per client at a time; the next waits unread, so two logo mockups asked for
 * at once are read one after the other), then the body's Content-Length (`declared`; a body without
 * one is charged as it arrives) is charged to the instance's budget. When the budget cannot cover it:
 * 503 with Retry-After, unread, and the client's cost given back, as for a call shed for load.
 */
export async function admitBody(
  c: Context<{ Variables: AdmissionVariables }>,
  { maxBodyBytes, declared }: { maxBodyBytes: number; declared: number | null },
  { budget, largeBodyTurns }: BodyAdmissionOptions,
): Promise<AdmittedBody> {
  const admission = c.get('admission');
  if (!admission) throw new Error('admitBody() needs admit() before it');
  let endTurn = () => {};
  if (maxBodyBytes > LARGE_BODY_BYTES) {
    try {
      endTurn = await largeBodyTurns.take(admission.key, c.req.raw.signal);
    } catch {
      // Gone while waiting: nobody reads this answer.
      throw new ApiException(400, { error: 'The request was cancelled.', code: 'bad_request' }, { bodyUnread: true });
    }
  }
  const charge = budget.charge();
  const end = () => {
    charge.release();
    endTurn();
  };
  if (!charge.take(declared ?? 0)) {
    end();
    admission.settled = 'shed';
    throw busy(true);
  }
  return { charge, end };
}
