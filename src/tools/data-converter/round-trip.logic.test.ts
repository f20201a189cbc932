// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertData, DEFAULT_OPTIONS, type ConvertOptions, type Format } from './convert.logic';
import { readJson, writeJsonValue } from './json.logic';
import { isMap, NoteCounter, type DataValue } from './model.logic';

const convert = (from: Format, to: Format, text: string, options: Partial<ConvertOptions> = {}) => {
  const result = convertData({ from, to, text, options: { ...DEFAULT_OPTIONS, ...options } });
  if (!result.ok) throw new Error(`${from} → ${to}: ${result.message}\n${text}`);
  return result.text;
};

/** JSON → format → JSON gives the JSON back (compared as text, so key order and big integers count too). */
const roundTrips = (format: Format, json: string, options: Partial<ConvertOptions> = {}) => {
  expect(convert(format, 'json', convert('json', format, json, options), options)).toBe(convert('json', 'json', json));
};

/** The JSON with every object's keys sorted: for TOML, which must write a table's plain keys before its sub-tables. */
const sortedKeys = (json: string) => {
  const sort = (value: DataValue): DataValue =>
    isMap(value)
      ? new Map([...value].sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, item]) => [key, sort(item)]))
      : Array.isArray(value)
        ? value.map(sort)
        : value;
  const read = readJson(json);
  return read.ok ? writeJsonValue(sort(read.documents[0] ?? null), 0, new NoteCounter()) : json;
};

const bigInteger = fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((value) => ({ toJSON: () => value.toString() }));
const number = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
/** JSON text with big integers written as literals (JSON.stringify cannot), via a placeholder. */
const jsonText = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? `#big#${item}` : item)).replace(/"#big#(-?\d+)"/g, '$1');

describe('round trips (fast-check)', () => {
  it('JSON → YAML → JSON', () => {
    const value = fc.letrec((tie) => ({
      node: fc.oneof({ depthSize: 'small' }, fc.string(), number, fc.boolean(), fc.constant(null), fc.bigInt(), tie('list'), tie('map')),
      list: fc.array(tie('node'), { maxLength: 4 }),
      map: fc.dictionary(fc.string(), tie('node'), { maxKeys: 4 }),
    })).node;
    fc.assert(fc.property(value, (item) => roundTrips('yaml', jsonText(item))));
  });

  it('JSON → TOML → JSON for values TOML can hold (a table on top, no null, integers within 64 bits)', () => {
    // 1e19 is written "10000000000000000000" in JSON: an integer beyond TOML's range, which becomes a string.
    const tomlNumber = number.filter((item) => Math.abs(item) < 2 ** 63);
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.string(),
        tomlNumber,
        fc.boolean(),
        fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }),
        tie('list'),
        tie('map'),
      ),
      list: fc.array(tie('node'), { maxLength: 4 }),
      map: fc.dictionary(fc.string(), tie('node'), { maxKeys: 4 }),
    }));
    // An empty table is an empty TOML text, which the converter shows as an empty pane.
    fc.assert(
      fc.property(
        value.map.filter((table) => Object.keys(table as object).length > 0),
        (table) => {
          const json = jsonText(table);
          expect(sortedKeys(convert('toml', 'json', convert('json', 'toml', json)))).toBe(sortedKeys(json));
        },
      ),
    );
  });

  it('JSON → XML → JSON under the convention', () => {
    const name = fc.stringMatching(/^[a-z_][a-z0-9_.-]{0,6}$/);
    // Text that would be read back as another type, empty text (read as null) and XML-illegal characters are outside the convention.
    const text = fc
      .string({ unit: fc.constantFrom('a', 'b', ' ', '<', '&', '"', "'", '>', 'é', '\n'), minLength: 1 })
      .filter((item) => /[a-zé<&"'>]/.test(item));
    const value = fc.letrec((tie) => ({
      node: fc.oneof({ depthSize: 'small' }, text, number, fc.boolean(), fc.constant(null), tie('list'), tie('map')),
      list: fc.array(fc.oneof(text, number, fc.boolean(), fc.constant(null), tie('map')), { maxLength: 3 }),
      map: fc.dictionary(name, tie('node'), { minKeys: 1, maxKeys: 4 }),
    }));
    fc.assert(fc.property(name, value.map, (root, body) => roundTrips('xml', jsonText({ [root]: body }))));
  });

  it('rows → CSV → rows, with every delimiter', () => {
    const cell = fc.oneof(fc.string(), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null), bigInteger);
    const rows = fc.uniqueArray(fc.string({ minLength: 1 }), { minLength: 2, maxLength: 4 }).chain((columns) =>
      fc.array(
        fc.tuple(...columns.map(() => cell)).map((cells) => Object.fromEntries(columns.map((column, index) => [column, cells[index]]))),
        { minLength: 1, maxLength: 5 },
      ),
    );
    fc.assert(
      fc.property(rows, fc.constantFrom(',' as const, ';' as const, '\t' as const, '|' as const), (table, delimiter) =>
        roundTrips('csv', jsonText(table), { delimiter, header: 'yes' }),
      ),
    );
  });

  it('JSON Lines → JSON → JSON Lines', () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue(), { minLength: 1, maxLength: 5 }), (values) => {
        const lines = values.map((item) => convert('json', 'jsonl', jsonText([item]))).join('');
        expect(convert('json', 'jsonl', convert('jsonl', 'json', lines))).toBe(lines);
      }),
    );
  });
});
