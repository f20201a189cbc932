import { useCallback, useEffect, useRef, useState } from 'react';
import { createWorkerRunner, WorkerCancelledError, type WorkerRunner } from '@/lib/worker-runner';
import type { GeneratedData, GenerateRequest, GenerateResponse } from './random-data-generator.logic';

/**
 * Generates in a worker: faker loads there, off the main thread, and 10,000 rows never freeze the page.
 * Only the latest request reports back.
 */
export function useGenerator() {
  const runnerRef = useRef<WorkerRunner<GenerateRequest, GenerateResponse> | null>(null);
  const [data, setData] = useState<GeneratedData | null>(null);
  /** The latest request, which may still be running; `data` is the latest finished one. */
  const [request, setRequest] = useState<GenerateRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => () => runnerRef.current?.dispose(), []);

  const generate = useCallback(async (request: GenerateRequest) => {
    runnerRef.current ??= createWorkerRunner<GenerateRequest, GenerateResponse>(
      () => new Worker(new URL('./random-data-generator.worker.ts', import.meta.url), { type: 'module' }),
    );
    setRequest(request);
    setBusy(true);
    setFailure(null);
    try {
      const response = await runnerRef.current.run(request);
      if (response.ok) setData(response.data);
      else setFailure(response.message);
    } catch (error) {
      if (error instanceof WorkerCancelledError) return;
      setFailure(error instanceof Error ? error.message : 'Generation failed.');
    }
    setBusy(false);
  }, []);

  return { data, request, busy, failure, generate };
}
