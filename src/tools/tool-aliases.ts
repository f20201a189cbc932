import type { ToolAlias } from './define-tool';

// Every tool's aliases.ts, in one lazy chunk (alias-table.ts): the landing page needs them only for a search,
// and a deep link only when its id is no tool's, so the aliases of 40+ tools cost the landing page nothing.
const modules = import.meta.glob<readonly ToolAlias[]>('./*/aliases.ts', { eager: true, import: 'default' });

/** An alias with the tool it opens (its folder's name). */
export interface ToolAliasOf extends ToolAlias {
  toolId: string;
}

export const toolAliases: readonly ToolAliasOf[] = Object.entries(modules).flatMap(([path, aliases]) =>
  aliases.map((alias) => ({ ...alias, toolId: path.split('/')[1] ?? '' })),
);
