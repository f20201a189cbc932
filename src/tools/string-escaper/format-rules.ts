import type { Format } from './string-escaper.logic';

/** One line under the options: which rules each format follows, so nobody has to guess. */
export const FORMAT_RULES: Record<Format, string> = {
  json: 'RFC 8259: " and \\ and U+0000–U+001F are escaped (short forms where they exist). Unescape reads the inside of a string, with or without its quotes.',
  javascript:
    'ECMAScript string and template literals: \\x, \\u, \\u{…}, U+2028/U+2029 and lone surrogates escaped; legacy octal escapes are refused (strict mode).',
  java: 'Java: \\b \\t \\n \\f \\r \\" \\\\ and \\uXXXX (surrogate pairs); unescape also reads octal, \\s and \\uuuuXXXX, and refuses \\u0022, \\u005C and line breaks Java applies before the string.',
  csharp: 'C#: \\0 \\a \\b \\f \\n \\r \\t \\v, \\uXXXX and \\UXXXXXXXX (never \\x, whose length varies); verbatim @"…" strings only double the quote.',
  python:
    'Python 3 str literals as repr() writes them; unknown escapes keep their backslash. Not for raw strings (r"…"), which take every backslash literally.',
  sql: 'Standard SQL doubles the single quote (PostgreSQL, SQL Server, SQLite, Oracle). MySQL and MariaDB also read backslash escapes unless NO_BACKSLASH_ESCAPES is set.',
  shell: "POSIX sh: the whole text in single quotes, each ' written as '\\''. Unescape reads '…', \"…\" and \\ quoting and refuses anything that would expand.",
  regex:
    'ECMAScript regular expressions, valid with or without the u and v flags. Unescape gives the literal string a pattern matches, if it is only escaped characters.',
  csv: 'RFC 4180: a field with the delimiter, a quote, a line break or edge spaces is quoted, its quotes doubled. One field at a time.',
  html: 'Escapes & < > " \' for text and attributes. Unescape reads all 2,231 HTML5 named references as a browser does; an unknown one is left as it is and listed.',
  xml: "XML 1.0's five entities and numeric references; CR as &#xD;. Characters XML cannot hold, and any other entity, are refused with their place.",
  url: 'Percent-encoding of UTF-8 bytes. Decoding is strict: a stray % or bytes that are not UTF-8 are refused with their place.',
};

/** The text the Sample button loads: it meets most of every format's rules. */
export const SAMPLE_TEXT = 'He said "It\'s 5 < 6 & 7 > 3"\n\tC:\\Users\\dev\\café 😀 (a+b)*c? $HOME, 100%';
