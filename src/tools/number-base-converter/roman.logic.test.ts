import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromRoman, ROMAN_MAX, toRoman } from './roman.logic';

describe('toRoman', () => {
  it.each<[number, string]>([
    [1, 'I'],
    [4, 'IV'],
    [9, 'IX'],
    [14, 'XIV'],
    [40, 'XL'],
    [90, 'XC'],
    [400, 'CD'],
    [1994, 'MCMXCIV'],
    [2026, 'MMXXVI'],
    [3999, 'MMMCMXCIX'],
  ])('%i is %s', (value, numeral) => {
    expect(toRoman(value)).toEqual({ ok: true, value: numeral });
    expect(fromRoman(numeral)).toEqual({ ok: true, value });
  });

  it.each<[number, string]>([
    [0, 'Roman numerals run from 1 to 3,999.'],
    [4000, 'Roman numerals run from 1 to 3,999.'],
    [1.5, 'Roman numerals are whole numbers.'],
  ])('%s is refused', (value, message) => {
    expect(toRoman(value)).toEqual({ ok: false, message });
  });

  it('round-trips every number in range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: ROMAN_MAX }), (value) => {
        const numeral = toRoman(value);
        expect(numeral.ok && fromRoman(numeral.value)).toEqual({ ok: true, value });
      }),
    );
  });
});

describe('fromRoman', () => {
  it.each<[string, string]>([
    ['IIII', 'IIII is not a standard numeral: 4 is written IV.'],
    ['IC', 'IC is not a standard numeral: 99 is written XCIX.'],
    ['VV', 'VV is not a standard numeral: 10 is written X.'],
    ['MMMM', 'MMMM is not a standard Roman numeral.'],
    ['XIZ', '"Z" is not a Roman numeral (use I, V, X, L, C, D and M).'],
    ['  ', 'Enter a Roman numeral.'],
  ])('%j is refused: %s', (input, message) => {
    expect(fromRoman(input)).toEqual({ ok: false, message });
  });

  it('reads lower case', () => {
    expect(fromRoman(' mcmxciv ')).toEqual({ ok: true, value: 1994 });
  });
});
