import { offsetAt, positionAt, type SourcePosition } from '@contract/position';
import type { SqlDialect } from '@contract/sql-beautify';
import { bigquery, type DialectOptions, formatDialect, mysql, postgresql, sql, sqlite, transactsql } from 'sql-formatter';
import type { CodeJob, TransformResult, Verdict } from '@/lib/code-transform';
import { DIALECT_NAMES, detectSqlDialect, rankSqlDialects } from './sql-dialect-detect.logic';
import type { SqlOptions } from './sql-options.logic';
import { sqlTokens, tokenKey, type SqlToken } from '@contract/sql-tokens';

/** Only these dialects are bundled (formatDialect), which keeps the worker small. */
const DIALECTS: Record<SqlDialect, DialectOptions> = { sql, mysql, postgresql, transactsql, sqlite, bigquery };

export const SAME_QUERY = 'Same query, only formatting changed';

const ERROR_POSITION = /\s*at line (\d+) column (\d+)/;

type Attempt =
  | { ok: true; dialect: SqlDialect; output: string; verdict: Verdict }
  | { ok: false; dialect: SqlDialect; summary: string; position: SourcePosition | null; defaultDialectHint: boolean };

/** sql-formatter with one dialect; keyword case also applies to data types and function names. */
function formatAs(input: string, dialect: SqlDialect, options: SqlOptions): Attempt {
  let output: string;
  try {
    output = formatDialect(input, {
      dialect: DIALECTS[dialect],
      keywordCase: options.keywordCase,
      dataTypeCase: options.keywordCase,
      functionCase: options.keywordCase,
      tabWidth: options.indentation === '4' ? 4 : 2,
      useTabs: options.indentation === 'tab',
    });
  } catch (error) {
    return { ok: false, dialect, ...parseFailure(input, error) };
  }
  return { ok: true, dialect, output, verdict: compareSql(input, output, dialect) };
}

/** sql-formatter's parse errors run to hundreds of lines of grammar; the first line says what and where, and the where becomes the position. */
function parseFailure(input: string, error: unknown) {
  const raw = error instanceof Error ? error.message : String(error);
  const summary = (raw.split('\n')[0] ?? raw).trim();
  const match = ERROR_POSITION.exec(summary);
  const position = match ? { line: Number(match[1]), column: Number(match[2]), offset: 0 } : null;
  if (position) position.offset = offsetAt(input, position.line, position.column);
  // The pane marks the place and writes its line and column under the message, so the message leaves them out.
  return { summary: summary.replace(ERROR_POSITION, ''), position, defaultDialectHint: raw.includes('default "sql" dialect') };
}

/** The Local engine: the chosen dialect only, or under Auto-detect the likeliest dialect first, then the others. */
export function formatSql(input: string, options: SqlOptions): TransformResult {
  if (options.dialect !== 'auto') {
    const attempt = formatAs(input, options.dialect, options);
    if (attempt.ok) return { ok: true, output: attempt.output, verdict: attempt.verdict, sizes: null };
    const hint = attempt.defaultDialectHint ? ' Try choosing the dialect this query is written in.' : '';
    return { ok: false, message: `Could not format this SQL: ${attempt.summary}${hint}`, position: attempt.position };
  }
  return formatDetected(input, options);
}

/**
 * Auto-detect: the first dialect, in `order`, whose output is the same query wins. Parsing alone does not settle
 * it, since a dialect can read a query its own way (brackets, strings, parameters) and change it. When
 * none keeps the query, the first that parsed is shown with its warning; when none parses, the error
 * of the dialect that read the furthest (the likeliest on a tie) points at the problem.
 */
export function formatDetected(input: string, options: SqlOptions, order: readonly SqlDialect[] = rankSqlDialects(input)): TransformResult {
  let firstParsed: Extract<Attempt, { ok: true }> | null = null;
  let furthest: Extract<Attempt, { ok: false }> | null = null;
  for (const dialect of order) {
    const attempt = formatAs(input, dialect, options);
    if (attempt.ok && attempt.verdict.level === 'ok') return detected(attempt);
    if (attempt.ok) firstParsed ??= attempt;
    else if (!furthest || (attempt.position?.offset ?? -1) > (furthest.position?.offset ?? -1)) furthest = attempt;
  }
  if (firstParsed) return detected(firstParsed);
  if (!furthest) return { ok: false, message: 'Could not format this SQL.', position: null };
  const sentence = /[.!?]$/.test(furthest.summary) ? furthest.summary : `${furthest.summary}.`;
  return {
    ok: false,
    message: `Could not format this SQL: ${sentence} No dialect could read it; this is where ${DIALECT_NAMES[furthest.dialect]} stopped.`,
    position: furthest.position,
  };
}

/** The verdict names the dialect Auto-detect used, so a surprising layout can be put down to it. */
const detected = ({ dialect, output, verdict }: Extract<Attempt, { ok: true }>): TransformResult => ({
  ok: true,
  output,
  verdict: { level: verdict.level, text: `Formatted as ${DIALECT_NAMES[dialect]} (detected). ${verdict.text}` },
  sizes: null,
});

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
        text: `Not the same query: the input has ${quote(was)} (line ${positionAt(input, was.offset).line}) where the output has ${quote(now)} (line ${positionAt(output, now.offset).line}).`,
      };
    }
  }
  const missing = before[length];
  if (missing)
    return {
      level: 'warning',
      text: `Not the same query: the output leaves out ${quote(missing)} (input line ${positionAt(input, missing.offset).line}) and what follows.`,
    };
  const added = after[length];
  if (added) return { level: 'warning', text: `Not the same query: the output adds ${quote(added)} (output line ${positionAt(output, added.offset).line}).` };
  return { level: 'ok', text: SAME_QUERY };
}

/** The worker's job: format locally, or check an AI answer against the input (read in the dialect the AI was told). */
export async function runSqlJob(job: CodeJob<SqlOptions>): Promise<TransformResult> {
  if (job.kind === 'local') return formatSql(job.input, job.options);
  const dialect = job.options.dialect === 'auto' ? detectSqlDialect(job.input) : job.options.dialect;
  return { ok: true, output: job.output, verdict: compareSql(job.input, job.output, dialect), sizes: null };
}
