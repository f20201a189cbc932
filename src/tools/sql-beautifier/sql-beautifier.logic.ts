import { offsetAt, positionAt, type SourcePosition } from '@contract/position';
import type { SqlDialect } from '@contract/sql-beautify';
import {
  bigquery,
  clickhouse,
  db2,
  db2i,
  type DialectOptions,
  duckdb,
  formatDialect,
  type FormatOptionsWithDialect,
  hive,
  mariadb,
  mysql,
  n1ql,
  plsql,
  postgresql,
  redshift,
  singlestoredb,
  snowflake,
  spark,
  sql,
  sqlite,
  tidb,
  transactsql,
  trino,
} from 'sql-formatter';
import type { CodeJob, TransformResult, Verdict } from '@/lib/code-transform';
import { DIALECT_NAMES, detectSqlDialect, rankSqlDialects } from './sql-dialect-detect.logic';
import type { FollowingCase, SqlOptions } from './sql-options.logic';
import { LAYOUT_DONE, type SqlLayout, type SqlRun } from './sql-layout';
import { sqlTokens, tokenKey, type SqlToken } from '@contract/sql-tokens';

/** Every dialect sql-formatter has, each imported by name (formatDialect), so the worker carries no second copy through `format`. */
const DIALECTS: Record<SqlDialect, DialectOptions> = {
  sql,
  mysql,
  postgresql,
  transactsql,
  sqlite,
  bigquery,
  clickhouse,
  db2,
  db2i,
  duckdb,
  hive,
  mariadb,
  n1ql,
  plsql,
  redshift,
  singlestoredb,
  snowflake,
  spark,
  tidb,
  trino,
};

export const SAME_QUERY = 'Same query, only formatting changed';
export const SAME_QUERY_MINIFIED = 'Same query on one line, comments dropped';

const ERROR_POSITION = /\s*at line (\d+) column (\d+)/;

type Attempt =
  | { ok: true; dialect: SqlDialect; output: string; verdict: Verdict }
  | { ok: false; dialect: SqlDialect; summary: string; position: SourcePosition | null; defaultDialectHint: boolean };

const caseOf = (choice: FollowingCase, keywordCase: SqlOptions['keywordCase']) => (choice === 'keyword' ? keywordCase : choice);

/** The options in sql-formatter's words; data types and function names follow the keyword case unless given their own. */
export function formatterOptions(options: SqlOptions, dialect: SqlDialect): FormatOptionsWithDialect {
  return {
    dialect: DIALECTS[dialect],
    keywordCase: options.keywordCase,
    identifierCase: options.identifierCase,
    dataTypeCase: caseOf(options.dataTypeCase, options.keywordCase),
    functionCase: caseOf(options.functionCase, options.keywordCase),
    tabWidth: options.indentation === '4' ? 4 : 2,
    useTabs: options.indentation === 'tab',
    indentStyle: options.indentStyle,
    logicalOperatorNewline: options.logicalOperatorNewline,
    expressionWidth: options.expressionWidth,
    linesBetweenQueries: options.linesBetweenQueries,
  };
}

/** sql-formatter with one dialect; Minify then joins its tokens on one line. */
function formatAs(input: string, dialect: SqlDialect, options: SqlOptions, layout: SqlLayout): Attempt {
  let output: string;
  try {
    output = formatDialect(input, formatterOptions(options, dialect));
  } catch (error) {
    return { ok: false, dialect, ...parseFailure(input, error) };
  }
  if (layout === 'minify') output = oneLine(output, dialect);
  return { ok: true, dialect, output, verdict: compareSql(input, output, dialect, layout) };
}

/** No space is needed after "(" and "," or before ")", "," and ";": none of them can join with a neighbour into another token. */
const tightAfter = new Set(['(', ',']);
const tightBefore = new Set([')', ',', ';']);

/**
 * Formatted SQL on one line, comments dropped: its own tokens, rejoined. Where the text had whitespace
 * or a comment between two tokens, one space keeps them apart, unless punctuation makes it needless.
 * Strings keep their line breaks, since those are data.
 */
export function oneLine(formatted: string, dialect: SqlDialect): string {
  let output = '';
  let previous: SqlToken | null = null;
  let end = 0;
  for (const token of sqlTokens(formatted, dialect)) {
    if (token.kind === 'comment') continue;
    const apart = token.offset > end;
    if (previous && apart && !tightAfter.has(previous.text) && !tightBefore.has(token.text)) output += ' ';
    output += token.text;
    previous = token;
    end = token.offset + token.text.length;
  }
  return output;
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
export function formatSql(input: string, options: SqlOptions, layout: SqlLayout = 'format'): TransformResult {
  if (options.dialect !== 'auto') {
    const attempt = formatAs(input, options.dialect, options, layout);
    if (attempt.ok) return { ok: true, output: attempt.output, verdict: attempt.verdict, sizes: null };
    const hint = attempt.defaultDialectHint ? ' Try choosing the dialect this query is written in.' : '';
    return { ok: false, message: `Could not format this SQL: ${attempt.summary}${hint}`, position: attempt.position };
  }
  return formatDetected(input, options, rankSqlDialects(input), layout);
}

/**
 * Auto-detect: the first dialect, in `order`, whose output is the same query wins. Parsing alone does not settle
 * it, since a dialect can read a query its own way (brackets, strings, parameters) and change it. When
 * none keeps the query, the first that parsed is shown with its warning; when none parses, the error
 * of the dialect that read the furthest (the likeliest on a tie) points at the problem.
 */
export function formatDetected(
  input: string,
  options: SqlOptions,
  order: readonly SqlDialect[] = rankSqlDialects(input),
  layout: SqlLayout = 'format',
): TransformResult {
  let firstParsed: Extract<Attempt, { ok: true }> | null = null;
  let furthest: Extract<Attempt, { ok: false }> | null = null;
  for (const dialect of order) {
    const attempt = formatAs(input, dialect, options, layout);
    if (attempt.ok && attempt.verdict.level === 'ok') return detected(attempt, layout);
    if (attempt.ok) firstParsed ??= attempt;
    else if (!furthest || (attempt.position?.offset ?? -1) > (furthest.position?.offset ?? -1)) furthest = attempt;
  }
  if (firstParsed) return detected(firstParsed, layout);
  if (!furthest) return { ok: false, message: 'Could not format this SQL.', position: null };
  const sentence = /[.!?]$/.test(furthest.summary) ? furthest.summary : `${furthest.summary}.`;
  return {
    ok: false,
    message: `Could not format this SQL: ${sentence} No dialect could read it; this is where ${DIALECT_NAMES[furthest.dialect]} stopped.`,
    position: furthest.position,
  };
}

/** The verdict names the dialect Auto-detect used, so a surprising layout can be put down to it. */
const detected = ({ dialect, output, verdict }: Extract<Attempt, { ok: true }>, layout: SqlLayout): TransformResult => ({
  ok: true,
  output,
  verdict: { level: verdict.level, text: `${LAYOUT_DONE[layout]} as ${DIALECT_NAMES[dialect]} (detected). ${verdict.text}` },
  sizes: null,
});

const quote = (token: SqlToken) => `"${token.text.length > 40 ? `${token.text.slice(0, 40)}…` : token.text}"`;

/**
 * The verdict on a formatted query: the same tokens in the same order, ignoring whitespace, the letter
 * case of words and the spacing inside comments (or, for Minify, the input's comments); otherwise a
 * warning naming the first difference.
 */
export function compareSql(input: string, output: string, dialect: SqlDialect, layout: SqlLayout = 'format'): Verdict {
  const minified = layout === 'minify';
  const before = sqlTokens(input, dialect).filter((token) => !minified || token.kind !== 'comment');
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
  return { level: 'ok', text: minified ? SAME_QUERY_MINIFIED : SAME_QUERY };
}

/** The worker's job: format locally, or check an AI answer against the input (read in the dialect the AI was told). */
export async function runSqlJob(job: CodeJob<SqlRun>): Promise<TransformResult> {
  if (job.kind === 'local') return formatSql(job.input, job.options, job.options.layout);
  const dialect = job.options.dialect === 'auto' ? detectSqlDialect(job.input) : job.options.dialect;
  return { ok: true, output: job.output, verdict: compareSql(job.input, job.output, dialect), sizes: null };
}
