import type { SqlOptions } from './sql-options.logic';

/** Beautify lays the query out by the options; Minify writes it on one line without comments. */
export type SqlLayout = 'format' | 'minify';

/** What the worker is given: the options and which of the two actions ran. */
export interface SqlRun extends SqlOptions {
  layout: SqlLayout;
}

/** The past tense of each layout, for the verdict and the status line ("Minified 1 KB in 3 ms"). */
export const LAYOUT_DONE: Record<SqlLayout, string> = { format: 'Formatted', minify: 'Minified' };
