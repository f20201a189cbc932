import { toolAliases } from './tool-aliases';

// Every tool's extra search words, in one lazy chunk: the landing page fetches it on the first search,
// the command palette when it opens, so the words of 40+ tools stay off the landing page's script budget.
const modules = import.meta.glob<readonly string[]>('./*/keywords.ts', { eager: true, import: 'default' });

/** Each tool's search words by tool id (its folder's name): its keywords, then its aliases' titles and ids. */
export const searchWords: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries(modules).map(([path, words]) => {
    const toolId = path.split('/')[1] ?? '';
    const aliases = toolAliases.filter((alias) => alias.toolId === toolId).flatMap((alias) => [alias.title, alias.id]);
    return [toolId, [...words, ...aliases]];
  }),
);
