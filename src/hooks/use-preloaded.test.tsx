import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadable } from '@/lib/preloadable';
import { usePreloaded } from './use-preloaded';

function controllableImport() {
  let resolve: (value: string) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const module = preloadable(
    () =>
      new Promise<string>((res, rej) => {
        resolve = res;
        reject = rej;
      }),
  );
  return { module, resolve: (value: string) => resolve(value), reject: (error: unknown) => reject(error) };
}

describe('usePreloaded', () => {
  it('is loading until the module arrives, then ready with it', async () => {
    const { module, resolve } = controllableImport();
    const { result } = renderHook(() => usePreloaded(module));
    expect(result.current).toEqual({ status: 'loading' });
    await act(async () => resolve('screen'));
    expect(result.current).toEqual({ status: 'ready', value: 'screen' });
  });

  it('is ready on the first render when the module was prefetched', async () => {
    const module = preloadable(async () => 'screen');
    await module.load();
    const { result } = renderHook(() => usePreloaded(module));
    expect(result.current).toEqual({ status: 'ready', value: 'screen' });
  });

  it('shows a module that arrived between the first render and its effect (a preload finishing), not loading for ever', async () => {
    let reads = 0;
    // Not here when the render reads it, here by the time the effect looks: what a preloaded deep link does.
    const module = { load: async () => 'screen', loaded: () => (reads++ === 0 ? undefined : 'screen') };
    const { result } = renderHook(() => usePreloaded(module));
    await act(async () => {});
    expect(result.current).toEqual({ status: 'ready', value: 'screen' });
  });

  it('reports a failed import, and starts over for another module', async () => {
    const failing = controllableImport();
    const other = controllableImport();
    const { result, rerender } = renderHook(({ module }) => usePreloaded(module), { initialProps: { module: failing.module } });
    const error = new TypeError('Failed to fetch dynamically imported module');
    await act(async () => failing.reject(error));
    expect(result.current).toEqual({ status: 'failed', error });
    rerender({ module: other.module });
    expect(result.current).toEqual({ status: 'loading' });
    await act(async () => other.resolve('other screen'));
    expect(result.current).toEqual({ status: 'ready', value: 'other screen' });
  });
});
