import { useCallback, useState } from 'react';
import { useLatestWins } from '@/hooks/use-latest-wins';
import { useWorker } from '@/hooks/use-worker';
import { WorkerCancelledError } from '@/lib/worker-runner';
import { runJsonJob, type JsonJob, type JsonJobResult } from './json-job.logic';

/** Above this many characters the job runs in a worker so the page stays responsive. */
const WORKER_THRESHOLD = 256 * 1024;

export interface JobOutcome {
  result: JsonJobResult;
  elapsedMs: number;
}

export const JSON_JOB_ACTION = 'Could not process this JSON';

/** Runs JSON jobs inline when small and in a worker when large; only the latest job reports back (older ones resolve to null). */
export function useJsonJob() {
  const worker = useWorker<JsonJob, JsonJobResult>(() => new Worker(new URL('./json-beautifier.worker.ts', import.meta.url), { type: 'module' }), {
    action: JSON_JOB_ACTION,
  });
  const [busy, setBusy] = useState(false);
  const latest = useLatestWins();

  const run = useCallback(
    async (job: JsonJob): Promise<JobOutcome | null> => {
      const ticket = latest.begin();
      const started = performance.now();
      if (job.input.length < WORKER_THRESHOLD) {
        setBusy(false);
        const result = await runJsonJob(job);
        return ticket.isLatest() ? { result, elapsedMs: performance.now() - started } : null;
      }
      setBusy(true);
      try {
        const result = await worker.run(job, { signal: ticket.signal });
        return ticket.isLatest() ? { result, elapsedMs: performance.now() - started } : null;
      } catch (error) {
        if (error instanceof WorkerCancelledError) return null;
        throw error;
      } finally {
        if (ticket.isLatest()) setBusy(false);
      }
    },
    [latest, worker],
  );

  const cancel = useCallback(() => {
    latest.cancel();
    setBusy(false);
  }, [latest]);

  return { run, cancel, busy };
}
