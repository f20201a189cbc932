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

function setup() {
  const workers: FakeWorker[] = [];
  const createWorker = vi.fn(() => {
    const worker = new FakeWorker();
    workers.push(worker);
    return worker as unknown as Worker;
  });
  const hook = renderHook(() => useWorker<number, number>(createWorker, { action: 'Could not double this' }));
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
});
