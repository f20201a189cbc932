import { diffArrays } from 'diff';
import { lineBreakNotes, splitLines } from './lines.logic';
import { pairLines } from './line-pairs.logic';
import { findMoves } from './moves.logic';

/** How lines are compared; the view's granularity does not change which lines differ. */
export interface CompareOptions {
  ignoreWhitespace: boolean;
  ignoreCase: boolean;
  detectMoves: boolean;
}

export interface DiffRequest extends CompareOptions {
  original: string;
  changed: string;
  /** Past this the Myers search stops and the differing middle is shown as replaced whole. */
  timeoutMs: number;
  /** A cap on the edits searched, as well as or instead of the time limit (tests use it: it does not depend on the machine's speed). */
  maxEditLength?: number;
}

/** A line's status on its side. */
export const SAME = 0;
export const REMOVED = 1; // on the Original's side
export const ADDED = 1; // on the Changed side
export const MOVED = 2;

/** Rows of a view: the Original's line index and the Changed line index shown on each row, -1 for none. */
export interface DiffRows {
  left: Int32Array;
  right: Int32Array;
}

export interface DiffCounts {
  added: number;
  removed: number;
  moved: number;
  /** Blocks of consecutive changed rows in the side-by-side view. */
  changes: number;
}

export interface LineDiff {
  /** Per line of the Original: SAME, REMOVED or MOVED. */
  oldStatus: Uint8Array;
  /** Per line of the Changed text: SAME, ADDED or MOVED. */
  newStatus: Uint8Array;
  /** The line on the other side: its equal, its moved copy, or the line it is paired with as a change; -1 for none. */
  oldPartner: Int32Array;
  newPartner: Int32Array;
  split: DiffRows;
  unified: DiffRows;
  counts: DiffCounts;
  /** True when the search hit its time limit and the middle is shown as replaced whole. */
  cutShort: boolean;
  notes: string[];
}

/** A line as compared: whitespace and case dropped when the options say so. */
export function compareKey(line: string, { ignoreWhitespace, ignoreCase }: Pick<CompareOptions, 'ignoreWhitespace' | 'ignoreCase'>): string {
  const spaced = ignoreWhitespace ? line.replace(/\s+/g, '') : line;
  return ignoreCase ? spaced.toLowerCase() : spaced;
}

/** Each line as a small number, equal numbers for equal keys, so the diff compares numbers instead of strings. */
function numberLines(oldLines: string[], newLines: string[], options: CompareOptions) {
  const ids = new Map<string, number>();
  const idOf = (line: string) => {
    const key = compareKey(line, options);
    let id = ids.get(key);
    if (id === undefined) {
      id = ids.size;
      ids.set(key, id);
    }
    return id;
  };
  return { oldIds: oldLines.map(idOf), newIds: newLines.map(idOf) };
}

interface Region {
  oldFrom: number;
  oldTo: number;
  newFrom: number;
  newTo: number;
}

/** The differing regions between runs of equal lines; equal lines are paired in `oldPartner`/`newPartner`. */
function findRegions(
  oldIds: number[],
  newIds: number[],
  limits: Pick<DiffRequest, 'timeoutMs' | 'maxEditLength'>,
  oldPartner: Int32Array,
  newPartner: Int32Array,
) {
  let prefix = 0;
  while (prefix < oldIds.length && prefix < newIds.length && oldIds[prefix] === newIds[prefix]) prefix += 1;
  let suffix = 0;
  while (suffix < oldIds.length - prefix && suffix < newIds.length - prefix && oldIds[oldIds.length - 1 - suffix] === newIds[newIds.length - 1 - suffix])
    suffix += 1;
  const pair = (oldIndex: number, newIndex: number) => {
    oldPartner[oldIndex] = newIndex;
    newPartner[newIndex] = oldIndex;
  };
  for (let index = 0; index < prefix; index += 1) pair(index, index);
  for (let index = 1; index <= suffix; index += 1) pair(oldIds.length - index, newIds.length - index);

  const oldMiddle = oldIds.slice(prefix, oldIds.length - suffix);
  const newMiddle = newIds.slice(prefix, newIds.length - suffix);
  const regions: Region[] = [];
  const changes =
    oldMiddle.length > 0 && newMiddle.length > 0
      ? diffArrays(oldMiddle, newMiddle, { timeout: limits.timeoutMs, maxEditLength: limits.maxEditLength ?? Number.MAX_SAFE_INTEGER })
      : null;
  const cutShort = changes === undefined;
  if (!changes) {
    if (oldMiddle.length + newMiddle.length > 0)
      regions.push({ oldFrom: prefix, oldTo: prefix + oldMiddle.length, newFrom: prefix, newTo: prefix + newMiddle.length });
    return { regions, cutShort };
  }
  let oldAt = prefix;
  let newAt = prefix;
  let open: Region | null = null;
  for (const change of changes) {
    if (!change.added && !change.removed) {
      if (open) regions.push(open);
      open = null;
      for (let index = 0; index < change.count; index += 1) pair(oldAt + index, newAt + index);
      oldAt += change.count;
      newAt += change.count;
      continue;
    }
    open ??= { oldFrom: oldAt, oldTo: oldAt, newFrom: newAt, newTo: newAt };
    if (change.removed) oldAt += change.count;
    else newAt += change.count;
    open.oldTo = oldAt;
    open.newTo = newAt;
  }
  if (open) regions.push(open);
  return { regions, cutShort };
}

class RowBuilder {
  left: number[] = [];
  right: number[] = [];
  add(left: number, right: number) {
    this.left.push(left);
    this.right.push(right);
  }
  build(): DiffRows {
    return { left: Int32Array.from(this.left), right: Int32Array.from(this.right) };
  }
}

/**
 * Compares two texts line by line (Myers, via the `diff` package, on numbered lines), marks blocks
 * that moved, pairs the remaining removed and added lines of each region as changes, and lays out
 * the rows of the side-by-side and the inline view.
 */
export function diffTexts(request: DiffRequest): LineDiff {
  const oldLines = splitLines(request.original);
  const newLines = splitLines(request.changed);
  const { oldIds, newIds } = numberLines(oldLines, newLines, request);
  const oldPartner = new Int32Array(oldLines.length).fill(-1);
  const newPartner = new Int32Array(newLines.length).fill(-1);
  const oldStatus = new Uint8Array(oldLines.length);
  const newStatus = new Uint8Array(newLines.length);
  const { regions, cutShort } = findRegions(oldIds, newIds, request, oldPartner, newPartner);
  for (const region of regions) {
    oldStatus.fill(REMOVED, region.oldFrom, region.oldTo);
    newStatus.fill(ADDED, region.newFrom, region.newTo);
  }
  if (request.detectMoves) {
    for (const move of findMoves(oldLines, oldIds, newIds, oldStatus, newStatus)) {
      for (let index = 0; index < move.length; index += 1) {
        oldStatus[move.oldFrom + index] = MOVED;
        newStatus[move.newFrom + index] = MOVED;
        oldPartner[move.oldFrom + index] = move.newFrom + index;
        newPartner[move.newFrom + index] = move.oldFrom + index;
      }
    }
  }

  const split = new RowBuilder();
  const unified = new RowBuilder();
  let oldAt = 0;
  let newAt = 0;
  let changes = 0;
  const copyEqual = (oldTo: number) => {
    for (; oldAt < oldTo; oldAt += 1, newAt += 1) {
      split.add(oldAt, newAt);
      unified.add(oldAt, newAt);
    }
  };
  for (const region of regions) {
    copyEqual(region.oldFrom);
    changes += 1;
    // Removed lines pair with the most alike added lines, in order (see pairLines); a moved line gets a row of its own.
    const removed = range(region.oldFrom, region.oldTo).filter((line) => oldStatus[line] !== MOVED);
    const added = range(region.newFrom, region.newTo).filter((line) => newStatus[line] !== MOVED);
    const pairs = pairLines(
      removed.map((line) => oldLines[line] ?? ''),
      added.map((line) => newLines[line] ?? ''),
    ).map(([left, right]) => [removed[left] as number, added[right] as number] as const);
    let left = region.oldFrom;
    let right = region.newFrom;
    let next = 0;
    while (left < region.oldTo || right < region.newTo) {
      const pair = pairs[next];
      if (pair && left === pair[0] && right === pair[1]) {
        oldPartner[left] = right;
        newPartner[right] = left;
        split.add(left++, right++);
        next += 1;
      } else if (left < region.oldTo && (!pair || left < pair[0])) split.add(left++, -1);
      else split.add(-1, right++);
    }
    for (let line = region.oldFrom; line < region.oldTo; line += 1) unified.add(line, -1);
    for (let line = region.newFrom; line < region.newTo; line += 1) unified.add(-1, line);
    oldAt = region.oldTo;
    newAt = region.newTo;
  }
  copyEqual(oldLines.length);

  const count = (statuses: Uint8Array, wanted: number) => statuses.reduce((total, status) => total + (status === wanted ? 1 : 0), 0);
  return {
    oldStatus,
    newStatus,
    oldPartner,
    newPartner,
    split: split.build(),
    unified: unified.build(),
    counts: { added: count(newStatus, ADDED), removed: count(oldStatus, REMOVED), moved: count(oldStatus, MOVED), changes },
    cutShort,
    notes: lineBreakNotes(request.original, request.changed),
  };
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => from + index);

/** Buffers of a result, handed to the page instead of copied. */
export function diffTransfer(diff: LineDiff): ArrayBuffer[] {
  return [diff.oldStatus, diff.newStatus, diff.oldPartner, diff.newPartner, diff.split.left, diff.split.right, diff.unified.left, diff.unified.right].map(
    (array) => array.buffer as ArrayBuffer,
  );
}

/** Row indexes where a block of changed rows starts, for "next change" and "previous change". */
export function changeStarts(rows: DiffRows, oldStatus: Uint8Array, newStatus: Uint8Array): number[] {
  const starts: number[] = [];
  let inChange = false;
  for (let row = 0; row < rows.left.length; row += 1) {
    const left = rows.left[row]!;
    const right = rows.right[row]!;
    const changed = (left >= 0 && oldStatus[left] !== SAME) || (right >= 0 && newStatus[right] !== SAME) || left < 0 || right < 0;
    if (changed && !inChange) starts.push(row);
    inChange = changed;
  }
  return starts;
}
