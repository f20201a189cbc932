import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './spinner';

/**
 * Every look a button has, as variants and sizes, so no caller needs to override the button's own
 * padding, text or colour classes; a caller's className is for layout only (margins, placement), which
 * nothing here sets. A plain table rather than class-variance-authority: the header's buttons put it on
 * the landing page, whose script budget is tight.
 */
const BASE =
  'inline-flex items-center justify-center font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:cursor-not-allowed disabled:opacity-60';
const VARIANTS = {
  primary: 'bg-indigo-600 text-white hover:bg-indigo-500 disabled:bg-indigo-600/50',
  secondary:
    'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
  ghost: 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
} as const;
const SIZES = {
  sm: 'gap-1 rounded-md px-2 py-1 text-xs',
  md: 'gap-1.5 rounded-lg px-3 py-1.5 text-sm',
} as const;

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** Drawn before the label; a spinner takes its place while busy. */
  icon?: LucideIcon;
  /** The icon's colour, when it says something (the green tick of a done copy). */
  iconClassName?: string;
  /** The action is running: the button is disabled, shows a spinner and says `busyLabel`. */
  busy?: boolean;
  /** The label while busy, as the spec words it ("Converting..."); the usual label when not given. */
  busyLabel?: ReactNode;
}

export function Button({
  variant = 'secondary',
  size = 'md',
  icon: Icon,
  iconClassName,
  busy = false,
  busyLabel,
  className,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  const iconSize = size === 'sm' ? 'size-3.5' : 'size-4';
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={[BASE, VARIANTS[variant], SIZES[size], className].filter(Boolean).join(' ')}
      {...rest}
    >
      {busy ? <Spinner className={iconSize} /> : Icon && <Icon aria-hidden="true" className={iconClassName ? `${iconSize} ${iconClassName}` : iconSize} />}
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}
