// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startDeadline } from './deadline';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startDeadline', () => {
  it('gives each restart the full per-wait limit, and says which limit ran out', () => {
    const deadline = startDeadline(new AbortController().signal, 1_000);
    vi.advanceTimersByTime(900);
    deadline.restart();
    vi.advanceTimersByTime(900);
    expect(deadline.signal.aborted).toBe(false);
    vi.advanceTimersByTime(100);
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.signal.reason).toMatchObject({ name: 'TimeoutError' });
    expect(deadline.expiredLimitMs()).toBe(1_000);
  });

  it('ends the call at its total limit however often it is restarted', () => {
    const deadline = startDeadline(new AbortController().signal, 1_000, 5_000);
    for (let elapsed = 0; elapsed < 4_900; elapsed += 700) {
      vi.advanceTimersByTime(700);
      deadline.restart();
    }
    expect(deadline.signal.aborted).toBe(false);
    vi.advanceTimersByTime(100);
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.expiredLimitMs()).toBe(5_000);
  });

  it('reports no expired limit when the client went away first, and stops its timers on dispose', () => {
    const client = new AbortController();
    const deadline = startDeadline(client.signal, 1_000, 5_000);
    client.abort(new DOMException('gone', 'AbortError'));
    vi.advanceTimersByTime(10_000);
    expect(deadline.expiredLimitMs()).toBeNull();
    deadline.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});
