import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bitsVerdict, bruteForce, byteBits, log2Big, passphraseBits, passwordBits, passwordCount, pinBits } from './entropy.logic';

/** Counts by listing every string: the check on inclusion-exclusion for small cases. */
function bruteCount(sizes: readonly number[], length: number): number {
  const pool = sizes.flatMap((size, set) => new Array<number>(size).fill(set));
  let count = 0;
  const total = pool.length ** length;
  for (let code = 0; code < total; code += 1) {
    const seen = new Set<number>();
    let rest = code;
    for (let index = 0; index < length; index += 1) {
      seen.add(pool[rest % pool.length] ?? -1);
      rest = Math.floor(rest / pool.length);
    }
    if (seen.size === sizes.length) count += 1;
  }
  return count;
}

describe('password entropy', () => {
  it.each<[string, number[], number, boolean, bigint]>([
    ['one lowercase letter', [26], 1, false, 26n],
    ['two sets of one, both required', [1, 1], 2, true, 2n],
    ['{a, b} and {1}, length 2, both required: a1 1a b1 1b', [2, 1], 2, true, 4n],
    ['the four usual sets, length 4, one of each: 4! × 26 × 26 × 10 × 32', [26, 26, 10, 32], 4, true, 24n * 26n * 26n * 10n * 32n],
    ['the four usual sets, length 20, free', [26, 26, 10, 32], 20, false, 94n ** 20n],
    ['fewer characters than sets', [26, 10], 1, true, 0n],
  ])('%s', (_, sizes, length, eachSet, expected) => {
    expect(passwordCount(sizes, length, eachSet)).toBe(expected);
  });

  it.each<[number[], number, boolean, number]>([
    [[26, 26, 10, 32], 20, false, 131.09],
    [[26, 26, 10, 32], 20, true, 130.93],
    [[26, 26, 10], 16, true, 95.18],
    [[10], 6, false, 19.93],
    [[26, 26, 10, 32], 256, true, 1677.97],
    // Checked against Python's exact integers: log2(sum((-1)**k * (N - sum(S))**L)).
  ])('%j, length %i, one of each: %s → %f bits', (sizes, length, eachSet, bits) => {
    expect(passwordBits(sizes, length, eachSet)).toBeCloseTo(bits, 2);
  });

  it('counts "at least one of each set" as listing every string does', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 3 }), fc.integer({ min: 1, max: 5 }), (sizes, length) => {
        expect(passwordCount(sizes, length, true)).toBe(BigInt(bruteCount(sizes, length)));
      }),
    );
  });

  it('the rule never adds bits, and costs less than a bit from 12 characters of the usual sets', () => {
    for (let length = 4; length <= 64; length += 1) {
      const free = passwordBits([26, 26, 10, 32], length, false);
      const ruled = passwordBits([26, 26, 10, 32], length, true);
      expect(ruled).toBeLessThanOrEqual(free);
      if (length >= 12) expect(free - ruled).toBeLessThan(1);
    }
  });
});

describe('other entropy figures', () => {
  it.each<[string, number, number]>([
    ['6 BIP39 words', passphraseBits(2048, 6, false), 66],
    ['6 BIP39 words and a digit after one of them: 66 + log2(60)', passphraseBits(2048, 6, true), 66 + Math.log2(60)],
    ['a 6-digit PIN', pinBits(6), 19.93],
    ['a 4-digit PIN', pinBits(4), 13.29],
    ['32 random bytes (openssl rand -hex 32)', byteBits(32), 256],
    ['2^3000, past what a double holds', log2Big(2n ** 3000n), 3000],
    ['3^1000', log2Big(3n ** 1000n), 1000 * Math.log2(3)],
  ])('%s', (_, bits, expected) => {
    expect(bits).toBeCloseTo(expected, 2);
  });

  it.each<[number, string]>([
    [20, 'Very weak'],
    [30, 'Weak'],
    [50, 'Fair'],
    [80, 'Strong'],
    [256, 'Very strong'],
  ])('%i bits read as %s', (bits, verdict) => {
    expect(bitsVerdict(bits)).toBe(verdict);
  });
});

describe('bruteForce', () => {
  it.each<[string, number, string[], number]>([
    ['password', 26, ['lowercase'], 8 * Math.log2(26)],
    ['Password1!', 95, ['lowercase', 'uppercase', 'digits', 'symbols'], 10 * Math.log2(95)],
    ['123456', 10, ['digits'], 6 * Math.log2(10)],
    ['correct horse', 59, ['lowercase', 'symbols'], 13 * Math.log2(59)],
    ['pässwörd', 28, ['lowercase', 'other characters'], 8 * Math.log2(28)],
    ['', 0, [], 0],
  ])('%j: a pool of %i (%j)', (text, poolSize, classes, bits) => {
    const result = bruteForce(text);
    expect(result).toMatchObject({ poolSize, classes, length: Array.from(text).length });
    expect(result.bits).toBeCloseTo(bits, 6);
  });
});
