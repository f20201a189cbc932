import type { SqlColumn, SqlTable } from './sql-schema.logic';
import { isName, keyword, type Token, tokenize } from './sql-tokens.logic';
import { applyChanges, type TableChange, tableOf } from './table-changes.logic';
import { columnList, snippet, splitTopLevel, TokenReader } from './token-reader.logic';
import { type ReadContext, readColumnDefinition, readReferences } from './tolerant-column.logic';
import { readDefault } from './tolerant-default.logic';

/**
 * The tolerant reader: a CREATE TABLE read item by item, for when no parser build accepts it.
 * Columns and keys it knows are read; what it does not know is skipped and said.
 */

/** Words that open a table constraint rather than a column. */
const CONSTRAINT_WORDS = new Set(['CONSTRAINT', 'PRIMARY', 'UNIQUE', 'FOREIGN', 'FULLTEXT', 'SPATIAL', 'CHECK', 'EXCLUDE']);

/** MySQL's KEY name (columns) and INDEX name (columns); SQLite allows a column named key: `key TEXT`, `key VARCHAR(20)`. */
function startsIndex(tokens: readonly Token[]): boolean {
  const word = keyword(tokens[0]);
  if (word !== 'KEY' && word !== 'INDEX') return false;
  const reader = new TokenReader(tokens.slice(isName(tokens[1]) && keyword(tokens[1]) !== 'USING' ? 2 : 1));
  if (reader.accept('USING')) reader.next();
  return (reader.group() ?? []).some(isName);
}

export const startsConstraint = (tokens: readonly Token[]) =>
  CONSTRAINT_WORDS.has(keyword(tokens[0])) || startsIndex(tokens) || (keyword(tokens[0]) === 'PERIOD' && keyword(tokens[1]) === 'FOR');

const KEY_STYLES = new Set(['CLUSTERED', 'NONCLUSTERED']);

/**
 * A table constraint (CONSTRAINT name PRIMARY KEY (...), FOREIGN KEY, UNIQUE, SQL Server's DEFAULT ... FOR):
 * the change it makes, 'ignored' for those that change nothing in a class (indexes, checks), null when unknown.
 */
export function readConstraint(tokens: readonly Token[], context: ReadContext): TableChange | 'ignored' | null {
  const reader = new TokenReader(tokens);
  if (reader.accept('CONSTRAINT') && !reader.at('PRIMARY') && !reader.at('FOREIGN') && !reader.at('UNIQUE') && !reader.at('CHECK') && !reader.at('DEFAULT'))
    reader.next();
  if (reader.accept('PRIMARY', 'KEY')) {
    reader.acceptAny(KEY_STYLES);
    if (reader.accept('USING')) reader.next();
    const list = reader.group();
    // SQLite (as DB Browser writes it): PRIMARY KEY("id" AUTOINCREMENT).
    const identity = splitTopLevel(list ?? []).filter((item) => item.some((token) => keyword(token) === 'AUTOINCREMENT'));
    return { kind: 'primaryKey', columns: columnList(list), identity: identity.map((item) => item.find(isName)?.value ?? '') };
  }
  if (reader.accept('UNIQUE')) {
    reader.acceptAny(new Set(['KEY', 'INDEX']));
    reader.acceptAny(KEY_STYLES);
    if (!reader.atPunct('(')) reader.next();
    return { kind: 'unique', columns: columnList(reader.group()) };
  }
  if (reader.accept('FOREIGN', 'KEY')) {
    if (!reader.atPunct('(')) reader.next();
    const columns = columnList(reader.group());
    const key = reader.accept('REFERENCES') ? readReferences(reader, columns) : null;
    return key ? { kind: 'foreignKey', key } : null;
  }
  if (reader.accept('DEFAULT')) {
    const value = readDefault(reader, context.source);
    const column = reader.accept('FOR') ? reader.qualifiedName()?.at(-1) : undefined;
    return column ? { kind: 'default', column, value } : null;
  }
  return startsConstraint(tokens) ? 'ignored' : null;
}

export interface TolerantTable {
  table: SqlTable;
  skipped: string[];
}

/** The name after CREATE ... TABLE [IF NOT EXISTS]: schema and table. */
function readHeader(reader: TokenReader): { schema: string | null; name: string } | null {
  while (!reader.done && !reader.accept('TABLE')) reader.next();
  reader.accept('IF', 'NOT', 'EXISTS');
  const parts = reader.qualifiedName();
  if (!parts) return null;
  return { schema: parts.length > 1 ? (parts.at(-2) as string) : null, name: parts.at(-1) as string };
}

/** A CREATE TABLE statement read tolerantly; null when it has no column list at all (CREATE TABLE ... AS SELECT). */
export function readTableTolerantly(text: string, context: Omit<ReadContext, 'source'>, backslashEscapes: boolean): TolerantTable | null {
  const reader = new TokenReader(tokenize(text, backslashEscapes).tokens);
  const readContext: ReadContext = { ...context, source: text };
  const header = readHeader(reader);
  const body = header && reader.group();
  if (!header || !body) return null;
  const columns: SqlColumn[] = [];
  const changes: TableChange[] = [];
  const skipped: string[] = [];
  for (const item of splitTopLevel(body)) {
    if (startsConstraint(item)) {
      const change = readConstraint(item, readContext);
      if (change === null) skipped.push(snippet(text, item));
      else if (change !== 'ignored') changes.push(change);
      continue;
    }
    const read = readColumnDefinition(item, readContext);
    if (!read) {
      skipped.push(snippet(text, item));
      continue;
    }
    columns.push(read.column);
    changes.push(...read.foreignKeys.map((key) => ({ kind: 'foreignKey' as const, key })));
    skipped.push(...read.skipped);
  }
  if (columns.length === 0) return null;
  return { table: applyChanges(tableOf(header.schema, header.name, columns), changes), skipped };
}

/** PostgreSQL's CREATE TYPE name AS ENUM ('a', 'b'): the type's name, lower-case as it is looked up, and its values. */
export function readEnumType(tokens: readonly Token[]): [string, string[]] | null {
  const reader = new TokenReader(tokens);
  reader.accept('CREATE', 'TYPE');
  const name = reader.qualifiedName()?.at(-1);
  if (!name || !reader.accept('AS', 'ENUM')) return null;
  return [name.toLowerCase(), (reader.group() ?? []).filter((token) => token.kind === 'string').map((token) => token.value)];
}
