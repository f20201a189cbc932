import { describe, expect, it } from 'vitest';
import { fixedWidthView, patternDigits } from './twos-complement.logic';

describe('fixedWidthView', () => {
  it.each<[bigint, 8 | 16 | 32 | 64, bigint | null, bigint | null]>([
    [-1n, 8, 0xffn, -1n],
    [255n, 8, 0xffn, -1n],
    [127n, 8, 0x7fn, 127n],
    [-128n, 8, 0x80n, -128n],
    [128n, 8, 0x80n, -128n],
    [256n, 8, null, null],
    [-129n, 8, null, null],
    [-1n, 64, 2n ** 64n - 1n, -1n],
    [2n ** 63n, 64, 2n ** 63n, -(2n ** 63n)],
    [2n ** 64n, 64, null, null],
  ])('%s at %i bits is pattern %s, read signed as %s', (value, bits, pattern, signed) => {
    const view = fixedWidthView(value, bits);
    expect(view.pattern).toBe(pattern);
    expect(view.signed).toBe(signed);
  });

  it('writes the pattern at full width', () => {
    expect(patternDigits(0x5n, 8, 2)).toBe('00000101');
    expect(patternDigits(0xffn, 16, 16)).toBe('00ff');
    expect(patternDigits(2n ** 64n - 1n, 64, 16)).toBe('ffffffffffffffff');
  });
});
