import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

/** A clock that reads a time the test sets. */
function testClock(start: number) {
  const clock = { time: start, read: () => clock.time };
  return clock;
}

describe('useNow', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the clock every second, and its interval is cleared on unmount', () => {
    vi.useFakeTimers();
    const clock = testClock(Date.UTC(2024, 2, 10, 7, 30));
    const { result, unmount } = renderHook(() => useNow({ clock: clock.read }));
    expect(result.current).toBe(Date.UTC(2024, 2, 10, 7, 30));
    clock.time += 2000;
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(result.current).toBe(Date.UTC(2024, 2, 10, 7, 30));
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(Date.UTC(2024, 2, 10, 7, 30, 2));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps one interval, at its own pace, while a clock written inline is new on every render', () => {
    vi.useFakeTimers();
    const clock = testClock(1);
    const { result, rerender } = renderHook(() => useNow({ intervalMs: 500, clock: () => clock.read() }));
    clock.time = 2;
    act(() => {
      vi.advanceTimersByTime(300);
    });
    rerender();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(result.current).toBe(2);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('reads Date.now when given no clock', () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2030, 0, 1));
    const { result } = renderHook(() => useNow());
    expect(result.current).toBe(Date.UTC(2030, 0, 1));
  });
});
