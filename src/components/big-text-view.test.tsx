import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BigTextView } from './big-text-view';

const text = Array.from({ length: 100_000 }, (_, index) => `line ${index}`).join('\n');

describe('BigTextView', () => {
  it('is a named read-only text box that puts only a window of lines in the page', () => {
    render(<BigTextView label="Formatted JSON" text={text} />);
    const box = screen.getByRole('textbox', { name: 'Formatted JSON' });
    expect(box).toHaveAttribute('aria-readonly', 'true');
    expect(screen.getByText('line 0')).toBeInTheDocument();
    expect(box.querySelectorAll('.whitespace-pre').length).toBeLessThan(200);
  });

  it('shows the last lines when scrolled to the end', () => {
    render(<BigTextView label="Out" text={text} />);
    const box = screen.getByRole('textbox', { name: 'Out' });
    Object.defineProperty(box, 'clientHeight', { value: 400, configurable: true });
    box.scrollTop = 2_000_000;
    fireEvent.scroll(box);
    expect(screen.getByText('line 99999')).toBeInTheDocument();
    expect(screen.queryByText('line 0')).toBeNull();
  });

  it('cuts very long lines and says how much is hidden', () => {
    render(<BigTextView label="Out" text={'x'.repeat(6000)} />);
    expect(screen.getByText('… 1,000 more characters')).toBeInTheDocument();
  });
});
