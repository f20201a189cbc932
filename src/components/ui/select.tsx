import type { SelectHTMLAttributes } from 'react';
import { fieldClass } from './field-styles';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  options: readonly SelectOption[];
}

export function Select({ options, className = '', ...rest }: SelectProps) {
  return (
    <select className={`${fieldClass} ${className}`} {...rest}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
