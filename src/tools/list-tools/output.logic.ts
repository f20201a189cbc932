import { choices } from '@/lib/choices';

/** How the finished list is written out. */
export const OUTPUTS = choices({ join: 'Joined text', json: 'JSON array', sql: 'SQL IN (…) list' });
export type OutputChoice = (typeof OUTPUTS.values)[number];

export const QUOTES = choices({ none: 'None', single: "'single'", double: '"double"', backtick: '`backtick`' });
export type QuoteChoice = (typeof QUOTES.values)[number];
const QUOTE_MARKS: Record<QuoteChoice, string> = { none: '', single: "'", double: '"', backtick: '`' };

/** Wraps an item in quotes as it is: no escaping (JSON and SQL outputs escape properly). */
export function quoteItem(item: string, quote: QuoteChoice): string {
  const mark = QUOTE_MARKS[quote];
  return `${mark}${item}${mark}`;
}

/**
 * True for text that a number literal writes back exactly: "42", "-3.5", but not "007", "1.50", "1e3"
 * or a 20-digit id, which would change (or lose precision) if they were unquoted.
 */
export function isCanonicalNumber(item: string): boolean {
  if (!/^-?(0|[1-9]\d*)(\.\d*[1-9])?$/.test(item)) return false;
  return String(Number(item)) === item;
}

/** Longer lists are written one item per line: easier to read, and an editor draws many short lines much faster than one long one. */
const ONE_LINE_ITEMS = 10;

const allNumbers = (items: readonly string[]) => items.length > 0 && items.every(isCanonicalNumber);

/** A JSON array of the items: strings, or numbers when every item is a number and `numbers` is on. */
export function toJsonArray(items: readonly string[], numbers: boolean): string {
  const values = numbers && allNumbers(items) ? items.map(Number) : items;
  return JSON.stringify(values, null, items.length > ONE_LINE_ITEMS ? 2 : undefined);
}

/** Standard SQL string literal: a quote inside is doubled (O'Brien → 'O''Brien'). */
export function sqlString(item: string): string {
  return `'${item.replaceAll("'", "''")}'`;
}

/** `IN (...)` for a WHERE clause; numbers unquoted when every item is one and `numbers` is on. An empty list is `IN (NULL)`, which matches nothing. */
export function toSqlInList(items: readonly string[], numbers: boolean): string {
  if (items.length === 0) return 'IN (NULL)';
  const literals = numbers && allNumbers(items) ? items : items.map(sqlString);
  return literals.length > ONE_LINE_ITEMS ? `IN (\n  ${literals.join(',\n  ')}\n)` : `IN (${literals.join(', ')})`;
}
