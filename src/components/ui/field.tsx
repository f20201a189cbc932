import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';

interface FieldProps {
  label: string;
  /** Optional hint under the control, linked to it with aria-describedby (not part of its name). */
  hint?: ReactNode;
  /** Label beside the control instead of above it. */
  inline?: boolean;
  /** The one control this field labels. */
  children: ReactNode;
  className?: string;
}

/** A visible label wrapping its control, so the label is also the control's accessible name. */
export function Field({ label, hint, inline = false, children, className = '' }: FieldProps) {
  const hintId = useId();
  const control =
    hint && isValidElement(children) ? cloneElement(children as ReactElement<{ 'aria-describedby'?: string }>, { 'aria-describedby': hintId }) : children;
  return (
    <div className={`flex flex-col gap-1 text-sm ${className}`}>
      <label className={inline ? 'flex items-center gap-2' : 'flex flex-col gap-1'}>
        <span className="font-medium text-slate-700 dark:text-slate-300">{label}</span>
        {control}
      </label>
      {hint && (
        <span id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </span>
      )}
    </div>
  );
}
