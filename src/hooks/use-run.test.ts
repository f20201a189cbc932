import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { JobFailure } from '@/lib/job-failure';
import type { WorkerEnvelope, WorkerReply } from '@/lib/worker-protocol';
import { type RunOutcome, responseOf, useRun } from './use-run';

/** A stand-in worker speaking serveWorker's protocol: records what it is sent and answers when the test says so. */
class FakeWorker {
  sent: number[] = [];
  onmessage: ((event: MessageEvent<WorkerReply<number>>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  postMessage(envelope: WorkerEnvelope<number>) {
    this.sent.push(envelope.request);
  }
  terminate() {}
  answer(value: number) {
    this.onmessage?.({ data: { kind: 'result', value } } as MessageEvent<WorkerReply<number>>);
  }
  progress(done: number, total: number) {
    this.onmessage?.({ data: { kind: 'progress', done, total } } as MessageEvent<WorkerReply<number>>);
  }
  fail(detail: string) {
    this.onmessage?.({ data: { kind: 'failure', detail } } as MessageEvent<WorkerReply<number>>);
  }
}

function setup() {
  const worker = new FakeWorker();
  const onResult = vi.fn();
  const onError = vi.fn();
  const createWorker = vi.fn(() => worker as unknown as Worker);
  const { result } = renderHook(() =>
    useRun<number, number>({
      compute: (value) => {
        if (value === 13) throw new Error('Unlucky number');
        return value * 2;
      },
      createWorker,
      isLarge: (value) => value >= 100,
      failure: 'Could not double this',
      onResult,
      onError,
    }),
  );
  const settle = async (value: number) => {
    await act(async () => {
      worker.answer(value);
      await Promise.resolve();
    });
  };
  return { worker, onResult, onError, createWorker, result, settle };
}

describe('useRun, live (the default: a newer request waits for the running one)', () => {
  it('computes small requests inline, at once, without a worker', () => {
    const { result, onResult, createWorker } = setup();
    act(() => result.current.submit(4));
    expect(onResult).toHaveBeenCalledWith(8, 4, expect.any(Number));
    expect(createWorker).not.toHaveBeenCalled();
    expect(result.current.busy).toBe(false);
  });

  it('runs large requests on one worker and collapses those that arrive meanwhile into the latest', async () => {
    const { result, worker, onResult, createWorker, settle } = setup();
    act(() => result.current.submit(100));
    expect(result.current.busy).toBe(true);
    act(() => {
      result.current.submit(101);
      result.current.submit(102);
    });
    expect(worker.sent).toEqual([100]);
    await settle(200);
    // The first answer is shown, 101 is skipped and 102 runs next on the same worker.
    expect(onResult).toHaveBeenLastCalledWith(200, 100, expect.any(Number));
    expect(worker.sent).toEqual([100, 102]);
    expect(result.current.busy).toBe(true);
    await settle(204);
    expect(onResult).toHaveBeenLastCalledWith(204, 102, expect.any(Number));
    expect(onResult).toHaveBeenCalledTimes(2);
    expect(createWorker).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(false);
  });

  it('drops a worker answer that is older than an inline result already shown', async () => {
    const { result, onResult, settle } = setup();
    act(() => result.current.submit(100));
    act(() => result.current.submit(3));
    expect(onResult).toHaveBeenLastCalledWith(6, 3, expect.any(Number));
    await settle(200);
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(false);
  });

  it('discard() drops answers still on their way', async () => {
    const { result, onResult, settle } = setup();
    act(() => result.current.submit(100));
    act(() => result.current.discard());
    expect(result.current.busy).toBe(false);
    await settle(200);
    expect(onResult).not.toHaveBeenCalled();
  });

  it("hears the latest worker job's progress, and then its result", async () => {
    const onProgress = vi.fn();
    const worker = new FakeWorker();
    const onResult = vi.fn();
    const { result } = renderHook(() =>
      useRun<number, number>({ createWorker: () => worker as unknown as Worker, failure: 'Could not pack', onProgress, onResult }),
    );
    act(() => result.current.submit(500));
    act(() => worker.progress(250, 500));
    expect(onProgress).toHaveBeenCalledWith(250, 500, 500);
    await act(async () => {
      worker.answer(1);
      await Promise.resolve();
    });
    expect(onResult).toHaveBeenCalledWith(1, 500, expect.any(Number));
    expect(result.current.busy).toBe(false);
  });

  it('reports a worker failure for the latest request', async () => {
    const { result, worker, onError } = setup();
    act(() => result.current.submit(100));
    await act(async () => {
      worker.fail('Out of memory');
      await Promise.resolve();
    });
    expect(onError).toHaveBeenCalledWith('Could not double this: Out of memory.', 100);
    expect(result.current.busy).toBe(false);
    expect(result.current.failed).toBe(true);
  });

  it('a failure older than a result already shown leaves that result current', async () => {
    const { result, worker, onError } = setup();
    act(() => result.current.submit(100));
    act(() => result.current.submit(3));
    await act(async () => {
      worker.fail('Out of memory');
      await Promise.resolve();
    });
    expect(onError).not.toHaveBeenCalled();
    expect(result.current.failed).toBe(false);
  });

  it('words an inline failure the same way, marks the shown result as not current until the next request succeeds', () => {
    const { result, onError, onResult } = setup();
    act(() => result.current.submit(2));
    expect(result.current.failed).toBe(false);
    act(() => result.current.submit(13));
    expect(onError).toHaveBeenCalledWith('Could not double this: Unlucky number.', 13);
    expect(result.current.busy).toBe(false);
    expect(result.current.failed).toBe(true);
    act(() => result.current.submit(4));
    expect(onResult).toHaveBeenLastCalledWith(8, 4, expect.any(Number));
    expect(result.current.failed).toBe(false);
  });

  it('two live jobs can share one worker: it is made once, each keeps its own latest result and failure wording', async () => {
    const worker = new FakeWorker();
    const createWorker = vi.fn(() => worker as unknown as Worker);
    const doubled = vi.fn();
    const halved = vi.fn();
    const halvingFailed = vi.fn();
    const { result } = renderHook(() => {
      // The first job makes the worker, taking turns on it; the second is given it.
      const double = useRun<number, number>({
        compute: (value) => value * 2,
        createWorker,
        takeTurns: true,
        isLarge: () => true,
        failure: 'Could not double this',
        onResult: doubled,
        onError: vi.fn(),
      });
      const halve = useRun<number, number>({
        compute: (value) => value / 2,
        worker: double.worker,
        isLarge: () => true,
        failure: 'Could not halve this',
        onResult: halved,
        onError: halvingFailed,
      });
      return { double, halve };
    });
    act(() => {
      result.current.double.submit(100);
      result.current.halve.submit(300);
    });
    // The halving waits its turn on the one worker; it does not cancel the doubling.
    await vi.waitFor(() => expect(worker.sent).toEqual([100]));
    await act(async () => worker.answer(200));
    expect(doubled).toHaveBeenLastCalledWith(200, 100, expect.any(Number));
    await vi.waitFor(() => expect(worker.sent).toEqual([100, 300]));
    await act(async () => worker.fail('Too odd'));
    expect(halvingFailed).toHaveBeenCalledWith('Could not halve this: Too odd.', 300);
    expect(halved).not.toHaveBeenCalled();
    expect(result.current.double.busy).toBe(false);
    expect(result.current.halve.busy).toBe(false);
    expect(createWorker).toHaveBeenCalledTimes(1);
  });
});

describe('useRun, other policies', () => {
  it('runs a worker-only job with no inline computation and tells how it ended through its promise', async () => {
    const worker = new FakeWorker();
    const { result } = renderHook(() => useRun<number, number>({ createWorker: () => worker as unknown as Worker, failure: 'Could not double this' }));
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.run(7);
    });
    expect(worker.sent).toEqual([7]);
    expect(result.current.busy).toBe(true);
    await act(async () => worker.answer(14));
    await expect(outcome).resolves.toEqual({ ok: true, response: 14, elapsedMs: expect.any(Number) });
    expect(result.current.busy).toBe(false);
  });

  it('on demand, a newer request stops the running worker job, whose promise ends with null', async () => {
    const workers: FakeWorker[] = [];
    const terminated: FakeWorker[] = [];
    const createWorker = () => {
      const made = new FakeWorker();
      made.terminate = () => void terminated.push(made);
      workers.push(made);
      return made as unknown as Worker;
    };
    const { result } = renderHook(() => useRun<number, number>({ createWorker, newer: 'cancels', failure: 'Could not double this' }));
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.run(1);
    });
    await act(async () => {
      second = result.current.run(2);
      await Promise.resolve();
    });
    await expect(first).resolves.toBeNull();
    expect(terminated).toEqual([workers[0]]);
    await vi.waitFor(() => expect(workers[1]?.sent).toEqual([2]));
    await act(async () => workers[1]?.answer(4));
    await expect(second).resolves.toMatchObject({ ok: true, response: 4 });
  });

  it.each(['cancels', 'waits'] as const)('newer "%s": an aborted signal stops the worker job of its request, whose promise ends with null', async (newer) => {
    const workers: FakeWorker[] = [];
    const terminated: FakeWorker[] = [];
    const createWorker = () => {
      const made = new FakeWorker();
      made.terminate = () => void terminated.push(made);
      workers.push(made);
      return made as unknown as Worker;
    };
    const { result } = renderHook(() => useRun<number, number>({ createWorker, newer, failure: 'Could not double this' }));
    const stop = new AbortController();
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.run(1, { signal: stop.signal });
    });
    await vi.waitFor(() => expect(workers[0]?.sent).toEqual([1]));
    expect(result.current.busy).toBe(true);
    await act(async () => stop.abort());
    await expect(outcome).resolves.toBeNull();
    expect(terminated).toEqual([workers[0]]);
    expect(result.current.busy).toBe(false);
    // A request whose signal is already aborted does not run.
    await expect(result.current.run(2, { signal: stop.signal })).resolves.toBeNull();
    expect(workers).toHaveLength(1);
  });

  it('words a failure once, as its message and as the JobFailure to reject with', async () => {
    const worker = new FakeWorker();
    const { result } = renderHook(() => useRun<number, number>({ createWorker: () => worker as unknown as Worker, failure: 'Could not double this' }));
    let outcome: Promise<RunOutcome<number> | null> = Promise.resolve(null);
    act(() => {
      outcome = result.current.run(7);
    });
    await act(async () => worker.fail('Out of memory'));
    const end = await outcome;
    expect(end).toEqual({ ok: false, message: 'Could not double this: Out of memory.', error: expect.any(JobFailure) });
    expect(end?.ok === false && end.error).toMatchObject({ message: 'Could not double this: Out of memory.', detail: 'Out of memory' });
    expect(() => responseOf(end)).toThrow('Could not double this: Out of memory.');
    expect(() => responseOf(null)).toThrow(expect.objectContaining({ name: 'AbortError' }));
    expect(responseOf({ ok: true, response: 14, elapsedMs: 1 })).toBe(14);
  });

  it('asJob makes the policy an async job (an engine’s Local job): its result, its failure as a rejection, its end mapped', async () => {
    const worker = new FakeWorker();
    const { result } = renderHook(() =>
      useRun<number, number>({ createWorker: () => worker as unknown as Worker, newer: 'cancels', failure: 'Could not double this' }),
    );
    const { signal } = new AbortController();
    const plain = result.current.asJob((text: string) => Number(text));
    const mapped = result.current.asJob(
      (value: number) => value,
      (end) => (end.ok ? `doubled to ${end.response}` : `failed: ${end.error.detail}`),
    );

    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = plain({ signal }, '3');
    });
    await vi.waitFor(() => expect(worker.sent).toEqual([3]));
    await act(async () => worker.answer(6));
    await expect(done).resolves.toBe(6);

    act(() => {
      done = plain({ signal }, '4').catch((error: unknown) => error);
    });
    await vi.waitFor(() => expect(worker.sent).toEqual([3, 4]));
    await act(async () => worker.fail('Too big'));
    await expect(done).resolves.toEqual(new JobFailure('Could not double this', 'Too big'));

    act(() => {
      done = mapped({ signal }, 5);
    });
    await vi.waitFor(() => expect(worker.sent).toEqual([3, 4, 5]));
    await act(async () => worker.fail('Odd'));
    await expect(done).resolves.toBe('failed: Odd');
  });

  it('asJob rejects as stopped when the job’s signal is aborted, whatever maps its end', async () => {
    const worker = new FakeWorker();
    const { result } = renderHook(() =>
      useRun<number, number>({ createWorker: () => worker as unknown as Worker, newer: 'cancels', failure: 'Could not double this' }),
    );
    const stop = new AbortController();
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current
        .asJob(
          (value: number) => value,
          (end) => end.ok,
        )({ signal: stop.signal }, 1)
        .catch((error: unknown) => error);
    });
    await vi.waitFor(() => expect(worker.sent).toEqual([1]));
    act(() => stop.abort());
    await expect(done).resolves.toMatchObject({ name: 'AbortError' });
  });

  it('takes async work in the page without showing it as busy, and words its failure like a worker’s', async () => {
    const { result } = renderHook(() =>
      useRun<number, number>({
        compute: async (value) => {
          if (value < 0) throw new Error('Negative');
          return value + 1;
        },
        failure: 'Could not count on',
      }),
    );
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.run(1);
    });
    expect(result.current.busy).toBe(false);
    await expect(outcome).resolves.toMatchObject({ ok: true, response: 2 });
    await act(async () => {
      outcome = result.current.run(-1);
    });
    await expect(outcome).resolves.toEqual({ ok: false, message: 'Could not count on: Negative.', error: new JobFailure('Could not count on', 'Negative') });
    expect(result.current.failed).toBe(true);
  });

  it('raises the busy flag only once a job has run for busyAfterMs', async () => {
    vi.useFakeTimers();
    try {
      const worker = new FakeWorker();
      const { result } = renderHook(() =>
        useRun<number, number>({ createWorker: () => worker as unknown as Worker, busyAfterMs: 150, failure: 'Could not double this' }),
      );
      act(() => result.current.submit(1));
      expect(result.current.busy).toBe(false);
      await act(async () => vi.advanceTimersByTimeAsync(150));
      expect(result.current.busy).toBe(true);
      await act(async () => worker.answer(2));
      expect(result.current.busy).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('with a time limit, warms a new worker up first and stops a job that runs past the limit', async () => {
    vi.useFakeTimers();
    try {
      const worker = new FakeWorker();
      const onTimeout = vi.fn();
      const { result } = renderHook(() =>
        useRun<number, number>({
          createWorker: () => worker as unknown as Worker,
          newer: { afterMs: 200, timeLimitMs: 1000, warmUp: 0, onTimeout },
          failure: 'Could not double this',
        }),
      );
      act(() => result.current.submit(5));
      expect(worker.sent).toEqual([0]);
      await act(async () => worker.answer(0));
      expect(worker.sent).toEqual([0, 5]);
      await act(async () => vi.advanceTimersByTimeAsync(1000));
      expect(onTimeout).toHaveBeenCalledWith(5);
      expect(result.current.busy).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
