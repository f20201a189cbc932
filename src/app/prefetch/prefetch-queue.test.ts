import { describe, expect, it, vi } from 'vitest';
import { createPrefetchQueue, prefetchMode, type WhenIdle } from './prefetch-queue';

/** Idle callbacks held until the test says the page is idle. */
function manualIdle() {
  const pending: (() => void)[] = [];
  const whenIdle: WhenIdle = (callback) => pending.push(callback);
  const idle = async () => {
    pending.shift()?.();
    // Let the prefetch promise and the queue's follow-up settle.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { whenIdle, idle, pendingCount: () => pending.length };
}

function deferredLoad() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const load = vi.fn(() => new Promise<void>((done, fail) => ((resolve = done), (reject = fail))));
  return { load, resolve: () => resolve(), reject: (error: Error) => reject(error) };
}

describe('prefetchMode', () => {
  it.each([
    [undefined, 'eager'],
    [{}, 'eager'],
    [{ effectiveType: '4g' }, 'eager'],
    [{ effectiveType: '3g' }, 'intent'],
    [{ effectiveType: '2g' }, 'intent'],
    [{ effectiveType: 'slow-2g' }, 'intent'],
    [{ effectiveType: '4g', saveData: true }, 'off'],
    [{ saveData: true }, 'off'],
  ])('connection %j prefetches %s', (connection, mode) => {
    expect(prefetchMode(connection)).toBe(mode);
  });
});

describe('createPrefetchQueue', () => {
  it('fetches on intent at once, once per key', () => {
    const load = vi.fn(async () => undefined);
    const queue = createPrefetchQueue('intent', manualIdle().whenIdle);
    queue.intent('jwt-debugger', load);
    queue.intent('jwt-debugger', load);
    expect(load).toHaveBeenCalledOnce();
  });

  it('waits for idle, then fetches one queued item at a time', async () => {
    const scheduler = manualIdle();
    const queue = createPrefetchQueue('eager', scheduler.whenIdle);
    const first = deferredLoad();
    const second = deferredLoad();
    queue.idle('code-editor', first.load);
    queue.idle('json-beautifier', second.load);
    queue.idle('json-beautifier', second.load);
    expect(first.load).not.toHaveBeenCalled();
    await scheduler.idle();
    expect(first.load).toHaveBeenCalledOnce();
    // The second waits until the first has arrived and the page is idle again.
    expect(scheduler.pendingCount()).toBe(0);
    first.resolve();
    await scheduler.idle();
    await scheduler.idle();
    expect(second.load).toHaveBeenCalledOnce();
  });

  it('skips a queued item that an intent already fetched', async () => {
    const scheduler = manualIdle();
    const queue = createPrefetchQueue('eager', scheduler.whenIdle);
    const load = vi.fn(async () => undefined);
    queue.idle('guid-generator', load);
    queue.intent('guid-generator', load);
    await scheduler.idle();
    expect(load).toHaveBeenCalledOnce();
  });

  it('tries a failed prefetch again on the next intent', async () => {
    const queue = createPrefetchQueue('eager', manualIdle().whenIdle);
    const attempt = deferredLoad();
    queue.intent('qr-code-generator', attempt.load);
    attempt.reject(new TypeError('Failed to fetch'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    queue.intent('qr-code-generator', attempt.load);
    expect(attempt.load).toHaveBeenCalledTimes(2);
  });

  it('queues nothing on a slow connection, and fetches nothing when saving data', async () => {
    const scheduler = manualIdle();
    const load = vi.fn(async () => undefined);
    createPrefetchQueue('intent', scheduler.whenIdle).idle('code-editor', load);
    const saving = createPrefetchQueue('off', scheduler.whenIdle);
    saving.idle('code-editor', load);
    saving.intent('jwt-debugger', load);
    expect(scheduler.pendingCount()).toBe(0);
    expect(load).not.toHaveBeenCalled();
  });
});
