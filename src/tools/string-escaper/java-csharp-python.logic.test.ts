import { describe, expect, it } from 'vitest';
import type { EscapeOutcome } from './escape-outcome.logic';
import { escapeCSharp, escapeJava, escapePython, unescapeCSharp, unescapeJava, unescapePython } from './java-csharp-python.logic';

const text = (outcome: EscapeOutcome) => (outcome.ok ? outcome.text : `ERROR ${outcome.message}`);

describe('Java strings (JLS 3.3 and 3.10.7)', () => {
  it.each([
    ['say "hi" \\', false, 'say \\"hi\\" \\\\'],
    ['\n\r\t\b\f\0\x1b', false, '\\n\\r\\t\\b\\f\\u0000\\u001B'],
    ['é😀', true, '\\u00E9\\uD83D\\uDE00'],
    ['é\ud800', false, 'é\\uD800'],
  ])('escapes %j (non-ASCII %s)', (input, nonAscii, expected) => expect(escapeJava(input, nonAscii)).toBe(expected));

  it.each([
    // JLS: any number of u's, octal up to \377, \s is a space (Java 15).
    ['\\uuu0041\\101\\7\\377\\s', 'AA\x07\xff '],
    ['"\\uD83D\\uDE00"', '😀'],
    ['\\\'\\"\\\\\\b\\t\\n\\f\\r', '\'"\\\b\t\n\f\r'],
    ['\\400', ' 0'],
  ])('reads %j', (input, expected) => expect(text(unescapeJava(input))).toBe(expected));

  it.each([
    ['ab\\u0022', 'ERROR Line 1, column 3: \\u0022: it becomes a quote before Java reads the string, which ends it: write \\".'],
    ['\\u000a', 'ERROR Line 1, column 1: \\u000a: it becomes a raw line break before Java reads the string: write \\n.'],
    ['\\x41', 'ERROR Line 1, column 1: \\x is not a Java escape: Java allows \\b \\t \\n \\f \\r \\s \\" \\\' \\\\, octal \\0 to \\377 and \\uXXXX.'],
    ['\\u12', 'ERROR Line 1, column 1: \\u needs exactly four hex digits (found "\\u12").'],
  ])('refuses %j', (input, expected) => expect(text(unescapeJava(input))).toBe(expected));
});

describe('C# strings (C# spec 6.4.5.5)', () => {
  it.each([
    ['say "hi" \\', false, false, 'say \\"hi\\" \\\\'],
    ['\0\x07\b\f\n\r\t\v\x01', false, false, '\\0\\a\\b\\f\\n\\r\\t\\v\\u0001'],
    ['é😀', true, false, '\\u00E9\\U0001F600'],
    ['say "hi"\n\\', false, true, 'say ""hi""\n\\'],
  ])('escapes %j (non-ASCII %s, verbatim %s)', (input, nonAscii, verbatim, expected) => expect(escapeCSharp(input, { nonAscii, verbatim })).toBe(expected));

  it.each([
    // \x takes one to four hex digits, greedily: "\x41BC" is one character, U+41BC.
    ['\\x41 \\x0041 \\x41BC', false, 'A A \u41bc'],
    ['\\U0001F600\\u00e9\\e', false, '😀é\x1b'],
    ['@"say ""hi"""', true, 'say "hi"'],
    ['C:\\new', true, 'C:\\new'],
  ])('reads %j (verbatim %s)', (input, verbatim, expected) => expect(text(unescapeCSharp(input, verbatim))).toBe(expected));

  it.each([
    [
      '\\q',
      false,
      'ERROR Line 1, column 1: \\q is not a C# escape (CS1009): C# allows \\\' \\" \\\\ \\0 \\a \\b \\e \\f \\n \\r \\t \\v \\xH..., \\uXXXX and \\UXXXXXXXX.',
    ],
    ['\\U00110000', false, 'ERROR Line 1, column 1: \\U00110000 is past U+10FFFF, the last Unicode code point.'],
    ['a"b', true, 'ERROR Line 1, column 2: a single quote mark ends a verbatim string: write "" for one.'],
  ])('refuses %j (verbatim %s)', (input, verbatim, expected) => expect(text(unescapeCSharp(input, verbatim))).toBe(expected));
});

describe('Python strings (Python 3.12 reference 2.4.1)', () => {
  it.each([
    ["it's \\", 'single', false, "it\\'s \\\\"],
    ['\x07\n\x7f', 'double', false, '\\x07\\n\\x7f'],
    ['é€😀', 'double', true, '\\xe9\\u20ac\\U0001f600'],
    ['lone \udc00', 'double', false, 'lone \\udc00'],
  ] as const)('escapes %j in %s quotes (non-ASCII %s)', (input, quote, nonAscii, expected) => expect(escapePython(input, { quote, nonAscii })).toBe(expected));

  it.each([
    ['\\101\\x41\\u0041\\U00000041\\a\\v', 'AAAA\x07\v'],
    ['line\\\ncontinued', 'linecontinued'],
    ["'it\\'s'", "it's"],
  ])('reads %j', (input, expected) => expect(text(unescapePython(input, 'single'))).toBe(expected));

  it('keeps an unknown escape with its backslash, as Python does, and says so', () => {
    const outcome = unescapePython('C:\\data', 'double');
    expect(outcome).toEqual({
      ok: true,
      text: 'C:\\data',
      notes: [
        '\\d is not a Python escape: Python keeps the backslash (and since 3.12 warns "invalid escape sequence"). A raw string r\'...\' would keep every backslash.',
      ],
    });
  });

  it.each([
    ['\\x4', 'ERROR Line 1, column 1: truncated \\x escape: it needs exactly 2 hex digits (found "\\x4").'],
    [
      '\\N{BULLET}',
      'ERROR Line 1, column 1: \\N{name} needs the Unicode name table, which this tool does not carry: write \\u or \\U with the code point instead.',
    ],
    ['\\U00110000', 'ERROR Line 1, column 1: \\U00110000 is an illegal Unicode character: past U+10FFFF.'],
    ["ok\nit's", 'ERROR Line 1, column 3: a raw line break ends a Python string (triple-quoted strings aside): write \\n.'],
  ])('refuses %j', (input, expected) => expect(text(unescapePython(input, 'single'))).toBe(expected));
});
