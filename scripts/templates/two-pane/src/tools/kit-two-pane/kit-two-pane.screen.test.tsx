import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import KitTwoPaneScreen from './kit-two-pane.screen';

describe('KitTwoPaneScreen', () => {
  it('shows the output as you type, with its line count', async () => {
    render(<KitTwoPaneScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Sample' }));
    expect(await screen.findByText('2 lines')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Output' })).toHaveTextContent('first linesecond line');
  });
});
