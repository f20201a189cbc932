import { useCallback, useEffect, useRef, useState } from 'react';
import { createWorkerRunner, WorkerCancelledError } from '@/lib/worker-runner';
import { runJsonJob, type JsonJob, type JsonJobResult } from './json-job.logic';

/** Above this many characters the job runs in a worker so the page stays responsive. */
export const WORKER_THRESHOLD = 256 * 1024;

export interface JobOutcome {
  result: JsonJobResult;
  elapsedMs: number;
}

/** Runs JSON jobs inline when small and in a worker when large; only the latest job reports back. */
export function useJsonJob() {
  const runnerRef = useRef<ReturnType<typeof createWorkerRunner<JsonJob, JsonJobResult>> | null>(null);
  const [busy, setBusy] = useState(false);
  const generation = useRef(0);

  useEffect(() => () => runnerRef.current?.dispose(), []);

  const run = useCallback(async (job: JsonJob): Promise<JobOutcome | null> => {
    const ticket = ++generation.current;
    const started = performance.now();
    if (job.input.length < WORKER_THRESHOLD) {
      runnerRef.current?.cancel();
      setBusy(false);
      return { result: runJsonJob(job), elapsedMs: performance.now() - started };
    }
    runnerRef.current ??= createWorkerRunner<JsonJob, JsonJobResult>(
      () => new Worker(new URL('./json-beautifier.worker.ts', import.meta.url), { type: 'module' }),
      { action: 'Could not process this JSON' },
    );
    setBusy(true);
    try {
      const result = await runnerRef.current.run(job);
      return ticket === generation.current ? { result, elapsedMs: performance.now() - started } : null;
    } catch (error) {
      if (error instanceof WorkerCancelledError) return null;
      throw error;
    } finally {
      if (ticket === generation.current) setBusy(false);
    }
  }, []);

  const cancel = useCallback(() => {
    generation.current += 1;
    runnerRef.current?.cancel();
    setBusy(false);
  }, []);

  return { run, cancel, busy };
}
