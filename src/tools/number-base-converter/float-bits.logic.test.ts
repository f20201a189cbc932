import { describe, expect, it } from 'vitest';
import { floatBits, floatFromHex, parseDecimal } from './float-bits.logic';

describe('floatBits', () => {
  it.each<[number, 32 | 64, string, string]>([
    [1, 32, '3F800000', 'normal'],
    [-2, 32, 'C0000000', 'normal'],
    [0.1, 32, '3DCCCCCD', 'normal'],
    [0.1, 64, '3FB999999999999A', 'normal'],
    [0, 64, '0000000000000000', 'zero'],
    [-0, 32, '80000000', 'zero'],
    [Infinity, 32, '7F800000', 'infinity'],
    [-Infinity, 64, 'FFF0000000000000', 'infinity'],
    [NaN, 32, '7FC00000', 'nan'],
    [1e-45, 32, '00000001', 'subnormal'],
    [5e-324, 64, '0000000000000001', 'subnormal'],
  ])('%s as binary%i is %s (%s)', (value, width, hex, kind) => {
    const bits = floatBits(value, width);
    expect(bits.hex).toBe(hex);
    expect(bits.kind).toBe(kind);
  });

  it('splits 1.5 into sign, exponent and fraction, and says what binary32 stores for 0.1', () => {
    const bits = floatBits(1.5, 32);
    expect(bits).toMatchObject({ sign: 0, exponentBits: '01111111', exponent: 0, fractionBits: '1'.padEnd(23, '0') });
    expect(floatBits(0.1, 32).stored).toBe(0.10000000149011612);
  });

  it('reads a hex pattern back to its number', () => {
    expect(floatFromHex('0x40490FDB', 32)?.stored).toBeCloseTo(Math.PI, 6);
    expect(floatFromHex('400921FB54442D18', 64)?.stored).toBe(Math.PI);
    expect(floatFromHex('4049 0FDB', 32)?.hex).toBe('40490FDB');
    expect(floatFromHex('40490F', 32)).toBeNull();
    expect(floatFromHex('4049OFDB', 32)).toBeNull();
  });
});

describe('parseDecimal', () => {
  it.each<[string, number | null]>([
    ['3.14', 3.14],
    ['-0', -0],
    ['.5', 0.5],
    ['1e-3', 0.001],
    ['1,000.5', 1000.5],
    ['Infinity', Infinity],
    ['-inf', -Infinity],
    ['NaN', NaN],
    ['0x10', null],
    ['abc', null],
    ['', null],
  ])('%j is %s', (text, expected) => {
    expect(parseDecimal(text)).toBe(expected);
  });
});
