/* eslint-disable no-control-regex -- matching control characters is what an escaper does. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultOptions, type EscapeOptions, type Format, runEscaper } from './string-escaper.logic';

/** Any code points, astral ones included. */
const wellFormed = fc.string({ unit: 'binary', maxLength: 40 });
/** Any UTF-16 units, so lone surrogates too (a JavaScript string can hold them). */
const anyUnits = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength: 40 });
/** Strings mixing the characters each format treats specially, so the properties reach every escape often. */
const tricky = fc.string({ unit: fc.constantFrom(...'"\'`\\/$%&;<>#{}[]()*+?.^|-=,\n\r\t\0\x7f\u0085\u2028é😀\ud800\udc00 aZ09@xu'.split('')), maxLength: 30 });

const variants: [Format, Partial<EscapeOptions>[]][] = [
  ['json', [{}, { nonAscii: true, slash: true }]],
  ['javascript', [{ quote: 'single' }, { quote: 'double', nonAscii: true }, { quote: 'backtick' }]],
  ['java', [{}, { nonAscii: true }]],
  ['csharp', [{}, { nonAscii: true }, { verbatim: true }]],
  ['python', [{ quote: 'single' }, { quote: 'double', nonAscii: true }]],
  ['sql', [{}, { mysql: true }]],
  ['shell', [{}]],
  ['regex', [{ regexStyle: 'pattern' }, { regexStyle: 'class' }, { regexStyle: 'es2025' }]],
  ['csv', [{}, { csvDelimiter: ';', csvAlwaysQuote: true }, { csvDelimiter: '\t' }]],
  ['html', [{}, { nonAscii: true }]],
  ['xml', [{}, { nonAscii: true }]],
  ['url', [{ urlMode: 'component' }, { urlMode: 'rfc3986' }, { urlMode: 'form' }]],
];

/**
 * What each format can carry: XML 1.0 has no form for most C0 controls, lone surrogates or U+FFFE/U+FFFF;
 * URLs and shell arguments have no form for lone surrogates (no UTF-8) or NUL (C strings) respectively.
 * HTML leaves a lone surrogate raw (with a note), so the round trip holds in the page though no file can store it.
 */
function carries(format: Format, text: string): boolean {
  if (format === 'xml') return !/[\0-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]/u.test(text);
  if (format === 'url') return !/[\ud800-\udfff]/u.test(text);
  if (format === 'shell') return !text.includes('\0');
  return true;
}

function roundTrips(format: Format, options: EscapeOptions, text: string): boolean {
  const escaped = runEscaper({ input: text, format, direction: 'escape', options });
  if (!escaped.ok) return !carries(format, text);
  const back = runEscaper({ input: escaped.text, format, direction: 'unescape', options });
  return back.ok && back.text === text;
}

describe('unescape(escape(s)) === s', () => {
  for (const [format, optionSets] of variants) {
    for (const partial of optionSets) {
      const options = { ...defaultOptions, ...partial };
      it(`${format} ${JSON.stringify(partial)}`, () => {
        fc.assert(
          fc.property(fc.oneof(wellFormed, anyUnits, tricky), (text) => roundTrips(format, options, text)),
          { numRuns: 300 },
        );
      });
    }
  }

  it('refuses exactly what a format cannot carry, with its place', () => {
    expect(runEscaper({ input: 'ok\n\ud800', format: 'url', direction: 'escape', options: defaultOptions })).toMatchObject({
      ok: false,
      position: { line: 2, column: 1 },
    });
    expect(runEscaper({ input: 'a\ufffe', format: 'xml', direction: 'escape', options: defaultOptions })).toMatchObject({
      ok: false,
      position: { line: 1, column: 2 },
    });
  });
});

describe('runEscaper', () => {
  it('gives empty output for empty input in every format', () => {
    for (const [format] of variants)
      for (const direction of ['escape', 'unescape'] as const)
        expect(runEscaper({ input: '', format, direction, options: defaultOptions })).toEqual({ ok: true, text: '', notes: [] });
  });

  it('reads a literal pasted with its quotes', () => {
    expect(runEscaper({ input: '"a\\tb"', format: 'json', direction: 'unescape', options: defaultOptions })).toEqual({ ok: true, text: 'a\tb', notes: [] });
    expect(runEscaper({ input: "'O''Reilly'", format: 'sql', direction: 'unescape', options: defaultOptions })).toEqual({
      ok: true,
      text: "O'Reilly",
      notes: [],
    });
  });

  it('warns when the output holds a lone surrogate, which a UTF-8 download cannot keep', () => {
    const outcome = runEscaper({ input: '\\uD800', format: 'json', direction: 'unescape', options: defaultOptions });
    expect(outcome.ok && outcome.notes).toEqual([
      'The output holds a lone surrogate, which UTF-8 cannot store: Copy keeps it, a download writes U+FFFD in its place.',
    ]);
  });

  it('handles 5 MB of escapes in one pass', () => {
    const big = 'line "one"\\ \n\t😀 '.repeat(300_000);
    const escaped = runEscaper({ input: big, format: 'json', direction: 'escape', options: defaultOptions });
    expect(escaped.ok && escaped.text.length).toBe(big.length + 300_000 * 5);
    const back = escaped.ok ? runEscaper({ input: escaped.text, format: 'json', direction: 'unescape', options: defaultOptions }) : escaped;
    expect(back.ok && back.text === big).toBe(true);
  });
});
