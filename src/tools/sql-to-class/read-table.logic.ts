import { cleanCreateTable } from './ddl-clean.logic';
import { isCreateTable, readTable } from './sql-ast.logic';
import { astify, failureOf, type ParserFailure } from './sql-parsers.logic';
import type { SqlDialect, SqlTable } from './sql-schema.logic';
import type { SqlStatement } from './sql-statements.logic';
import { readTableTolerantly } from './tolerant-table.logic';
import { liftForeignKeys } from './tsql-foreign-keys.logic';

/**
 * One CREATE TABLE: the parser build of the script's dialect first, the tolerant reader when it
 * refuses. Other dialects' builds are not tried: one may accept the text and drop what it does not
 * know (the PostgreSQL build reads MySQL's backticks but not AUTO_INCREMENT's meaning).
 */

export type TableReading = { ok: true; table: SqlTable; tolerant: ParserFailure | null; skipped: readonly string[] } | { ok: false; failure: ParserFailure };

export interface ReadOptions {
  dialect: SqlDialect;
  enumTypes: ReadonlyMap<string, readonly string[]>;
  backslashEscapes: boolean;
}

async function parseWith(text: string, dialect: SqlDialect, enumTypes: ReadonlyMap<string, readonly string[]>): Promise<SqlTable> {
  const lifted = dialect === 'transactsql' ? liftForeignKeys(text) : { sql: text, keys: [] };
  const statement = (await astify(lifted.sql, dialect)).find(isCreateTable);
  if (!statement) throw new Error('the parser found no CREATE TABLE');
  const table = readTable(statement, dialect, enumTypes);
  if (table.columns.length === 0) throw new Error('the parser found no columns');
  return lifted.keys.length > 0 ? { ...table, foreignKeys: [...table.foreignKeys, ...lifted.keys] } : table;
}

export async function readCreateTable(source: string, statement: SqlStatement, { dialect, enumTypes, backslashEscapes }: ReadOptions): Promise<TableReading> {
  const cleaned = cleanCreateTable(source.slice(statement.start, statement.end), backslashEscapes);
  const { text } = cleaned;
  let failure: ParserFailure;
  try {
    return { ok: true, table: await parseWith(text, dialect, enumTypes), tolerant: null, skipped: [...new Set(cleaned.skipped)] };
  } catch (error) {
    // The parser's refusal, or an AST shaped unlike what readTable knows: either way, the tolerant reader.
    failure = failureOf(error, dialect, text, statement);
  }
  const tolerant = readTableTolerantly(text, { dialect, enumTypes }, backslashEscapes);
  if (!tolerant) return { ok: false, failure };
  return { ok: true, table: tolerant.table, tolerant: failure, skipped: [...new Set([...cleaned.skipped, ...tolerant.skipped])] };
}
