import { preloadable } from '@/lib/preloadable';
import type { ToolAliasOf } from './tool-aliases';

/** Every tool's aliases, fetched when a search, the palette or an address needs them (see tool-aliases.ts). */
export const aliasTable = preloadable(() => import('./tool-aliases'));

/** The aliases, once fetched; none before. */
export const knownAliases = (): readonly ToolAliasOf[] => aliasTable.loaded()?.toolAliases ?? [];
