/** Splitting texts into lines the same way in the worker (to diff) and on the page (to draw). */

export type LineEnding = 'LF' | 'CRLF' | 'CR' | 'mixed' | 'none';

/**
 * The lines of a text without their line breaks (\n, \r\n or \r). A final line break ends the last
 * line rather than starting an empty one, so "a\n" is one line, as editors and `diff` count it.
 */
export function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split(/\r\n|\n|\r/);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

export function lineEndingOf(text: string): LineEnding {
  const crlf = (text.match(/\r\n/g) ?? []).length;
  const lf = (text.match(/\n/g) ?? []).length - crlf;
  const cr = (text.match(/\r/g) ?? []).length - crlf;
  const kinds = [crlf > 0, lf > 0, cr > 0].filter(Boolean).length;
  if (kinds === 0) return 'none';
  if (kinds > 1) return 'mixed';
  return crlf > 0 ? 'CRLF' : lf > 0 ? 'LF' : 'CR';
}

export function endsWithLineBreak(text: string): boolean {
  return text.endsWith('\n') || text.endsWith('\r');
}

/**
 * Differences the line view cannot show, since it compares lines without their breaks:
 * different line endings, and a final line break on one side only.
 */
export function lineBreakNotes(original: string, changed: string): string[] {
  const notes: string[] = [];
  const before = lineEndingOf(original);
  const after = lineEndingOf(changed);
  if (before !== after && before !== 'none' && after !== 'none') notes.push(`Line endings differ: the Original uses ${before}, the Changed text ${after}.`);
  if (original !== '' && changed !== '' && endsWithLineBreak(original) !== endsWithLineBreak(changed))
    notes.push(endsWithLineBreak(original) ? 'Only the Original ends with a line break.' : 'Only the Changed text ends with a line break.');
  return notes;
}
