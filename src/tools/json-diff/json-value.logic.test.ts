import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonEqual, MAX_DEPTH, parseJson, stringifyJson } from './json-value.logic';

describe('parseJson', () => {
  it.each([
    ['{"a":1,}', 'The JSON is not valid: Expected a property name in double quotes (found "}").', [1, 8]],
    ['{\n  "a": 1\n  "b": 2\n}', 'The JSON is not valid: Expected \',\' or \'}\' (found "\\"b\\": 2\\n}").', [3, 3]],
    ['[1, 2', "The JSON is not valid: Expected ',' or ']', but the text ends.", [1, 6]],
    ["{'a':1}", "The JSON is not valid: Expected a property name in double quotes or '}' (found \"'a':1}\").", [1, 2]],
    ['"tab\there"', 'must be escaped', [1, 5]],
    ['[01]', "Expected ',' or ']'", [1, 3]],
    ['{"a":1} x', 'Unexpected text after the JSON value', [1, 9]],
    ['  ', 'The JSON is empty.', null],
    ['['.repeat(MAX_DEPTH + 1), `nests deeper than ${MAX_DEPTH} levels`, [1, MAX_DEPTH + 1]],
  ] as const)('%j is refused with a sentence, and its line and column for the pane to write under it', (text, message, place) => {
    const parsed = parseJson(text);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.message).toContain(message);
    expect(parsed.message).not.toMatch(/line \d/i);
    if (place) expect(parsed.position).toMatchObject({ line: place[0], column: place[1] });
    else expect(parsed.position).toBeNull();
  });

  it('keeps integers beyond 2^53 exact, in arrays, members and exponents alike', () => {
    const parsed = parseJson('{"big":12345678901234567890,"neg":-9007199254740993,"safe":9007199254740991,"f":1.12345678901234567,"s":"12345678901234567890"}');
    expect(parsed.ok && parsed.value).toEqual({
      big: 12345678901234567890n,
      neg: -9007199254740993n,
      safe: 9007199254740991,
      f: 1.1234567890123457,
      s: '12345678901234567890',
    });
    expect(parsed.ok && parsed.report.bigIntegers).toBe(2);
    expect(parsed.ok && parsed.report.impreciseNumbers).toEqual(['1.12345678901234567']);
    expect(parsed.ok && stringifyJson(parsed.value, 0)).toBe(
      '{"big":12345678901234567890,"neg":-9007199254740993,"safe":9007199254740991,"f":1.1234567890123457,"s":"12345678901234567890"}',
    );
  });

  it('reports keys written twice, reads a byte-order mark, and keeps "__proto__" as a member', () => {
    const parsed = parseJson('\ufeff{"a":1,"__proto__":{"x":1},"a":2}');
    expect(parsed.ok && parsed.report.duplicateKeys).toEqual([{ key: 'a', offset: 28 }]);
    expect(parsed.ok && Object.keys(parsed.value as object)).toEqual(['a', '__proto__']);
  });

  it('reads back what it writes, digit for digit, big integers included', () => {
    // From text, as the tool works: an integer-valued double such as 94795201286144020 is read back as that exact integer.
    fc.assert(
      fc.property(fc.jsonValue(), fc.bigInt({ min: 2n ** 60n, max: 2n ** 90n }), (value, big) => {
        const text = stringifyJson({ value: value as never, big }, 2);
        const parsed = parseJson(text);
        return parsed.ok && stringifyJson(parsed.value, 2) === text && jsonEqual((parsed.value as { big: bigint }).big, big);
      }),
      { numRuns: 300 },
    );
  });
});

describe('jsonEqual', () => {
  it.each<[string, unknown, unknown, boolean]>([
    ['same number', 1, 1, true],
    ['members in another order', { a: 1, b: [1, 2] }, { b: [1, 2], a: 1 }, true],
    ['items in another order', [1, 2], [2, 1], false],
    ['a string and a number', '10', 10, false],
    ['null and an empty object', null, {}, false],
    ['two big integers', 10n ** 20n, 10n ** 20n, true],
    ['1e20 and the same big integer', 1e20, 10n ** 20n, true],
  ])('%s: %s', (_name, left, right, equal) => {
    expect(jsonEqual(left as never, right as never)).toBe(equal);
  });
});
