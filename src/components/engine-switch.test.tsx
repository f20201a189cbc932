import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EngineSwitch } from './engine-switch';

describe('EngineSwitch', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a radio group named "Engine" with AI and Local, reporting the choice', () => {
    const onChange = vi.fn();
    render(<EngineSwitch value="local" onChange={onChange} aiAvailable />);
    expect(screen.getByRole('group', { name: 'Engine' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Local' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'AI' }));
    expect(onChange).toHaveBeenCalledWith('ai');
  });

  it('offers no AI choice and says why when AI is not configured', () => {
    render(<EngineSwitch value="local" onChange={vi.fn()} aiAvailable={false} />);
    expect(screen.getByRole('radio', { name: 'AI' })).toBeDisabled();
    expect(screen.getByText('AI is not configured on this server.')).toBeInTheDocument();
  });

  it('says it is offline, not unconfigured, when the server could not be asked for lack of network', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<EngineSwitch value="local" onChange={vi.fn()} aiAvailable={false} />);
    expect(screen.getByRole('radio', { name: 'AI' })).toBeDisabled();
    expect(screen.getByText('You are offline: AI features need a connection. Local engines still work.')).toBeInTheDocument();
  });

  it('offers no choice until the server has answered, keeping its room so nothing moves', () => {
    const { container } = render(<EngineSwitch value={null} onChange={vi.fn()} aiAvailable={false} />);
    expect(screen.queryByRole('group', { name: 'Engine' })).toBeNull();
    expect(screen.queryByText('AI is not configured on this server.')).toBeNull();
    expect(container.firstElementChild).toHaveClass('h-8', 'w-40');
  });
});
