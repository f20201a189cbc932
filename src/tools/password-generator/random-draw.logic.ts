/** Fills the array with random bytes: crypto.getRandomValues in the product, a seeded stream in tests. */
export type RandomSource = (target: Uint8Array) => void;

/** getRandomValues fills at most 65,536 bytes a call. */
const MAX_FILL = 65_536;

export const cryptoSource: RandomSource = (target) => {
  for (let start = 0; start < target.length; start += MAX_FILL) crypto.getRandomValues(target.subarray(start, start + MAX_FILL));
};

/** Bytes taken from the source at a time, so a thousand passwords cost a few calls, not a call per character. */
const BUFFER_BYTES = 1024;

export interface RandomDraw {
  /** A whole number in [0, n), each equally likely. */
  below: (n: number) => number;
  /** `count` random bytes. */
  bytes: (count: number) => Uint8Array;
}

/**
 * Uniform draws from a byte source by rejection: a draw reads the fewest bytes that cover n (k bytes give 256^k values),
 * keeps the value only below the largest multiple of n that fits, and else reads again. `value % n` of the kept values is
 * then exactly uniform; taking the remainder of every value would favour the small results (modulo bias).
 */
export function randomDraw(source: RandomSource = cryptoSource): RandomDraw {
  const buffer = new Uint8Array(BUFFER_BYTES);
  let next = BUFFER_BYTES;
  const byte = () => {
    if (next === BUFFER_BYTES) {
      source(buffer);
      next = 0;
    }
    return buffer[next++] ?? 0;
  };
  return {
    below(n) {
      if (!Number.isSafeInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`Cannot draw below ${n}.`);
      if (n === 1) return 0;
      let width = 1;
      while (256 ** width < n) width += 1;
      const range = 256 ** width;
      const limit = range - (range % n);
      for (;;) {
        let value = 0;
        for (let index = 0; index < width; index += 1) value = value * 256 + byte();
        if (value < limit) return value % n;
      }
    },
    bytes(count) {
      const out = new Uint8Array(count);
      source(out);
      return out;
    },
  };
}
