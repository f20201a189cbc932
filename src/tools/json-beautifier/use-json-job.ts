import { useCallback } from 'react';
import { useRun } from '@/hooks/use-run';
import { runJsonJob, type JsonJob, type JsonJobResult } from './json-job.logic';

/** Above this many characters the job runs in a worker so the page stays responsive. */
const WORKER_THRESHOLD = 256 * 1024;

export interface JobOutcome {
  result: JsonJobResult;
  elapsedMs: number;
}

/**
 * JSON jobs on demand: inline when small, in a worker when large, a newer job stopping the one before;
 * only the latest job reports back (older ones resolve to null), and a failed one rejects with its message.
 */
export function useJsonJob() {
  const {
    run: submit,
    discard,
    busy,
  } = useRun<JsonJob, JsonJobResult>({
    compute: runJsonJob,
    createWorker: () => new Worker(new URL('./json-beautifier.worker.ts', import.meta.url), { type: 'module' }),
    isLarge: (job) => job.input.length >= WORKER_THRESHOLD,
    newer: 'cancels',
    failure: 'Could not process this JSON',
  });

  const run = useCallback(
    async (job: JsonJob): Promise<JobOutcome | null> => {
      const outcome = await submit(job);
      if (outcome && !outcome.ok) throw new Error(outcome.message);
      return outcome && { result: outcome.response, elapsedMs: outcome.elapsedMs };
    },
    [submit],
  );

  return { run, cancel: discard, busy };
}
