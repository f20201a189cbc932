import { unicodeBaseName } from 'unicode-name';
import { formatCodePoint } from './code-point.logic';

export const SEARCH_LIMIT = 200;

export interface NamedCharacter {
  char: string;
  codePoint: string;
  name: string;
}

export interface SearchResult {
  matches: NamedCharacter[];
  /** All matches, including those past SEARCH_LIMIT. */
  total: number;
}

let index: { codePoint: number; name: string }[] | null = null;

/** Every named code point, built on the first search (about a second; it runs on the worker). */
function namedCodePoints() {
  if (index) return index;
  index = [];
  for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) {
    if (codePoint === 0xd800) codePoint = 0xe000;
    const name = unicodeBaseName(codePoint);
    if (name) index.push({ codePoint, name });
  }
  return index;
}

const CODE_POINT_QUERY = /^(?:U\+|0x)?([0-9A-F]{1,6})$/i;

function ranker(query: string) {
  const wholeWords = new RegExp(`\\b${query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);
  return (name: string): number => {
    if (name === query) return 0;
    if (name.startsWith(query)) return 1;
    return wholeWords.test(name) ? 2 : 3;
  };
}

/**
 * Characters whose name holds every word of the query, in any order ("cat smil" finds
 * SMILING CAT FACE WITH OPEN MOUTH), best first: exact name, name starting
 * with the query, query as whole words, then by code point. "U+1F600" or "1F600" also finds that code point.
 */
export function searchByName(rawQuery: string): SearchResult {
  const query = rawQuery.trim().toUpperCase().replace(/\s+/g, ' ');
  if (query === '') return { matches: [], total: 0 };
  const words = query.split(' ');
  const rank = ranker(query);
  const found: { codePoint: number; name: string; rank: number }[] = [];
  const hexMatch = CODE_POINT_QUERY.exec(query);
  const exactCodePoint = hexMatch ? parseInt(hexMatch[1] as string, 16) : null;
  for (const entry of namedCodePoints()) {
    if (entry.codePoint === exactCodePoint) found.push({ ...entry, rank: -1 });
    else if (words.every((word) => entry.name.includes(word))) found.push({ ...entry, rank: rank(entry.name) });
  }
  found.sort((a, b) => a.rank - b.rank || a.codePoint - b.codePoint);
  return {
    matches: found
      .slice(0, SEARCH_LIMIT)
      .map(({ codePoint, name }) => ({ char: String.fromCodePoint(codePoint), codePoint: formatCodePoint(codePoint), name })),
    total: found.length,
  };
}
