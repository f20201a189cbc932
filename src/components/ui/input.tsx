import type { InputHTMLAttributes } from 'react';
import { fieldClass } from './field-styles';
import { valueChange } from './value-change';

/** The browser's typing aids (spell check, autocomplete, autocorrect, autocapitalisation) off: for names, numbers and code, not prose. */
export const PLAIN_TEXT = { spellCheck: false, autoComplete: 'off', autoCorrect: 'off', autoCapitalize: 'off' } as const;

interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Text that is not prose (names, keys, passwords, phone numbers): no spell check, autocomplete, autocorrect or autocapitalisation. */
  plain?: boolean;
  /** Code, patterns, numbers and identifiers: plain text in a monospace font. */
  code?: boolean;
  /** Called with the new text on every change, for the usual `onChange={(event) => set(event.target.value)}`. */
  onValue?: (value: string) => void;
}

export function Input({ plain = false, code = false, onValue, onChange, className = '', ...rest }: InputProps) {
  return (
    <input
      {...(plain || code ? PLAIN_TEXT : undefined)}
      className={`${fieldClass}${code ? ' font-mono' : ''} ${className}`}
      onChange={valueChange(onChange, onValue)}
      {...rest}
    />
  );
}
