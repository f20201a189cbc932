import { buildColumn } from './sql-column.logic';
import type { SqlColumn, SqlDefault, SqlDialect, SqlForeignKey } from './sql-schema.logic';
import { isName, type Token } from './sql-tokens.logic';
import { columnList, snippet, TokenReader } from './token-reader.logic';
import { readDefault } from './tolerant-default.logic';
import { atAttribute, readType } from './tolerant-type.logic';

/**
 * The tolerant reading of one column definition, for a CREATE TABLE the parser refuses: the name,
 * the type, and the attributes every dialect writes; anything else is skipped and reported.
 */

export interface ReadContext {
  /** The text the tokens point into, for notes and expression defaults. */
  source: string;
  dialect: SqlDialect;
  enumTypes: ReadonlyMap<string, readonly string[]>;
}

/** Attributes that change nothing in a class, passed over without a note. */
const SILENT = new Set('ASC DESC CLUSTERED NONCLUSTERED ROWGUIDCOL SPARSE FILESTREAM VISIBLE INVISIBLE UNSIGNED SIGNED ZEROFILL'.split(' '));

const ACTIONS = new Set(['CASCADE', 'RESTRICT']);

/** REFERENCES table (columns) and its ON DELETE / ON UPDATE / MATCH / DEFERRABLE clauses. */
export function readReferences(reader: TokenReader, columns: readonly string[]): SqlForeignKey | null {
  const table = reader.qualifiedName();
  if (!table) return null;
  const referencedColumns = columnList(reader.group());
  for (;;) {
    if (reader.accept('ON', 'DELETE') || reader.accept('ON', 'UPDATE')) {
      if (!(reader.accept('SET', 'NULL') || reader.accept('SET', 'DEFAULT') || reader.accept('NO', 'ACTION') || reader.acceptAny(ACTIONS))) break;
    } else if (reader.accept('MATCH')) reader.next();
    else if (!(
      reader.accept('NOT', 'FOR', 'REPLICATION') ||
      reader.accept('NOT', 'DEFERRABLE') ||
      reader.accept('DEFERRABLE') ||
      reader.accept('INITIALLY', 'DEFERRED') ||
      reader.accept('INITIALLY', 'IMMEDIATE')
    ))
      break;
  }
  return { columns, referencedTable: table.at(-1) as string, referencedColumns };
}

export interface ReadColumn {
  column: SqlColumn;
  foreignKeys: SqlForeignKey[];
  /** Parts of the definition that were passed over, as written. */
  skipped: string[];
}

/** A column definition from its name on; null when the tokens do not start with a name. */
export function readColumnDefinition(tokens: readonly Token[], context: ReadContext): ReadColumn | null {
  const reader = new TokenReader(tokens);
  const nameToken = reader.next();
  if (!isName(nameToken)) return null;
  const name = nameToken.value;
  const type = readType(reader);
  const parts = { name, ...type, nullable: true, primaryKey: false, identity: false, unique: false, defaultValue: null as SqlDefault | null };
  const foreignKeys: SqlForeignKey[] = [];
  const skipped: string[] = [];
  while (!reader.done) {
    const start = reader.index;
    if (reader.accept('NOT', 'NULL')) parts.nullable = false;
    else if (reader.accept('NULL')) parts.nullable = true;
    else if (reader.accept('PRIMARY', 'KEY')) {
      parts.primaryKey = true;
      reader.acceptAny(new Set(['ASC', 'DESC']));
      if (reader.accept('AUTOINCREMENT')) parts.identity = true;
    } else if (reader.accept('UNIQUE')) {
      parts.unique = true;
      reader.acceptAny(new Set(['KEY', 'INDEX']));
    } else if (reader.accept('AUTO_INCREMENT') || reader.accept('AUTOINCREMENT')) parts.identity = true;
    else if (reader.accept('IDENTITY')) {
      reader.group();
      parts.identity = true;
    } else if (reader.accept('GENERATED')) {
      if (reader.accept('BY', 'DEFAULT')) reader.accept('ON', 'NULL');
      else reader.accept('ALWAYS');
      if (reader.accept('AS', 'IDENTITY')) {
        reader.group();
        parts.identity = true;
      } else if (reader.accept('AS', 'ROW')) {
        // SQL Server's system-versioned tables: the period columns the database sets.
        reader.acceptAny(new Set(['START', 'END']));
        reader.accept('HIDDEN');
        skipped.push(`${snippet(context.source, tokens.slice(start, reader.index))} (${name} is set by the database)`);
      } else if (reader.accept('AS')) {
        reader.group();
        reader.acceptAny(new Set(['STORED', 'VIRTUAL']));
        skipped.push(`${snippet(context.source, tokens.slice(start, reader.index))} (${name} is computed by the database)`);
      }
    } else if (reader.accept('AS')) {
      // SQL Server's computed column: [Total] AS ([Qty]*[Price]) PERSISTED, typed by its expression.
      reader.group();
      reader.accept('PERSISTED');
      skipped.push(
        `${snippet(context.source, tokens.slice(start, reader.index))} (${name} is computed by the database${type.type === '' ? '; read as text' : ''})`,
      );
    } else if (reader.accept('DEFAULT')) parts.defaultValue = readDefault(reader, context.source);
    else if (reader.accept('CONSTRAINT')) reader.next();
    else if (reader.accept('REFERENCES')) {
      const key = readReferences(reader, [name]);
      if (key) foreignKeys.push(key);
    } else if (reader.accept('CHECK') || reader.accept('MASKED', 'WITH')) reader.group();
    else if (reader.accept('COLLATE') || reader.accept('CHARACTER', 'SET') || reader.accept('CHARSET')) reader.qualifiedName();
    else if (reader.accept('COMMENT') || reader.accept('ON', 'CONFLICT') || reader.accept('COLUMN_FORMAT') || reader.accept('STORAGE')) reader.next();
    else if (reader.accept('ON', 'UPDATE')) readDefault(reader, context.source);
    else if (reader.accept('NOT', 'FOR', 'REPLICATION') || reader.acceptAny(SILENT)) continue;
    else {
      // Something this reader does not know: pass over it, and its parentheses, up to the next attribute.
      do if (!reader.group()) reader.next();
      while (!reader.done && !atAttribute(reader));
      skipped.push(`${snippet(context.source, tokens.slice(start, reader.index))} (in ${name})`);
    }
  }
  return { column: buildColumn(parts, context.dialect, context.enumTypes), foreignKeys, skipped };
}
