import { render, screen } from '@testing-library/react';
import { Wand2 } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('shows its icon and label, and while busy a spinner, the busy label, and no way to click again', () => {
    const { rerender, container } = render(
      <Button icon={Wand2} busyLabel="Converting...">
        Convert
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Convert' });
    expect(button).toBeEnabled();
    expect(container.querySelector('.lucide-wand-sparkles, .lucide-wand2, .lucide-wand-2')).not.toBeNull();
    rerender(
      <Button icon={Wand2} busy busyLabel="Converting...">
        Convert
      </Button>,
    );
    const busy = screen.getByRole('button', { name: 'Converting...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('.animate-spin')).not.toBeNull();
  });

  it('comes in a small size, with no caller overriding its padding or text classes', () => {
    render(<Button size="sm">Expand all</Button>);
    const classes = screen.getByRole('button', { name: 'Expand all' }).className.split(' ');
    expect(classes).toEqual(expect.arrayContaining(['px-2', 'py-1', 'text-xs']));
    expect(classes).not.toContain('px-3');
  });
});
