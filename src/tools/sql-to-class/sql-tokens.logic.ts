/**
 * A small SQL tokenizer for the statement splitter and the tolerant reader. It knows every
 * dialect's quoting (`x`, "x", [x], 'x', N'x', $tag$x$tag$) and comments, nothing of grammar.
 */

export type TokenKind = 'word' | 'name' | 'string' | 'number' | 'punct';

export interface Token {
  kind: TokenKind;
  /** Words and punctuation as written; names and strings without their quotes. */
  value: string;
  /** The quote of a name (`"`, `` ` ``, `[`) or the prefix of a string (N, E, B, X, _utf8mb4). */
  quote?: string;
  start: number;
  end: number;
}

export interface Tokenized {
  tokens: Token[];
  /** Comments and psql meta-command lines, as [start, end) ranges of the text. */
  comments: [number, number][];
}

const WORD_START = /[\p{L}_]/u;
const WORD_PART = /[\p{L}\p{N}_$#@]/u;
const DIGIT = /\d/;

/** The end of a quoted run starting at `start` (the opening quote), where a doubled quote escapes itself. */
function quotedEnd(text: string, start: number, close: string, backslash: boolean): number {
  for (let index = start + 1; index < text.length; index += 1) {
    const char = text[index];
    if (backslash && char === '\\') index += 1;
    else if (char === close) {
      if (text[index + 1] !== close || close === ']') return index + 1;
      index += 1;
    }
  }
  return text.length;
}

const unquote = (raw: string, close: string) =>
  raw
    .slice(1, raw.endsWith(close) ? -1 : undefined)
    .split(close + close)
    .join(close);

function lineStartsAt(text: string, index: number): boolean {
  for (let back = index - 1; back >= 0; back -= 1) {
    const char = text[back];
    if (char === '\n') return true;
    if (char !== ' ' && char !== '\t' && char !== '\r') return false;
  }
  return true;
}

const lineEnd = (text: string, from: number) => {
  const end = text.indexOf('\n', from);
  return end < 0 ? text.length : end;
};

/** After pg_dump's `COPY ... FROM stdin;` come data rows up to a line `\.`; they are not SQL. */
function copyDataEnd(text: string, tokens: readonly Token[], from: number): number | null {
  let first = tokens.length - 1;
  while (first > 0 && !isSemicolon(tokens[first - 1])) first -= 1;
  const words = tokens.slice(first).map(keyword);
  if (words[0] !== 'COPY' || !words.includes('STDIN')) return null;
  const end = text.indexOf('\n\\.', from);
  return end < 0 ? text.length : lineEnd(text, end + 1);
}

/** Backslash escapes inside 'strings' are MySQL's habit; elsewhere a backslash is just a character. */
export function tokenize(text: string, backslashEscapes = false): Tokenized {
  const tokens: Token[] = [];
  const comments: [number, number][] = [];
  const push = (kind: TokenKind, value: string, start: number, end: number, quote?: string) =>
    tokens.push(quote === undefined ? { kind, value, start, end } : { kind, value, start, end, quote });
  let index = 0;
  while (index < text.length) {
    const char = text[index] as string;
    const next = text[index + 1];
    const start = index;
    if (/\s/.test(char)) index += 1;
    else if (char === '-' && next === '-') {
      index = lineEnd(text, index);
      comments.push([start, index]);
    } else if (char === '/' && next === '*') {
      const close = text.indexOf('*/', index + 2);
      index = close < 0 ? text.length : close + 2;
      comments.push([start, index]);
    } else if (char === '\\' && lineStartsAt(text, index)) {
      // psql meta-commands (\connect, pg_dump's \restrict) are not SQL.
      index = lineEnd(text, index);
      comments.push([start, index]);
    } else if (char === "'") {
      index = quotedEnd(text, index, "'", backslashEscapes);
      push('string', unquote(text.slice(start, index), "'"), start, index);
    } else if (char === '"' || char === '`') {
      index = quotedEnd(text, index, char, false);
      push('name', unquote(text.slice(start, index), char), start, index, char);
    } else if (char === '[') {
      index = quotedEnd(text, index, ']', false);
      push('name', text.slice(start + 1, text[index - 1] === ']' ? index - 1 : index), start, index, '[');
    } else if (char === '$' && /^\$(?:[\p{L}_][\p{L}\p{N}_]*)?\$/u.test(text.slice(index, index + 64))) {
      const tag = /^\$(?:[\p{L}_][\p{L}\p{N}_]*)?\$/u.exec(text.slice(index, index + 64))?.[0] as string;
      const close = text.indexOf(tag, index + tag.length);
      index = close < 0 ? text.length : close + tag.length;
      push('string', text.slice(start + tag.length, close < 0 ? index : close), start, index, '$');
    } else if (DIGIT.test(char) || (char === '.' && next !== undefined && DIGIT.test(next))) {
      const match = /^(?:0x[\da-f]+|\d*\.?\d+(?:e[+-]?\d+)?)/i.exec(text.slice(index, index + 400));
      index += match?.[0].length || 1;
      push('number', text.slice(start, index), start, index);
    } else if (WORD_START.test(char)) {
      while (index < text.length && WORD_PART.test(text[index] as string)) index += 1;
      const word = text.slice(start, index);
      // A string with a prefix: N'x' (SQL Server), E'x' (PostgreSQL), B'0', X'ff', _utf8mb4'x' (MySQL).
      if (text[index] === "'" && /^(?:[NEBX]|_\w+)$/i.test(word)) {
        index = quotedEnd(text, index, "'", backslashEscapes || /^E$/i.test(word));
        push('string', unquote(text.slice(start + word.length, index), "'"), start, index, word.toUpperCase());
      } else push('word', word, start, index);
    } else if (char === ':' && next === ':') {
      index += 2;
      push('punct', '::', start, index);
    } else {
      index += 1;
      push('punct', char, start, index);
      const data = char === ';' ? copyDataEnd(text, tokens, index) : null;
      if (data !== null) {
        comments.push([index, data]);
        index = data;
      }
    }
  }
  return { tokens, comments };
}

export const isSemicolon = (token: Token | undefined) => token?.kind === 'punct' && token.value === ';';

/** A word token's upper-case spelling, or '' for anything else: quoted names are never keywords. */
export const keyword = (token: Token | undefined) => (token?.kind === 'word' ? token.value.toUpperCase() : '');

/** A name as written without quotes: a word, a quoted name, or (SQLite allows it) a string. */
export const isName = (token: Token | undefined): token is Token =>
  token !== undefined && (token.kind === 'word' || token.kind === 'name' || token.kind === 'string');
