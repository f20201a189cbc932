import * as z from 'zod/mini';
import { aiCodeField } from './code-transform';

/** POST /api/ai/sql-beautify: formats SQL without changing what it does. */
export const SQL_BEAUTIFY_TASK = 'sql-beautify';

/** The dialects both engines know: every dialect sql-formatter has (its "tsql" is an alias of transactsql). */
export const sqlDialects = [
  'sql',
  'mysql',
  'postgresql',
  'transactsql',
  'sqlite',
  'bigquery',
  'clickhouse',
  'db2',
  'db2i',
  'duckdb',
  'hive',
  'mariadb',
  'n1ql',
  'plsql',
  'redshift',
  'singlestoredb',
  'snowflake',
  'spark',
  'tidb',
  'trino',
] as const;
export type SqlDialect = (typeof sqlDialects)[number];

export const SQL_DIALECT_LABELS: Readonly<Record<SqlDialect, string>> = {
  sql: 'Standard SQL',
  mysql: 'MySQL',
  postgresql: 'PostgreSQL',
  transactsql: 'T-SQL (SQL Server)',
  sqlite: 'SQLite',
  bigquery: 'BigQuery',
  clickhouse: 'ClickHouse',
  db2: 'IBM Db2',
  db2i: 'IBM Db2 for i',
  duckdb: 'DuckDB',
  hive: 'Apache Hive',
  mariadb: 'MariaDB',
  n1ql: 'Couchbase N1QL',
  plsql: 'Oracle PL/SQL',
  redshift: 'Amazon Redshift',
  singlestoredb: 'SingleStoreDB',
  snowflake: 'Snowflake',
  spark: 'Spark SQL',
  tidb: 'TiDB',
  trino: 'Trino / Presto',
};

/**
 * What the Dialect select offers: Auto-detect (the default) or one dialect. Auto-detect is the
 * browser's own choice and never reaches the server: the page sends the dialect it detected, so the
 * AI is told the same dialect that the page's check of its answer reads the SQL in.
 */
const SQL_AUTO_DETECT = 'auto';
export const sqlDialectChoices = [SQL_AUTO_DETECT, ...sqlDialects] as const;
export type SqlDialectChoice = (typeof sqlDialectChoices)[number];

export const SQL_DIALECT_CHOICE_LABELS: Readonly<Record<SqlDialectChoice, string>> = { [SQL_AUTO_DETECT]: 'Auto-detect', ...SQL_DIALECT_LABELS };

export const keywordCases = ['upper', 'lower', 'preserve'] as const;
export type KeywordCase = (typeof keywordCases)[number];

export const sqlIndentations = ['2', '4', 'tab'] as const;
export type SqlIndentation = (typeof sqlIndentations)[number];

// Strict: unknown fields (a model id, a system prompt, a key) are refused, not ignored.
export const sqlBeautifyRequestSchema = z.strictObject({
  sql: aiCodeField,
  dialect: z.enum(sqlDialects),
  keywordCase: z.enum(keywordCases),
  indentation: z.enum(sqlIndentations),
});
export type SqlBeautifyRequest = z.infer<typeof sqlBeautifyRequestSchema>;
