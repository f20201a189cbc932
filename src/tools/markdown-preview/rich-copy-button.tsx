import { Check, ClipboardType, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { COPIED_ICON } from '@/components/copy-button';
import { Button } from '@/components/ui/button';

const CONFIRM_MS = 2000;

/**
 * "Copy rich text": puts the rendered document on the clipboard as HTML (with a plain-text
 * fallback), so it pastes formatted into a mail, a document or a wiki.
 */
export function RichCopyButton({ html, text, disabled }: { html: string; text: () => string; disabled: boolean }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      const item = new ClipboardItem({ 'text/html': new Blob([html], { type: 'text/html' }), 'text/plain': new Blob([text()], { type: 'text/plain' }) });
      await navigator.clipboard.write([item]);
      setState('copied');
    } catch {
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), CONFIRM_MS);
  };
  const Icon = state === 'copied' ? Check : state === 'failed' ? X : ClipboardType;
  return (
    <Button icon={Icon} iconClassName={state === 'copied' ? COPIED_ICON : undefined} onClick={() => void copy()} disabled={disabled || html === ''}>
      <span aria-live="polite">{state === 'copied' ? 'Copied!' : state === 'failed' ? 'Copy failed' : 'Copy rich text'}</span>
    </Button>
  );
}
