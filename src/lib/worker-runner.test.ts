import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JobFailure } from './job-failure';
import { PLANNED_FAULT_GLOBAL } from './test-faults';
import type { WorkerEnvelope, WorkerReply } from './worker-protocol';
import { createWorkerRunner, WorkerCancelledError } from './worker-runner';

/** A stand-in for a worker that answers through serveWorker's protocol, when the test says so. */
class FakeWorker {
  sent: WorkerEnvelope<string>[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<WorkerReply<string>>) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  postMessage(envelope: WorkerEnvelope<string>) {
    this.sent.push(envelope);
  }
  terminate() {
    this.terminated = true;
  }
  reply(data: WorkerReply<string>) {
    this.onmessage?.({ data } as MessageEvent<WorkerReply<string>>);
  }
}

function setup(deadlineMs?: number) {
  const workers: FakeWorker[] = [];
  const runner = createWorkerRunner<string, string>(
    () => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker as unknown as Worker;
    },
    { action: 'Could not convert this SQL', deadlineMs },
  );
  return { runner, workers, latest: () => workers.at(-1) as FakeWorker };
}

describe('createWorkerRunner: every job ends', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    delete (globalThis as Record<string, unknown>)[PLANNED_FAULT_GLOBAL];
  });

  it('resolves with the worker result and keeps the worker for the next job', async () => {
    const { runner, workers, latest } = setup();
    const first = runner.run('a');
    latest().reply({ kind: 'result', value: 'A' });
    await expect(first).resolves.toBe('A');
    const second = runner.run('b');
    latest().reply({ kind: 'result', value: 'B' });
    await expect(second).resolves.toBe('B');
    expect(workers).toHaveLength(1);
    expect(latest().sent).toEqual([{ request: 'a' }, { request: 'b' }]);
  });

  it("words a failure the worker reports in the tool's words", async () => {
    const { runner, latest } = setup();
    const job = runner.run('a');
    latest().reply({ kind: 'failure', detail: "Cannot read properties of undefined (reading '0')" });
    await expect(job).rejects.toEqual(new JobFailure('Could not convert this SQL', "Cannot read properties of undefined (reading '0')"));
    await expect(job).rejects.toThrow("Could not convert this SQL: Cannot read properties of undefined (reading '0').");
  });

  it('ends a job whose worker could not load, and makes a new worker next time', async () => {
    const { runner, workers, latest } = setup();
    const job = runner.run('a');
    latest().onerror?.({ message: '', preventDefault: () => undefined } as ErrorEvent);
    await expect(job).rejects.toThrow('Could not convert this SQL: its background worker could not be loaded. Check your connection and reload the page.');
    expect(workers[0]?.terminated).toBe(true);
    void runner.run('b');
    expect(workers).toHaveLength(2);
  });

  it('ends a job whose result cannot be read back', async () => {
    const { runner, latest } = setup();
    const job = runner.run('a');
    latest().onmessageerror?.();
    await expect(job).rejects.toThrow('its result could not be read back');
  });

  it('stops a job at its deadline, terminates the worker, and ignores a late answer', async () => {
    const { runner, latest } = setup(5000);
    const job = runner.run('a');
    const worker = latest();
    const settled = expect(job).rejects.toThrow('Could not convert this SQL: it took longer than 5 s, so it was stopped.');
    await vi.advanceTimersByTimeAsync(5000);
    await settled;
    expect(worker.terminated).toBe(true);
    worker.reply({ kind: 'result', value: 'late' });
  });

  it('does not stop a job that answers before its deadline', async () => {
    const { runner, latest } = setup(5000);
    const job = runner.run('a');
    await vi.advanceTimersByTimeAsync(4999);
    latest().reply({ kind: 'result', value: 'A' });
    await expect(job).resolves.toBe('A');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(latest().terminated).toBe(false);
  });

  it('counts the deadline from the latest progress, so a long job that reports stays alive', async () => {
    const { runner, latest } = setup(5000);
    const heard: number[] = [];
    const job = runner.run('a', [], (done) => heard.push(done));
    for (const done of [1, 2, 3]) {
      await vi.advanceTimersByTimeAsync(4000);
      latest().reply({ kind: 'progress', done, total: 4 });
    }
    latest().reply({ kind: 'result', value: 'A' });
    await expect(job).resolves.toBe('A');
    expect(heard).toEqual([1, 2, 3]);
    const silent = runner.run('b', [], () => undefined);
    latest().reply({ kind: 'progress', done: 1, total: 4 });
    const settled = expect(silent).rejects.toThrow('it took longer than 5 s');
    await vi.advanceTimersByTimeAsync(5000);
    await settled;
  });

  it('a newer run cancels the older one', async () => {
    const { runner } = setup();
    const first = runner.run('a');
    void runner.run('b');
    await expect(first).rejects.toBeInstanceOf(WorkerCancelledError);
  });

  it("forwards a test's planned fault to the worker, with its shorter deadline", async () => {
    (globalThis as Record<string, unknown>)[PLANNED_FAULT_GLOBAL] = { kind: 'hang', deadlineMs: 1000 };
    const { runner, latest } = setup();
    const job = runner.run('a');
    expect(latest().sent).toEqual([{ request: 'a', fault: 'hang' }]);
    const settled = expect(job).rejects.toThrow('it took longer than 1 s');
    await vi.advanceTimersByTimeAsync(1000);
    await settled;
  });
});
