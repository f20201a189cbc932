// Every tool's extra search words, in one lazy chunk: the landing page fetches it on the first search,
// the command palette when it opens, so the words of 30+ tools stay off the landing page's script budget.
const modules = import.meta.glob<readonly string[]>('./*/keywords.ts', { eager: true, import: 'default' });

/** Each tool's search words by tool id (its folder's name). */
export const searchWords: ReadonlyMap<string, readonly string[]> = new Map(Object.entries(modules).map(([path, words]) => [path.split('/')[1] ?? '', words]));
