import { describe, expect, it } from 'vitest';
import { escapeJs, escapeJson, unescapeJs, unescapeJson } from './json-js.logic';

const text = (outcome: { ok: boolean; text?: string; message?: string }) => (outcome.ok ? outcome.text : `ERROR ${outcome.message}`);

describe('JSON strings (RFC 8259 section 7)', () => {
  it.each([
    ['a"b\\c', false, false, 'a\\"b\\\\c'],
    ['tab\there\nline', false, false, 'tab\\there\\nline'],
    ['\0\x01\x1f\x7f', false, false, '\\u0000\\u0001\\u001F\x7f'],
    ['\b\f\r', false, false, '\\b\\f\\r'],
    ['</script>', false, true, '<\\/script>'],
    ['café 😀', true, false, 'caf\\u00E9 \\uD83D\\uDE00'],
    ['café 😀', false, false, 'café 😀'],
    ['lone \ud800 here', false, false, 'lone \\uD800 here'],
  ])('escapes %j (non-ASCII %s, slash %s)', (input, nonAscii, slash, expected) => {
    expect(escapeJson(input, { nonAscii, slash })).toBe(expected);
  });

  it.each([
    // The RFC's own examples: a reverse solidus three ways, and the G clef as a surrogate pair.
    ['\\u005C', '\\'],
    ['\\\\', '\\'],
    ['"\\uD834\\uDD1E"', '𝄞'],
    ['\\/\\b\\f\\n\\r\\t\\"', '/\b\f\n\r\t"'],
    ['\\u00e9', 'é'],
    ['"quoted"', 'quoted'],
  ])('reads %j', (input, expected) => expect(text(unescapeJson(input))).toBe(expected));

  it.each([
    ['bad \\u12G4', 'ERROR Line 1, column 5: \\u needs exactly four hex digits (found "\\u12").'],
    ['a\\x41', 'ERROR Line 1, column 2: \\x is not a JSON escape: JSON allows only \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX.'],
    ['one\ntwo', 'ERROR Line 1, column 4: a raw control character (U+000A) is not allowed in a JSON string: write it as an escape such as \\n or \\u000A.'],
    ['x\\n\\ny"z', 'ERROR Line 1, column 7: an unescaped double quote would end the JSON string here: write \\".'],
    ['end\\', 'ERROR Line 1, column 4: the text ends in the middle of an escape: a lone backslash is written \\\\.'],
  ])('refuses %j with its place', (input, expected) => expect(text(unescapeJson(input))).toBe(expected));

  it('agrees with JSON.parse on what it writes', () => {
    const sample = 'He said "hi"\\\n\t\u0000😀\u2028';
    expect(JSON.parse(`"${escapeJson(sample, { nonAscii: true, slash: true })}"`)).toBe(sample);
    expect(JSON.parse(`"${escapeJson(sample, { nonAscii: false, slash: false })}"`)).toBe(sample);
  });
});

describe('JavaScript strings and template literals (ECMA-262 12.9.4, 13.2.8)', () => {
  it.each([
    ["it's", 'single', false, "it\\'s"],
    ['say "hi"', 'double', false, 'say \\"hi\\"'],
    ['`${x}` $y', 'backtick', false, '\\`\\${x}\\` $y'],
    ['\0' + '1', 'double', false, '\\x001'],
    ['\u2028\u2029', 'double', false, '\\u2028\\u2029'],
    ['é€😀', 'double', true, '\\xE9\\u20AC\\u{1F600}'],
    ['\v\x7f', 'single', false, '\\v\x7f'],
  ] as const)('escapes %j in %s quotes (non-ASCII %s)', (input, quote, nonAscii, expected) => {
    expect(escapeJs(input, { quote, nonAscii })).toBe(expected);
  });

  it.each([
    ['\\x41\\u0042\\u{43}\\u{1F600}', 'double', 'ABC😀'],
    ['line\\\ncontinued', 'double', 'linecontinued'],
    ['\\0\\q\\$', 'double', '\0q$'],
    ["'it\\'s'", 'single', "it's"],
    ['`multi\nline`', 'backtick', 'multi\nline'],
  ] as const)('reads %j (%s)', (input, quote, expected) => expect(text(unescapeJs(input, quote))).toBe(expected));

  it.each([
    ['\\u{110000}', 'double', 'ERROR Line 1, column 1: \\u{110000} is past U+10FFFF, the last Unicode code point.'],
    [
      '\\101',
      'double',
      'ERROR Line 1, column 1: \\1 is a legacy octal or digit escape, a SyntaxError in strict mode code and modules: write \\x01 or the character itself.',
    ],
    ['a${b}', 'backtick', 'ERROR Line 1, column 2: "${" starts a substitution in a template literal: write \\${ for the characters themselves.'],
    ["it's", 'single', "ERROR Line 1, column 3: an unescaped ' would end the literal here: write \\'."],
    ['a\nb', 'double', 'ERROR Line 1, column 2: a raw line break ends a double-quoted JavaScript string: write \\n (or use a template literal).'],
  ] as const)('refuses %j (%s) with its place', (input, quote, expected) => expect(text(unescapeJs(input, quote))).toBe(expected));

  it('writes what the engine reads back', () => {
    const sample = 'quote \' " ` ${x} \\ \n\r\t\0 7 \u2028 😀 \ud800';
    for (const quote of ['single', 'double', 'backtick'] as const) {
      const mark = { single: "'", double: '"', backtick: '`' }[quote];
      expect(new Function(`return ${mark}${escapeJs(sample, { quote, nonAscii: true })}${mark};`)()).toBe(sample);
    }
  });
});
