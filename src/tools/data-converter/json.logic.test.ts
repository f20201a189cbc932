// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readJson, readJsonLines, writeJson, writeJsonLines } from './json.logic';
import { MAX_DEPTH } from './json.logic';
import type { DataValue } from './model.logic';

const read = (text: string) => {
  const result = readJson(text);
  if (!result.ok) throw new Error(result.message);
  return result.documents[0];
};

describe('readJson (RFC 8259)', () => {
  it.each([
    ['0', 0],
    ['-0.5e2', -50],
    ['1E+2', 100],
    ['"a\\u00e9\\n\\"b\\/"', 'aé\n"b/'],
    ['"\\ud83d\\ude00"', '😀'],
    ['true', true],
    ['null', null],
    [' [ ] ', []],
    ['9007199254740993', 9007199254740993n],
    ['-123456789012345678901234567890', -123456789012345678901234567890n],
    ['9007199254740991', 9007199254740991],
  ])('reads %s', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it('keeps key order, even for keys that look like numbers', () => {
    const value = read('{"b": 1, "2": 2, "a": 3, "1": 4}');
    expect([...(value as Map<string, DataValue>).keys()]).toEqual(['b', '2', 'a', '1']);
  });

  it.each([
    ['', 'Expected a JSON value but the input is empty', 1, 1],
    ['{"a": 1,}', 'Expected a key in double quotes, unexpected "}"', 1, 9],
    ['{\n  "a": 01\n}', 'A number may not start with 0', 2, 8],
    ['[1, 2', 'Expected "," or "]", the input ends too early', 1, 6],
    ["{'a': 1}", 'Expected a key in double quotes', 1, 2],
    ['"tab\there"', 'A control character (such as a line break) must be escaped inside a string', 1, 5],
    ['"\\x41"', '"\\x" is not a JSON escape', 1, 2],
    ['[1] [2]', 'Expected the end of the input, found "["', 1, 5],
    ['NaN', 'Expected a value, unexpected "N"', 1, 1],
    ['{"a" 1}', 'Expected ":" after the key', 1, 6],
  ])('refuses %j with a message and its line and column, which the pane writes under it', (text, message, line, column) => {
    const result = readJson(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toContain(message);
    expect(result.message).not.toContain(`line ${line}`);
    expect(result.position).toMatchObject({ line, column });
  });

  it('refuses nesting deeper than the limit with a message, not a stack overflow', () => {
    const result = readJson('['.repeat(MAX_DEPTH + 5) + ']'.repeat(MAX_DEPTH + 5));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(`Nested deeper than ${MAX_DEPTH} levels`);
  });
});

describe('writeJson', () => {
  it('writes big integers exactly, keeps order and indents as asked', () => {
    const value = new Map<string, DataValue>([
      ['z', 12345678901234567890n],
      ['a', [1, 'x', null]],
    ]);
    expect(writeJson([value], 2).text).toBe('{\n  "z": 12345678901234567890,\n  "a": [\n    1,\n    "x",\n    null\n  ]\n}\n');
    expect(writeJson([value], 0).text).toBe('{"z":12345678901234567890,"a":[1,"x",null]}\n');
  });

  it('writes several documents as one array and says so', () => {
    expect(writeJson([1, 2], 0)).toEqual({ text: '[1,2]\n', notes: ['The 2 documents became one JSON array.'] });
  });

  it('writes infinities as null with a note', () => {
    expect(writeJson([[Infinity, NaN]], 0)).toEqual({ text: '[null,null]\n', notes: ['Wrote 2 infinite or NaN numbers as null: JSON has no such numbers.'] });
  });
});

describe('JSON Lines', () => {
  it('reads one value per line, skipping blank lines, and names the line of a bad one', () => {
    const good = readJsonLines('{"a":1}\n\n[2]\r\n"x"\n');
    expect(good.ok && good.documents).toEqual([new Map([['a', 1]]), [2], 'x']);
    const bad = readJsonLines('{"a":1}\n{"a":}\n');
    expect(!bad.ok && bad.position).toMatchObject({ line: 2, column: 6 });
  });

  it('writes an array one item per line', () => {
    expect(writeJsonLines([[new Map([['a', 1]]), 2]]).text).toBe('{"a":1}\n2\n');
  });
});
