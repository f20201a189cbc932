import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIGITS, formatInBase, groupDigits, MAX_DIGITS, parseInteger } from './number-base-converter.logic';

const value = (input: string, base: number) => {
  const parsed = parseInteger(input, base);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
};

describe('parseInteger', () => {
  it.each<[string, number, bigint, number]>([
    ['0xff', 10, 255n, 16],
    ['0b1111_1111', 10, 255n, 2],
    ['0o377', 10, 255n, 8],
    ['-0XFF', 10, -255n, 16],
    ['0xff', 8, 255n, 16],
    ['0o17', 2, 15n, 8],
    // "b" is a hexadecimal digit and "x" a base-36 one: there the text is read in the base asked for.
    ['0b1', 16, 0xb1n, 16],
    ['0x1', 36, 1189n, 36],
  ])('reads %j asked as base %i as %s, in the base its prefix names (%i)', (input, base, value, readIn) => {
    expect(parseInteger(input, base)).toEqual({ ok: true, value, base: readIn });
  });

  it.each<[string, number, bigint]>([
    ['255', 10, 255n],
    ['ff', 16, 255n],
    ['FF', 16, 255n],
    ['0xff', 16, 255n],
    ['0b1111_1111', 2, 255n],
    ['0o377', 8, 255n],
    ['1,234,567', 10, 1234567n],
    ["1'000", 10, 1000n],
    ['dead beef', 16, 0xdeadbeefn],
    ['-42', 10, -42n],
    ['+42', 10, 42n],
    ['  7  ', 10, 7n],
    ['zz', 36, 1295n],
    ['ZZ', 36, 1295n],
    ['10', 64, 64n],
    ['/', 64, 63n],
    ['+', 64, 62n],
    ['+0', 64, 62n * 64n],
    ['+0', 63, 62n * 63n],
    ['+10', 62, 62n],
    ['-+', 64, -62n],
    ['a', 64, 10n],
    ['A', 64, 36n],
    ['18446744073709551615', 10, 2n ** 64n - 1n],
    ['123456789012345678901234567890', 10, 123456789012345678901234567890n],
  ])('%j in base %i is %s', (input, base, expected) => {
    expect(value(input, base)).toBe(expected);
  });

  it.each<[string, number, string]>([
    ['', 10, 'Enter a number.'],
    ['12a', 10, '"a" is not a decimal digit (column 3).'],
    ['102', 2, '"2" is not a binary digit (column 3).'],
    ['0x', 16, 'Enter at least one digit.'],
    ['1.5', 10, '"." is not a digit (column 2).'],
    ['  9g', 16, '"g" is not a hexadecimal digit (column 4).'],
    ['1', 65, 'The base must be a whole number from 2 to 64.'],
    ['1', 1, 'The base must be a whole number from 2 to 64.'],
  ])('%j in base %i is refused: %s', (input, base, message) => {
    const parsed = parseInteger(input, base);
    expect(parsed.ok ? null : parsed.message).toBe(message);
  });

  it('refuses more digits than the limit, saying how many', () => {
    const parsed = parseInteger('1'.repeat(MAX_DIGITS + 1), 10);
    expect(parsed.ok ? null : parsed.message).toBe('This number has 100,001 digits; the limit is 100,000.');
  });
});

describe('formatInBase', () => {
  it.each<[bigint, number, string]>([
    [255n, 2, '11111111'],
    [255n, 16, 'ff'],
    [-255n, 16, '-ff'],
    [0n, 64, '0'],
    [63n, 64, '/'],
    [64n, 64, '10'],
    [2n ** 64n, 62, 'lYGhA16ahyg'],
    [1295n, 36, 'zz'],
  ])('%s in base %i is %s', (input, base, expected) => {
    expect(formatInBase(input, base)).toBe(expected);
  });

  it('round-trips any integer through any base', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(2n ** 300n), max: 2n ** 300n }), fc.integer({ min: 2, max: 64 }), (n, base) => {
        expect(value(formatInBase(n, base), base)).toBe(n);
      }),
    );
  });

  it('agrees with BigInt for bases up to 36, including long numbers that take the split path', () => {
    const long = BigInt('9'.repeat(2000));
    for (const base of [3, 7, 36]) expect(value(long.toString(base), base)).toBe(long);
  });

  it('writes a 2,000-digit number in base 64 and reads it back', () => {
    const long = BigInt('7'.repeat(2000));
    const text = formatInBase(long, 64);
    expect([...text].every((char) => DIGITS.includes(char))).toBe(true);
    expect(value(text, 64)).toBe(long);
  });
});

describe('groupDigits', () => {
  it.each<[string, number, string, string]>([
    ['11010110', 4, ' ', '1101 0110'],
    ['1010110', 4, ' ', '101 0110'],
    ['1234567', 3, ',', '1,234,567'],
    ['-1234567', 3, ',', '-1,234,567'],
    ['12', 3, ',', '12'],
  ])('%s in groups of %i is %s', (text, size, separator, expected) => {
    expect(groupDigits(text, size, separator)).toBe(expected);
  });
});
