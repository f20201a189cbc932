import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mulberry32, seedFromText } from './seeded-random';

describe('mulberry32', () => {
  it('gives the same sequence for the same seed, and another for another seed', () => {
    const first = mulberry32(42);
    const again = mulberry32(42);
    const other = mulberry32(43);
    const take = (random: () => number) => Array.from({ length: 20 }, () => random());
    const sequence = take(first);
    expect(take(again)).toEqual(sequence);
    expect(take(other)).not.toEqual(sequence);
    expect(new Set(sequence).size).toBe(20);
  });

  it('property: follows the reference implementation (bryc, PRNGs in JavaScript) output for output', () => {
    // The published code, as written there; its state grows as a double, ours wraps at 32 bits: the same values.
    function reference(seed: number) {
      let a = seed;
      return () => {
        let t = (a += 0x6d2b79f5);
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
    }
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        const ours = mulberry32(seed);
        const theirs = reference(seed);
        for (let index = 0; index < 200; index += 1) expect(ours()).toBe(theirs());
      }),
    );
  });

  it('property: values lie in [0, 1)', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const random = mulberry32(seed);
        for (let index = 0; index < 10; index += 1) {
          const value = random();
          expect(value >= 0 && value < 1).toBe(true);
        }
      }),
    );
  });
});

describe('seedFromText', () => {
  // The FNV-1a 32-bit test vectors (Fowler, Noll, Vo; ASCII text, where a UTF-16 code unit is a byte).
  it.each([
    ['', 0x811c9dc5],
    ['a', 0xe40c292c],
    ['foobar', 0xbf9cf968],
  ])('%j → %i', (text, expected) => {
    expect(seedFromText(text)).toBe(expected);
  });
});
