import type { Tool } from '@/tools/define-tool';

/** Cards sorted alphabetically by title, as the spec asks. */
export function sortByTitle(list: readonly Tool[]): Tool[] {
  return [...list].sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }));
}

/** Every word of the query must appear in the title, description, id or keywords. */
export function filterTools(list: readonly Tool[], query: string): Tool[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...list];
  return list.filter((tool) => {
    const haystack = [tool.title, tool.description, tool.id, ...tool.keywords].join(' ').toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
