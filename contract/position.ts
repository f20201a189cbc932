/** A place in a text as people count it: 1-based line and column. */
export interface LineColumn {
  line: number;
  column: number;
}

/** "Line 3, column 1": the one way a place in a text is written, on its own under an error or before a message ("Line 3, column 1: ..."). */
export const describeLineColumn = ({ line, column }: LineColumn): string => `Line ${line}, column ${column}`;

/** "Line 3, column 1: <message>": a message about one place, where no pane marks it and writes the place under it. */
export const atLineColumn = (position: LineColumn, message: string): string => `${describeLineColumn(position)}: ${message}`;

/** Where the input goes wrong: 1-based line and column, and the 0-based offset (UTF-16 code units) for marking it. */
export interface SourcePosition extends LineColumn {
  offset: number;
}

/*
 * Lines end at "\n", "\r\n" or a lone "\r", as the editor counts them, so a position in a message
 * and the mark in the editor name the same place. Columns count UTF-16 code units, as offsets do.
 */

/** Offsets where each line starts (line 0 starts at 0). Text without "\r" takes one indexOf scan: ~100 ms for 90 MB. */
export function lineStarts(text: string): Uint32Array {
  const breaks = text.includes('\r') ? everyBreakEnd(text) : null;
  let count = 1;
  if (breaks) count += breaks.length;
  else for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) count += 1;
  const starts = new Uint32Array(count);
  if (breaks) starts.set(breaks, 1);
  else {
    let line = 1;
    for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) starts[line++] = index + 1;
  }
  return starts;
}

function everyBreakEnd(text: string): number[] {
  const ends: number[] = [];
  for (const found of text.matchAll(/\r\n?|\n/g)) ends.push(found.index + found[0].length);
  return ends;
}

/** The text of one 0-based line, without its line break. */
export function lineAt(text: string, starts: Uint32Array, line: number): string {
  const start = starts[line] ?? text.length;
  let end = starts[line + 1] ?? text.length;
  if (end > start && text.charCodeAt(end - 1) === 0x0a) end -= 1;
  if (end > start && text.charCodeAt(end - 1) === 0x0d) end -= 1;
  return text.slice(start, end);
}

/**
 * 1-based line and column of a 0-based offset, clamped to the text. Pass the text's `starts` when
 * asking about many offsets; alone it reads only up to the offset (and the unit after it, so a
 * "\r\n" the offset splits stays one line break).
 */
export function positionAt(text: string, offset: number, starts?: Uint32Array): SourcePosition {
  const clamped = Math.max(0, Math.min(offset, text.length));
  starts ??= lineStarts(text.slice(0, clamped + 1));
  // The last line starting at or before the offset: a binary search over the line starts.
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] as number) <= clamped) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: clamped - (starts[low] as number) + 1, offset: clamped };
}

/** The 0-based offset of a 1-based line and column, clamped to the text (a column past its line's end runs on, as parsers count). */
export function offsetAt(text: string, line: number, column: number, starts: Uint32Array = lineStarts(text)): number {
  const lineStart = starts[Math.max(0, line - 1)];
  if (lineStart === undefined) return text.length;
  return Math.min(text.length, lineStart + Math.max(0, column - 1));
}
