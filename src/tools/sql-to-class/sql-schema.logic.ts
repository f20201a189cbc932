/**
 * The one intermediate model every generator reads: what the SQL says about each table,
 * independent of the dialect it was written in and of the language it becomes.
 */

import type { sqlDialectHints } from '@contract/sql-to-class';

// The contract's list, typed against it; not imported as a value, so the worker does not bundle zod.
export const sqlDialects: typeof sqlDialectHints = ['auto', 'mysql', 'postgresql', 'transactsql', 'sqlite'];
export type SqlDialectChoice = (typeof sqlDialects)[number];
export type SqlDialect = Exclude<SqlDialectChoice, 'auto'>;

export const dialectLabels: Readonly<Record<SqlDialectChoice, string>> = {
  auto: 'Auto-detect',
  mysql: 'MySQL / MariaDB',
  postgresql: 'PostgreSQL',
  transactsql: 'SQL Server',
  sqlite: 'SQLite',
};

/** A column default the generators can turn into a literal, or a database expression they leave to the database. */
export type SqlDefault =
  | { kind: 'number'; value: string }
  | { kind: 'string'; value: string }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'null' }
  | { kind: 'now' }
  | { kind: 'expression'; text: string };

export interface SqlColumn {
  name: string;
  /** Upper-case base type as written, e.g. VARCHAR, NVARCHAR, TIMESTAMPTZ, or the name of a user-defined enum type. */
  sqlType: string;
  /** Character length (or precision for DECIMAL); 'max' for NVARCHAR(MAX). */
  length: number | 'max' | null;
  scale: number | null;
  unsigned: boolean;
  /** An array column (PostgreSQL `TEXT[]`). */
  array: boolean;
  nullable: boolean;
  primaryKey: boolean;
  /** AUTO_INCREMENT, IDENTITY, SERIAL, AUTOINCREMENT or GENERATED ... AS IDENTITY: the database assigns it. */
  identity: boolean;
  unique: boolean;
  defaultValue: SqlDefault | null;
  /** Allowed values of an ENUM column or of a PostgreSQL enum type. */
  enumValues: readonly string[] | null;
}

export interface SqlForeignKey {
  columns: readonly string[];
  referencedTable: string;
  /** Empty when the SQL names only the table (the referenced table's primary key is meant). */
  referencedColumns: readonly string[];
}

export interface SqlTable {
  schema: string | null;
  name: string;
  columns: readonly SqlColumn[];
  /** Column names of the primary key, in key order; more than one for a composite key. */
  primaryKey: readonly string[];
  foreignKeys: readonly SqlForeignKey[];
}

export interface SqlSchema {
  /** The dialect whose parser read the input. */
  dialect: SqlDialect;
  tables: readonly SqlTable[];
}
