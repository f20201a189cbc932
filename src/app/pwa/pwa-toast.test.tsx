import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PwaToast } from './pwa-toast';

describe('PwaToast', () => {
  it('announces a new version and offers Reload and Dismiss, reachable by keyboard', async () => {
    const onReload = vi.fn();
    const onDismiss = vi.fn();
    render(<PwaToast notice="update-ready" reloading={false} onReload={onReload} onDismiss={onDismiss} />);
    expect(screen.getByRole('status')).toHaveTextContent('A new version of DevDeck is available.');
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onReload).toHaveBeenCalledOnce();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('shows the reload under way and refuses a second click', () => {
    render(<PwaToast notice="update-ready" reloading onReload={vi.fn()} onDismiss={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Reloading…' })).toBeDisabled();
  });

  it('says when the app works offline, with only Dismiss', () => {
    render(<PwaToast notice="offline-ready" reloading={false} onReload={vi.fn()} onDismiss={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('DevDeck is ready to work offline.');
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeEnabled();
  });
});
