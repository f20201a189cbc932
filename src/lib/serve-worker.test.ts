import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveWorker } from './serve-worker';
import { type WorkerEnvelope, type WorkerFault, type WorkerReply } from './worker-protocol';

type Listener = (event: Event & { reason?: unknown; error?: unknown; message?: string }) => void;

/** A dedicated worker's global scope, as much of it as serveWorker uses. */
function fakeScope() {
  const listeners = new Map<string, Listener>();
  const scope = {
    posted: [] as { message: WorkerReply<number>; transfer: Transferable[] }[],
    onmessage: null as ((event: MessageEvent) => unknown) | null,
    postMessage: (message: WorkerReply<number>, transfer: Transferable[] = []) => scope.posted.push({ message, transfer }),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    dispatch: (type: string, detail: { reason?: unknown; error?: unknown; message?: string }) => {
      const event = Object.assign(new Event(type, { cancelable: true }), detail);
      listeners.get(type)?.(event);
      return event;
    },
    send: async (request: number, fault?: WorkerFault) => {
      const envelope: WorkerEnvelope<number> = fault ? { request, fault } : { request };
      await scope.onmessage?.({ data: envelope } as MessageEvent);
    },
  };
  return scope;
}

describe('serveWorker: every job gets an answer', () => {
  let scope: ReturnType<typeof fakeScope>;
  beforeEach(() => {
    scope = fakeScope();
    vi.stubGlobal('self', scope);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('answers with the result, sync or async, and hands over the named buffers', async () => {
    const buffer = new ArrayBuffer(8);
    serveWorker(
      async (value: number) => value * 2,
      () => [buffer],
    );
    await scope.send(21);
    expect(scope.posted).toEqual([{ message: { kind: 'result', value: 42 }, transfer: [buffer] }]);
  });

  it('passes on the progress a job tells until it answers, and none after', async () => {
    let tell: (done: number, total: number) => void = () => undefined;
    serveWorker((value: number, progress) => {
      tell = progress;
      progress(1, 4);
      progress(4, 4);
      return value;
    });
    await scope.send(7);
    tell(5, 4);
    expect(scope.posted.map(({ message }) => message)).toEqual([
      { kind: 'progress', done: 1, total: 4 },
      { kind: 'progress', done: 4, total: 4 },
      { kind: 'result', value: 7 },
    ]);
  });

  it('answers a job that throws with a failure carrying its message', async () => {
    serveWorker((value: number) => {
      if (value < 0) throw new TypeError("Cannot read properties of undefined (reading '0')");
      return value;
    });
    await scope.send(-1);
    await scope.send(5);
    expect(scope.posted.map(({ message }) => message)).toEqual([
      { kind: 'failure', detail: "Cannot read properties of undefined (reading '0')" },
      { kind: 'result', value: 5 },
    ]);
  });

  it.each<[WorkerFault, string]>([
    ['throw', 'injected test fault (throw)'],
    ['reject', 'injected test fault (reject)'],
  ])('a planned "%s" fault fails the job with "%s"', async (fault, detail) => {
    serveWorker((value: number) => value);
    await scope.send(1, fault);
    expect(scope.posted.map(({ message }) => message)).toEqual([{ kind: 'failure', detail }]);
  });

  it('an unhandled rejection during a job ends that job, once, and is not reported again', async () => {
    serveWorker(() => new Promise<number>(() => undefined));
    void scope.send(1);
    const event = scope.dispatch('unhandledrejection', { reason: new Error('stream closed') });
    expect(event.defaultPrevented).toBe(true);
    scope.dispatch('unhandledrejection', { reason: new Error('again') });
    expect(scope.posted.map(({ message }) => message)).toEqual([{ kind: 'failure', detail: 'stream closed' }]);
  });

  it('an uncaught exception in a later task ends the running job', () => {
    serveWorker(() => new Promise<number>(() => undefined));
    void scope.send(1);
    const event = scope.dispatch('error', { error: new RangeError('Maximum call stack size exceeded'), message: 'Uncaught RangeError' });
    expect(event.defaultPrevented).toBe(true);
    expect(scope.posted.map(({ message }) => message)).toEqual([{ kind: 'failure', detail: 'Maximum call stack size exceeded' }]);
  });

  it('an error between jobs is swallowed without an answer nobody asked for', () => {
    serveWorker((value: number) => value);
    scope.dispatch('error', { error: new Error('stray') });
    expect(scope.posted).toEqual([]);
  });
});
