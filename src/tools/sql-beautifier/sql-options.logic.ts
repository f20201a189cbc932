import type { KeywordCase, SqlDialect, SqlIndentation } from '@contract/sql-beautify';

/** Options of both engines. Apart from the engine code, so the screen's chunk does not pull sql-formatter in. */
export interface SqlOptions {
  dialect: SqlDialect;
  keywordCase: KeywordCase;
  indentation: SqlIndentation;
}

export const defaultSqlOptions: SqlOptions = { dialect: 'sql', keywordCase: 'upper', indentation: '2' };
