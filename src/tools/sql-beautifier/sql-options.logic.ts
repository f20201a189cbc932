import { keywordCases, sqlDialectChoices, sqlIndentations, type KeywordCase, type SqlDialectChoice, type SqlIndentation } from '@contract/sql-beautify';
import * as z from 'zod/mini';
import { shapeOf } from '@/lib/stored-value';

/** Options of both engines. Apart from the engine code, so the screen's chunk does not pull sql-formatter in. */
export interface SqlOptions {
  dialect: SqlDialectChoice;
  keywordCase: KeywordCase;
  indentation: SqlIndentation;
}

export const defaultSqlOptions: SqlOptions = { dialect: 'auto', keywordCase: 'upper', indentation: '2' };

/**
 * Options remembered on this device are untrusted when read back. Each field falls back on its own,
 * so a value this version does not know (from a newer version, or a hand edit) costs only that field.
 * Values kept before Auto-detect existed still fit and load as they were: a remembered "sql" may have
 * been chosen, so it is not turned into Auto-detect.
 */
export const sqlOptionsShape = shapeOf<SqlOptions>(
  z.object({
    dialect: z.catch(z.enum(sqlDialectChoices), defaultSqlOptions.dialect),
    keywordCase: z.catch(z.enum(keywordCases), defaultSqlOptions.keywordCase),
    indentation: z.catch(z.enum(sqlIndentations), defaultSqlOptions.indentation),
  }),
);
