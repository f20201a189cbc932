import type { SqlColumn, SqlDefault, SqlDialect } from './sql-schema.logic';
import { isPlainNumber } from './entity-plan.logic';
import { kindOf, NUMERIC_KINDS } from './type-maps.logic';

/**
 * One way to turn what a column's SQL says into the model's column, shared by the reader of the
 * parser's AST and the tolerant reader, so both read a type, an identity or a default alike.
 */

/** PostgreSQL's serial types are integers the database numbers itself. */
const SERIAL_TYPES: Readonly<Record<string, string>> = {
  SMALLSERIAL: 'SMALLINT',
  SERIAL: 'INT',
  BIGSERIAL: 'BIGINT',
  SERIAL2: 'SMALLINT',
  SERIAL4: 'INT',
  SERIAL8: 'BIGINT',
};

/** Spellings of one type, as the dialects and the parser's AST write them, to the one the type maps know. */
const SYNONYMS: Readonly<Record<string, string>> = {
  CHARACTERVARYING: 'VARCHAR',
  'CHARACTER VARYING': 'VARCHAR',
  'CHAR VARYING': 'VARCHAR',
  'VARYING CHARACTER': 'VARCHAR',
  'NATIONAL CHARACTER VARYING': 'NVARCHAR',
  'NATIONAL CHAR VARYING': 'NVARCHAR',
  'NCHAR VARYING': 'NVARCHAR',
  'NATIONAL CHARACTER': 'NCHAR',
  'NATIONAL CHAR': 'NCHAR',
  'NATIVE CHARACTER': 'NCHAR',
  BPCHAR: 'CHAR',
  DOUBLEPRECISION: 'DOUBLE PRECISION',
  'UNSIGNED BIG INT': 'BIGINT',
  'TIMESTAMP WITHOUT TIME ZONE': 'TIMESTAMP',
  'TIME WITHOUT TIME ZONE': 'TIME',
};

/** Functions whose default is "the current time". */
const NOW_FUNCTIONS = new Set([
  'CURRENT_TIMESTAMP',
  'NOW',
  'GETDATE',
  'GETUTCDATE',
  'SYSDATETIME',
  'SYSUTCDATETIME',
  'SYSDATETIMEOFFSET',
  'CURRENT_DATE',
  'CURRENT_TIME',
  'LOCALTIMESTAMP',
  'LOCALTIME',
  'UTC_TIMESTAMP',
  'TRANSACTION_TIMESTAMP',
  'STATEMENT_TIMESTAMP',
  'CLOCK_TIMESTAMP',
]);

/** A default that calls a function (or names a keyword such as CURRENT_TIMESTAMP): the time now, or an expression left to the database. */
export function functionDefault(name: string): SqlDefault {
  const bare = name.split('.').at(-1)?.toUpperCase() ?? '';
  return NOW_FUNCTIONS.has(bare) ? { kind: 'now' } : { kind: 'expression', text: `${name}()` };
}

/** nextval('x_id_seq'): how pg_dump writes a SERIAL column, the database numbering it. */
export const numbersItself = (value: SqlDefault | null) => value?.kind === 'expression' && /^(?:[\w$]+\.)*nextval\(\)$/i.test(value.text);

/** A column as read, before its type is mapped: the model's column with the type as written. */
export type ColumnParts = Omit<SqlColumn, 'sqlType'> & {
  /** The type as written, without its arguments: `character varying`, `INT`, `mood`; '' when the column has none (SQLite). */
  type: string;
};

/** Kinds whose parenthesized number is a precision, not a length the classes should repeat. */
const PRECISION_ONLY = new Set(['date', 'time', 'datetime', 'datetimeOffset', 'interval', 'float32', 'float64']);

export function buildColumn(parts: ColumnParts, dialect: SqlDialect, enumTypes: ReadonlyMap<string, readonly string[]>): SqlColumn {
  const { type, ...rest } = parts;
  const written = type.trim().toUpperCase().replace(/\s+/g, ' ') || 'TEXT';
  const serial = SERIAL_TYPES[written];
  // In SQL Server, TIMESTAMP is the old name of ROWVERSION, a row version number, not a time.
  const sqlType = serial ?? (dialect === 'transactsql' && written === 'TIMESTAMP' ? 'ROWVERSION' : (SYNONYMS[written] ?? written));
  const enumValues = parts.enumValues ?? enumTypes.get(type.trim().toLowerCase()) ?? null;
  const kind = kindOf({ sqlType, length: parts.length, enumValues });
  const length = PRECISION_ONLY.has(kind) ? null : parts.length;
  const sequence = numbersItself(parts.defaultValue);
  const identity = parts.identity || serial !== undefined || sequence;
  // mysqldump quotes numeric defaults ('0', '0.00') and pg_dump casts negative ones ('-1'::integer): they are numbers.
  const given = parts.defaultValue;
  const numeric = given?.kind === 'string' && (NUMERIC_KINDS.has(kind) || kind === 'boolean') && isPlainNumber(given.value);
  const defaultValue: SqlDefault | null = numeric ? { kind: 'number', value: given.value } : given;
  return {
    ...rest,
    sqlType,
    length,
    // Keys, serials and identities are never NULL, whether or not the SQL says NOT NULL.
    nullable: parts.nullable && !parts.primaryKey && !identity,
    identity,
    // A sequence's default is the identity itself; an array's ('{}'::text[]) has no literal in a class.
    defaultValue: sequence || parts.array ? null : defaultValue,
    enumValues,
  };
}
