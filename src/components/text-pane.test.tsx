import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextPane } from './text-pane';

describe('TextPane', () => {
  it('is the "Text" pane with Open file, its busy line and its error', () => {
    render(<TextPane value="héllo" onChange={() => {}} verb="count" busy="Counting…" error="Could not count this text: it broke." />);
    expect(screen.getByRole('heading', { name: 'Text' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open file' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Counting…');
    expect(screen.getByRole('alert')).toHaveTextContent('Could not count this text: it broke.');
  });
});
