import { TOOL_CATEGORIES, type ToolCategory } from '@/tools/categories';
import type { Tool } from '@/tools/define-tool';

/**
 * Every word of the query must appear in the title, description, id, category, or the tool's search words
 * (its keywords and its aliases' titles and ids: src/tools/search-words.ts, given once they have loaded).
 */
export function filterTools(list: readonly Tool[], query: string, searchWords: ReadonlyMap<string, readonly string[]> = new Map()): Tool[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...list];
  return list.filter((tool) => {
    const haystack = [tool.title, tool.description, tool.id, tool.category, ...(searchWords.get(tool.id) ?? [])].join(' ').toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** The landing page's sections: each category in its fixed order, its tools in the list's order (the registry's is by title); empty ones left out. */
export function groupByCategory(list: readonly Tool[]): { category: ToolCategory; tools: Tool[] }[] {
  return TOOL_CATEGORIES.map((category) => ({ category, tools: list.filter((tool) => tool.category === category) })).filter((group) => group.tools.length > 0);
}
