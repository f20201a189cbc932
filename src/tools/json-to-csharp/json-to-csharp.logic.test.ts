// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultJsonToCSharpOptions } from '@contract/json-to-csharp';
import { convertJson, INVALID_JSON, isValidJson, jsonDepth, MAX_JSON_DEPTH, NO_OBJECT, toRecords } from './json-to-csharp.logic';

describe('convertJson', () => {
  it('makes nested objects and arrays of objects their own classes, in the namespace, with System.Text.Json attributes', async () => {
    const outcome = await convertJson('{"id":1,"owner":{"first_name":"A"},"items":[{"sku":"x"}]}', {
      ...defaultJsonToCSharpOptions,
      className: 'Order',
      namespace: 'Shop.Models',
    });
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.code).toMatch(/^namespace Shop\.Models\n/);
    expect(outcome.code).toContain('public partial class Order\n');
    expect(outcome.code).toContain('public partial class Owner\n');
    expect(outcome.code).toContain('public partial class Item\n');
    expect(outcome.code).toContain('[JsonPropertyName("first_name")]\n        public string FirstName { get; set; }');
    expect(outcome.code).toContain('public List<Item> Items { get; set; }');
  });

  it('writes Newtonsoft attributes when asked', async () => {
    const outcome = await convertJson('{"a":1}', { ...defaultJsonToCSharpOptions, framework: 'newtonsoft' });
    expect(outcome.ok && outcome.code).toContain('[JsonProperty("a")]');
  });

  it('makes every value type nullable with "all"', async () => {
    const seen = await convertJson('{"a":1}', defaultJsonToCSharpOptions);
    const all = await convertJson('{"a":1}', { ...defaultJsonToCSharpOptions, nullable: 'all' });
    expect(seen.ok && seen.code).toContain('public long A { get; set; }');
    expect(all.ok && all.code).toContain('public long? A { get; set; }');
  });

  it('writes records with init accessors', async () => {
    const outcome = await convertJson('{"a":1}', { ...defaultJsonToCSharpOptions, typeKind: 'record' });
    expect(outcome.ok && outcome.code).toContain(
      'public partial record RootObject\n    {\n        [JsonPropertyName("a")]\n        public long A { get; init; }',
    );
  });

  it.each(['{"a":', '', 'nope'])('refuses %j with the spec message', async (json) => {
    expect(await convertJson(json, defaultJsonToCSharpOptions)).toEqual({ ok: false, message: INVALID_JSON });
  });

  it('says when there is no object to make a class from', async () => {
    expect(await convertJson('"text"', defaultJsonToCSharpOptions)).toEqual({ ok: false, message: NO_OBJECT });
  });
});

describe('toRecords and isValidJson', () => {
  it('turns classes into records and setters into init', () => {
    expect(toRecords('public partial class A\n{\n    public long B { get; set; }\n}')).toBe('public partial record A\n{\n    public long B { get; init; }\n}');
  });
  it.each([
    ['{}', true],
    ['[1]', true],
    ['1', true],
    ['{a:1}', false],
    ['', false],
  ])('%j is %s', (text, valid) => {
    expect(isValidJson(text)).toBe(valid);
  });
});

/** Documents nested `depth` levels deep, in the shapes that cost quicktype the most stack per level. */
const deep = {
  arrays: (depth: number) => '['.repeat(depth) + ']'.repeat(depth),
  objects: (depth: number) => Array.from({ length: depth }, (_, level) => `{"k${level}":`).join('') + '1' + '}'.repeat(depth),
  arraysAroundAnObject: (depth: number) => '['.repeat(depth - 1) + '{"a":1}' + ']'.repeat(depth - 1),
  unionsAroundAnObject: (depth: number) => '[1,"x",'.repeat(depth - 1) + '{"a":1}' + ']'.repeat(depth - 1),
};

describe('jsonDepth', () => {
  it.each([
    ['1', 0],
    ['"[{"', 0],
    ['[]', 1],
    ['{}', 1],
    ['{"a":[1,{"b":2}]}', 3],
    ['[[],[[]],[]]', 3],
    ['{"a\\"[[":1}', 1],
    ['["\\\\", [1]]', 2],
    ['["\\u005b", "]]]"]', 1],
  ])('%j is %i deep', (text, depth) => {
    expect(isValidJson(text)).toBe(true);
    expect(jsonDepth(text)).toBe(depth);
  });

  it('measures 100,000 levels without recursion', () => {
    expect(jsonDepth(deep.arrays(100_000))).toBe(100_000);
  });
});

describe('convertJson and deep nesting', () => {
  const tooDeep = (depth: string) => ({
    ok: false,
    message: `This JSON is nested ${depth} levels deep; JSON to C# makes classes from up to ${MAX_JSON_DEPTH} levels.`,
  });

  it.each([
    ['10,000 nested arrays', deep.arrays(10_000), tooDeep('10,000')],
    ['10,000 nested objects', deep.objects(10_000), tooDeep('10,000')],
    ['1,000 nested arrays (where quicktype overflowed in Node)', deep.arrays(1000), tooDeep('1,000')],
    ['arrays one level over the limit', deep.arraysAroundAnObject(MAX_JSON_DEPTH + 1), tooDeep(String(MAX_JSON_DEPTH + 1))],
    ['objects one level over the limit', deep.objects(MAX_JSON_DEPTH + 1), tooDeep(String(MAX_JSON_DEPTH + 1))],
  ])('refuses %s, naming the depth and the limit', async (_, json, outcome) => {
    expect(await convertJson(json, defaultJsonToCSharpOptions)).toEqual(outcome);
  });

  it.each([
    ['objects at the limit', deep.objects(MAX_JSON_DEPTH), `public long K${MAX_JSON_DEPTH - 1} { get; set; }`],
    ['arrays around an object at the limit', deep.arraysAroundAnObject(MAX_JSON_DEPTH), 'public partial class RootObject\n'],
    ['arrays of unions around an object at the limit', deep.unionsAroundAnObject(MAX_JSON_DEPTH), 'public partial class RootObjectClass\n'],
  ])('converts %s', async (_, json, expected) => {
    expect(jsonDepth(json)).toBe(MAX_JSON_DEPTH);
    const outcome = await convertJson(json, defaultJsonToCSharpOptions);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.code).toContain(expected);
  });

  it('converts a big but shallow document', async () => {
    const rows = Array.from({ length: 5000 }, (_, index) => ({
      id: index,
      name: `Row ${index}`,
      price: index / 4,
      tags: ['a', 'b'],
      owner: { id: index, active: index % 2 === 0 },
    }));
    const json = JSON.stringify({ rows });
    expect(json.length).toBeGreaterThan(400_000);
    const outcome = await convertJson(json, defaultJsonToCSharpOptions);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.code).toContain('public List<Row> Rows { get; set; }');
    expect(outcome.code).toContain('public partial class Owner\n');
  });

  it('does not count brackets inside strings', async () => {
    const outcome = await convertJson(JSON.stringify({ text: '['.repeat(10_000) }), defaultJsonToCSharpOptions);
    expect(outcome.ok && outcome.code).toContain('public string Text { get; set; }');
  });
});

describe('convertJson never throws', () => {
  afterEach(() => {
    vi.doUnmock('quicktype-core');
  });

  it('turns an exception from quicktype into a message', async () => {
    vi.doMock('quicktype-core', () => ({
      InputData: class {},
      jsonInputForTargetLanguage: () => {
        throw new RangeError('Maximum call stack size exceeded');
      },
      quicktype: () => Promise.reject(new Error('not reached')),
    }));
    expect(await convertJson('{"a":1}', defaultJsonToCSharpOptions)).toEqual({
      ok: false,
      message: 'Could not convert this JSON: Maximum call stack size exceeded.',
    });
  });
});
