export interface Deadline {
  /** Aborted when the parent aborts (the client went away), a time limit runs out, or abort() is called. */
  signal: AbortSignal;
  /** Starts the time limit again: a stream gets the full limit for each next piece. The total limit runs on. */
  restart: () => void;
  abort: (reason: unknown) => void;
  /** The limit that ran out, in ms, or null while none has. */
  expiredLimitMs: () => number | null;
  dispose: () => void;
}

/**
 * Time limits for one upstream call, linked to the request's own signal: `timeoutMs` for each wait
 * (restarted by restart()), and `totalMs` for the whole call, which nothing restarts.
 */
export function startDeadline(parent: AbortSignal, timeoutMs: number, totalMs = Infinity): Deadline {
  const controller = new AbortController();
  let expired: number | null = null;
  const expire = (limitMs: number) => {
    if (controller.signal.aborted) return;
    expired = limitMs;
    controller.abort(new DOMException(`No answer within ${limitMs} ms`, 'TimeoutError'));
  };
  const onParentAbort = () => controller.abort(parent.reason);
  parent.addEventListener('abort', onParentAbort, { once: true });
  if (parent.aborted) onParentAbort();

  let timer: ReturnType<typeof setTimeout> | undefined;
  const restart = () => {
    clearTimeout(timer);
    timer = setTimeout(() => expire(timeoutMs), timeoutMs);
  };
  restart();
  const totalTimer = Number.isFinite(totalMs) ? setTimeout(() => expire(totalMs), totalMs) : undefined;

  return {
    signal: controller.signal,
    restart,
    abort: (reason) => controller.abort(reason),
    expiredLimitMs: () => expired,
    dispose: () => {
      clearTimeout(timer);
      clearTimeout(totalTimer);
      parent.removeEventListener('abort', onParentAbort);
    },
  };
}
