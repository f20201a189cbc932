import { useEffect, useMemo, useRef } from 'react';
import { createWorkerRunner, type WorkerRunner, type WorkerRunnerOptions } from '@/lib/worker-runner';

export interface WorkerRunOptions {
  /** Aborting it cancels the job (the worker is terminated; the promise rejects with WorkerCancelledError). */
  signal?: AbortSignal;
  /** Buffers of the request to hand over instead of copying. */
  transfer?: Transferable[];
}

export interface WorkerHandle<Request, Response> {
  /**
   * Runs one job on the tool's worker, made on first use. A newer run cancels the one before, so only
   * the latest answer arrives; every other ending is a JobFailure worded for the screen.
   */
  run: (request: Request, options?: WorkerRunOptions) => Promise<Response>;
  cancel: () => void;
}

/**
 * The one way a screen uses a worker: `useWorker(() => new Worker(new URL('./x.worker.ts',
 * import.meta.url), { type: 'module' }), { action: 'Could not ...' })`. The worker starts on the first
 * job and is terminated when the screen goes; jobs always end (see worker-runner.ts).
 */
export function useWorker<Request, Response>(createWorker: () => Worker, options: WorkerRunnerOptions): WorkerHandle<Request, Response> {
  const latest = useRef({ createWorker, options });
  useEffect(() => {
    latest.current = { createWorker, options };
  });
  const runner = useRef<WorkerRunner<Request, Response> | null>(null);
  useEffect(
    () => () => {
      runner.current?.dispose();
      runner.current = null;
    },
    [],
  );

  return useMemo<WorkerHandle<Request, Response>>(
    () => ({
      run: async (request, { signal, transfer } = {}) => {
        const active = (runner.current ??= createWorkerRunner<Request, Response>(() => latest.current.createWorker(), latest.current.options));
        const job = active.run(request, transfer);
        const cancel = () => active.cancel();
        if (signal?.aborted) cancel();
        signal?.addEventListener('abort', cancel, { once: true });
        try {
          return await job;
        } finally {
          signal?.removeEventListener('abort', cancel);
        }
      },
      cancel: () => runner.current?.cancel(),
    }),
    [],
  );
}
