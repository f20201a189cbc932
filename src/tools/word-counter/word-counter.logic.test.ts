import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countSentences, countText, emptyStats, formatReadingTime, type TextStats } from './word-counter.logic';

const stats = (text: string, expected: Partial<TextStats>) => expect(countText(text)).toMatchObject(expected);

describe('countText', () => {
  it('gives zeros, and 0 lines, for empty text', () => {
    expect(countText('')).toEqual({ words: 0, characters: 0, lines: 0, charactersWithoutSpaces: 0, sentences: 0, paragraphs: 0, utf8Bytes: 0 });
    expect(emptyStats).toEqual(countText(''));
  });

  it.each<[string, string, Partial<TextStats>]>([
    ['one word', 'hello', { words: 1, characters: 5, lines: 1, charactersWithoutSpaces: 5, utf8Bytes: 5 }],
    ['words split on any whitespace', ' one\ttwo\u00A0three\u3000four  ', { words: 4, characters: 21, charactersWithoutSpaces: 15 }],
    ['punctuation stays part of its word', "It's a well-known fact, isn't it?", { words: 6, sentences: 1 }],
    [
      'whitespace-only text has no words but keeps its characters and lines',
      '  \t\n ',
      { words: 0, characters: 5, lines: 2, charactersWithoutSpaces: 0, paragraphs: 0, sentences: 0 },
    ],
    ['a trailing newline starts a new (empty) line', 'a\n', { lines: 2, paragraphs: 1 }],
    ['newlines only', '\n\n', { lines: 3, words: 0 }],
    ['CRLF counts as one line break and one character', 'one\r\ntwo\r\n', { lines: 3, words: 2, characters: 8, charactersWithoutSpaces: 6, utf8Bytes: 10 }],
    ['a lone CR is a line break too', 'one\rtwo', { lines: 2 }],
    ['emoji: skin tones and ZWJ families are one character each', '👍🏽 👨‍👩‍👧', { words: 2, characters: 3, charactersWithoutSpaces: 2, utf8Bytes: 8 + 1 + 18 }],
    ['flags are one character each', '🇫🇷🇯🇵', { characters: 2, words: 1, utf8Bytes: 16 }],
    ['CJK without spaces is one whitespace token', '你好世界', { words: 1, characters: 4, utf8Bytes: 12 }],
    ['CJK with spaces', '你好 世界', { words: 2, characters: 5, charactersWithoutSpaces: 4 }],
    ['combining accents join their letter', 'cafe\u0301 ', { characters: 5, charactersWithoutSpaces: 4, utf8Bytes: 7 }],
    ['a lone surrogate is written as U+FFFD', '\uD83D', { characters: 1, utf8Bytes: 3 }],
    ['paragraphs are lines with text', 'First para.\n\nSecond para.\nThird line.\n   \n', { paragraphs: 3, sentences: 3, lines: 6 }],
  ])('%s', (_name, text, expected) => stats(text, expected));

  it('matches String.split for words and lines, and TextEncoder for bytes (property)', { timeout: 30_000 }, () => {
    const text = fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: fc.constantFrom('a', 'é', ' ', '\n', '\r', '\t', '\u00A0', '😀', '\u3000', '漢') }));
    fc.assert(
      fc.property(text, (value) => {
        const result = countText(value);
        expect(result.words).toBe(value.split(/\s+/).filter(Boolean).length);
        expect(result.lines).toBe(value === '' ? 0 : value.split(/\r\n|\r|\n/).length);
        expect(result.utf8Bytes).toBe(new TextEncoder().encode(value).length);
        expect(result.charactersWithoutSpaces).toBeLessThanOrEqual(result.characters);
      }),
      { numRuns: 500 },
    );
  });
});

/** The sentence rule written as a regex: slow on megabytes, but plainly what the fast loop must do. */
function countSentencesByRegex(text: string): number {
  const pieces = text.split(/\p{Sentence_Terminal}+[\p{Pe}\p{Pf}"']*(?=\s|$)|[。！？｡]|\n[^\S\n]*\n/u);
  return pieces.filter((piece) => /[\p{L}\p{N}]/u.test(piece)).length;
}

describe('countSentences', () => {
  it('follows the regex form of the rule on any text (property)', { timeout: 30_000 }, () => {
    const unit = fc.constantFrom('a', '1', ' ', '\n', '\r', '.', '!', '?', '。', '”', ')', '"', '漢', '😀', '𠀋', '-', '\u3000', '…');
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit }), fc.string({ unit: 'binary' })), (text) => countSentences(text) === countSentencesByRegex(text)),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['', 0],
    ['No terminator still makes one sentence', 1],
    ['One. Two! Three? Four', 4],
    ['Pi is 3.14 roughly. Yes.', 2],
    ['He said "stop." Then left.', 2],
    ['Wait... what?!', 2],
    ['A heading\n\nA paragraph under it.', 2],
    ['你好。世界！', 2],
    ['... !!! ???', 0],
  ])('%j has %i sentences', (text, expected) => {
    expect(countSentences(text)).toBe(expected);
  });
});

describe('formatReadingTime', () => {
  it.each([
    [0, '0 min'],
    [50, '< 1 min'],
    [238, '1 min'],
    [2380, '10 min'],
    [238 * 60, '1 h'],
    [238 * 65, '1 h 5 min'],
  ])('%i words read in %s', (words, expected) => {
    expect(formatReadingTime(words)).toBe(expected);
  });
});
