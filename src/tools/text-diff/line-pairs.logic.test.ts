import { describe, expect, it } from 'vitest';
import { lineLikeness, MAX_PAIRS_SEARCHED, pairLines } from './line-pairs.logic';

describe('lineLikeness', () => {
  it("is Dice's coefficient of the lines' words", () => {
    expect(lineLikeness(['the', 'quick', 'brown', 'fox'], ['the', 'quick', 'red', 'fox'])).toBe(0.75);
    expect(lineLikeness(['a', 'a', 'b'], ['a', 'b', 'b'])).toBe(2 / 3);
    expect(lineLikeness([], ['x'])).toBe(0);
  });
});

describe('pairLines', () => {
  it('pairs each edited line with its new version, past lines inserted or removed around it', () => {
    expect(pairLines(['The quick brown fox'], ['A new line', 'The quick red fox'])).toEqual([[0, 1]]);
    expect(pairLines(['Gone entirely', 'let total = a + b;'], ['let total = a + b + c;'])).toEqual([[1, 0]]);
    expect(pairLines(['one two', 'three four'], ['zero', 'one two!', 'three four!', 'five'])).toEqual([
      [0, 1],
      [1, 2],
    ]);
  });

  it('pairs lines with nothing in common in order, as a plain replacement', () => {
    expect(pairLines(['alpha', 'beta'], ['gamma', 'delta'])).toEqual([
      [0, 0],
      [1, 1],
    ]);
  });

  it('keeps the order of both sides: no pair crosses another', () => {
    // Both lines moved past each other: only one of the two likenesses can be shown as a pair, the greater.
    expect(pairLines(['p q r s', 'x y'], ['x y', 'p q r s t'])).toEqual([[1, 0]]);
  });

  it('pairs in order past the search limit, without comparing', () => {
    const side = Array.from({ length: Math.ceil(Math.sqrt(MAX_PAIRS_SEARCHED)) + 1 }, (_, index) => `line ${index}`);
    expect(pairLines(side, ['new', ...side]).slice(0, 2)).toEqual([
      [0, 0],
      [1, 1],
    ]);
  });
});
