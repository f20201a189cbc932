import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Engine } from '@contract/engine';
import { LocalNowButton } from './local-now-button';

describe('LocalNowButton', () => {
  it('offers the Local engine only after the AI budget was spent, and runs once the switch has rendered', async () => {
    const chooseEngine = vi.fn();
    const run = vi.fn();
    const task = (engine: Engine, budgetSpent: boolean) => ({ engine, budgetSpent, chooseEngine });
    const { rerender } = render(<LocalNowButton task={task('ai', false)} run={run} />);
    expect(screen.queryByRole('button')).toBeNull();

    rerender(<LocalNowButton task={task('ai', true)} run={run} />);
    await userEvent.click(screen.getByRole('button', { name: 'Run with the Local engine now' }));
    expect(chooseEngine).toHaveBeenCalledWith('local');
    // The screen's run follows the engine it was rendered with: nothing runs until Local is chosen.
    expect(run).not.toHaveBeenCalled();

    rerender(<LocalNowButton task={task('local', true)} run={run} />);
    expect(run).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<LocalNowButton task={task('local', true)} run={() => run()} />);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
