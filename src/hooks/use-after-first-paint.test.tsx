import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './use-after-first-paint';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function Zone({ compute }: { compute: () => string }) {
  const zone = useAfterFirstPaint(compute);
  return <p>{zone ?? 'pending'}</p>;
}

describe('useAfterFirstPaint', () => {
  it('renders without the value first, computes it once after the next paint, and keeps it across renders', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const compute = vi.fn(() => 'Europe/Berlin');
    const { rerender } = render(<Zone compute={compute} />);
    expect(screen.getByText('pending')).toBeTruthy();
    expect(compute).not.toHaveBeenCalled();
    act(() => vi.runAllTimers());
    expect(screen.getByText('Europe/Berlin')).toBeTruthy();
    rerender(<Zone compute={compute} />);
    act(() => vi.runAllTimers());
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('computes nothing for a component gone before its first paint', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const compute = vi.fn(() => 'UTC');
    const { unmount } = render(<Zone compute={compute} />);
    unmount();
    act(() => vi.runAllTimers());
    expect(compute).not.toHaveBeenCalled();
  });
});
