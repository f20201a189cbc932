import { describe, expect, it } from 'vitest';
import type { EscapeOutcome } from './escape-outcome.logic';
import { escapeRegex, unescapeRegex } from './regex.logic';

const text = (outcome: EscapeOutcome) => (outcome.ok ? outcome.text : `ERROR ${outcome.message}`);

describe('regular expressions (ECMA-262 22.2)', () => {
  it.each([
    ['1+1=2? (a|b) [x] {3} ^$ . * / \\', 'pattern', '1\\+1=2\\? \\(a\\|b\\) \\[x\\] \\{3\\} \\^\\$ \\. \\* \\/ \\\\'],
    ['a-z\n', 'pattern', 'a-z\\n'],
    ['a-z]^\\', 'class', 'a\\-z\\]\\^\\\\'],
    // RegExp.escape's own examples (proposal README): a leading letter or digit and punctuators by number.
    ['foo', 'es2025', '\\x66oo'],
    ['a.b,c d', 'es2025', '\\x61\\.b\\x2cc\\x20d'],
    ['10$', 'es2025', '\\x310\\$'],
  ] as const)('escapes %j for %s', (input, style, expected) => expect(escapeRegex(input, style)).toBe(expected));

  it.each(['pattern', 'class', 'es2025'] as const)('builds a %s regex that matches exactly the text', (style) => {
    const sample = 'a-b]c^d\\e.f*g(h)[i]{j}|k/l$m?n+o\n\u2028😀\ud800 ,=<>#&!%:;@~\'`"';
    const source = escapeRegex(sample, style);
    const pattern = style === 'class' ? `^(?:[${source}])+$` : `^${source}$`;
    expect(new RegExp(pattern, 'u').test(sample)).toBe(true);
    if (style !== 'class') expect(new RegExp(pattern, 'u').test(`${sample}x`)).toBe(false);
  });

  it.each([
    ['1\\+1\\=2'.replace('\\=', '='), 'pattern', '1+1=2'],
    ['\\x61\\u{1F600}\\u00e9\\cJ\\0\\-', 'pattern', 'a😀é\n\0-'],
    ['a\\-z^', 'class', 'a-z^'],
  ] as const)('reads %j (%s)', (input, style, expected) => expect(text(unescapeRegex(input, style))).toBe(expected));

  it.each([
    [
      'a.b',
      'pattern',
      'ERROR Line 1, column 2: "." is a regex operator here, not a literal character: escape it as \\., or this pattern is not a plain string.',
    ],
    ['\\d+', 'pattern', 'ERROR Line 1, column 1: \\d matches a digit, not one literal character: this pattern is not a plain string.'],
    [
      'ab\\q',
      'pattern',
      'ERROR Line 1, column 3: \\q is not a valid escape with the u flag (only syntax characters, "/" and "-" may be escaped as themselves).',
    ],
    ['a-z', 'class', 'ERROR Line 1, column 2: an unescaped "-" has a meaning inside a character class (a range): this is not a plain list of characters.'],
  ] as const)('refuses %j (%s)', (input, style, expected) => expect(text(unescapeRegex(input, style))).toBe(expected));
});
