import { useEffect, useMemo, useRef } from 'react';
import type { ReportProgress } from '@/lib/worker-protocol';
import { createWorkerRunner, WorkerCancelledError, type WorkerRunner, type WorkerRunnerOptions } from '@/lib/worker-runner';

export interface WorkerRunOptions {
  /** Aborting it cancels the job (the worker is terminated; the promise rejects with WorkerCancelledError). */
  signal?: AbortSignal;
  /** Buffers of the request to hand over instead of copying. */
  transfer?: Transferable[];
  /** Hears the job's progress, as its worker tells it. */
  onProgress?: ReportProgress;
}

export interface WorkerOptions extends WorkerRunnerOptions {
  /**
   * Jobs wait for the one before instead of cancelling it: for one worker that several live jobs share
   * (each with its own latest-wins), so data the worker loads is loaded once. A waiting job whose
   * signal aborts ends when its turn comes, without running.
   */
  takeTurns?: boolean;
}

export interface WorkerHandle<Request, Response> {
  /**
   * Runs one job on the tool's worker, made on first use. A newer run cancels the one before (unless
   * the worker takes turns), so only the latest answer arrives; every other ending is a JobFailure worded for the screen.
   */
  run: (request: Request, options?: WorkerRunOptions) => Promise<Response>;
  /** Cancels the job running now. */
  cancel: () => void;
}

/**
 * The worker under useRun, which is how a screen runs its jobs (a policy's `createWorker`, shared with other jobs as its
 * returned `worker`). The worker starts on the first job and is terminated when the screen goes; jobs always end (see
 * worker-runner.ts).
 */
export function useWorker<Request, Response>(createWorker: () => Worker, options: WorkerOptions): WorkerHandle<Request, Response> {
  const latest = useRef({ createWorker, options });
  useEffect(() => {
    latest.current = { createWorker, options };
  });
  const runner = useRef<WorkerRunner<Request, Response> | null>(null);
  const mounted = useRef(true);
  /** The end of the last job in line, when the worker takes turns. */
  const turn = useRef<Promise<unknown>>(Promise.resolve());
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      runner.current?.dispose();
      runner.current = null;
    };
  }, []);

  return useMemo<WorkerHandle<Request, Response>>(() => {
    const start = async (request: Request, { signal, transfer, onProgress }: WorkerRunOptions) => {
      const active = (runner.current ??= createWorkerRunner<Request, Response>(() => latest.current.createWorker(), latest.current.options));
      const job = active.run(request, transfer, onProgress);
      const cancel = () => active.cancel();
      if (signal?.aborted) cancel();
      signal?.addEventListener('abort', cancel, { once: true });
      try {
        return await job;
      } finally {
        signal?.removeEventListener('abort', cancel);
      }
    };
    return {
      run: (request, runOptions = {}) => {
        if (!latest.current.options.takeTurns) return start(request, runOptions);
        const job = turn.current.then(() => {
          // Gone with the screen, or cancelled while waiting: ends without starting a worker.
          if (!mounted.current || runOptions.signal?.aborted) throw new WorkerCancelledError();
          return start(request, runOptions);
        });
        turn.current = job.catch(() => undefined);
        return job;
      },
      cancel: () => runner.current?.cancel(),
    };
  }, []);
}
