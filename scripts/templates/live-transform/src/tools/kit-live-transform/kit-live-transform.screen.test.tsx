import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import KitLiveTransformScreen from './kit-live-transform.screen';

describe('KitLiveTransformScreen', () => {
  it('shows the result of the text at once', async () => {
    render(<KitLiveTransformScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Sample' }));
    expect(screen.getByText('Characters').nextElementSibling).toHaveTextContent('13');
    expect(screen.getByText('Lines').nextElementSibling).toHaveTextContent('1');
  });
});
