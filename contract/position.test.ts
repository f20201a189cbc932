import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atLineColumn, describeLineColumn, lineAt, lineStarts, offsetAt, positionAt } from './position';

describe('positionAt', () => {
  it.each([
    ['abc', 0, 1, 1, 0],
    ['ab\ncd\nef', 4, 2, 2, 4],
    ['ab\n', 3, 2, 1, 3],
    // CR LF is one line break; an offset between its two units is still on the first line.
    ['ab\r\ncd', 4, 2, 1, 4],
    ['ab\r\ncd', 3, 1, 4, 3],
    ['ab\rcd', 3, 2, 1, 3],
    ['a\r\rb', 3, 3, 1, 3],
    // An astral character is two UTF-16 units, and columns count units as offsets do.
    ['😀x\n😀y', 2, 1, 3, 2],
    ['😀x\n😀y', 6, 2, 3, 6],
    // At the end, and past it (clamped to the end).
    ['ab\ncd', 5, 2, 3, 5],
    ['ab\ncd', 99, 2, 3, 5],
    ['', 3, 1, 1, 0],
    ['ab', -4, 1, 1, 0],
  ])('positionAt(%j, %i) is line %i, column %i, offset %i', (text, offset, line, column, clamped) => {
    expect(positionAt(text, offset)).toEqual({ line, column, offset: clamped });
    expect(positionAt(text, offset, lineStarts(text))).toEqual({ line, column, offset: clamped });
  });
});

describe('offsetAt', () => {
  it.each([
    ['abc\ndef', 1, 1, 0],
    ['abc\ndef', 2, 2, 5],
    ['ab\r\ncd', 2, 1, 4],
    ['ab\rcd', 2, 2, 4],
    ['😀x\n😀y', 2, 3, 6],
    // Past the end of the text, a line or a column: the end, or running on as parsers count.
    ['abc', 5, 1, 3],
    ['abc\n', 1, 99, 4],
    ['abc', 1, 0, 0],
  ])('offsetAt(%j, line %i, column %i) is %i', (text, line, column, offset) => {
    expect(offsetAt(text, line, column)).toBe(offset);
  });

  it('undoes positionAt at every offset (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', '\n', '\r', '😀') }), fc.nat(), (text, raw) => {
        const offset = raw % (text.length + 1);
        const { line, column } = positionAt(text, offset);
        expect(offsetAt(text, line, column)).toBe(offset);
      }),
    );
  });
});

describe('lineStarts and lineAt', () => {
  const linesOf = (text: string) => {
    const starts = lineStarts(text);
    return Array.from(starts, (_, line) => lineAt(text, starts, line));
  };

  it.each([
    ['', ['']],
    ['a', ['a']],
    ['a\nb', ['a', 'b']],
    ['a\n', ['a', '']],
    ['\n\n', ['', '', '']],
    ['a\r\nb\rc', ['a', 'b', 'c']],
    ['\r\n\r', ['', '', '']],
  ])('%j has lines %j', (text, lines) => {
    expect(linesOf(text)).toEqual(lines);
  });

  it('agrees with splitting at every line break for any text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'é', ' ', '\n', '\r') }), (text) => {
        expect(linesOf(text)).toEqual(text.split(/\r\n?|\n/));
      }),
    );
  });
});

describe('describeLineColumn and atLineColumn', () => {
  it('word a place one way, alone or before a message', () => {
    expect(describeLineColumn({ line: 3, column: 1 })).toBe('Line 3, column 1');
    expect(atLineColumn({ line: 3, column: 1 }, 'no is the string "no" in YAML 1.2')).toBe('Line 3, column 1: no is the string "no" in YAML 1.2');
  });
});
