import type { Tool, ToolAlias } from './define-tool';

/** What `#/<id>` names: a tool, opened directly or through one of its aliases. */
export interface HashTarget {
  tool: Tool;
  alias?: ToolAlias;
}

/** The id before any share-link query, or undefined when the hash is malformed. */
export function idInHash(hash: string): string | undefined {
  try {
    // A share link adds its state after "?": the target is what comes before.
    return decodeURIComponent(hash.replace(/^#\/?/, '').split('?')[0] ?? '');
  } catch {
    return undefined; // a malformed link must not crash the app
  }
}

/** The tool (and alias) an id names, or undefined for anything unknown. */
export function targetForId(id: string | undefined, list: readonly Tool[]): HashTarget | undefined {
  if (!id) return undefined;
  for (const tool of list) {
    if (tool.id === id) return { tool };
    const alias = tool.aliases?.find((candidate) => candidate.id === id);
    if (alias) return { tool, alias };
  }
  return undefined;
}
