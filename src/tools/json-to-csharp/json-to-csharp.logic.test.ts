// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultJsonToCSharpOptions } from '@contract/json-to-csharp';
import { convertJson, INVALID_JSON, isValidJson, NO_OBJECT, toRecords } from './json-to-csharp.logic';

describe('convertJson', () => {
  it('makes nested objects and arrays of objects their own classes, in the namespace, with System.Text.Json attributes', async () => {
    const outcome = await convertJson('{"id":1,"owner":{"first_name":"A"},"items":[{"sku":"x"}]}', { ...defaultJsonToCSharpOptions, className: 'Order', namespace: 'Shop.Models' });
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
    expect(outcome.ok && outcome.code).toContain('public partial record RootObject\n    {\n        [JsonPropertyName("a")]\n        public long A { get; init; }');
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
  it.each([['{}', true], ['[1]', true], ['1', true], ['{a:1}', false], ['', false]])('%j is %s', (text, valid) => {
    expect(isValidJson(text)).toBe(valid);
  });
});
