import { keywordCases, sqlDialects, sqlIndentations, type KeywordCase, type SqlDialect, type SqlIndentation } from '@contract/sql-beautify';
import { z } from 'zod';
import { shapeOf } from '@/lib/stored-value';

/** Options of both engines. Apart from the engine code, so the screen's chunk does not pull sql-formatter in. */
export interface SqlOptions {
  dialect: SqlDialect;
  keywordCase: KeywordCase;
  indentation: SqlIndentation;
}

export const defaultSqlOptions: SqlOptions = { dialect: 'sql', keywordCase: 'upper', indentation: '2' };

/** Options remembered on this device are untrusted when read back. */
export const sqlOptionsShape = shapeOf<SqlOptions>(z.object({ dialect: z.enum(sqlDialects), keywordCase: z.enum(keywordCases), indentation: z.enum(sqlIndentations) }));
