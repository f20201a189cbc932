import { useEffect, useReducer, useState } from 'react';
import type { Preloadable } from '@/lib/preloadable';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: unknown };

/**
 * The module when it is here (at once if it was prefetched), else 'loading' until it arrives. A plain
 * state rather than Suspense: React delays a Suspense reveal by up to 300 ms after showing its fallback.
 */
export function usePreloaded<T>(module: Preloadable<T>): Loaded<T> {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const [failure, setFailure] = useState<{ module: Preloadable<T>; error: unknown } | null>(null);
  const value = module.loaded();

  useEffect(() => {
    if (value !== undefined) return;
    let current = true;
    // Even when the code has arrived since this render (a preload finishing in between): only a new render shows it.
    module.load().then(
      () => current && arrived(),
      (error: unknown) => current && setFailure({ module, error }),
    );
    return () => {
      current = false;
    };
  }, [module, value]);

  if (value !== undefined) return { status: 'ready', value };
  if (failure?.module === module) return { status: 'failed', error: failure.error };
  return { status: 'loading' };
}
