import { useCallback, useEffect, useRef } from 'react';
import { createWorkerRunner, type WorkerRunner } from '@/lib/worker-runner';
import type { ConvertOutcome, ConvertRequest } from './sql-to-class.logic';

/** The Local engine in a worker: the parser and generators never block the page, and a newer run cancels the older. */
export function useLocalConvert() {
  const runner = useRef<WorkerRunner<ConvertRequest, ConvertOutcome> | null>(null);
  useEffect(() => () => runner.current?.dispose(), []);
  return useCallback((request: ConvertRequest, signal: AbortSignal): Promise<ConvertOutcome> => {
    runner.current ??= createWorkerRunner<ConvertRequest, ConvertOutcome>(() => new Worker(new URL('./sql-to-class.worker.ts', import.meta.url), { type: 'module' }), {
      action: 'Could not convert this SQL',
    });
    const active = runner.current;
    signal.addEventListener('abort', () => active.cancel(), { once: true });
    return active.run(request);
  }, []);
}
