import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ColorSwatch } from './color-swatch';

describe('ColorSwatch', () => {
  const writeText = vi.fn<(text: string) => Promise<void>>();
  beforeEach(() => {
    writeText.mockReset().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });

  it('shows the label, hex value and WCAG contrast against white and black, in words', () => {
    render(<ColorSwatch hex="#1E3A8A" label="Primary" />);
    const swatch = screen.getByRole('figure', { name: 'Primary #1E3A8A' });
    expect(within(swatch).getByText('#1E3A8A')).toBeInTheDocument();
    expect(swatch).toHaveTextContent('White10.3:1 AAA');
    expect(swatch).toHaveTextContent('Black2.0:1 Fail');
    expect(within(swatch).queryByRole('button', { name: /Lock/ })).toBeNull();
  });

  it('copies its hex value', async () => {
    render(<ColorSwatch hex="#FFAA00" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy #FFAA00' }));
    });
    expect(writeText).toHaveBeenCalledWith('#FFAA00');
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  });

  it('offers a Lock toggle that reports the new state', () => {
    const onLockChange = vi.fn();
    const { rerender } = render(<ColorSwatch hex="#FFAA00" locked={false} onLockChange={onLockChange} />);
    const lock = screen.getByRole('button', { name: 'Lock #FFAA00' });
    expect(lock).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(lock);
    expect(onLockChange).toHaveBeenCalledWith(true);
    rerender(<ColorSwatch hex="#FFAA00" locked onLockChange={onLockChange} />);
    expect(screen.getByRole('button', { name: 'Unlock #FFAA00' })).toHaveAttribute('aria-pressed', 'true');
  });
});
