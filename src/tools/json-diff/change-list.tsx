import { Minus, MoveRight, PenLine, Plus, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { CopyButton } from '@/components/copy-button';
import { CARD_CLASS } from '@/components/panel';
import { Button } from '@/components/ui/button';
import type { ChangeKind } from './json-diff.logic';
import type { ChangeRow, DiffSummary } from './json-diff-job.logic';
import { formatNumber } from '@contract/format-number';

/** Each kind has an icon and a word as well as a colour, so colour is never the only signal. */
const KINDS: Record<ChangeKind, { label: string; icon: LucideIcon; tone: string }> = {
  added: { label: 'Added', icon: Plus, tone: 'text-green-700 bg-green-50 dark:text-green-300 dark:bg-green-950' },
  removed: { label: 'Removed', icon: Minus, tone: 'text-red-700 bg-red-50 dark:text-red-300 dark:bg-red-950' },
  changed: { label: 'Changed', icon: PenLine, tone: 'text-amber-800 bg-amber-50 dark:text-amber-300 dark:bg-amber-950' },
  moved: { label: 'Moved', icon: MoveRight, tone: 'text-sky-800 bg-sky-50 dark:text-sky-300 dark:bg-sky-950' },
};
const ORDER: ChangeKind[] = ['added', 'removed', 'changed', 'moved'];
/** Rows drawn at first; the rest (up to the job's limit) on request, so a huge diff does not stall the page. */
const FIRST_ROWS = 200;

function KindBadge({ kind }: { kind: ChangeKind }) {
  const { label, icon: Icon, tone } = KINDS[kind];
  return (
    <span className={`inline-flex w-24 shrink-0 items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-medium ${tone}`}>
      <Icon aria-hidden="true" className="size-3.5" /> {label}
    </span>
  );
}

const pathText = (path: string) => (path === '' ? '(whole document)' : path);

function Row({ row }: { row: ChangeRow }) {
  return (
    <li className="flex flex-wrap items-start gap-x-3 gap-y-1 px-3 py-2">
      <KindBadge kind={row.kind} />
      <div className="min-w-0 flex-1 space-y-0.5">
        <code className="font-mono text-sm break-all" data-testid="change-path">
          {row.from !== undefined && <span className="text-slate-600 dark:text-slate-400">{pathText(row.from)} → </span>}
          {pathText(row.path)}
        </code>
        {(row.before !== undefined || row.after !== undefined) && (
          <p className="font-mono text-xs break-all text-slate-600 dark:text-slate-400">
            {row.before !== undefined && <del className="decoration-red-500">{row.before}</del>}
            {row.before !== undefined && row.after !== undefined && ' → '}
            {row.after !== undefined && row.kind !== 'moved' && <ins className="no-underline">{row.after}</ins>}
            {row.kind === 'moved' && row.after}
          </p>
        )}
      </div>
      <CopyButton text={row.path} label="Copy path" ariaLabel={`Copy path ${pathText(row.path)}`} className="shrink-0" />
    </li>
  );
}

/** The differences as a list: a count per kind, then each change with its JSON Pointer, what it was and what it is. */
export function ChangeList({ diff }: { diff: DiffSummary }) {
  const [showAll, setShowAll] = useState(false);
  const rows = showAll ? diff.rows : diff.rows.slice(0, FIRST_ROWS);
  return (
    <section aria-labelledby="differences-heading" className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="differences-heading" className="text-lg font-semibold">
          Differences
        </h2>
        <p role="status" className="flex flex-wrap items-center gap-2 text-sm" data-testid="diff-counts">
          {diff.total === 0
            ? 'No differences: the documents are equal as JSON.'
            : ORDER.map((kind) => (
                <span key={kind} className="inline-flex items-center gap-1">
                  <KindBadge kind={kind} /> {formatNumber(diff.counts[kind])}
                </span>
              ))}
        </p>
      </div>
      {rows.length > 0 && (
        <ul aria-label="Changes" className={`${CARD_CLASS} divide-y divide-slate-200 dark:divide-slate-800`}>
          {rows.map((row, index) => (
            <Row key={index} row={row} />
          ))}
        </ul>
      )}
      {!showAll && diff.rows.length > FIRST_ROWS && <Button onClick={() => setShowAll(true)}>Show {formatNumber(diff.rows.length)} changes</Button>}
      {diff.total > diff.rows.length && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The list stops at {formatNumber(diff.rows.length)} of {formatNumber(diff.total)} changes; the JSON Patch below holds them all.
        </p>
      )}
    </section>
  );
}
