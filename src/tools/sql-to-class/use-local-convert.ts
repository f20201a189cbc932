import { useCallback } from 'react';
import { useWorker } from '@/hooks/use-worker';
import { CONVERT_FAILED, type ConvertOutcome, type ConvertRequest } from './sql-to-class.logic';

/** The Local engine in a worker: the parser and generators never block the page, and a newer run cancels the older. */
export function useLocalConvert() {
  const worker = useWorker<ConvertRequest, ConvertOutcome>(() => new Worker(new URL('./sql-to-class.worker.ts', import.meta.url), { type: 'module' }), {
    action: CONVERT_FAILED,
  });
  return useCallback((request: ConvertRequest, signal: AbortSignal) => worker.run(request, { signal }), [worker]);
}
