/* eslint-disable no-control-regex -- matching control characters is what an escaper does. */
import { describeCharacter, done, type EscapeOutcome, failAt, type Step, unescapeWith, wholeOrInner } from './escape-outcome.logic';
import { letterEscapes, letterUnescapes } from './letter-escapes.logic';

const MYSQL_SHORT: Record<string, string> = { ...letterEscapes('0', 'b', 'n', 'r', 't'), "'": "\\'", '"': '\\"', '\x1a': '\\Z', '\\': '\\\\' };

/**
 * The inside of an SQL string literal. Standard SQL (and PostgreSQL, SQL Server, SQLite, Oracle, and MySQL
 * in NO_BACKSLASH_ESCAPES mode) only doubles the single quote; MySQL and MariaDB by default also read
 * backslash escapes, so there the backslash and controls are escaped as mysql_real_escape_string does.
 */
export function escapeSql(text: string, mysql: boolean): string {
  return mysql ? text.replace(/[\0'"\b\n\r\t\x1a\\]/g, (match) => MYSQL_SHORT[match] ?? match) : text.replace(/'/g, "''");
}

const MYSQL_UNESCAPES: Record<string, string> = {
  ...letterUnescapes('0', 'b', 'n', 'r', 't'),
  "'": "'",
  '"': '"',
  Z: '\x1a',
  '\\': '\\',
  '%': '\\%',
  _: '\\_',
};

/** An SQL string literal's inside (its quotes, if both are there, are dropped); `mysql` also reads MySQL's backslash escapes. */
export function unescapeSql(text: string, mysql: boolean): EscapeOutcome {
  return wholeOrInner(text, "'", "'", (from, to) => {
    const step = (index: number): Step => {
      if (text[index] === "'") {
        if (text[index + 1] === "'" && index + 1 < to) return { text: "'", next: index + 2 };
        return failAt(text, index, "a single quote would end the SQL string here: write it twice ('').");
      }
      const letter = text[index + 1];
      if (index + 1 >= to || letter === undefined)
        return failAt(text, index, 'the text ends in the middle of an escape: a lone backslash is written \\\\ in MySQL.');
      // MySQL: any other escaped character is itself; \% and \_ keep their backslash (they matter to LIKE).
      return { text: MYSQL_UNESCAPES[letter] ?? letter, next: index + 2 };
    };
    return unescapeWith(text, mysql ? /['\\]/g : /'/g, step, [], from, to);
  });
}

/** One POSIX shell word in single quotes: nothing is special inside them but the quote itself, which is closed, escaped and reopened ('\''). */
export function escapeShell(text: string): EscapeOutcome {
  const nul = text.indexOf('\0');
  if (nul !== -1) return failAt(text, nul, 'a shell argument cannot hold the NUL character (U+0000): the C strings behind every argument end there.');
  return done(`'${text.replace(/'/g, "'\\''")}'`);
}

/**
 * One POSIX shell word, read as sh would without running anything: '...' (all literal), "..." (where \
 * escapes only $ ` " \ and a line break), \c outside quotes, and plain characters. Whatever would expand,
 * split the word or redirect is refused with its place.
 */
/** Characters with no meaning to the shell, taken a run at a time. */
const PLAIN_RUN = /[^'"\\\s|&;<>()$`*?[]+/y;

export function unescapeShell(text: string): EscapeOutcome {
  const parts: string[] = [];
  let index = 0;
  while (index < text.length) {
    const character = text[index] ?? '';
    if (character === "'") {
      const close = text.indexOf("'", index + 1);
      if (close === -1) return failAt(text, index, 'this single quote is never closed.');
      parts.push(text.slice(index + 1, close));
      index = close + 1;
    } else if (character === '"') {
      let cursor = index + 1;
      for (; cursor < text.length && text[cursor] !== '"'; cursor += 1) {
        const inner = text[cursor] ?? '';
        if (inner === '\\' && /[$`"\\\n]/.test(text[cursor + 1] ?? '')) {
          if (text[cursor + 1] !== '\n') parts.push(text[cursor + 1] ?? '');
          cursor += 1;
        } else if (inner === '$' || inner === '`') {
          return failAt(text, cursor, `${inner} inside double quotes would expand: this tool does not run the shell, so it cannot tell what it stands for.`);
        } else parts.push(inner);
      }
      if (cursor >= text.length) return failAt(text, index, 'this double quote is never closed.');
      index = cursor + 1;
    } else if (character === '\\') {
      if (index + 1 >= text.length) return failAt(text, index, 'a backslash at the very end escapes nothing.');
      const width = (text.codePointAt(index + 1) ?? 0) > 0xffff ? 2 : 1;
      if (text[index + 1] !== '\n') parts.push(text.slice(index + 1, index + 1 + width));
      index += 1 + width;
    } else if (/[\s|&;<>()$`*?[]/.test(character) || (index === 0 && /[#~]/.test(character))) {
      if (/\s/.test(character))
        return failAt(
          text,
          index,
          `an unquoted ${character === ' ' ? 'space' : describeCharacter(character.charCodeAt(0))} would split this into separate arguments.`,
        );
      return failAt(text, index, `an unquoted "${character}" means something to the shell (expansion, a pattern or an operator): quote it.`);
    } else {
      PLAIN_RUN.lastIndex = index;
      PLAIN_RUN.test(text);
      parts.push(text.slice(index, Math.max(index + 1, PLAIN_RUN.lastIndex)));
      index = Math.max(index + 1, PLAIN_RUN.lastIndex);
    }
  }
  return done(parts.join(''));
}

export type CsvDelimiter = ',' | ';' | '\t';
const DELIMITER_NAME: Record<CsvDelimiter, string> = { ',': 'comma', ';': 'semicolon', '\t': 'tab' };

/**
 * One CSV field, as RFC 4180 section 2 writes it: in double quotes, with each quote doubled, when it holds
 * the delimiter, a quote, CR or LF (or with `always`); else as it is. Leading or trailing spaces are quoted
 * too, since some readers trim unquoted fields.
 */
export function escapeCsv(text: string, { delimiter, always }: { delimiter: CsvDelimiter; always: boolean }): string {
  const needs = always || text.includes(delimiter) || /["\r\n]/.test(text) || /^\s|\s$/.test(text);
  return needs ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV field back to its value: a quoted field loses its quotes and undoubles its quotes; an unquoted one is taken as it is. */
export function unescapeCsv(text: string, delimiter: CsvDelimiter): EscapeOutcome {
  if (!text.startsWith('"')) {
    const quote = text.indexOf('"');
    if (quote !== -1)
      return failAt(text, quote, 'a double quote inside an unquoted field is not allowed by RFC 4180: quote the whole field and double the quote.');
    const split = text.indexOf(delimiter);
    if (split !== -1) return failAt(text, split, `this ${DELIMITER_NAME[delimiter]} would start a new field: quote the whole field to keep it.`);
    const lineBreak = text.search(/[\r\n]/);
    if (lineBreak !== -1) return failAt(text, lineBreak, 'this line break would start a new record: quote the whole field to keep it.');
    return done(text);
  }
  if (text.length < 2 || !text.endsWith('"')) return failAt(text, 0, 'this quoted field is never closed: it needs a double quote at the end.');
  return unescapeWith(
    text,
    /"/g,
    (index) =>
      text[index + 1] === '"' && index + 1 < text.length - 1
        ? { text: '"', next: index + 2 }
        : failAt(text, index, 'a double quote inside a quoted field must be doubled (""): this one would end the field early.'),
    [],
    1,
    text.length - 1,
  );
}
