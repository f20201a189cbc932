/**
 * Past this many candidate pairs in one region (removed × added lines), lines pair in order: the
 * likeness search is quadratic, and a region that large is a rewrite, not an edit to read word by word.
 */
export const MAX_PAIRS_SEARCHED = 40_000;

/** Pairing any two lines scores a little, so lines with nothing in common still pair in order, as they did. */
const PAIR_BONUS = 1e-3;

const wordsOf = (line: string): string[] => line.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];

/** How alike two lines' words are: Dice's coefficient of their word multisets, 0 to 1. */
export function lineLikeness(before: readonly string[], after: readonly string[]): number {
  if (before.length === 0 || after.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const word of before) counts.set(word, (counts.get(word) ?? 0) + 1);
  let shared = 0;
  for (const word of after) {
    const left = counts.get(word) ?? 0;
    if (left > 0) {
      shared += 1;
      counts.set(word, left - 1);
    }
  }
  return (2 * shared) / (before.length + after.length);
}

/**
 * The removed and added lines of one region to show as changed pairs, in order on both sides, the most
 * alike together: a line inserted above an edited one no longer takes the edited line's place, so the
 * edit reads as the words it changed (as `git diff --word-diff` shows it). Each pair is [removed, added],
 * indexes into the arrays given.
 */
export function pairLines(removed: readonly string[], added: readonly string[]): [number, number][] {
  const rows = removed.length;
  const columns = added.length;
  if (rows * columns > MAX_PAIRS_SEARCHED) return Array.from({ length: Math.min(rows, columns) }, (_, index) => [index, index]);
  const removedWords = removed.map(wordsOf);
  const addedWords = added.map(wordsOf);
  // best[i][j]: the best total likeness of pairs among the first i removed and j added lines.
  const best = Array.from({ length: rows + 1 }, () => new Float64Array(columns + 1));
  for (let i = 1; i <= rows; i += 1) {
    for (let j = 1; j <= columns; j += 1) {
      const paired = (best[i - 1]?.[j - 1] ?? 0) + lineLikeness(removedWords[i - 1] ?? [], addedWords[j - 1] ?? []) + PAIR_BONUS;
      (best[i] as Float64Array)[j] = Math.max(paired, best[i - 1]?.[j] ?? 0, best[i]?.[j - 1] ?? 0);
    }
  }
  const pairs: [number, number][] = [];
  for (let i = rows, j = columns; i > 0 && j > 0;) {
    const here = best[i]?.[j] ?? 0;
    if (here === best[i - 1]?.[j]) i -= 1;
    else if (here === best[i]?.[j - 1]) j -= 1;
    else {
      pairs.push([i - 1, j - 1]);
      i -= 1;
      j -= 1;
    }
  }
  return pairs.reverse();
}
