import { useCallback, useEffect, useRef, useState } from 'react';

/** How long "Copied!" stays, per the spec. */
const COPY_CONFIRM_MS = 2000;

export type CopyState = 'idle' | 'copied' | 'failed';

/** Writes text to the clipboard and reports "copied" for COPY_CONFIRM_MS. */
export function useCopy(): { state: CopyState; copy: (text: string) => Promise<void> } {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), COPY_CONFIRM_MS);
  }, []);

  return { state, copy };
}
