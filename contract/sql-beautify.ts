import { z } from 'zod';
import { aiCodeField } from './code-transform';

/** POST /api/ai/sql-beautify: formats SQL without changing what it does. */
export const SQL_BEAUTIFY_TASK = 'sql-beautify';

/** The dialects both engines know; the Local engine maps each to a sql-formatter dialect. */
export const sqlDialects = ['sql', 'mysql', 'postgresql', 'transactsql', 'sqlite', 'bigquery'] as const;
export type SqlDialect = (typeof sqlDialects)[number];

export const SQL_DIALECT_LABELS: Readonly<Record<SqlDialect, string>> = {
  sql: 'Standard SQL',
  mysql: 'MySQL',
  postgresql: 'PostgreSQL',
  transactsql: 'T-SQL (SQL Server)',
  sqlite: 'SQLite',
  bigquery: 'BigQuery',
};

export const keywordCases = ['upper', 'lower', 'preserve'] as const;
export type KeywordCase = (typeof keywordCases)[number];

export const sqlIndentations = ['2', '4', 'tab'] as const;
export type SqlIndentation = (typeof sqlIndentations)[number];

export const sqlBeautifyRequestSchema = z
  .object({
    sql: aiCodeField,
    dialect: z.enum(sqlDialects),
    keywordCase: z.enum(keywordCases),
    indentation: z.enum(sqlIndentations),
  })
  // Unknown fields (a model id, a system prompt, a key) are refused, not ignored.
  .strict();
export type SqlBeautifyRequest = z.infer<typeof sqlBeautifyRequestSchema>;
