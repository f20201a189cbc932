import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { indentations } from '@/lib/indentation';
import { defaultFormatOptions, formatJson, type FormatOptions } from './json-beautifier.logic';
import { formatOptionsShape } from './json-options.logic';

const pretty = (input: string, options: Partial<FormatOptions> = {}) => {
  const result = formatJson(input, { ...defaultFormatOptions, ...options });
  if (!result.ok) throw new Error(result.message);
  return result.text;
};

describe('formatJson with every indentation from 0 to 10 spaces, or a tab', () => {
  it.each(indentations.filter((indentation) => indentation !== 'tab'))('%s spaces indent as JSON.stringify(value, null, n) does', (indentation) => {
    const value = { a: [1, { b: null }], c: {} };
    expect(pretty(JSON.stringify(value), { indentation })).toBe(JSON.stringify(value, null, Number(indentation)));
  });

  it('reads options kept before (2, 4 or tab) as they were, and the new widths, but not an unknown one', () => {
    for (const indentation of ['2', '4', 'tab', '0', '7', '10'])
      expect(formatOptionsShape({ indentation, sortKeys: true, minify: false })).toEqual({ indentation, sortKeys: true, minify: false });
    expect(formatOptionsShape({ indentation: '11', sortKeys: true, minify: false })).toBeUndefined();
  });
});

const cases: [string, string, Partial<FormatOptions>, string][] = [
  ['two spaces', '{"a":1,"b":[1,2]}', {}, '{\n  "a": 1,\n  "b": [\n    1,\n    2\n  ]\n}'],
  ['four spaces', '{"a":{"b":true}}', { indentation: '4' }, '{\n    "a": {\n        "b": true\n    }\n}'],
  ['tabs', '[null,"x"]', { indentation: 'tab' }, '[\n\tnull,\n\t"x"\n]'],
  ['one space', '{"a":[1]}', { indentation: '1' }, '{\n "a": [\n  1\n ]\n}'],
  ['ten spaces', '{"a":1}', { indentation: '10' }, '{\n          "a": 1\n}'],
  ['zero spaces is one line, as JSON.stringify(value, null, 0)', '{ "a" : [ 1 ] }', { indentation: '0' }, '{"a":[1]}'],
  ['minify', '{ "a" : [ 1 , 2 ] ,\n "b" : { } }', { minify: true }, '{"a":[1,2],"b":{}}'],
  ['empty containers stay on one line', '{"a":[ ],"b":{\n}}', {}, '{\n  "a": [],\n  "b": {}\n}'],
  ['a bare scalar', '  42  ', {}, '42'],
  ['big integers are not rounded', '{"id":12345678901234567890123}', { minify: true }, '{"id":12345678901234567890123}'],
  ['number spelling is kept', '[1.0,1e5,-0]', { minify: true }, '[1.0,1e5,-0]'],
  ['escapes are kept as written', '["\\u00e9\\"\\\\", "é"]', { minify: true }, '["\\u00e9\\"\\\\","é"]'],
  ['integer-like keys keep their place', '{"b":1,"10":2,"2":3}', { minify: true }, '{"b":1,"10":2,"2":3}'],
  ['a byte-order mark is ignored', '\uFEFF{"a":1}', { minify: true }, '{"a":1}'],
  [
    'sort keys, nested, code-point order',
    '{"b":{"z":1,"a":2},"A":[{"y":1,"x":2}],"10":0,"2":0}',
    { sortKeys: true, minify: true },
    '{"10":0,"2":0,"A":[{"x":2,"y":1}],"b":{"a":2,"z":1}}',
  ],
  ['sort keys keeps literals exact', '{"b":1.50,"a":99999999999999999999}', { sortKeys: true }, '{\n  "a": 99999999999999999999,\n  "b": 1.50\n}'],
];

describe('formatJson', () => {
  it.each(cases)('%s', (_name, input, options, expected) => {
    expect(pretty(input, options)).toBe(expected);
  });

  it.each(['', '   ', '\n\t '])('blank input %j says "Input is empty."', (input) => {
    expect(formatJson(input, defaultFormatOptions)).toEqual({ ok: false, message: 'Input is empty.', position: null });
  });

  it.each([
    ['{"a":1,}', 1, 8],
    ['{\n  "a": 1\n  "b": 2\n}', 3, 3],
    ['[1, 2', 1, 6],
    ["{'a': 1}", 1, 2],
    ['{"a": tru}', 1, 7],
  ])('reports the engine message and the spot for %j', (input, line, column) => {
    const result = formatJson(input, defaultFormatOptions);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toMatch(/^Invalid JSON: .+/);
    expect(result.position).toMatchObject({ line, column });
  });

  it('says "Invalid JSON format." when the parser fails with something that is not an Error', () => {
    const parse = vi.spyOn(JSON, 'parse').mockImplementation(() => {
      throw 'not an Error object';
    });
    try {
      expect(formatJson('{"a":1}', defaultFormatOptions)).toEqual({ ok: false, message: 'Invalid JSON format.', position: null });
    } finally {
      parse.mockRestore();
    }
  });

  it('gives the same text for the same value whatever the options, once formatted (property)', () => {
    const options = fc.record({
      indentation: fc.constantFrom(...indentations),
      sortKeys: fc.boolean(),
      minify: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.jsonValue(), options, fc.constantFrom(0, 2), (value, formatOptions, space) => {
        const source = JSON.stringify(value, null, space);
        const formatted = pretty(source, formatOptions);
        // Formatting never changes what the JSON means...
        expect(JSON.parse(formatted)).toEqual(JSON.parse(source));
        // ...and is stable: formatting its own output changes nothing.
        expect(pretty(formatted, formatOptions)).toBe(formatted);
      }),
    );
  });
});
