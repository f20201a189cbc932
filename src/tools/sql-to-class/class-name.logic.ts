import { pascalCase } from './naming.logic';

const IDENT = String.raw`(?:\x60[^\x60]+\x60|"[^"]+"|\[[^\]]+\]|[\p{L}_][\p{L}\p{N}_$#@]*)`;
const CREATE_TABLE = new RegExp(
  String.raw`\bCREATE\s+(?:(?:GLOBAL|LOCAL)\s+)?(?:TEMP(?:ORARY)?\s+|UNLOGGED\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?(${IDENT}(?:\s*\.\s*${IDENT})*)`,
  'iu',
);
const PARTS = new RegExp(IDENT, 'gu');

/** The table name of the first CREATE TABLE, without quotes or schema: `shop`.`order_items` -> order_items. */
export function tableNameOf(sql: string): string | null {
  const qualified = CREATE_TABLE.exec(sql)?.[1];
  if (!qualified) return null;
  const last = qualified.match(PARTS)?.at(-1) ?? qualified;
  return last.replace(/^[`"[]|[`"\]]$/g, '');
}

/**
 * The spec's class name: the table name split on underscores, each part capitalised, joined
 * (order_items -> OrderItems). Null when the input has no CREATE TABLE yet.
 */
export function deriveClassName(sql: string): string | null {
  const table = tableNameOf(sql);
  return table === null ? null : pascalCase(table, 'Entity');
}

/**
 * What the Class Name field shows after the SQL changed: the derived name replaces the field when
 * the field is empty or differs from it (the spec's rule); with no table yet the field is kept.
 */
export function nextClassName(field: string, sql: string): string {
  const derived = deriveClassName(sql);
  return derived !== null && (field === '' || field !== derived) ? derived : field;
}
