import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AiRequestError } from '@/lib/ai/ai-error';
import { useAiTask } from './use-ai-task';

/** A job the test finishes by hand, recording the signal it was given. */
function controllableJob() {
  let resolve: (value: string) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  let signal: AbortSignal | undefined;
  let showPartial: (value: string) => void = () => {};
  const job = (context: { signal: AbortSignal; showPartial: (value: string) => void }) => {
    signal = context.signal;
    showPartial = context.showPartial;
    return new Promise<string>((res, rej) => {
      resolve = res;
      reject = rej;
    });
  };
  return {
    job,
    resolve: (value: string) => resolve(value),
    reject: (error: unknown) => reject(error),
    signal: () => signal,
    partial: (value: string) => showPartial(value),
  };
}

describe('useAiTask', () => {
  it('is busy while running, shows partial results, then the result', async () => {
    const { result } = renderHook(() => useAiTask<string>());
    const job = controllableJob();
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.run(job.job);
    });
    expect(result.current).toMatchObject({ busy: true, result: null, error: null });
    act(() => job.partial('Hel'));
    expect(result.current.result).toBe('Hel');
    await act(async () => {
      job.resolve('Hello');
      await done;
    });
    expect(result.current).toMatchObject({ busy: false, result: 'Hello', error: null, stopped: false });
  });

  it('clears the previous result and error at the start of a run', async () => {
    const { result } = renderHook(() => useAiTask<string>());
    await act(() => result.current.run(async () => Promise.reject(new AiRequestError('Error communicating with the API. Boom.'))));
    expect(result.current.error).toBe('An error occurred: Error communicating with the API. Boom.');
    const job = controllableJob();
    act(() => void result.current.run(job.job));
    expect(result.current).toMatchObject({ busy: true, result: null, error: null });
  });

  it('keeps text that arrived before a failure', async () => {
    const { result } = renderHook(() => useAiTask<string>());
    const job = controllableJob();
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.run(job.job);
    });
    act(() => job.partial('Half'));
    await act(async () => {
      job.reject(new Error('cut'));
      await done;
    });
    expect(result.current).toMatchObject({ busy: false, result: 'Half', error: 'An error occurred: cut' });
  });

  it('stop() aborts the run, keeps the partial text and shows no error', async () => {
    const { result } = renderHook(() => useAiTask<string>());
    const job = controllableJob();
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.run(job.job);
    });
    act(() => job.partial('Some'));
    act(() => result.current.stop());
    expect(job.signal()?.aborted).toBe(true);
    await act(async () => {
      job.reject(new DOMException('stopped', 'AbortError'));
      await done;
    });
    expect(result.current).toMatchObject({ busy: false, result: 'Some', error: null, stopped: true });
  });

  it('a new run or leaving the screen aborts the one before', () => {
    const { result, unmount } = renderHook(() => useAiTask<string>());
    const first = controllableJob();
    const second = controllableJob();
    act(() => void result.current.run(first.job));
    act(() => void result.current.run(second.job));
    expect(first.signal()?.aborted).toBe(true);
    expect(second.signal()?.aborted).toBe(false);
    unmount();
    expect(second.signal()?.aborted).toBe(true);
  });

  it('fail() shows a message found before calling', () => {
    const { result } = renderHook(() => useAiTask<string>());
    act(() => result.current.fail('Prompt is empty.'));
    expect(result.current).toMatchObject({ busy: false, result: null, error: 'Prompt is empty.' });
  });
});
