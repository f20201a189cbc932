import { useEffect, useState } from 'react';
import { aliasTable, knownAliases } from '@/tools/alias-table';
import { idInHash, targetForId, type HashTarget } from '@/tools/hash-target';
import { tools } from '@/tools/registry';

export const LANDING = 'landing';

/** What the hash names among the tools and the aliases fetched so far. */
const targetOf = (hash: string): HashTarget | undefined => targetForId(idInHash(hash), tools, knownAliases());

/** The id the hash names (a tool's or one of its aliases'); unknown values fall back to landing. */
export function pathFromHash(hash: string): string {
  return targetOf(hash) ? (idInHash(hash) ?? LANDING) : LANDING;
}

/** The tool the hash opens, through an alias or not; unknown values fall back to landing. */
export function viewFromHash(hash: string): string {
  return targetOf(hash)?.tool.id ?? LANDING;
}

/** Whether only the alias table can say what the hash names: an id that is no tool's, before the table has come. */
export function hashNeedsAliases(hash: string): boolean {
  const id = idInHash(hash);
  return Boolean(id) && aliasTable.loaded() === undefined && !tools.some((tool) => tool.id === id);
}

export function hrefForView(view: string): string {
  return view === LANDING ? '#/' : `#/${view}`;
}

/**
 * Mirrors the URL hash so links, reload and the back button work. `path` is what the hash names (an
 * alias such as `yaml-to-json` included), so moving between two aliases of one tool opens it afresh. An id
 * that is no tool's waits for the alias table (one small chunk, fetched once) before it is read.
 */
export function useView(): { view: string; path: string } {
  const [path, setPath] = useState(() => pathFromHash(window.location.hash));
  useEffect(() => {
    const read = () => setPath(pathFromHash(window.location.hash));
    const onHashChange = () => {
      if (hashNeedsAliases(window.location.hash)) aliasTable.load().then(read, read);
      else read();
    };
    // The first render may have come before the table, when the address is an alias.
    onHashChange();
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
  return { view: targetForId(path, tools, knownAliases())?.tool.id ?? LANDING, path };
}

/** Switches the view the way a link would, so back and forward keep working. */
export function goToView(view: string): void {
  window.location.hash = hrefForView(view);
}
