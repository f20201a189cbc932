import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countBySegmenter, countCharacters } from './graphemes.logic';
import { codePointFlags, JOINER } from './unicode-flags.logic';

describe('countCharacters', () => {
  it.each([
    ['empty', '', 0, 0],
    ['ASCII', 'hello world', 11, 10],
    ['a skin-toned thumbs up is one character', '👍🏽', 1, 1],
    ['a family joined by ZWJ is one character', '👨‍👩‍👧‍👦', 1, 1],
    ['flags (two regional indicators each) are one character each', '🇫🇷🇩🇪', 2, 2],
    ['a tag-sequence flag is one character', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', 1, 1],
    ['e + combining acute is one character', 'e\u0301', 1, 1],
    ['precomposed é is one character', 'é', 1, 1],
    ['a keycap with variation selector is one character', '1\uFE0F\u20E3', 1, 1],
    ['CJK ideographs are one each', '漢字 かな', 5, 4],
    ['an astral ideograph is one character', '𠀋', 1, 1],
    ['Hangul built from jamo is one character', '\u1100\u1161\u11A8', 1, 1],
    ['a Devanagari conjunct is one character', 'क्षि', 1, 1],
    ['CR LF is one (whitespace) character', 'a\r\nb', 3, 2],
    ['lone CR and LF are one each', '\n\r', 2, 0],
    ['a space carrying an accent is not whitespace', ' \u0301', 1, 1],
    ['a lone surrogate is one character', '\uD800x', 2, 2],
  ])('%s', (_name, text, characters, charactersWithoutSpaces) => {
    expect(countCharacters(text)).toEqual({ characters, charactersWithoutSpaces });
    expect(countBySegmenter(text)).toEqual({ characters, charactersWithoutSpaces });
  });

  it('equals Intl.Segmenter on any text (property)', { timeout: 30_000 }, () => {
    const pieces = fc.constantFrom(
      'a',
      ' ',
      '\r',
      '\n',
      '\t',
      'é',
      'e\u0301',
      '👍',
      '🏽',
      '\u200D',
      '🇫',
      '🇷',
      '\uFE0F',
      '\u1100',
      '\u1161',
      '\u11A8',
      '가',
      'क',
      '्',
      'ष',
      '\u0600',
      '\uD800',
      '\uDC00',
      '漢',
      '\u3000',
    );
    const text = fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.string({ unit: 'binary' }),
      fc.array(pieces, { maxLength: 40 }).map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(text, (value) => {
        expect(countCharacters(value)).toEqual(countBySegmenter(value));
      }),
      { numRuns: 1000 },
    );
  });

  it('equals Intl.Segmenter across chunk boundaries of long text', { timeout: 30_000 }, () => {
    const sample = 'Ünïcödé 👍🏽 text\r\nwith 🇫🇷 flags, e\u0301 marks and 漢字 '.repeat(3);
    const text = `${sample.repeat(Math.ceil(40_000 / sample.length))}👍🏽`;
    // A cluster never spans a line feed, so the reference may segment line by line (Node's segmenter slows down on long strings).
    const reference = text.split(/(?<=\n)/).map(countBySegmenter);
    expect(countCharacters(text)).toEqual({
      characters: reference.reduce((sum, part) => sum + part.characters, 0),
      charactersWithoutSpaces: reference.reduce((sum, part) => sum + part.charactersWithoutSpaces, 0),
    });
  });

  it('never lets a code point the fast path trusts join a neighbour (sweep of Unicode)', { timeout: 60_000 }, () => {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    const ideograph = /\p{Unified_Ideograph}/u;
    const joined: string[] = [];
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) {
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
      const character = String.fromCodePoint(codePoint);
      // Ideographs are all plain "Other" in UAX #29; a sample of them keeps this test quick.
      if (codePointFlags(codePoint) & JOINER || (ideograph.test(character) && codePoint % 16 !== 0)) continue;
      // Each neighbour pair here could only join if the character had a joining class.
      const probe = `a${character}${character}a가${character}가`;
      if ([...segmenter.segment(probe)].length !== 7) joined.push(codePoint.toString(16));
    }
    expect(joined).toEqual([]);
  });
});
