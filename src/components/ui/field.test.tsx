import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './field';
import { Input } from './input';

describe('Field', () => {
  it('names its control by the label and describes it by the hint', () => {
    render(
      <Field label="Class Name" hint="Inferred from the table name when empty.">
        <Input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Class Name' });
    expect(input).toHaveAccessibleDescription('Inferred from the table name when empty.');
  });
});
