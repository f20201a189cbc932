import { useCallback, useState } from 'react';
import { useWorker } from '@/hooks/use-worker';
import { failureMessage } from '@/lib/job-failure';
import { WorkerCancelledError } from '@/lib/worker-runner';
import type { GeneratedData, GenerateRequest } from './random-data-generator.logic';

const GENERATE_ACTION = 'Could not generate data';

/**
 * Generates in a worker: faker loads there, off the main thread, and 10,000 rows never freeze the page.
 * Only the latest request reports back.
 */
export function useGenerator() {
  const worker = useWorker<GenerateRequest, GeneratedData>(
    () => new Worker(new URL('./random-data-generator.worker.ts', import.meta.url), { type: 'module' }),
    { action: GENERATE_ACTION },
  );
  const [data, setData] = useState<GeneratedData | null>(null);
  /** The latest request, which may still be running; `data` is the latest finished one. */
  const [request, setRequest] = useState<GenerateRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const generate = useCallback(
    async (next: GenerateRequest) => {
      setRequest(next);
      setBusy(true);
      setFailure(null);
      try {
        setData(await worker.run(next));
      } catch (error) {
        if (error instanceof WorkerCancelledError) return;
        setFailure(failureMessage(GENERATE_ACTION, error));
      }
      setBusy(false);
    },
    [worker],
  );

  return { data, request, busy, failure, generate };
}
