/** A block of lines removed in one place and added, unchanged, in another. */
export interface Move {
  oldFrom: number;
  newFrom: number;
  length: number;
}

/** As git's --color-moved: a block must hold this many letters and digits, so a lone "}" or blank line never counts as moved. */
export const MIN_MOVED_ALNUM = 20;
/** Candidate places looked at per line, so a text of thousands of equal lines stays linear. */
const MAX_CANDIDATES = 64;

function alnumCount(line: string): number {
  let count = 0;
  for (let index = 0; index < line.length; index += 1) {
    const code = line.charCodeAt(index);
    if ((code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code > 127) count += 1;
  }
  return count;
}

/**
 * Finds moved blocks among the removed lines (status 1 in `oldStatus`) and added lines (status 1 in
 * `newStatus`): for each removed line, in order, the longest run of equal removed/added lines
 * starting there. Greedy and linear; each line belongs to at most one move.
 */
export function findMoves(oldLines: string[], oldIds: number[], newIds: number[], oldStatus: Uint8Array, newStatus: Uint8Array): Move[] {
  const addedAt = new Map<number, number[]>();
  newIds.forEach((id, index) => {
    if (newStatus[index] !== 1) return;
    const list = addedAt.get(id);
    if (list) list.push(index);
    else addedAt.set(id, [index]);
  });
  const usedNew = new Uint8Array(newIds.length);
  const moves: Move[] = [];
  let oldIndex = 0;
  while (oldIndex < oldIds.length) {
    if (oldStatus[oldIndex] !== 1 || oldLines[oldIndex]!.trim() === '') {
      oldIndex += 1;
      continue;
    }
    let best: Move | null = null;
    const candidates = addedAt.get(oldIds[oldIndex]!) ?? [];
    let looked = 0;
    for (const newIndex of candidates) {
      if (usedNew[newIndex]) continue;
      if (++looked > MAX_CANDIDATES) break;
      let length = 0;
      while (
        oldIndex + length < oldIds.length &&
        newIndex + length < newIds.length &&
        oldStatus[oldIndex + length] === 1 &&
        newStatus[newIndex + length] === 1 &&
        !usedNew[newIndex + length] &&
        oldIds[oldIndex + length] === newIds[newIndex + length]
      )
        length += 1;
      if (!best || length > best.length) best = { oldFrom: oldIndex, newFrom: newIndex, length };
    }
    if (!best) {
      oldIndex += 1;
      continue;
    }
    let letters = 0;
    for (let index = 0; index < best.length; index += 1) letters += alnumCount(oldLines[oldIndex + index]!);
    if (letters >= MIN_MOVED_ALNUM) {
      moves.push(best);
      usedNew.fill(1, best.newFrom, best.newFrom + best.length);
      oldIndex += best.length;
    } else oldIndex += 1;
  }
  return moves;
}
