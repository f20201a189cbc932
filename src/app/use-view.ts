import { useEffect, useState } from 'react';
import { tools } from '@/tools/registry';

export const LANDING = 'landing';

/** The one app-level value: which screen is shown. Unknown values fall back to landing. */
export function viewFromHash(hash: string): string {
  let id: string;
  try {
    // A share link adds its state after "?": the view is what comes before.
    id = decodeURIComponent(hash.replace(/^#\/?/, '').split('?')[0] ?? '');
  } catch {
    return LANDING; // a malformed link must not crash the app
  }
  return tools.some((tool) => tool.id === id) ? id : LANDING;
}

export function hrefForView(view: string): string {
  return view === LANDING ? '#/' : `#/${view}`;
}

/** Mirrors the view to the URL hash so links, reload and the back button work. */
export function useView(): string {
  const [view, setView] = useState(() => viewFromHash(window.location.hash));
  useEffect(() => {
    const onHashChange = () => setView(viewFromHash(window.location.hash));
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
  return view;
}

/** Switches the view the way a link would, so back and forward keep working. */
export function goToView(view: string): void {
  window.location.hash = hrefForView(view);
}
