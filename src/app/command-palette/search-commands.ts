import Fuse from 'fuse.js';
import { searchWords } from '@/tools/search-words';
import type { Command } from './commands';

/**
 * Fuzzy matching that forgives typos and missing letters ("jsn beau", "regx"), weighing the
 * title most, then keywords, then the description. An empty query lists everything in order.
 */
export function commandSearcher(commands: readonly Command[], words: ReadonlyMap<string, readonly string[]> = searchWords): (query: string) => Command[] {
  // A tool's search words load with this matcher (src/tools/search-words.ts), not with the landing page.
  const searchable = commands.map((command) => ({ ...command, keywords: [...command.keywords, ...(command.toolId ? (words.get(command.toolId) ?? []) : [])] }));
  const fuse = new Fuse(searchable, {
    keys: [
      { name: 'label', weight: 3 },
      { name: 'keywords', weight: 2 },
      { name: 'detail', weight: 1 },
    ],
    threshold: 0.4,
    ignoreLocation: true,
  });
  return (query) => {
    const trimmed = query.trim();
    return trimmed === '' ? [...commands] : fuse.search(trimmed).map((result) => commands[result.refIndex] ?? result.item);
  };
}
