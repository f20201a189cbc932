import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { zoneOption } from '@/lib/time-zones';
import { ZoneCombobox } from './zone-combobox';

const options = [
  zoneOption('UTC', 'UTC+00:00'),
  zoneOption('America/New_York', 'UTC-05:00'),
  zoneOption('Asia/Calcutta', 'UTC+05:30'),
  zoneOption('Europe/London', 'UTC+00:00'),
  zoneOption('Europe/Paris', 'UTC+01:00'),
];

/** A host that keeps the committed value, as the screen does, and records every commit. */
function Host({ onCommit, initial = 'UTC', clearOnCommit = false }: { onCommit: (zone: string) => void; initial?: string; clearOnCommit?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ZoneCombobox
        label="From Timezone"
        value={value}
        options={options}
        clearOnCommit={clearOnCommit}
        onCommit={(zone) => {
          onCommit(zone);
          if (!clearOnCommit) setValue(zone);
        }}
      />
      <button type="button">elsewhere</button>
    </>
  );
}

const setup = (props: Partial<Parameters<typeof Host>[0]> = {}) => {
  const onCommit = vi.fn();
  render(<Host onCommit={onCommit} {...props} />);
  return { onCommit, user: userEvent.setup(), input: screen.getByRole('combobox', { name: 'From Timezone' }) };
};

describe('ZoneCombobox', () => {
  it('is a labelled combobox showing the value and its offset as description', () => {
    const { input } = setup();
    expect(input).toHaveValue('UTC');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAccessibleDescription('UTC+00:00');
  });

  it('ArrowDown opens the full list on the current zone; arrows move; Enter picks', async () => {
    const { input, user, onCommit } = setup({ initial: 'Asia/Calcutta' });
    input.focus();
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(5);
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Asia/Calcutta (Kolkata)UTC+05:30');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    const active = screen.getByRole('option', { selected: true });
    expect(active).toHaveTextContent('Europe/London');
    expect(input).toHaveAttribute('aria-activedescendant', active.id);
    await user.keyboard('{Enter}');
    expect(onCommit).toHaveBeenLastCalledWith('Europe/London');
    expect(input).toHaveValue('Europe/London');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('typing filters by words, alias and offset', async () => {
    const { input, user } = setup();
    await user.clear(input);
    await user.type(input, 'kolkata');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Asia/Calcutta (Kolkata)UTC+05:30']);
    await user.clear(input);
    await user.type(input, '+01:00');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Europe/ParisUTC+01:00']);
    await user.clear(input);
    await user.type(input, 'zzz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No timezone matches.')).toBeInTheDocument();
  });

  it('Escape closes the list and restores the committed zone', async () => {
    const { input, user, onCommit } = setup({ initial: 'Europe/Paris' });
    await user.type(input, 'xyz');
    expect(input).toHaveValue('Europe/Parisxyz');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('Europe/Paris');
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('a blank field commits a blank zone at once; an exact name commits without Enter, in any case', async () => {
    const { input, user, onCommit } = setup();
    await user.clear(input);
    expect(onCommit).toHaveBeenLastCalledWith('');
    await user.type(input, 'europe/paris');
    expect(onCommit).toHaveBeenLastCalledWith('Europe/Paris');
  });

  it('leaving the field commits unknown text as typed, so the screen can report it', async () => {
    const { input, user, onCommit } = setup();
    await user.clear(input);
    await user.type(input, 'Mars/Base');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(onCommit).toHaveBeenLastCalledWith('Mars/Base');
    expect(input).toHaveValue('Mars/Base');
  });

  it('a click on an option picks it', async () => {
    const { input, user, onCommit } = setup();
    await user.click(input);
    await user.click(screen.getByRole('option', { name: /America\/New_York/ }));
    expect(onCommit).toHaveBeenLastCalledWith('America/New_York');
    expect(input).toHaveValue('America/New_York');
  });

  it('an "add" picker empties after a pick and forgets unfinished text on leaving', async () => {
    const { input, user, onCommit } = setup({ initial: '', clearOnCommit: true });
    await user.type(input, 'paris{Enter}');
    expect(onCommit).toHaveBeenCalledWith('Europe/Paris');
    expect(input).toHaveValue('');
    await user.type(input, 'lon');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(input).toHaveValue('');
  });
});
