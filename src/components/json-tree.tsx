import { useCallback, useState } from 'react';
import { ChevronsDownUp, ChevronsUpDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { JsonNode } from '@/lib/json-ast';
import { childCount, EXPAND_ALL, expansionKeys, INITIAL_EXPANSION, isContainer, JSON_PATHS, type TreePaths } from '@/lib/json-path';
import { TreeNode } from './json-tree-node';
import { formatNumber } from '@contract/format-number';

interface TreeState {
  root: JsonNode;
  expanded: ReadonlySet<string>;
  /** How many nodes "Expand all" opened when a budget stopped it. */
  capped: number | null;
}

function initialState(root: JsonNode, paths: TreePaths, previous?: ReadonlySet<string>): TreeState {
  const expanded = new Set(previous);
  for (const key of expansionKeys(root, INITIAL_EXPANSION, paths).keys) expanded.add(key);
  return { root, expanded, capped: null };
}

/**
 * A collapsible tree of a JSON document, literals exactly as written. Open containers are kept as a Set of
 * their JSONPaths, so a new root (after formatting again) keeps whatever paths it shares with the old one.
 * The parent sets the height; the tree scrolls inside it. Other formats show as the same tree: YAML's value,
 * or XML's elements with XPaths (`paths`, a stable constant) instead of JSONPaths.
 */
export function JsonTree({ root, paths = JSON_PATHS, label = 'JSON tree' }: { root: JsonNode; paths?: TreePaths; label?: string }) {
  const [state, setState] = useState(() => initialState(root, paths));
  let current = state;
  if (state.root !== root) {
    // A new document: keep the paths that were open and open its first level too (state adjusted while rendering).
    current = initialState(root, paths, state.expanded);
    setState(current);
  }

  const onToggle = useCallback((key: string) => {
    setState((previous) => {
      const expanded = new Set(previous.expanded);
      if (!expanded.delete(key)) expanded.add(key);
      return { ...previous, expanded };
    });
  }, []);

  const expandAll = () => {
    const result = expansionKeys(current.root, EXPAND_ALL, paths);
    setState((previous) => ({
      ...previous,
      expanded: new Set([...previous.expanded, ...result.keys]),
      capped: result.capped ? result.nodes : null,
    }));
  };

  // Collapse all keeps the root open, so the top-level keys stay in view.
  const collapseAll = () => setState((previous) => ({ ...previous, expanded: new Set([paths.root]), capped: null }));

  const expandable = isContainer(root) && childCount(root) > 0;
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 px-2 py-1.5 dark:border-slate-800">
        <Button variant="ghost" size="sm" icon={ChevronsUpDown} onClick={expandAll} disabled={!expandable}>
          Expand all
        </Button>
        <Button variant="ghost" size="sm" icon={ChevronsDownUp} onClick={collapseAll} disabled={!expandable}>
          Collapse all
        </Button>
        <p role="status" className="text-xs text-slate-600 dark:text-slate-400">
          {current.capped !== null && `Expanded the first ${formatNumber(current.capped)} nodes`}
        </p>
      </div>
      <div className="min-h-0 flex-1 overflow-auto p-2 font-mono text-xs leading-5 text-slate-800 dark:text-slate-200">
        <ul aria-label={label}>
          <TreeNode node={root} label={{ kind: 'root' }} path={paths.root} expanded={current.expanded} onToggle={onToggle} paths={paths} />
        </ul>
      </div>
    </div>
  );
}
