import { keywordCases, sqlDialectChoices, sqlIndentations, type KeywordCase, type SqlDialectChoice, type SqlIndentation } from '@contract/sql-beautify';
import * as z from 'zod/mini';
import { shapeOf } from '@/lib/stored-value';

/** sql-formatter's indent styles: standard, or keywords in a column padded to 10 characters (left- or right-aligned). */
export const indentStyles = ['standard', 'tabularLeft', 'tabularRight'] as const;
export type IndentStyle = (typeof indentStyles)[number];

/** The case of data types and function names: the keyword case (as before these options existed), or their own. */
export const followingCases = ['keyword', ...keywordCases] as const;
export type FollowingCase = (typeof followingCases)[number];

/** Where AND / OR go when a condition is broken over lines. */
export const logicalOperatorPlacements = ['before', 'after'] as const;
export type LogicalOperatorPlacement = (typeof logicalOperatorPlacements)[number];

/** Widths offered for a parenthesised expression kept on one line (sql-formatter's default is 50). */
export const expressionWidths = [20, 30, 40, 50, 60, 80, 100, 120, 160, 200] as const;
/** Empty lines offered between queries (sql-formatter's default is 1). */
export const queryGaps = [0, 1, 2, 3, 4, 5] as const;

/** Options of both engines (the AI follows dialect, keyword case and indentation). Apart from the engine code, so the screen's chunk does not pull sql-formatter in. */
export interface SqlOptions {
  dialect: SqlDialectChoice;
  keywordCase: KeywordCase;
  indentation: SqlIndentation;
  indentStyle: IndentStyle;
  identifierCase: KeywordCase;
  dataTypeCase: FollowingCase;
  functionCase: FollowingCase;
  logicalOperatorNewline: LogicalOperatorPlacement;
  expressionWidth: number;
  linesBetweenQueries: number;
}

export const defaultSqlOptions: SqlOptions = {
  dialect: 'auto',
  keywordCase: 'upper',
  indentation: '2',
  indentStyle: 'standard',
  identifierCase: 'preserve',
  dataTypeCase: 'keyword',
  functionCase: 'keyword',
  logicalOperatorNewline: 'before',
  expressionWidth: 50,
  linesBetweenQueries: 1,
};

const oneOf = (values: readonly number[]) => z.int().check(z.refine((value) => values.includes(value)));

/**
 * Options remembered on this device are untrusted when read back. Each field falls back on its own,
 * so a value this version does not know (from a newer version, or a hand edit) costs only that field,
 * and options kept before a field existed load with that field's default. A remembered "sql" may have
 * been chosen, so it is not turned into Auto-detect.
 */
export const sqlOptionsShape = shapeOf<SqlOptions>(
  z.object({
    dialect: z.catch(z.enum(sqlDialectChoices), defaultSqlOptions.dialect),
    keywordCase: z.catch(z.enum(keywordCases), defaultSqlOptions.keywordCase),
    indentation: z.catch(z.enum(sqlIndentations), defaultSqlOptions.indentation),
    indentStyle: z.catch(z.enum(indentStyles), defaultSqlOptions.indentStyle),
    identifierCase: z.catch(z.enum(keywordCases), defaultSqlOptions.identifierCase),
    dataTypeCase: z.catch(z.enum(followingCases), defaultSqlOptions.dataTypeCase),
    functionCase: z.catch(z.enum(followingCases), defaultSqlOptions.functionCase),
    logicalOperatorNewline: z.catch(z.enum(logicalOperatorPlacements), defaultSqlOptions.logicalOperatorNewline),
    expressionWidth: z.catch(oneOf(expressionWidths), defaultSqlOptions.expressionWidth),
    linesBetweenQueries: z.catch(oneOf(queryGaps), defaultSqlOptions.linesBetweenQueries),
  }),
);
