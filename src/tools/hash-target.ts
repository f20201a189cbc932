import type { Tool, ToolAlias } from './define-tool';
import type { ToolAliasOf } from './tool-aliases';

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

/** The tool (and alias) an id names among these tools and aliases, or undefined for anything unknown. */
export function targetForId(id: string | undefined, list: readonly Tool[], aliases: readonly ToolAliasOf[]): HashTarget | undefined {
  if (!id) return undefined;
  const tool = list.find((candidate) => candidate.id === id);
  if (tool) return { tool };
  const alias = aliases.find((candidate) => candidate.id === id);
  const aliased = alias && list.find((candidate) => candidate.id === alias.toolId);
  return aliased ? { tool: aliased, alias } : undefined;
}
