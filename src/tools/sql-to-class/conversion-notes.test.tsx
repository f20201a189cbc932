import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConversionNotes } from './conversion-notes';

describe('ConversionNotes', () => {
  it('lists every note as text under a heading', () => {
    render(<ConversionNotes notes={['Skipped in Employees: WITH (PAD_INDEX = OFF, …).', 'Ignored, not needed for classes: SET ×2.']} />);
    const notes = screen.getByRole('region', { name: 'Notes on this conversion' });
    expect(Array.from(notes.querySelectorAll('li'), (item) => item.textContent)).toEqual([
      'Skipped in Employees: WITH (PAD_INDEX = OFF, …).',
      'Ignored, not needed for classes: SET ×2.',
    ]);
  });

  it('shows nothing without notes', () => {
    const { container } = render(<ConversionNotes notes={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
