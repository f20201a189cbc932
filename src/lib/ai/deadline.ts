/**
 * The browser's own bound on an AI call. The server gives up on the provider after its AI_TIMEOUT_MS
 * (reported by /api/health) and answers 504, so a call that outlives that plus a margin for the trip
 * has lost its way (a stalled proxy, a connection dropped without notice): the browser ends it.
 */

const SERVER_DEFAULT_TIMEOUT_MS = 60_000;
const TRIP_MARGIN_MS = 15_000;

let serverTimeoutMs = SERVER_DEFAULT_TIMEOUT_MS;

/** Called with /api/health's answer. */
export function rememberServerTimeout(ms: number): void {
  serverTimeoutMs = ms;
}

/** How long a call may wait for its answer, or a stream for its next piece. */
const aiDeadlineMs = (): number => serverTimeoutMs + TRIP_MARGIN_MS;

/** Marks an abort as the deadline's, not the visitor's. */
class DeadlineExceeded extends Error {
  constructor(readonly ms: number) {
    super(`no answer within ${Math.round(ms / 1000)} s`);
    this.name = 'DeadlineExceeded';
  }
}

/**
 * A signal that aborts when the caller's does or when the deadline passes; `restart()` gives a
 * stream's next piece the full time again.
 */
export function callDeadline(outer: AbortSignal | undefined, ms = aiDeadlineMs()) {
  const controller = new AbortController();
  const forward = () => controller.abort(outer?.reason);
  if (outer?.aborted) forward();
  else outer?.addEventListener('abort', forward, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const restart = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(new DeadlineExceeded(ms)), ms);
  };
  restart();
  return {
    signal: controller.signal,
    seconds: Math.round(ms / 1000),
    restart,
    /** True when the deadline, not the caller, ended the call. */
    expired: () => controller.signal.reason instanceof DeadlineExceeded,
    dispose: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forward);
    },
  };
}
