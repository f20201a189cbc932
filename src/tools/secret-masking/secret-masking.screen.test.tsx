import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRememberInputs } from '@/lib/remember-inputs';
import { inTool } from '@/lib/tool-screen.fixture';
import { AWS_KEY, fake } from './secret-masking.fixture';
import SecretMaskingScreen from './secret-masking.screen';

const output = () => screen.getByRole('textbox', { name: 'Masked text' });

afterEach(() => {
  setRememberInputs(false);
  localStorage.clear();
  vi.useRealTimers();
});

describe('SecretMaskingScreen', () => {
  it('masks the sample as it loads and lists what it found', async () => {
    render(<SecretMaskingScreen />, { wrapper: inTool('secret-masking') });
    await userEvent.click(screen.getByRole('button', { name: 'Sample' }));
    expect(await screen.findByText('8 secrets masked')).toBeInTheDocument();
    expect(output()).toHaveTextContent('DATABASE_URL=postgres://app:********@db.internal:5432/app');
    expect(output()).toHaveTextContent('card="**** **** **** 1111"');
    const table = screen.getByRole('table', { name: 'What was masked' });
    expect(within(table).getByRole('row', { name: 'Stripe key 1 3' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'IPv4 address 1 7' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'JWT 1 11' })).toBeInTheDocument();
  });

  it('follows the options: the mask character and the card digits', async () => {
    render(<SecretMaskingScreen />, { wrapper: inTool('secret-masking', { maskChar: '#', cardLast4: false }) });
    await userEvent.click(screen.getByRole('button', { name: 'Sample' }));
    expect(await screen.findByText('8 secrets masked')).toBeInTheDocument();
    expect(output()).toHaveTextContent('card="#### #### #### ####"');
    await userEvent.click(screen.getByRole('switch', { name: 'Mask card numbers' }));
    expect(await screen.findByText('7 secrets masked')).toBeInTheDocument();
    expect(output()).toHaveTextContent('card="4111 1111 1111 1111"');
  });

  it('remembers the options when asked, never the text, and shares only the options', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setRememberInputs(true);
    const pasted = `login ok for grace@example.com key ${AWS_KEY} ${fake('pass', 'word=')}opensesame`;
    const first = render(<SecretMaskingScreen />, { wrapper: inTool('secret-masking') });
    const picker = screen.getByLabelText('Open file', { selector: 'input' });
    fireEvent.change(picker, { target: { files: [new File([pasted], 'app.log', { type: 'text/plain' })] } });
    expect(await screen.findByText('3 secrets masked')).toBeInTheDocument();
    await waitFor(() => expect(output()).toHaveTextContent('login ok for ********@example.com key ******** password=********'));
    await userEvent.click(screen.getByRole('switch', { name: 'Hide the length' }));
    act(() => vi.advanceTimersByTime(1000));
    first.unmount();

    const kept = Object.values({ ...localStorage }).join('\n');
    expect(kept).toContain('"hideLength":false');
    for (const part of ['grace', AWS_KEY, 'opensesame']) expect(kept).not.toContain(part);
    render(<SecretMaskingScreen />, { wrapper: inTool('secret-masking') });
    expect(screen.getByRole('switch', { name: 'Hide the length' })).not.toBeChecked();
    expect(output()).toHaveTextContent('The masked text appears here as you type.');
  });
});
