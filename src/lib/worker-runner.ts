export class WorkerCancelledError extends Error {
  constructor() {
    super('Cancelled');
    this.name = 'WorkerCancelledError';
  }
}

export interface WorkerRunner<Request, Response> {
  /** Runs one request; a newer run or cancel() stops the one before (its promise rejects with WorkerCancelledError). */
  run: (request: Request) => Promise<Response>;
  cancel: () => void;
  dispose: () => void;
}

/**
 * Runs requests on a dedicated worker, one at a time. Cancelling terminates the worker,
 * so a runaway job (a huge document, a catastrophic regex) never blocks the next one.
 */
export function createWorkerRunner<Request, Response>(createWorker: () => Worker): WorkerRunner<Request, Response> {
  let worker: Worker | null = null;
  let pending: { reject: (error: Error) => void } | null = null;

  const stop = () => {
    worker?.terminate();
    worker = null;
  };

  const cancel = () => {
    if (!pending) return;
    const { reject } = pending;
    pending = null;
    stop();
    reject(new WorkerCancelledError());
  };

  const run = (request: Request) => {
    cancel();
    const active = (worker ??= createWorker());
    return new Promise<Response>((resolve, reject) => {
      pending = { reject };
      active.onmessage = (event: MessageEvent<Response>) => {
        pending = null;
        resolve(event.data);
      };
      active.onerror = (event) => {
        event.preventDefault();
        pending = null;
        stop();
        reject(new Error(event.message || 'The background task failed.'));
      };
      active.postMessage(request);
    });
  };

  return { run, cancel, dispose: () => { cancel(); stop(); } };
}
