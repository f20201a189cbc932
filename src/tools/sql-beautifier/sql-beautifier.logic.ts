import type { SqlDialect } from '@contract/sql-beautify';
import { bigquery, type DialectOptions, formatDialect, mysql, postgresql, sql, sqlite, transactsql } from 'sql-formatter';
import { offsetOf, positionOf, type CodeJob, type TransformResult, type Verdict } from '@/lib/code-transform';
import type { SqlOptions } from './sql-options.logic';
import { sqlTokens, tokenKey, type SqlToken } from './sql-tokens.logic';

/** Only these dialects are bundled (formatDialect), which keeps the worker small. */
const DIALECTS: Record<SqlDialect, DialectOptions> = { sql, mysql, postgresql, transactsql, sqlite, bigquery };

export const SAME_QUERY = 'Same query, only formatting changed';

const ERROR_POSITION = /at line (\d+) column (\d+)/;

/** The Local engine: sql-formatter with the chosen dialect; keyword case also applies to data types and function names. */
export function formatSql(input: string, options: SqlOptions): TransformResult {
  let output: string;
  try {
    output = formatDialect(input, {
      dialect: DIALECTS[options.dialect],
      keywordCase: options.keywordCase,
      dataTypeCase: options.keywordCase,
      functionCase: options.keywordCase,
      tabWidth: options.indentation === '4' ? 4 : 2,
      useTabs: options.indentation === 'tab',
    });
  } catch (error) {
    return formatError(input, error);
  }
  return { ok: true, output, verdict: compareSql(input, output, options.dialect), sizes: null };
}

/** sql-formatter's parse errors run to hundreds of lines of grammar; the first line says what and where. */
function formatError(input: string, error: unknown): TransformResult {
  const raw = error instanceof Error ? error.message : String(error);
  const first = (raw.split('\n')[0] ?? raw).trim();
  const match = ERROR_POSITION.exec(first);
  const position = match ? { line: Number(match[1]), column: Number(match[2]), offset: 0 } : null;
  if (position) position.offset = offsetOf(input, position.line, position.column);
  const hint = raw.includes('default "sql" dialect') ? ' Try choosing the dialect this query is written in.' : '';
  return { ok: false, message: `Could not format this SQL: ${first}${hint}`, position };
}

const quote = (token: SqlToken) => `"${token.text.length > 40 ? `${token.text.slice(0, 40)}…` : token.text}"`;

/**
 * The verdict on a formatted query: the same tokens in the same order, ignoring whitespace, the letter
 * case of words and the spacing inside comments; otherwise a warning naming the first difference.
 */
export function compareSql(input: string, output: string, dialect: SqlDialect): Verdict {
  const before = sqlTokens(input, dialect);
  const after = sqlTokens(output, dialect);
  const length = Math.min(before.length, after.length);
  for (let index = 0; index < length; index += 1) {
    const was = before[index] as SqlToken;
    const now = after[index] as SqlToken;
    if (tokenKey(was) !== tokenKey(now)) {
      return {
        level: 'warning',
        text: `Not the same query: the input has ${quote(was)} (line ${positionOf(input, was.offset).line}) where the output has ${quote(now)} (line ${positionOf(output, now.offset).line}).`,
      };
    }
  }
  const missing = before[length];
  if (missing) return { level: 'warning', text: `Not the same query: the output leaves out ${quote(missing)} (input line ${positionOf(input, missing.offset).line}) and what follows.` };
  const added = after[length];
  if (added) return { level: 'warning', text: `Not the same query: the output adds ${quote(added)} (output line ${positionOf(output, added.offset).line}).` };
  return { level: 'ok', text: SAME_QUERY };
}

/** The worker's job: format locally, or check an AI answer against the input. */
export async function runSqlJob(job: CodeJob<SqlOptions>): Promise<TransformResult> {
  if (job.kind === 'local') return formatSql(job.input, job.options);
  return { ok: true, output: job.output, verdict: compareSql(job.input, job.output, job.options.dialect), sizes: null };
}
