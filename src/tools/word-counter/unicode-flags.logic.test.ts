import { describe, expect, it } from 'vitest';
import { bmpFlags, CLOSER, codePointFlags, FULL_STOP, JOINER, SPACE, TERMINAL, WORD } from './unicode-flags.logic';

describe('unicode flags', () => {
  it.each([
    ['a', WORD],
    ['7', WORD],
    ['漢', WORD],
    [' ', SPACE],
    ['\u3000', SPACE],
    ['\n', SPACE],
    ['.', TERMINAL],
    ['!', TERMINAL],
    ['。', TERMINAL | FULL_STOP],
    ['”', CLOSER],
    [')', CLOSER],
    ['\u0301', JOINER],
    ['\u200D', JOINER],
    ['🏽', JOINER],
    ['🇫', JOINER],
    ['👍', 0],
    ['😀', 0],
    ['𠀋', WORD],
    ['-', 0],
  ])('%j has flags %i', (character, expected) => {
    expect(codePointFlags(character.codePointAt(0) ?? 0)).toBe(expected);
  });

  it('gives whitespace exactly the characters \\s matches, and surrogates no flags', () => {
    const table = bmpFlags();
    const wrong: number[] = [];
    for (let unit = 0; unit < 0x10000; unit += 1) {
      const isSurrogate = unit >= 0xd800 && unit <= 0xdfff;
      const expected = isSurrogate ? false : /\s/.test(String.fromCharCode(unit));
      if (Boolean((table[unit] ?? 0) & SPACE) !== expected || (isSurrogate && table[unit] !== 0)) wrong.push(unit);
    }
    expect(wrong).toEqual([]);
  });
});
