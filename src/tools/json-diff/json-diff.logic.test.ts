import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ArrayOptions } from './array-match.logic';
import { diffJson } from './json-diff.logic';
import { applyPatch } from './json-patch.logic';
import { formatPointer } from './json-pointer.logic';
import { jsonEqual, parseJson, type JsonValue } from './json-value.logic';

const json = (text: string): JsonValue => {
  const parsed = parseJson(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
};

const summary = (left: string, right: string, options?: ArrayOptions) =>
  diffJson(json(left), json(right), options).changes.map((change) =>
    [change.kind, change.from ? `${formatPointer(change.from)} -> ` : '', formatPointer(change.path)].join(' ').replace('  ', ' '),
  );

describe('diffJson', () => {
  it('ignores key order, whitespace and how a number is written', () => {
    expect(summary('{"a":1,"b":{"c":[1,2],"d":1.0}}', '{\n  "b": { "d": 1, "c": [ 1, 2 ] },\n  "a": 1e0\n}')).toEqual([]);
  });

  it.each([
    ['{"a":1,"b":2}', '{"a":1,"c":3}', ['removed /b', 'added /c']],
    ['{"a":{"b":[1,2]}}', '{"a":{"b":[1,3]}}', ['changed /a/b/1']],
    ['{"a":1}', '{"a":"1"}', ['changed /a']],
    ['{"a":[1]}', '{"a":{"0":1}}', ['changed /a']],
    ['{"a/b":1,"m~n":2}', '{"a/b":2,"m~n":3}', ['changed /a~1b', 'changed /m~0n']],
    ['[1,2,3]', '[0,1,2,3]', ['added /0']],
    ['[1,2,3]', '[1,3]', ['removed /1']],
    ['1', '2', ['changed ']],
  ])('%s → %s', (left, right, expected) => {
    expect(summary(left, right)).toEqual(expected);
  });

  it('matches items by an "id" it finds by itself, so a reordering is a move and an edit is a change inside the item', () => {
    const left = '{"users":[{"id":1,"name":"Ada"},{"id":2,"name":"Bob"},{"id":3,"name":"Cy"}]}';
    const right = '{"users":[{"id":3,"name":"Cy"},{"id":1,"name":"Ada"},{"id":2,"name":"Bo"}]}';
    expect(summary(left, right)).toEqual(['moved /users/2 -> /users/0', 'changed /users/2/name']);
  });

  it('matches by a key the user names, and by position when asked', () => {
    const left = '[{"sku":"a","n":1},{"sku":"b","n":2}]';
    const right = '[{"sku":"b","n":2},{"sku":"a","n":1}]';
    expect(summary(left, right, { mode: 'key', key: 'sku' })).toEqual(['moved /0 -> /1']);
    expect(summary(left, right, { mode: 'position', key: '' })).toEqual(['changed /0/sku', 'changed /0/n', 'changed /1/sku', 'changed /1/n']);
  });

  it('says which arrays the named key could not match', () => {
    expect(diffJson(json('{"a":[{"sku":1},{"x":2}],"b":[{"sku":1}]}'), json('{"a":[],"b":[]}'), { mode: 'key', key: 'sku' }).unkeyed).toEqual([['a']]);
  });

  it('falls back when the key is missing or repeated, instead of pairing wrong items', () => {
    expect(summary('[{"id":1},{"id":1,"x":2}]', '[{"id":1,"x":2},{"id":1}]')).toEqual(['moved /0 -> /1']);
  });

  it('a long list sorted another way becomes moves only, each item moved at most once, and the patch rebuilds it', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...Array(300).keys()], { minLength: 300, maxLength: 300 }), (order) => {
        const left = order.map((id) => ({ id, v: id % 7 })).sort((a, b) => a.id - b.id);
        const right = order.map((id) => ({ id, v: id % 7 }));
        const { changes, patch } = diffJson(left, right);
        const outcome = applyPatch(left, patch);
        return changes.every((change) => change.kind === 'moved') && patch.length < 300 && outcome.ok && jsonEqual(outcome.value, right);
      }),
      { numRuns: 30 },
    );
  });

  it('keeps integers beyond 2^53 exact', () => {
    expect(summary('{"n":9007199254740993}', '{"n":9007199254740992}')).toEqual(['changed /n']);
    const { patch } = diffJson(json('{"n":1}'), json('{"n":12345678901234567890}'));
    expect(patch).toEqual([{ op: 'replace', path: '/n', value: 12345678901234567890n }]);
  });
});

/** Any JSON value, with arrays of keyed objects so that moves by key are exercised too. */
const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(null, true, false),
    fc.integer({ min: -5, max: 5 }),
    fc.constantFrom('a', 'b', '/', '~'),
    tie('array'),
    tie('object'),
    tie('keyed'),
  ),
  array: fc.array(tie('value'), { maxLength: 5 }),
  object: fc.dictionary(fc.constantFrom('a', 'b', 'c', 'x/y', 'm~n', '', '0'), tie('value'), { maxKeys: 4 }),
  keyed: fc.uniqueArray(fc.record({ id: fc.integer({ min: 0, max: 6 }), v: tie('value') }), { selector: (item) => item.id, maxLength: 6 }),
})).value as fc.Arbitrary<JsonValue>;

describe('properties', () => {
  it.each<ArrayOptions>([
    { mode: 'auto', key: '' },
    { mode: 'position', key: '' },
    { mode: 'key', key: 'v' },
  ])('applyPatch(a, diff(a, b)) equals b (%j)', (options) => {
    fc.assert(
      fc.property(jsonValue, jsonValue, (a, b) => {
        const outcome = applyPatch(a, diffJson(a, b, options).patch);
        return outcome.ok && jsonEqual(outcome.value, b);
      }),
      { numRuns: 400 },
    );
  });

  it('applyPatch(a, diff(a, b)) equals b for any JSON values, odd keys such as "__proto__" included', () => {
    const anyJson = fc.jsonValue({ maxDepth: 4 }) as fc.Arbitrary<JsonValue>;
    fc.assert(
      fc.property(anyJson, anyJson, (a, b) => {
        const outcome = applyPatch(a, diffJson(a, b).patch);
        return outcome.ok && jsonEqual(outcome.value, b);
      }),
      { numRuns: 300 },
    );
  });

  it('a document has no difference with itself, written in another key order and layout', () => {
    fc.assert(
      fc.property(jsonValue, (a) => {
        const shuffled = JSON.parse(
          JSON.stringify(
            a,
            (_key, value: unknown) =>
              value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).reverse()) : value,
            3,
          ),
        ) as JsonValue;
        return diffJson(a, shuffled).changes.length === 0;
      }),
    );
  });
});
