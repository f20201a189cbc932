import { keyword, type Token } from './sql-tokens.logic';
import type { TableChange } from './table-changes.logic';
import { splitTopLevel, TokenReader } from './token-reader.logic';
import { type ReadContext, readColumnDefinition } from './tolerant-column.logic';
import { readDefault } from './tolerant-default.logic';
import { readConstraint, startsConstraint } from './tolerant-table.logic';

/**
 * ALTER TABLE as export tools write it: pg_dump's keys and identities, SQL Server's defaults and
 * foreign keys, phpMyAdmin's keys and AUTO_INCREMENT. Read here, not by the parser: the forms are
 * few and fixed, and SQL Server's parser build cannot read its foreign keys.
 */

export interface AlterTable {
  /** The table's name parts: [schema, table] or [table]. */
  target: string[];
  changes: TableChange[];
  /** Actions that change nothing in a class, by their first words: OWNER TO, CHECK CONSTRAINT. */
  ignored: string[];
}

function readAction(tokens: readonly Token[], context: ReadContext): { changes: TableChange[]; ignored?: string } {
  const reader = new TokenReader(tokens);
  if (reader.accept('ADD')) {
    reader.accept('COLUMN');
    reader.accept('IF', 'NOT', 'EXISTS');
    const rest = reader.rest();
    if (startsConstraint(rest) || keyword(rest[0]) === 'DEFAULT') {
      const change = readConstraint(rest, context);
      return change === null || change === 'ignored' ? { changes: [] } : { changes: [change] };
    }
    return columnChanges(rest, context);
  }
  if (reader.accept('MODIFY') || reader.accept('CHANGE')) {
    const change = keyword(tokens[0]) === 'CHANGE';
    reader.accept('COLUMN');
    if (change) reader.next(); // CHANGE old_name new_name definition
    return columnChanges(reader.rest(), context);
  }
  if (reader.accept('ALTER')) {
    reader.accept('COLUMN');
    const column = reader.qualifiedName()?.at(-1);
    if (column && reader.accept('ADD', 'GENERATED')) return { changes: [{ kind: 'identity', column }] };
    if (column && reader.accept('SET', 'DEFAULT')) return { changes: [{ kind: 'default', column, value: readDefault(reader, context.source) }] };
    if (column && reader.accept('SET', 'NOT', 'NULL')) return { changes: [{ kind: 'notNull', column }] };
    return { changes: [], ignored: 'ALTER COLUMN' };
  }
  const words = tokens
    .slice(0, 2)
    .filter((token) => token.kind === 'word')
    .map(keyword);
  return { changes: [], ignored: words.join(' ') };
}

function columnChanges(tokens: readonly Token[], context: ReadContext): { changes: TableChange[] } {
  const read = readColumnDefinition(tokens, context);
  if (!read) return { changes: [] };
  return { changes: [{ kind: 'column', column: read.column }, ...read.foreignKeys.map((key) => ({ kind: 'foreignKey' as const, key }))] };
}

/** ALTER TABLE [IF EXISTS] [ONLY] name [WITH CHECK] action, action...; null when no table is named. */
export function readAlterTable(tokens: readonly Token[], context: ReadContext): AlterTable | null {
  const reader = new TokenReader(tokens);
  reader.accept('ALTER', 'TABLE');
  reader.accept('IF', 'EXISTS');
  reader.accept('ONLY');
  const target = reader.qualifiedName();
  if (!target) return null;
  reader.acceptPunct('*');
  if (reader.accept('WITH')) reader.next(); // WITH CHECK / WITH NOCHECK
  const changes: TableChange[] = [];
  const ignored: string[] = [];
  for (const action of splitTopLevel(reader.rest())) {
    const read = readAction(action, context);
    changes.push(...read.changes);
    if (read.ignored) ignored.push(read.ignored);
  }
  return { target, changes, ignored };
}
