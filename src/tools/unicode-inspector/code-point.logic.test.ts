import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { confusableWith, describeCodePoint, escapeText, isInvisible, rowsToCsv, utf8Bytes, type EscapeForm } from './code-point.logic';

const cp = (char: string) => char.codePointAt(0) as number;

describe('describeCodePoint', () => {
  it.each([
    ['A', 'U+0041', 'LATIN CAPITAL LETTER A', 'Lu', 'Basic Latin', '41', '0041'],
    ['é', 'U+00E9', 'LATIN SMALL LETTER E WITH ACUTE', 'Ll', 'Latin-1 Supplement', 'C3 A9', '00E9'],
    ['€', 'U+20AC', 'EURO SIGN', 'Sc', 'Currency Symbols', 'E2 82 AC', '20AC'],
    ['😀', 'U+1F600', 'GRINNING FACE', 'So', 'Emoticons', 'F0 9F 98 80', 'D83D DE00'],
    ['\u0301', 'U+0301', 'COMBINING ACUTE ACCENT', 'Mn', 'Combining Diacritical Marks', 'CC 81', '0301'],
    ['\n', 'U+000A', 'LINE FEED', 'Cc', 'Basic Latin', '0A', '000A'],
    ['\u200b', 'U+200B', 'ZERO WIDTH SPACE', 'Cf', 'General Punctuation', 'E2 80 8B', '200B'],
    ['가', 'U+AC00', 'HANGUL SYLLABLE GA', 'Lo', 'Hangul Syllables', 'EA B0 80', 'AC00'],
    ['\u0378', 'U+0378', '<reserved-0378>', 'Cn', 'Greek and Coptic', 'CD B8', '0378'],
  ])('%j is %s %s', (char, codePoint, name, category, block, utf8, utf16) => {
    const info = describeCodePoint(char);
    expect(info).toMatchObject({ codePoint, name, block, utf8, utf16 });
    expect(info.category.code).toBe(category);
  });

  it('writes the escape forms of an astral character', () => {
    expect(describeCodePoint('😀').escapes).toEqual({
      javascript: '\\u{1F600}',
      html: '&#x1F600;',
      htmlDecimal: '&#128512;',
      css: '\\1F600 ',
      url: '%F0%9F%98%80',
    });
    expect(describeCodePoint('é').escapes).toEqual({ javascript: '\\u00E9', html: '&#xE9;', htmlDecimal: '&#233;', css: '\\E9 ', url: '%C3%A9' });
  });

  it('says a lone surrogate has no UTF-8 form', () => {
    const info = describeCodePoint('\ud83d');
    expect(info).toMatchObject({ utf8: null, utf16: 'D83D', category: { code: 'Cs', label: 'Surrogate' } });
    expect(info.escapes.url).toBeNull();
  });
});

describe('flags', () => {
  it.each(['\u200b', '\u200d', '\ufeff', '\u00a0', '\u2060', '\u00ad', '\ufe0f', '\u202e', '\u3000', '\u0007'])('%j is invisible', (char) => {
    expect(isInvisible(cp(char), char)).toBe(true);
  });
  it.each([' ', '\n', '\t', '\r', 'a', 'é'])('%j is not invisible', (char) => {
    expect(isInvisible(cp(char), char)).toBe(false);
  });
  it.each([
    ['а', 'a'], // CYRILLIC SMALL LETTER A
    ['ο', 'o'], // GREEK SMALL LETTER OMICRON
    ['Ⅰ', 'I'], // ROMAN NUMERAL ONE
    ['１', '1'], // FULLWIDTH DIGIT ONE
  ])('%j is confusable with %j', (char, lookAlike) => {
    expect(confusableWith(cp(char), char)).toBe(lookAlike);
  });
  it.each(['ü', 'é', 'a', 'Z', '中', '€', '©'])('%j is not confusable', (char) => {
    expect(confusableWith(cp(char), char)).toBeNull();
  });
});

describe('utf8Bytes', () => {
  it('decodes back to the text for any well-formed string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const bytes = [...text].flatMap((char) => utf8Bytes(cp(char)) ?? []);
        expect(new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(new Uint8Array(bytes))).toBe(text);
        expect(bytes).toEqual([...new TextEncoder().encode(text)]);
      }),
    );
  });
});

describe('escapeText and rowsToCsv', () => {
  it.each<[EscapeForm, string]>([
    ['javascript', '\\u0061\\u00E9\\u{1F600}'],
    ['html', '&#x61;&#xE9;&#x1F600;'],
    ['css', '\\61 \\E9 \\1F600'],
    ['url', '%61%C3%A9%F0%9F%98%80'],
  ])('writes the whole text in %s form', (form, expected) => {
    expect(escapeText('aé😀', form)).toBe(expected);
  });

  it('quotes fields that hold a comma, quote or line break', () => {
    const csv = rowsToCsv([describeCodePoint(','), describeCodePoint('"')]);
    expect(csv.split('\r\n')[0]).toContain(',HTML,HTML decimal,CSS,');
    expect(csv.split('\r\n')[1]).toBe('",",U+002C,COMMA,Po Other punctuation,Basic Latin,2C,002C,\\u002C,&#x2C;,&#44;,\\2C,%2C,,');
    expect(csv.split('\r\n')[2]?.startsWith('"""",U+0022,QUOTATION MARK')).toBe(true);
  });
});
