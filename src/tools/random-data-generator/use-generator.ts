import { useCallback, useEffect, useRef, useState } from 'react';
import { createWorkerRunner, WorkerCancelledError, type WorkerRunner } from '@/lib/worker-runner';
import { failureDetail } from '@/lib/job-failure';
import type { GeneratedData, GenerateRequest } from './random-data-generator.logic';

/**
 * Generates in a worker: faker loads there, off the main thread, and 10,000 rows never freeze the page.
 * Only the latest request reports back.
 */
export function useGenerator() {
  const runnerRef = useRef<WorkerRunner<GenerateRequest, GeneratedData> | null>(null);
  const [data, setData] = useState<GeneratedData | null>(null);
  /** The latest request, which may still be running; `data` is the latest finished one. */
  const [request, setRequest] = useState<GenerateRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => () => runnerRef.current?.dispose(), []);

  const generate = useCallback(async (request: GenerateRequest) => {
    runnerRef.current ??= createWorkerRunner<GenerateRequest, GeneratedData>(
      () => new Worker(new URL('./random-data-generator.worker.ts', import.meta.url), { type: 'module' }),
      { action: 'Could not generate data' },
    );
    setRequest(request);
    setBusy(true);
    setFailure(null);
    try {
      setData(await runnerRef.current.run(request));
    } catch (error) {
      if (error instanceof WorkerCancelledError) return;
      setFailure(failureDetail(error));
    }
    setBusy(false);
  }, []);

  return { data, request, busy, failure, generate };
}
