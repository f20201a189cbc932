/** Entropy figures computed exactly: counts as BigInt, then one log2 at the end. */

/** log2 of a positive BigInt, to double precision however many bits it has. */
export function log2Big(value: bigint): number {
  if (value <= 0n) return Number.NEGATIVE_INFINITY;
  const bits = value.toString(2).length;
  if (bits <= 1000) return Math.log2(Number(value));
  const shift = bits - 64;
  return Math.log2(Number(value >> BigInt(shift))) + shift;
}

/**
 * How many strings of `length` characters drawn from disjoint sets of these sizes hold at least one character of each set
 * (inclusion-exclusion over the sets left out): with `eachSet` off, simply the pool size to the power of the length.
 */
export function passwordCount(setSizes: readonly number[], length: number, eachSet: boolean): bigint {
  const pool = setSizes.reduce((sum, size) => sum + size, 0);
  if (!eachSet) return BigInt(pool) ** BigInt(length);
  let count = 0n;
  for (let leftOut = 0; leftOut < 2 ** setSizes.length; leftOut += 1) {
    let size = pool;
    let sign = 1n;
    setSizes.forEach((setSize, index) => {
      if (leftOut & (1 << index)) {
        size -= setSize;
        sign = -sign;
      }
    });
    count += sign * BigInt(size) ** BigInt(length);
  }
  return count;
}

/** Bits of a password drawn uniformly from the strings `passwordCount` counts: what the generator does. */
export function passwordBits(setSizes: readonly number[], length: number, eachSet: boolean): number {
  return log2Big(passwordCount(setSizes, length, eachSet));
}

/** Bits of a passphrase: `words` draws from the list, and with a number, one digit after one of the words. */
export function passphraseBits(listSize: number, words: number, addNumber: boolean): number {
  return words * Math.log2(listSize) + (addNumber ? Math.log2(10 * words) : 0);
}

export const pinBits = (length: number) => length * Math.log2(10);
export const byteBits = (count: number) => count * 8;

/** What a figure of bits means against an offline attacker, in words a user can weigh (not a colour alone). */
export function bitsVerdict(bits: number): string {
  if (bits < 28) return 'Very weak';
  if (bits < 36) return 'Weak';
  if (bits < 60) return 'Fair';
  if (bits < 128) return 'Strong';
  return 'Very strong';
}

export interface BruteForce {
  length: number;
  /** The sizes of the classes the text uses: lowercase 26, uppercase 26, digits 10, ASCII symbols and space 33, anything else its own count. */
  poolSize: number;
  classes: string[];
  bits: number;
}

const CLASSES = [
  { label: 'lowercase', size: 26, test: /[a-z]/ },
  { label: 'uppercase', size: 26, test: /[A-Z]/ },
  { label: 'digits', size: 10, test: /\d/ },
  { label: 'symbols', size: 33, test: /[ !-/:-@[-`{-~]/ },
] as const;

/**
 * What a brute-force search of the text's character classes would need (IT-Tools' analyser figure): length × log2 of the
 * classes' sizes together. An upper bound: it ignores every pattern, which is what zxcvbn is for.
 */
export function bruteForce(text: string): BruteForce {
  const characters = Array.from(text);
  const used = CLASSES.filter((kind) => characters.some((character) => kind.test.test(character)));
  const others = new Set(characters.filter((character) => !CLASSES.some((kind) => kind.test.test(character))));
  const poolSize = used.reduce((sum, kind) => sum + kind.size, 0) + others.size;
  const classes = [...used.map((kind) => kind.label), ...(others.size > 0 ? ['other characters'] : [])];
  return { length: characters.length, poolSize, classes, bits: poolSize > 0 ? characters.length * Math.log2(poolSize) : 0 };
}
