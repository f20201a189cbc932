import { describe, expect, it } from 'vitest';
import { runDiff } from './json-diff-job.logic';
import { defaultArrayOptions } from './json-diff.logic';
import { parseDocument } from './json5-document.logic';

const valueOf = (text: string) => {
  const parsed = parseDocument(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed;
};

describe('parseDocument: JSON5 as IT-Tools reads it', () => {
  it.each([
    ['comments', '{\n  // who\n  "a": 1, /* and how many */ "b": 2\n}', { a: 1, b: 2 }],
    ['trailing commas', '{"a": [1, 2,],}', { a: [1, 2] }],
    ['unquoted keys', '{a: 1, $b_2: true}', { a: 1, $b_2: true }],
    ['single quotes', "{'a': 'it\\'s \"x\"'}", { a: 'it\'s "x"' }],
    ['hex, leading and trailing points, a plus sign', '[0x1F, .5, 5., +1]', [31, 0.5, 5, 1]],
    ['a string over two lines', "'a\\\nb'", 'ab'],
  ])('reads %s', (_, text, expected) => {
    expect(valueOf(text)).toMatchObject({ ok: true, json5: true, value: expected });
  });

  it('reads plain JSON as JSON, not JSON5', () => {
    expect(valueOf('{"a":1}')).toMatchObject({ json5: false, value: { a: 1 } });
  });

  it('keeps integers beyond 2^53 exact, but not digits inside strings, comments or names', () => {
    const parsed = valueOf(
      "{big: 12345678901234567890, neg: -9007199254740993, s: '12345678901234567890', k12345678901234567890: 1 // 98765432109876543210\n}",
    );
    expect(parsed.value).toEqual({ big: 12345678901234567890n, neg: -9007199254740993n, s: '12345678901234567890', k12345678901234567890: 1 });
    expect(parsed.report.bigIntegers).toBe(2);
  });

  it('keeps key order as JSON does, and a "__proto__" key as an own member', () => {
    const parsed = valueOf("{b: 1, a: 2, '__proto__': {x: 1},}");
    expect(Object.keys(parsed.value as object)).toEqual(['b', 'a', '__proto__']);
    expect(Object.getPrototypeOf(parsed.value)).toBe(Object.prototype);
  });

  it('refuses Infinity and NaN, which JSON cannot write', () => {
    expect(parseDocument('{a: Infinity}', 'The Original')).toEqual({
      ok: false,
      message: 'The Original holds Infinity, which JSON has no way to write.',
      position: null,
    });
  });

  it('says what is wrong where the JSON5 reader stopped, when it got further than the JSON one', () => {
    const parsed = parseDocument("{\n  // note\n  a: 1,\n  b: 'x' 'y'\n}", 'The Original');
    expect(parsed).toMatchObject({ ok: false, position: { line: 4, column: 10 } });
    expect(!parsed.ok && parsed.message).toBe("The Original is not valid JSON5: invalid character '\\''.");
  });

  it('keeps the JSON message when JSON5 stops at the same place', () => {
    expect(parseDocument('[1, 2')).toMatchObject({ ok: false, message: "The JSON is not valid: Expected ',' or ']', but the text ends." });
  });
});

describe('JSON Diff on JSON5 documents', () => {
  it('compares a JSON5 Original with a JSON Changed document and says it read JSON5', () => {
    const response = runDiff({
      kind: 'diff',
      original: "{id: 12345678901234567891, name: 'a', /* x */}",
      changed: '{"id": 12345678901234567891, "name": "b"}',
      arrays: defaultArrayOptions,
    });
    expect(response.original).toBeNull();
    expect(response.diff?.rows).toEqual([{ kind: 'changed', path: '/name', before: '"a"', after: '"b"' }]);
    expect(response.notes).toContain('The Original was read as JSON5 (comments, trailing commas, unquoted keys or single quotes).');
    expect(response.notes).toContain('The Original has 1 integer beyond 2^53; it is compared and written exactly.');
  });
});
