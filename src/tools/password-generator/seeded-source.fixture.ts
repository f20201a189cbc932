import { mulberry32 } from '@/lib/seeded-random';
import type { RandomSource } from './random-draw.logic';

/** A repeatable byte stream for tests: the same seed, the same bytes, so a statistical test never flakes. */
export function seededSource(seed: number): RandomSource {
  const next = mulberry32(seed);
  return (target) => {
    for (let index = 0; index < target.length; index += 1) target[index] = Math.floor(next() * 256);
  };
}

/** A source that gives these bytes in turn, over and over. */
export function fixedSource(bytes: readonly number[]): RandomSource {
  let position = 0;
  return (target) => {
    for (let index = 0; index < target.length; index += 1) {
      target[index] = bytes[position % bytes.length] ?? 0;
      position += 1;
    }
  };
}

/** Pearson's chi-square statistic of observed counts against equal expected counts. */
export function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

/** The chi-square value a uniform draw exceeds only once in a thousand times (Wilson–Hilferty), for `df` degrees of freedom. */
export function chiSquareCritical(df: number): number {
  const z = 3.09;
  return df * (1 - 2 / (9 * df) + z * Math.sqrt(2 / (9 * df))) ** 3;
}
