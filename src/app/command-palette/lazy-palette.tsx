import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import { preloadable } from '@/lib/preloadable';
import type { PaletteHostProps } from './palette-host';

/**
 * The palette's code (about 1.5 KB gzip with its commands) stays off the landing page: it is fetched when
 * the page is idle (unless the visitor saves data), when Ctrl or ⌘ goes down, or on the first open.
 */
export const paletteModule = preloadable(() => import('./palette-host'));

/** Offline with the palette's chunk never cached: it closes again rather than leave the page with an error. */
function PaletteUnavailable({ onClose }: PaletteHostProps) {
  useEffect(onClose, [onClose]);
  return null;
}

const PaletteHost = lazy<ComponentType<PaletteHostProps>>(() => paletteModule.load().catch(() => ({ default: PaletteUnavailable })));

/** Keys typed between Ctrl+K and the palette's arrival, kept for its query instead of reaching the page behind. */
function TypeAhead({ typed, onClose }: { typed: RefObject<string>; onClose: () => void }) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === 'Escape') onClose();
      else if (event.key === 'Backspace') typed.current = typed.current.slice(0, -1);
      else if (event.key.length !== 1) return;
      else typed.current += event.key;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [typed, onClose]);
  return null;
}

export function LazyPalette({ onClose, toggleTheme }: Omit<PaletteHostProps, 'typedAhead'>) {
  const typed = useRef('');
  // Already here (the usual case): rendered at once, since a Suspense retry can be held back for up to 300 ms.
  const [Loaded] = useState(() => paletteModule.loaded()?.default);
  const typedAhead = () => typed.current;
  if (Loaded) return <Loaded onClose={onClose} toggleTheme={toggleTheme} typedAhead={typedAhead} />;
  return (
    <Suspense fallback={<TypeAhead typed={typed} onClose={onClose} />}>
      <PaletteHost onClose={onClose} toggleTheme={toggleTheme} typedAhead={typedAhead} />
    </Suspense>
  );
}
