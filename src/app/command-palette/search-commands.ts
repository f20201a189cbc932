import Fuse from 'fuse.js';
import type { Command } from './commands';

/**
 * Fuzzy matching that forgives typos and missing letters ("jsn beau", "regx"), weighing the
 * title most, then keywords, then the description. An empty query lists everything in order.
 */
export function commandSearcher(commands: readonly Command[]): (query: string) => Command[] {
  const fuse = new Fuse(commands, {
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
    return trimmed === '' ? [...commands] : fuse.search(trimmed).map((result) => result.item);
  };
}
