export interface Deadline {
  /** Aborted when the parent aborts (the client went away), the time runs out, or abort() is called. */
  signal: AbortSignal;
  /** Starts the time limit again: a stream gets the full limit for each next piece. */
  restart: () => void;
  abort: (reason: unknown) => void;
  timedOut: () => boolean;
  dispose: () => void;
}

/** A time limit for one upstream call, linked to the request's own signal. */
export function startDeadline(parent: AbortSignal, timeoutMs: number): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onParentAbort = () => controller.abort(parent.reason);
  parent.addEventListener('abort', onParentAbort, { once: true });
  if (parent.aborted) onParentAbort();

  const restart = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new DOMException(`No answer within ${timeoutMs} ms`, 'TimeoutError'));
    }, timeoutMs);
  };
  restart();

  return {
    signal: controller.signal,
    restart,
    abort: (reason) => controller.abort(reason),
    timedOut: () => timedOut,
    dispose: () => {
      clearTimeout(timer);
      parent.removeEventListener('abort', onParentAbort);
    },
  };
}
