import { TOOL_CATEGORIES, type ToolCategory } from '@/tools/categories';
import type { Tool } from '@/tools/define-tool';

// One collator: localeCompare with options builds a new one per comparison, and sorting the registry that way
// took about 11 ms of every page load here (it runs as the app starts).
const titleOrder = new Intl.Collator('en', { sensitivity: 'base' });

/** Cards sorted alphabetically by title, as the spec asks. */
export function sortByTitle(list: readonly Tool[]): Tool[] {
  return [...list].sort((a, b) => titleOrder.compare(a.title, b.title));
}

/**
 * Every word of the query must appear in the title, description, id, category, an alias's title or id, or
 * the tool's search words (src/tools/search-words.ts, given once they have loaded).
 */
export function filterTools(list: readonly Tool[], query: string, searchWords: ReadonlyMap<string, readonly string[]> = new Map()): Tool[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...list];
  return list.filter((tool) => {
    const aliases = (tool.aliases ?? []).flatMap((alias) => [alias.title, alias.id]);
    const haystack = [tool.title, tool.description, tool.id, tool.category, ...(searchWords.get(tool.id) ?? []), ...aliases].join(' ').toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** The landing page's sections: each category in its fixed order, its tools by title; empty ones left out. */
export function groupByCategory(list: readonly Tool[]): { category: ToolCategory; tools: Tool[] }[] {
  return TOOL_CATEGORIES.map((category) => ({ category, tools: sortByTitle(list.filter((tool) => tool.category === category)) })).filter(
    (group) => group.tools.length > 0,
  );
}
