import { Check, Copy, X } from 'lucide-react';
import { useCopy } from '@/hooks/use-copy';
import { Button } from './ui/button';

interface CopyButtonProps {
  /** The text to copy; empty means nothing to copy and the button is disabled. */
  text: string;
  loading?: boolean;
  /** Visible label when idle. */
  label?: string;
  /** Accessible name when the visible label alone would be ambiguous (e.g. one copy button per row). */
  ariaLabel?: string;
  className?: string;
}

/** The tick's green after a copy; the word beside it says so too. */
export const COPIED_ICON = 'text-green-600 dark:text-green-400';

export function CopyButton({ text, loading = false, label = 'Copy', ariaLabel, className }: CopyButtonProps) {
  const { state, copy } = useCopy();
  const visible = state === 'copied' ? 'Copied!' : state === 'failed' ? 'Copy failed' : label;
  const Icon = state === 'copied' ? Check : state === 'failed' ? X : Copy;
  return (
    <Button
      icon={Icon}
      iconClassName={state === 'copied' ? COPIED_ICON : undefined}
      onClick={() => void copy(text)}
      disabled={text.length === 0 || loading}
      aria-label={state === 'idle' ? ariaLabel : undefined}
      className={className}
    >
      <span aria-live="polite">{visible}</span>
    </Button>
  );
}
