/** The SQL tokenizer shared by the SQL beautifier's check of an answer (in the page) and the gateway's check that an AI answer is the same SQL. */
import type { SqlDialect } from './sql-beautify';

export type SqlTokenKind = 'word' | 'quoted' | 'string' | 'number' | 'comment' | 'operator';

export interface SqlToken {
  kind: SqlTokenKind;
  text: string;
  /** 0-based offset in the text it came from. */
  offset: number;
}

/** Longest first, so "->>" wins over "->" and "<=" over "<". */
const OPERATORS = ['->>', '#>>', '!~*', '<=>', '<>', '!=', '<=', '>=', '||', '::', '->', '=>', ':=', '<<', '>>', '**', '!~', '~*', '@>', '<@', '&&', '#>'];
const WORD_START = /[\p{L}_]/u;
const WORD_PART = /[\p{L}\p{N}_$]/u;
const DIGIT = /[0-9]/;
const NUMBER = /0x[0-9a-f]+|(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?/iy;
const DOLLAR_TAG = /\$([\p{L}_][\p{L}\p{N}_]*)?\$/uy;

/** Dialects where a backslash escapes the next character inside a string (sql-formatter's "-bs" string types). */
const BACKSLASH_ESCAPES: ReadonlySet<SqlDialect> = new Set([
  'mysql',
  'mariadb',
  'tidb',
  'singlestoredb',
  'bigquery',
  'hive',
  'spark',
  'n1ql',
  'clickhouse',
  'snowflake',
]);
/** Dialects with no doubled-quote escape: 'a''b' is two strings there. */
const NO_DOUBLED_QUOTES: ReadonlySet<SqlDialect> = new Set(['bigquery', 'hive', 'spark', 'n1ql']);
/** Dialects with $$dollar-quoted$$ strings. */
const DOLLAR_QUOTES: ReadonlySet<SqlDialect> = new Set(['postgresql', 'duckdb', 'snowflake', 'clickhouse']);

/** The $tag$ (or $$) opening a PostgreSQL dollar-quoted string at `index`, or null. */
function dollarTagAt(text: string, index: number): string | null {
  DOLLAR_TAG.lastIndex = index;
  return DOLLAR_TAG.exec(text)?.[0] ?? null;
}

interface QuoteRules {
  backslash: boolean;
  doubled: boolean;
}

/** Offset just past a quoted run that ends with `close` (a doubled close is an escaped one where the dialect says so), or the text's end. */
function quotedEnd(text: string, start: number, close: string, { backslash, doubled }: QuoteRules): number {
  let index = start + 1;
  while (index < text.length) {
    const char = text[index];
    if (backslash && char === '\\') index += 2;
    else if (char === close) {
      if (doubled && text[index + 1] === close) index += 2;
      else return index + 1;
    } else index += 1;
  }
  return text.length;
}

/**
 * SQL split into the tokens that carry meaning: words, quoted identifiers, strings, numbers, comments
 * and operators; whitespace is dropped. Small and forgiving (it never throws), since it only has to
 * split the input and a formatted version of it the same way, whatever the dialect.
 */
export function sqlTokens(text: string, dialect: SqlDialect = 'sql'): SqlToken[] {
  const tokens: SqlToken[] = [];
  const quotes: QuoteRules = { backslash: BACKSLASH_ESCAPES.has(dialect), doubled: !NO_DOUBLED_QUOTES.has(dialect) };
  let index = 0;
  const push = (kind: SqlTokenKind, end: number) => {
    tokens.push({ kind, text: text.slice(index, end), offset: index });
    index = end;
  };
  while (index < text.length) {
    const char = text[index] as string;
    const next = text[index + 1];
    if (/\s/.test(char)) {
      index += 1;
    } else if (char === '-' && next === '-') {
      const end = text.indexOf('\n', index);
      push('comment', end === -1 ? text.length : end);
    } else if (char === '/' && next === '*') {
      const end = text.indexOf('*/', index + 2);
      push('comment', end === -1 ? text.length : end + 2);
    } else if (char === "'") {
      push('string', quotedEnd(text, index, "'", quotes));
    } else if (char === '"' || char === '`') {
      push('quoted', quotedEnd(text, index, char, quotes));
    } else if (char === '[' && dialect === 'transactsql') {
      push('quoted', quotedEnd(text, index, ']', { backslash: false, doubled: true }));
    } else if (char === '$' && DOLLAR_QUOTES.has(dialect) && dollarTagAt(text, index)) {
      const tag = dollarTagAt(text, index) as string;
      const end = text.indexOf(tag, index + tag.length);
      push('string', end === -1 ? text.length : end + tag.length);
    } else if (DIGIT.test(char) || (char === '.' && next !== undefined && DIGIT.test(next))) {
      NUMBER.lastIndex = index;
      NUMBER.exec(text);
      push('number', Math.max(NUMBER.lastIndex, index + 1));
    } else if (WORD_START.test(char)) {
      let end = index + 1;
      while (end < text.length && WORD_PART.test(text[end] as string)) end += 1;
      push('word', end);
    } else {
      const operator = OPERATORS.find((candidate) => text.startsWith(candidate, index));
      push('operator', index + (operator?.length ?? 1));
    }
  }
  return tokens;
}

/** What must match between input and output: words ignore letter case, comments ignore spacing, the rest is exact. */
export function tokenKey(token: SqlToken): string {
  switch (token.kind) {
    case 'word':
      return `w:${token.text.toUpperCase()}`;
    case 'comment':
      return `c:${token.text.replace(/\s+/g, ' ').trim()}`;
    default:
      return `${token.kind[0]}:${token.text}`;
  }
}
