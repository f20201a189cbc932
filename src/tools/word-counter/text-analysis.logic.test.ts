import { describe, expect, it } from 'vitest';
import { analyzeText, wordsOf } from './text-analysis.logic';

describe('analyzeText', () => {
  it('reads "The cat sat on the mat." as Flesch did', () => {
    const analysis = analyzeText({ text: 'The cat sat on the mat.', skipStopWords: false, gramSize: 1 });
    expect(analysis.readability).toMatchObject({ sentences: 1, words: 6, syllables: 6 });
    expect(analysis.readability?.readingEase).toBeCloseTo(116.145, 3);
    expect(analysis.keywords[0]).toEqual({ phrase: 'the', count: 2, density: (2 / 6) * 100 });
  });

  it('leaves out English stop words when asked, and phrases that start or end with one', () => {
    const text = 'The quick fox and the quick fox. A quick fox!';
    expect(analyzeText({ text, skipStopWords: true, gramSize: 1 }).keywords).toEqual([
      { phrase: 'fox', count: 3, density: 30 },
      { phrase: 'quick', count: 3, density: 30 },
    ]);
    const pairs = analyzeText({ text, skipStopWords: true, gramSize: 2 }).keywords;
    expect(pairs[0]).toEqual({ phrase: 'quick fox', count: 3, density: (3 / 9) * 100 });
    expect(pairs.map((pair) => pair.phrase)).not.toContain('the quick');
    expect(analyzeText({ text, skipStopWords: false, gramSize: 3 }).keywords[0]).toEqual({ phrase: 'the quick fox', count: 2, density: 25 });
  });

  it('keeps apostrophes and hyphens inside words, and folds case and curly apostrophes', () => {
    expect(wordsOf("Don’t re-use well-known IDs, don't!")).toEqual(["don't", 're-use', 'well-known', 'ids', "don't"]);
  });

  it('finds the longest words and sentences', () => {
    const analysis = analyzeText({
      text: 'Short one. This sentence is a good deal longer than that. Internationalization matters!',
      skipStopWords: false,
      gramSize: 1,
    });
    expect(analysis.longestWords.slice(0, 2)).toEqual(['internationalization', 'sentence']);
    expect(analysis.longestSentences.map((sentence) => sentence.words)).toEqual([9, 2, 2]);
    expect(analysis.longestSentences[0]?.text).toBe('This sentence is a good deal longer than that.');
  });

  it('counts each character by code point and kind', () => {
    const { characters, totalCharacters } = analyzeText({ text: 'aa b1!😀\n', skipStopWords: false, gramSize: 1 });
    expect(totalCharacters).toBe(8);
    expect(characters).toEqual([
      { character: 'a', kind: 'Letter', count: 2 },
      { character: '\n', kind: 'Whitespace', count: 1 },
      { character: ' ', kind: 'Whitespace', count: 1 },
      { character: '!', kind: 'Punctuation', count: 1 },
      { character: '1', kind: 'Digit', count: 1 },
      { character: 'b', kind: 'Letter', count: 1 },
      { character: '😀', kind: 'Symbol', count: 1 },
    ]);
  });

  it('gives empty results for empty text', () => {
    expect(analyzeText({ text: '', skipStopWords: true, gramSize: 2 })).toEqual({
      words: 0,
      distinctWords: 0,
      keywords: [],
      readability: null,
      longestWords: [],
      longestSentences: [],
      characters: [],
      totalCharacters: 0,
    });
  });
});
