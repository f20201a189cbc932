import type { AriaAttributes, ReactNode } from 'react';

export interface ColumnHead {
  label: ReactNode;
  /** This column's own classes (width, alignment, stickiness), after the shared ones. */
  className?: string;
  /** A sortable column's order, so screen readers say how the rows are sorted. */
  sort?: AriaAttributes['aria-sort'];
  /** Who the column is, for columns that come and go with the data (hours of a day); fixed columns are known by their place. */
  id?: string;
}

interface TableHeadProps {
  /** The headings, in order: a plain label, or one with classes or a sort order of its own. */
  columns: readonly (string | ColumnHead)[];
  /** The head's classes (text colour and size, background, a sticky top). */
  className?: string;
  /** The classes every heading shares (padding, weight). */
  cellClassName?: string;
}

/** A column heading for a control column (Copy, Extract, Remove): named for screen readers only. */
export const ACTIONS_COLUMN: ColumnHead = { label: <span className="sr-only">Actions</span> };

/** A data table's row of column headings, each a <th scope="col">; the table keeps its body and its styling. */
export function TableHead({ columns, className, cellClassName }: TableHeadProps) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column, index) => {
          const { label, className: own, sort, id = String(index) }: ColumnHead = typeof column === 'string' ? { label: column } : column;
          return (
            <th key={id} scope="col" className={[cellClassName, own].filter(Boolean).join(' ') || undefined} aria-sort={sort}>
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
