import { describe, expect, it } from 'vitest';
import { decodeRadix, encodeRadix, type Radix, type Separator } from './radix-bytes.logic';

const HI = Uint8Array.from([0x48, 0x69, 0x0a]);

describe('encodeRadix', () => {
  it.each<[Radix, Separator, string]>([
    [16, 'space', '48 69 0a'],
    [16, 'none', '48690a'],
    [16, 'comma', '48, 69, 0a'],
    [16, 'colon', '48:69:0a'],
    [16, '0x', '0x48 0x69 0x0a'],
    [16, '0x-comma', '0x48, 0x69, 0x0a'],
    [16, 'backslash-x', '\\x48\\x69\\x0a'],
    [16, 'percent', '%48%69%0a'],
    [2, 'space', '01001000 01101001 00001010'],
    [8, 'comma', '110, 151, 012'],
    [10, 'space', '72 105 10'],
    [10, 'none', '072105010'],
    [10, '0x', '72 105 10'],
  ])('base %i with %s', (radix, separator, text) => {
    expect(encodeRadix(HI, radix, separator)).toBe(text);
  });
});

describe('decodeRadix', () => {
  it.each<[string, Radix]>([
    ['48 69 0a', 16],
    ['48690A', 16],
    ['0x48,0x69,0x0a', 16],
    ['\\x48\\x69\\x0a', 16],
    ['48:69:0a', 16],
    ['%48%69%0A', 16],
    ['4869 0a', 16],
    ['48\n69\n0a', 16],
    ['0x48; 0x69; 0xa', 16],
    ['010010000110100100001010', 2],
    ['0b01001000 0b1101001 1010', 2],
    ['110 151 12', 8],
    ['110151012', 8],
    ['72, 105, 10', 10],
    ['&#72;&#105;&#10;', 10],
    ['072105010', 10],
  ])('%j in base %i', (text, radix) => {
    expect(decodeRadix(text, radix)).toEqual({ ok: true, bytes: HI });
  });

  it.each<[string, Radix, string]>([
    ['48 6g', 16, '“6g” is not hex: hex digits are 0–9 and a–f.'],
    ['486', 16, '3 hex digits do not make whole bytes of 2 digits each: separate the bytes, or add the missing digit.'],
    ['256 1', 10, '“256” is 256, more than a byte holds (255).'],
    ['0102', 2, '“0102” is not binary: binary digits are 0 and 1.'],
    ['  ', 16, 'There are no hex digits here.'],
  ])('%j in base %i is refused', (text, radix, message) => {
    expect(decodeRadix(text, radix)).toEqual({ ok: false, message });
  });
});
