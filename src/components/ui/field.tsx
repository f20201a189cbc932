import type { ReactNode } from 'react';

interface FieldProps {
  label: string;
  /** Optional hint under the control. */
  hint?: ReactNode;
  /** Label beside the control instead of above it. */
  inline?: boolean;
  children: ReactNode;
  className?: string;
}

/** A visible label wrapping its control, so the label is also the control's accessible name. */
export function Field({ label, hint, inline = false, children, className = '' }: FieldProps) {
  return (
    <label className={`${inline ? 'flex items-center gap-2' : 'flex flex-col gap-1'} text-sm ${className}`}>
      <span className="font-medium text-slate-700 dark:text-slate-300">{label}</span>
      {children}
      {hint && <span className="text-xs text-slate-500 dark:text-slate-400">{hint}</span>}
    </label>
  );
}
