import type { ReactNode } from 'react';

interface TermListProps {
  /** Term and value pairs, in order; the terms are the keys, so each is named once. */
  rows: readonly (readonly [term: string, value: ReactNode])[];
  /** The terms' column width and the text size (layout only). */
  className?: string;
}

/** Terms beside their values as a definition list: figures a tool derives (bits, steps, hex), the values in monospace. */
export function TermList({ rows, className = 'grid-cols-[8rem_1fr] text-sm' }: TermListProps) {
  return (
    <dl className={`grid gap-x-3 gap-y-1 ${className}`}>
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-slate-600 dark:text-slate-400">{term}</dt>
          <dd className="font-mono break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
