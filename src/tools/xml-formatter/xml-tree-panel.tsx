import { useMemo } from 'react';
import { JsonTree } from '@/components/json-tree';
import { parseXml } from './xml-parse.logic';
import { XPATHS, xmlTree } from './xml-tree.logic';

/** Beyond this, building the tree would hold the page; the text view stays available. */
const TREE_LIMIT_CHARS = 5 * 1024 * 1024;

/** The tree view of a formatted result: elements, attributes and text, each row with its XPath to copy. */
export function XmlTreePanel({ text }: { text: string }) {
  const root = useMemo(() => {
    if (text.length > TREE_LIMIT_CHARS) return null;
    const parsed = parseXml(text);
    return parsed.ok ? xmlTree(parsed.document) : null;
  }, [text]);
  if (!root) {
    return <p className="p-4 text-sm text-slate-600 dark:text-slate-400">The tree view shows documents up to 5 MB. Use the text view for this one.</p>;
  }
  return <JsonTree root={root} paths={XPATHS} label="XML tree" />;
}
