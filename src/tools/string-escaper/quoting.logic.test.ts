import { describe, expect, it } from 'vitest';
import type { EscapeOutcome } from './escape-outcome.logic';
import { escapeCsv, escapeShell, escapeSql, unescapeCsv, unescapeShell, unescapeSql } from './quoting.logic';

const text = (outcome: EscapeOutcome) => (outcome.ok ? outcome.text : `ERROR ${outcome.message}`);

describe('SQL string literals', () => {
  it.each([
    ["O'Reilly \\ n", false, "O''Reilly \\ n"],
    ['O\'Reilly \\ \n\0\x1a"', true, 'O\\\'Reilly \\\\ \\n\\0\\Z\\"'],
  ])('escapes %j (MySQL %s)', (input, mysql, expected) => expect(escapeSql(input, mysql)).toBe(expected));

  it.each([
    ["'O''Reilly'", false, "O'Reilly"],
    ['C:\\temp', false, 'C:\\temp'],
    ["O\\'Reilly \\\\ \\n \\% \\_ \\q", true, "O'Reilly \\ \n \\% \\_ q"],
  ])('reads %j (MySQL %s)', (input, mysql, expected) => expect(text(unescapeSql(input, mysql))).toBe(expected));

  it('refuses a single quote that is not doubled', () => {
    expect(text(unescapeSql("two\nO'Reilly", false))).toBe("ERROR Line 2, column 2: a single quote would end the SQL string here: write it twice ('').");
  });
});

describe('POSIX shell single quotes', () => {
  it.each([
    ["it's", "'it'\\''s'"],
    ['$HOME `id` "x" \\ *', '\'$HOME `id` "x" \\ *\''],
    ['', "''"],
  ])('quotes %j', (input, expected) => expect(text(escapeShell(input))).toBe(expected));

  it('refuses NUL, which no argument can hold', () => {
    expect(text(escapeShell('a\0b'))).toBe(
      'ERROR Line 1, column 2: a shell argument cannot hold the NUL character (U+0000): the C strings behind every argument end there.',
    );
  });

  it.each([
    ["'it'\\''s'", "it's"],
    ['"say \\"hi\\" \\$5"', 'say "hi" $5'],
    ['plain\\ word', 'plain word'],
    ['pre\'mid\'"post"', 'premidpost'],
  ])('reads %j', (input, expected) => expect(text(unescapeShell(input))).toBe(expected));

  it.each([
    ["'open", 'ERROR Line 1, column 1: this single quote is never closed.'],
    ['two words', 'ERROR Line 1, column 4: an unquoted space would split this into separate arguments.'],
    ['"$HOME"', 'ERROR Line 1, column 2: $ inside double quotes would expand: this tool does not run the shell, so it cannot tell what it stands for.'],
    ['a;b', 'ERROR Line 1, column 2: an unquoted ";" means something to the shell (expansion, a pattern or an operator): quote it.'],
  ])('refuses %j', (input, expected) => expect(text(unescapeShell(input))).toBe(expected));
});

describe('CSV fields (RFC 4180 section 2)', () => {
  it.each([
    ['plain', ',', false, 'plain'],
    ['a,b', ',', false, '"a,b"'],
    ['say "hi"', ',', false, '"say ""hi"""'],
    ['two\r\nlines', ',', false, '"two\r\nlines"'],
    ['a,b', ';', false, 'a,b'],
    [' padded', ',', false, '" padded"'],
    ['x', '\t', true, '"x"'],
  ] as const)('writes %j (delimiter %j, always %s)', (input, delimiter, always, expected) => expect(escapeCsv(input, { delimiter, always })).toBe(expected));

  it.each([
    ['"say ""hi"""', 'say "hi"'],
    ['"a,b\nc"', 'a,b\nc'],
    ['plain', 'plain'],
  ])('reads %j', (input, expected) => expect(text(unescapeCsv(input, ','))).toBe(expected));

  it.each([
    ['"say "hi""', 'ERROR Line 1, column 6: a double quote inside a quoted field must be doubled (""): this one would end the field early.'],
    ['a,b', 'ERROR Line 1, column 2: this comma would start a new field: quote the whole field to keep it.'],
    ['a"b', 'ERROR Line 1, column 2: a double quote inside an unquoted field is not allowed by RFC 4180: quote the whole field and double the quote.'],
    ['"open', 'ERROR Line 1, column 1: this quoted field is never closed: it needs a double quote at the end.'],
  ])('refuses %j', (input, expected) => expect(text(unescapeCsv(input, ','))).toBe(expected));
});
