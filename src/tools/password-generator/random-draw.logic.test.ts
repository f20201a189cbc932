import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cryptoSource, randomDraw, type RandomDraw } from './random-draw.logic';
import { chiSquare, chiSquareCritical, seededSource } from './seeded-source.fixture';

/** Enough draws for the chi-square test to see the smallest bias here: 0..5 come up 26 times in 256 bytes, 6..9 25 times, for n = 10. */
const DRAWS = 500_000;

/** Counts how often each of 0..n-1 comes out in `draws` draws. */
function counts(draw: (n: number) => number, n: number, draws: number): number[] {
  const result = new Array<number>(n).fill(0);
  for (let index = 0; index < draws; index += 1) {
    const value = draw(n);
    result[value] = (result[value] ?? 0) + 1;
  }
  return result;
}

/** What a modulo-biased generator does: one random byte, reduced modulo n. For n = 94, 0..67 come up 3 times in 256, 68..93 twice. */
function moduloBiased(seed: number): (n: number) => number {
  const source = seededSource(seed);
  const byte = new Uint8Array(1);
  return (n) => {
    source(byte);
    return (byte[0] ?? 0) % n;
  };
}

describe('randomDraw', () => {
  it.each([94, 10, 62, 200, 1000, 2048])('draws each of %i values equally often: the chi-square test passes, on a seeded source', (n) => {
    const draw = randomDraw(seededSource(n));
    expect(chiSquare(counts(draw.below, n, DRAWS))).toBeLessThan(chiSquareCritical(n - 1));
  });

  // The same number of draws from the same seeded bytes: only the reduction differs.
  it.each([94, 10, 62, 200])('the same test fails a modulo-biased draw of %i values', (n) => {
    expect(chiSquare(counts(moduloBiased(n), n, DRAWS))).toBeGreaterThan(chiSquareCritical(n - 1));
  });

  it('rejects the bytes that would bias the draw, and keeps the rest', () => {
    // For n = 94 one byte is read and values from 188 (2 × 94) up are drawn again: 200 and 250 are skipped, 5 gives 5, 100 gives 6.
    const bytes = [200, 250, 5, 188, 100];
    let position = 0;
    const draw = randomDraw((target) => target.forEach((_, index) => (target[index] = bytes[position++ % bytes.length] ?? 0)));
    expect([draw.below(94), draw.below(94)]).toEqual([5, 6]);
  });

  it('reads two bytes for n above 256, big-endian, and none for n = 1', () => {
    const draw = randomDraw((target) => target.fill(1));
    expect(draw.below(1)).toBe(0);
    expect(draw.below(2048)).toBe(257 % 2048);
  });

  it('always gives a whole number below n', () => {
    const draw: RandomDraw = randomDraw(cryptoSource);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 32 }), (n) => {
        const value = draw.below(n);
        return Number.isInteger(value) && value >= 0 && value < n;
      }),
    );
  });

  it('refuses a range it cannot draw from', () => {
    const draw = randomDraw(cryptoSource);
    expect(() => draw.below(0)).toThrow(RangeError);
    expect(() => draw.below(1.5)).toThrow(RangeError);
  });

  it('fills more than the 65,536 bytes getRandomValues takes at once', () => {
    const bytes = randomDraw(cryptoSource).bytes(100_000);
    expect(bytes).toHaveLength(100_000);
    expect(bytes.subarray(70_000, 70_064).some((byte) => byte !== 0)).toBe(true);
  });
});
