import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WorkerEnvelope, WorkerReply } from '@/lib/worker-protocol';
import { WorkerCancelledError } from '@/lib/worker-runner';
import { useWorker } from './use-worker';

/** A stand-in worker speaking serveWorker's protocol; it answers when the test says so. */
class FakeWorker {
  sent: number[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<WorkerReply<number>>) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  postMessage(envelope: WorkerEnvelope<number>) {
    this.sent.push(envelope.request);
  }
  terminate() {
    this.terminated = true;
  }
  answer(value: number) {
    this.onmessage?.({ data: { kind: 'result', value } } as MessageEvent<WorkerReply<number>>);
  }
}

function setup(takeTurns = false) {
  const workers: FakeWorker[] = [];
  const createWorker = vi.fn(() => {
    const worker = new FakeWorker();
    workers.push(worker);
    return worker as unknown as Worker;
  });
  const hook = renderHook(() => useWorker<number, number>(createWorker, { action: 'Could not double this', takeTurns }));
  return { ...hook, createWorker, workers };
}

describe('useWorker', () => {
  it('makes the worker on the first job only, and keeps one handle across renders', async () => {
    const { result, rerender, createWorker, workers } = setup();
    const handle = result.current;
    expect(createWorker).not.toHaveBeenCalled();
    const job = handle.run(21);
    workers[0]?.answer(42);
    await expect(job).resolves.toBe(42);
    rerender();
    expect(result.current).toBe(handle);
    const again = result.current.run(1);
    workers[0]?.answer(2);
    await expect(again).resolves.toBe(2);
    expect(createWorker).toHaveBeenCalledTimes(1);
  });

  it('cancels a job when its signal aborts, even one aborted before it started', async () => {
    const { result, workers } = setup();
    const controller = new AbortController();
    const job = result.current.run(1, { signal: controller.signal });
    controller.abort();
    await expect(job).rejects.toBeInstanceOf(WorkerCancelledError);
    expect(workers[0]?.terminated).toBe(true);
    await expect(result.current.run(2, { signal: controller.signal })).rejects.toBeInstanceOf(WorkerCancelledError);
  });

  it('terminates the worker when the screen goes', () => {
    const { result, unmount, workers } = setup();
    void result.current.run(1).catch(() => undefined);
    unmount();
    expect(workers[0]?.terminated).toBe(true);
  });

  it('when taking turns, a second job waits for the first on the same worker instead of cancelling it', async () => {
    const { result, workers, createWorker } = setup(true);
    const first = result.current.run(1);
    const second = result.current.run(2);
    await vi.waitFor(() => expect(workers[0]?.sent).toEqual([1]));
    workers[0]?.answer(10);
    await expect(first).resolves.toBe(10);
    await vi.waitFor(() => expect(workers[0]?.sent).toEqual([1, 2]));
    workers[0]?.answer(20);
    await expect(second).resolves.toBe(20);
    expect(createWorker).toHaveBeenCalledTimes(1);
    expect(workers[0]?.terminated).toBe(false);
  });

  it('when taking turns, a waiting job cancelled by its signal ends without running, and the next one runs', async () => {
    const { result, workers } = setup(true);
    const controller = new AbortController();
    const first = result.current.run(1);
    const cancelled = result.current.run(2, { signal: controller.signal });
    const third = result.current.run(3);
    controller.abort();
    await vi.waitFor(() => expect(workers[0]?.sent).toEqual([1]));
    workers[0]?.answer(10);
    await expect(first).resolves.toBe(10);
    await expect(cancelled).rejects.toBeInstanceOf(WorkerCancelledError);
    await vi.waitFor(() => expect(workers[0]?.sent).toEqual([1, 3]));
    workers[0]?.answer(30);
    await expect(third).resolves.toBe(30);
  });

  it('when taking turns, jobs still waiting when the screen goes end as cancelled', async () => {
    const { result, unmount, workers } = setup(true);
    const first = result.current.run(1);
    const second = result.current.run(2);
    await vi.waitFor(() => expect(workers[0]?.sent).toEqual([1]));
    unmount();
    await expect(first).rejects.toBeInstanceOf(WorkerCancelledError);
    await expect(second).rejects.toBeInstanceOf(WorkerCancelledError);
    expect(workers).toHaveLength(1);
  });
});
