import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Input } from './input';
import { Select, type SelectOption } from './select';
import { Textarea } from './textarea';

describe('Input', () => {
  it('turns the typing aids off and sets the text in a monospace font for code', () => {
    render(<Input code aria-label="Pattern" className="w-full" />);
    const input = screen.getByRole('textbox', { name: 'Pattern' });
    expect(input).toHaveAttribute('spellcheck', 'false');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAttribute('autocapitalize', 'off');
    expect(input).toHaveAttribute('autocorrect', 'off');
    expect(input).toHaveClass('font-mono', 'w-full');
  });

  it('keeps the aids off but the font as it is for plain text', () => {
    render(<Input plain aria-label="Password" />);
    const input = screen.getByRole('textbox', { name: 'Password' });
    expect(input).toHaveAttribute('spellcheck', 'false');
    expect(input).not.toHaveClass('font-mono');
  });

  it('leaves prose alone and lets a caller override an aid', () => {
    render(
      <>
        <Input aria-label="Prompt" />
        <Input code autoComplete="on" aria-label="Zone" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Prompt' })).not.toHaveAttribute('spellcheck');
    expect(screen.getByRole('textbox', { name: 'Zone' })).toHaveAttribute('autocomplete', 'on');
  });

  it('gives onValue the new text and still calls onChange', () => {
    const onValue = vi.fn();
    const onChange = vi.fn();
    render(<Input aria-label="Name" defaultValue="" onValue={onValue} onChange={onChange} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'abc' } });
    expect(onValue).toHaveBeenCalledWith('abc');
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe('Textarea', () => {
  it('gives onValue the new text', () => {
    const onValue = vi.fn();
    render(<Textarea plain aria-label="Key" defaultValue="" onValue={onValue} />);
    const area = screen.getByRole('textbox', { name: 'Key' });
    fireEvent.change(area, { target: { value: 'secret' } });
    expect(onValue).toHaveBeenCalledWith('secret');
    expect(area).toHaveAttribute('autocapitalize', 'off');
  });
});

describe('Select', () => {
  it('gives onValue the chosen option value', () => {
    const options: SelectOption<'tab' | 'comma'>[] = [
      { value: 'tab', label: 'Tab' },
      { value: 'comma', label: 'Comma' },
    ];
    const onValue = vi.fn<(value: 'tab' | 'comma') => void>();
    render(<Select aria-label="Delimiter" value="tab" options={options} onValue={onValue} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Delimiter' }), { target: { value: 'comma' } });
    expect(onValue).toHaveBeenCalledWith('comma');
  });
});
