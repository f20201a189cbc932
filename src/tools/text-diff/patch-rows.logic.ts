import type { PatchFile } from './patch.logic';

/** One row of a read patch as drawn: a file's header, a hunk's header, or a line with its numbers. */
export type PatchRow =
  | { kind: 'file'; file: PatchFile }
  | { kind: 'hunk'; header: string }
  | { kind: 'line'; sign: '+' | '-' | ' '; text: string; oldNumber: number; newNumber: number }
  | { kind: 'note'; text: string };

/** Flattens files and hunks into rows, numbering each line on the side(s) it belongs to (0-based, -1 for none). */
export function patchRows(files: PatchFile[]): PatchRow[] {
  const rows: PatchRow[] = [];
  for (const file of files) {
    rows.push({ kind: 'file', file });
    for (const hunk of file.hunks) {
      rows.push({ kind: 'hunk', header: `@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@` });
      // A hunk of zero lines on a side starts "after" that line, so its first line is the next one.
      let oldAt = hunk.oldLines === 0 ? hunk.oldStart : hunk.oldStart - 1;
      let newAt = hunk.newLines === 0 ? hunk.newStart : hunk.newStart - 1;
      for (const line of hunk.lines) {
        const sign = line[0];
        if (sign === '\\') rows.push({ kind: 'note', text: line.slice(1).trim() });
        else if (sign === '-') rows.push({ kind: 'line', sign, text: line.slice(1), oldNumber: oldAt++, newNumber: -1 });
        else if (sign === '+') rows.push({ kind: 'line', sign, text: line.slice(1), oldNumber: -1, newNumber: newAt++ });
        else rows.push({ kind: 'line', sign: ' ', text: line.slice(1), oldNumber: oldAt++, newNumber: newAt++ });
      }
    }
  }
  return rows;
}
