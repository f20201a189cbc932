import { Check, Copy, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useCopy } from '@/hooks/use-copy';
import { escapeText, type EscapeForm } from './code-point.logic';

/** Escapes the text only when clicked: doing it on every keystroke would cost a long text dearly. */
export function EscapeCopyButton({ text, form, label }: { text: string; form: EscapeForm; label: string }) {
  const { state, copy } = useCopy();
  const Icon = state === 'copied' ? Check : state === 'failed' ? X : Copy;
  return (
    <Button
      icon={Icon}
      onClick={() => void copy(escapeText(text, form))}
      disabled={text === ''}
      aria-label={state === 'idle' ? `Copy the text as ${label} escapes` : undefined}
    >
      <span aria-live="polite">{state === 'copied' ? 'Copied!' : state === 'failed' ? 'Copy failed' : label}</span>
    </Button>
  );
}
