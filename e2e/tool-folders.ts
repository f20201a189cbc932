import { existsSync, readdirSync } from 'node:fs';

const TOOLS = new URL('../src/tools/', import.meta.url);

/** The ids of the tools whose folder holds a file of this name, in folder order. */
function toolsWith(file: string): string[] {
  return readdirSync(TOOLS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/${file}`, TOOLS)))
    .map((entry) => entry.name);
}

/**
 * The default export of that file in every tool folder that has one, by tool id: a fact about one tool (its
 * bench target, its fault cases) is declared in its folder and found here, not kept in a shared list.
 */
export async function fromToolFolders<T>(file: string): Promise<Map<string, T>> {
  const entries = await Promise.all(
    toolsWith(file).map(async (id) => {
      const module = (await import(new URL(`${id}/${file}`, TOOLS).href)) as { default: T };
      return [id, module.default] as const;
    }),
  );
  return new Map(entries);
}
