import { useCallback, useState } from 'react';
import { useRun } from '@/hooks/use-run';
import type { GeneratedData, GenerateRequest } from './random-data-generator.logic';

/**
 * Generates in a worker: faker loads there, off the main thread, and 10,000 rows never freeze the page.
 * A newer request stops the one before; only the latest reports back.
 */
export function useGenerator() {
  const [data, setData] = useState<GeneratedData | null>(null);
  /** The latest request, which may still be running; `data` is the latest finished one. */
  const [request, setRequest] = useState<GenerateRequest | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { submit, busy } = useRun<GenerateRequest, GeneratedData>({
    createWorker: () => new Worker(new URL('./random-data-generator.worker.ts', import.meta.url), { type: 'module' }),
    failure: 'Could not generate data',
    newer: 'cancels',
    onResult: setData,
    onError: setFailure,
  });

  const generate = useCallback(
    (next: GenerateRequest) => {
      setRequest(next);
      setFailure(null);
      submit(next);
    },
    [submit],
  );

  return { data, request, busy, failure, generate };
}
