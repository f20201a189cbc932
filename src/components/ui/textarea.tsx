import type { TextareaHTMLAttributes } from 'react';
import { fieldClass } from './field-styles';

/** Plain text area for short to medium text; use CodePane for code or multi-megabyte input. */
export function Textarea({ className = '', ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={`${fieldClass} font-mono ${className}`} spellCheck={false} {...rest} />;
}
