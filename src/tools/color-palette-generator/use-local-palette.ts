import { useCallback, useEffect, useRef } from 'react';
import { createWorkerRunner, type WorkerRunner } from '@/lib/worker-runner';
import type { LocalPaletteRequest, PaletteColour } from './local-palette.logic';

/** Runs the Local engine on a worker (the names list is big); aborting the signal cancels the run. */
export function useLocalPalette() {
  const runnerRef = useRef<WorkerRunner<LocalPaletteRequest, PaletteColour[]> | null>(null);

  useEffect(() => () => runnerRef.current?.dispose(), []);

  return useCallback((request: LocalPaletteRequest, signal: AbortSignal): Promise<PaletteColour[]> => {
    const runner = (runnerRef.current ??= createWorkerRunner<LocalPaletteRequest, PaletteColour[]>(
      () => new Worker(new URL('./local-palette.worker.ts', import.meta.url), { type: 'module' }),
      { action: 'Could not generate a palette' },
    ));
    signal.addEventListener('abort', () => runner.cancel(), { once: true });
    return runner.run(request);
  }, []);
}
