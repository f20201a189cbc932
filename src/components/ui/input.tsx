import type { InputHTMLAttributes } from 'react';
import { fieldClass } from './field-styles';

export function Input({ className = '', ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={`${fieldClass} ${className}`} {...rest} />;
}
