import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

describe('useNow', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks every second, and its interval is cleared on unmount', () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2024, 2, 10, 7, 30));
    const { result, unmount } = renderHook(() => useNow());
    expect(result.current).toBe(Date.UTC(2024, 2, 10, 7, 30));
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(result.current).toBe(Date.UTC(2024, 2, 10, 7, 30, 2));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
