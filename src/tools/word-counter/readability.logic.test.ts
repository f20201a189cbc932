import { describe, expect, it } from 'vitest';
import { countSyllables, easeBand, readability } from './readability.logic';

describe('countSyllables', () => {
  it.each([
    ['the', 1],
    ['cat', 1],
    ['cake', 1],
    ['table', 2],
    ['jumped', 1],
    ['water', 2],
    ['reading', 2],
    ['computer', 3],
    ['readability', 5],
    ['university', 5],
    ['yesterday', 3],
    ['Hello!', 2],
    ['2024', 0],
  ])('%s has %i', (word, syllables) => expect(countSyllables(word)).toBe(syllables));
});

describe('Flesch reading ease and Flesch–Kincaid grade', () => {
  it('scores "The cat sat on the mat." as the textbook example: 116.1 and grade −1.4', () => {
    const score = readability(1, 6, 6);
    expect(score?.readingEase).toBeCloseTo(116.145, 3);
    expect(score?.grade).toBeCloseTo(-1.45, 3);
  });

  it('matches the formulas for a harder text (2 sentences, 30 words, 50 syllables)', () => {
    const score = readability(2, 30, 50);
    expect(score?.readingEase).toBeCloseTo(206.835 - 1.015 * 15 - 84.6 * (50 / 30), 6);
    expect(score?.grade).toBeCloseTo(0.39 * 15 + 11.8 * (50 / 30) - 15.59, 6);
  });

  it('has nothing to say without a sentence or a word', () => {
    expect(readability(0, 5, 5)).toBeNull();
    expect(readability(1, 0, 0)).toBeNull();
  });

  it.each([
    [116, 'Very easy (5th grade)'],
    [65, 'Plain English (8th–9th grade)'],
    [10, 'Very difficult (college graduate)'],
  ])('calls %i "%s"', (score, band) => expect(easeBand(score)).toBe(band));
});
