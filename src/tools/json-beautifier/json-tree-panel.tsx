import { useMemo } from 'react';
import { parseJsonAst } from '@/lib/json-ast';
import { JsonTree } from '@/components/json-tree';

/** Beyond this the tree would hold millions of nodes in memory; the text view stays available. */
const TREE_LIMIT_CHARS = 20 * 1024 * 1024;

/** The tree view of a formatted result (already validated, so parsing cannot fail). */
export function JsonTreePanel({ text }: { text: string }) {
  const root = useMemo(() => (text.length <= TREE_LIMIT_CHARS ? parseJsonAst(text) : null), [text]);
  if (!root) {
    return <p className="p-4 text-sm text-slate-600 dark:text-slate-400">The tree view shows results up to 20 MB. Use the text view for this one.</p>;
  }
  return <JsonTree root={root} />;
}
