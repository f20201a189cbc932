import type { LineDiff } from './line-diff.logic';
import { DIFF_TIMEOUT_MS } from './text-diff.logic';
import { formatCount } from '@contract/format-number';

/** The counts of a diff in words (never colour alone), and what the line view cannot show. */
export function DiffSummary({ diff }: { diff: LineDiff }) {
  const { added, removed, moved } = diff.counts;
  return (
    <>
      <p data-testid="diff-counts" className="font-medium">
        <span className="text-green-800 dark:text-green-300">+{formatCount(added, 'line', 'lines')} added</span>
        {', '}
        <span className="text-red-700 dark:text-red-300">−{formatCount(removed, 'line', 'lines')} removed</span>
        {', '}
        <span className="text-sky-800 dark:text-sky-300">&gt;{formatCount(moved, 'line', 'lines')} moved</span>
      </p>
      {diff.cutShort && (
        <p role="status" className="text-amber-800 dark:text-amber-300">
          Cut short: the texts differ too much to compare line by line within {DIFF_TIMEOUT_MS / 1000} s, so the part that differs is shown as removed and added
          whole.
        </p>
      )}
      {diff.notes.map((note) => (
        <p key={note} className="text-slate-700 dark:text-slate-300">
          {note}
        </p>
      ))}
    </>
  );
}
