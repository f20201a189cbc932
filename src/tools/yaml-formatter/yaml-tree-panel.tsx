import { useMemo } from 'react';
import { JsonTree } from '@/components/json-tree';
import { parseYamlStream } from './yaml-formatter.logic';
import { yamlTree } from './yaml-tree.logic';

/** Beyond this, building the tree would hold the page; the text view stays available. */
const TREE_LIMIT_CHARS = 2 * 1024 * 1024;

/** The tree view of a formatted result: the parsed value, each row with its JSONPath to copy. */
export function YamlTreePanel({ text }: { text: string }) {
  const root = useMemo(() => {
    if (text.length > TREE_LIMIT_CHARS) return null;
    const parsed = parseYamlStream(text);
    return parsed.ok ? yamlTree(parsed.documents) : null;
  }, [text]);
  if (!root) {
    return <p className="p-4 text-sm text-slate-600 dark:text-slate-400">The tree view shows documents up to 2 MB. Use the text view for this one.</p>;
  }
  return <JsonTree root={root} label="YAML tree" />;
}
