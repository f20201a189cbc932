import { useEffect, useState } from 'react';
import { idInHash, targetForId } from '@/tools/hash-target';
import { tools } from '@/tools/registry';

export const LANDING = 'landing';

/** The id the hash names (a tool's or one of its aliases'); unknown values fall back to landing. */
export function pathFromHash(hash: string): string {
  const id = idInHash(hash);
  return targetForId(id, tools) ? (id ?? LANDING) : LANDING;
}

/** The tool the hash opens, through an alias or not; unknown values fall back to landing. */
export function viewFromHash(hash: string): string {
  return targetForId(idInHash(hash), tools)?.tool.id ?? LANDING;
}

export function hrefForView(view: string): string {
  return view === LANDING ? '#/' : `#/${view}`;
}

/**
 * Mirrors the URL hash so links, reload and the back button work. `path` is what the hash names (an
 * alias such as `yaml-to-json` included), so moving between two aliases of one tool opens it afresh.
 */
export function useView(): { view: string; path: string } {
  const [path, setPath] = useState(() => pathFromHash(window.location.hash));
  useEffect(() => {
    const onHashChange = () => setPath(pathFromHash(window.location.hash));
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
  return { view: targetForId(path, tools)?.tool.id ?? LANDING, path };
}

/** Switches the view the way a link would, so back and forward keep working. */
export function goToView(view: string): void {
  window.location.hash = hrefForView(view);
}
