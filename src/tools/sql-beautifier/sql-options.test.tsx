import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SqlOptionsBar } from './sql-options';
import { defaultSqlOptions } from './sql-options.logic';

describe('SqlOptionsBar', () => {
  it('shows each option as chosen and changes only the one picked, numbers as numbers', () => {
    const onChange = vi.fn();
    render(<SqlOptionsBar value={{ ...defaultSqlOptions, expressionWidth: 80 }} onChange={onChange} aiChosen={false} />);
    expect(screen.getByLabelText('Keyword case')).toHaveValue('upper');
    expect(screen.getByLabelText('Expression width')).toHaveValue('80');

    fireEvent.change(screen.getByLabelText('Data type case'), { target: { value: 'lower' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...defaultSqlOptions, expressionWidth: 80, dataTypeCase: 'lower' });
    fireEvent.change(screen.getByLabelText('Lines between queries'), { target: { value: '3' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...defaultSqlOptions, expressionWidth: 80, linesBetweenQueries: 3 });
  });

  it('says the finer options are the Local engine’s only when AI is chosen', () => {
    const { rerender } = render(<SqlOptionsBar value={defaultSqlOptions} onChange={() => {}} aiChosen={false} />);
    expect(screen.queryByText(/these apply to the Local engine/)).toBeNull();
    rerender(<SqlOptionsBar value={defaultSqlOptions} onChange={() => {}} aiChosen />);
    expect(screen.getByText(/these apply to the Local engine/)).toBeInTheDocument();
  });
});
