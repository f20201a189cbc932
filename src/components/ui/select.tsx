import type { SelectHTMLAttributes } from 'react';
import { fieldClass } from './field-styles';
import { valueChange } from './value-change';

export interface SelectOption<Value extends string = string> {
  value: Value;
  label: string;
}

interface SelectProps<Value extends string> extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'value'> {
  value: Value;
  options: readonly SelectOption<Value>[];
  /** Called with the chosen option's value, typed as the options are: no cast of `event.target.value` at each use. */
  onValue?: (value: Value) => void;
}

export function Select<Value extends string>({ options, onValue, onChange, className = '', ...rest }: SelectProps<Value>) {
  return (
    <select className={`${fieldClass} ${className}`} onChange={valueChange(onChange, onValue)} {...rest}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
