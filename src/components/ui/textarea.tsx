import type { TextareaHTMLAttributes } from 'react';
import { fieldClass } from './field-styles';
import { PLAIN_TEXT } from './input';
import { valueChange } from './value-change';

interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Text that is not prose (keys, tokens): autocomplete, autocorrect and autocapitalisation off too. */
  plain?: boolean;
  /** Called with the new text on every change, for the usual `onChange={(event) => set(event.target.value)}`. */
  onValue?: (value: string) => void;
}

/** Plain text area for short to medium text; use CodePane for code or multi-megabyte input. */
export function Textarea({ plain = false, onValue, onChange, className = '', ...rest }: TextareaProps) {
  return (
    <textarea
      {...(plain ? PLAIN_TEXT : undefined)}
      className={`${fieldClass} font-mono ${className}`}
      spellCheck={false}
      onChange={valueChange(onChange, onValue)}
      {...rest}
    />
  );
}
