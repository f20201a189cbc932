import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLatestResult } from './use-latest-result';

/** A promise the test resolves when it wants, to play answers back in any order. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('useLatestResult', () => {
  it("shows only the latest input's answer, even when an older answer arrives last", async () => {
    const answers = new Map([
      ['a', deferred<string>()],
      ['ab', deferred<string>()],
    ]);
    const compute = (input: string) => answers.get(input)!.promise;
    const { result, rerender } = renderHook(({ input }) => useLatestResult(input, compute), { initialProps: { input: 'a' } });
    expect(result.current).toEqual({ result: null, pending: true });

    rerender({ input: 'ab' });
    await act(async () => answers.get('ab')!.resolve('answer for ab'));
    expect(result.current).toEqual({ result: 'answer for ab', pending: false });

    // The slow answer for the old input comes in late and is ignored.
    await act(async () => answers.get('a')!.resolve('answer for a'));
    expect(result.current).toEqual({ result: 'answer for ab', pending: false });
  });

  it('is pending, with no stale answer, from the moment the input changes', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const compute = (input: string) => (input === 'one' ? first.promise : second.promise);
    const { result, rerender } = renderHook(({ input }) => useLatestResult(input, compute), { initialProps: { input: 'one' } });
    await act(async () => first.resolve('1'));
    expect(result.current).toEqual({ result: '1', pending: false });
    rerender({ input: 'two' });
    expect(result.current).toEqual({ result: null, pending: true });
    await act(async () => second.resolve('2'));
    expect(result.current).toEqual({ result: '2', pending: false });
  });
});
