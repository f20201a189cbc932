import { type AlterTable, readAlterTable } from './alter-table.logic';
import { readCreateTable } from './read-table.logic';
import { astify, describeFailure, dialectOf, failureOf, failurePlace, furthest, type ParserFailure } from './sql-parsers.logic';
import { dialectLabels, type SqlDialect, type SqlDialectChoice, type SqlSchema, type SqlTable } from './sql-schema.logic';
import { type SqlStatement, splitStatements, statementKind } from './sql-statements.logic';
import { applyChanges } from './table-changes.logic';
import { snippet, TokenReader } from './token-reader.logic';
import { readEnumType } from './tolerant-table.logic';

export { describeFailure, detectDialect } from './sql-parsers.logic';

export type ParseOutcome = { ok: true; schema: SqlSchema; notes: string[] } | { ok: false; message: string };

export const NO_TABLE = 'No CREATE TABLE statement found. Paste one or more CREATE TABLE statements.';

/** Notes past this many are counted, not listed: a big dump should not bury the output. */
const MAX_NOTES = 12;

function counted(labels: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return [...counts].map(([label, count]) => (count > 1 ? `${label} ×${count}` : label));
}

/** The table an ALTER TABLE names: by name, and by schema too when several tables share the name. */
function targetOf(tables: readonly SqlTable[], alter: AlterTable): number {
  const name = (alter.target.at(-1) ?? '').toLowerCase();
  const schema = alter.target.length > 1 ? alter.target.at(-2)?.toLowerCase() : undefined;
  const matches = tables.flatMap((table, index) => (table.name.toLowerCase() === name ? [index] : []));
  return matches.find((index) => tables[index]?.schema?.toLowerCase() === schema) ?? matches[0] ?? -1;
}

/** A full-text table keeps its index in shadow tables named after it, which .schema prints too: docs_data, docs_idx... */
const SHADOW_TABLE = /^(.+)_(?:data|idx|content|docsize|config|segments|segdir|stat)$/i;

function virtualTables(statements: readonly SqlStatement[]): Set<string> {
  const names = new Set<string>();
  for (const statement of statements) {
    const reader = new TokenReader(statement.tokens);
    if (!reader.accept('CREATE', 'VIRTUAL', 'TABLE')) continue;
    reader.accept('IF', 'NOT', 'EXISTS');
    const name = reader.qualifiedName()?.at(-1);
    if (name) names.add(name.toLowerCase());
  }
  return names;
}

/** Why nothing came out: the furthest parser failure, or the statement that is not SQL, or no table at all. */
async function failureMessage(
  sql: string,
  source: string,
  failures: readonly ParserFailure[],
  unknown: readonly SqlStatement[],
  dialect: SqlDialect,
): Promise<string> {
  const statement = unknown[0];
  if (failures.length === 0 && statement) {
    const text = source.slice(statement.start, statement.end);
    try {
      await astify(text, dialect);
    } catch (error) {
      return describeFailure(sql, failureOf(error, dialect, text, statement));
    }
  }
  const failure = furthest(failures);
  return failure ? describeFailure(sql, failure) : NO_TABLE;
}

/**
 * Reads a pasted script statement by statement: enum types, then each CREATE TABLE (by a parser
 * build, else tolerantly), then the ALTER TABLEs that add keys, defaults and identities. Statements
 * that define no table are passed over; every part that was skipped is named in a note.
 */
export async function parseSql(sql: string, choice: SqlDialectChoice): Promise<ParseOutcome> {
  if (sql.trim() === '') return { ok: false, message: NO_TABLE };
  const dialect = dialectOf(sql, choice);
  // MySQL escapes quotes in strings with a backslash ('it\'s'); elsewhere a backslash is a plain character.
  const backslashEscapes = dialect === 'mysql' || sql.includes('`');
  const { source, statements } = splitStatements(sql, backslashEscapes);
  const kinds = statements.map((statement) => statementKind(statement.tokens));
  const of = (kind: string) => statements.filter((_, index) => kinds[index]?.kind === kind);

  const enumTypes = new Map<string, readonly string[]>();
  for (const statement of of('enum')) {
    const enumType = readEnumType(statement.tokens);
    if (enumType) enumTypes.set(...enumType);
  }
  // What was passed over, by where it stands, so the note lists it in the script's order.
  const ignored = statements.flatMap((statement, index) => {
    const kind = kinds[index];
    return kind?.kind === 'ignored' ? [{ at: statement.start, label: kind.label }] : [];
  });
  const notes: string[] = [];
  const tables: SqlTable[] = [];
  const failures: ParserFailure[] = [];
  const shadowsOf = virtualTables(of('ignored'));

  for (const statement of of('table')) {
    const reading = await readCreateTable(source, statement, { dialect, enumTypes, backslashEscapes });
    if (!reading.ok) {
      failures.push(reading.failure);
      notes.push(
        `Could not read the CREATE TABLE at line ${statement.line}: the ${dialectLabels[reading.failure.dialect]} parser stopped at ${failurePlace(reading.failure)}.`,
      );
      continue;
    }
    const { table } = reading;
    const virtual = SHADOW_TABLE.exec(table.name)?.[1]?.toLowerCase();
    if (/^sqlite_/i.test(table.name) || (virtual && shadowsOf.has(virtual))) {
      ignored.push({ at: statement.start, label: `CREATE TABLE ${table.name} (SQLite's own)` });
      continue;
    }
    tables.push(table);
    if (reading.tolerant)
      notes.push(
        `Read by the tolerant reader: ${table.name} (the ${dialectLabels[reading.tolerant.dialect]} parser stopped at ${failurePlace(reading.tolerant)}).`,
      );
    if (reading.skipped.length > 0) notes.push(`Skipped in ${table.name}: ${reading.skipped.join('; ')}.`);
  }

  const readContext = { source, dialect, enumTypes };
  for (const statement of of('alter')) {
    const alter = readAlterTable(statement.tokens, readContext);
    const index = alter ? targetOf(tables, alter) : -1;
    if (!alter || index < 0) {
      notes.push(`Skipped the ALTER TABLE at line ${statement.line}: ${alter ? `no CREATE TABLE here for ${alter.target.at(-1)}` : 'no table named'}.`);
      continue;
    }
    tables[index] = applyChanges(tables[index] as SqlTable, alter.changes);
    ignored.push(...alter.ignored.map((action) => ({ at: statement.start, label: `ALTER TABLE … ${action}` })));
  }

  const unknown = of('unknown');
  if (tables.length === 0) return { ok: false, message: await failureMessage(sql, source, failures, unknown, dialect) };
  notes.push(...unknown.map((statement) => `Could not read the statement at line ${statement.line}: ${snippet(source, statement.tokens)}`));
  const labels = ignored.sort((a, b) => a.at - b.at).map(({ label }) => label);
  if (labels.length > 0) notes.push(`Ignored, not needed for classes: ${counted(labels).join(', ')}.`);
  const shown = notes.length > MAX_NOTES ? [...notes.slice(0, MAX_NOTES - 1), `… and ${notes.length - MAX_NOTES + 1} more notes.`] : notes;
  return { ok: true, schema: { dialect, tables }, notes: shown };
}
