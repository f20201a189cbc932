import { useEffect } from 'react';

/**
 * Ctrl+K (⌘K on a Mac) opens the palette from anywhere, inside editors too, hence the capture phase. Ctrl or ⌘
 * going down calls `prepare`, which fetches the palette's code while the K is still to come.
 */
export function usePaletteShortcut(open: () => void, prepare: () => unknown): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Control' || event.key === 'Meta') Promise.resolve(prepare()).catch(() => undefined);
      else if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        event.stopPropagation();
        open();
      }
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [open, prepare]);
}
