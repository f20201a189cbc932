import { describe, expect, it } from 'vitest';
import { applyPatch } from './json-patch.logic';
import { escapeToken, formatPointer, parsePointer } from './json-pointer.logic';
import { parseJson, type JsonValue } from './json-value.logic';

// RFC 6901, section 5: the example document and what each pointer names.
const RFC_DOCUMENT = String.raw`{"foo": ["bar", "baz"], "": 0, "a/b": 1, "c%d": 2, "e^f": 3, "g|h": 4, "i\\j": 5, "k\"l": 6, " ": 7, "m~n": 8}`;

/** The value a pointer names, read with a JSON Patch "test" so the same resolver the tool uses is exercised. */
function resolves(document: JsonValue, pointer: string, expected: JsonValue): boolean {
  return applyPatch(document, [{ op: 'test', path: pointer, value: expected }]).ok;
}

describe('RFC 6901 section 5 examples', () => {
  const parsed = parseJson(RFC_DOCUMENT);
  const document = parsed.ok ? parsed.value : null;
  it.each<[string, JsonValue]>([
    ['', document],
    ['/foo', ['bar', 'baz']],
    ['/foo/0', 'bar'],
    ['/', 0],
    ['/a~1b', 1],
    ['/c%d', 2],
    ['/e^f', 3],
    ['/g|h', 4],
    ['/i\\j', 5],
    ['/k"l', 6],
    ['/ ', 7],
    ['/m~0n', 8],
  ])('%j names %j', (pointer, expected) => {
    expect(resolves(document, pointer, expected)).toBe(true);
  });
});

describe('escaping', () => {
  it.each([
    ['a/b', 'a~1b'],
    ['m~n', 'm~0n'],
    ['~1', '~01'],
    ['/~', '~1~0'],
    ['', ''],
  ])('%j is written %j and read back', (token, escaped) => {
    expect(escapeToken(token)).toBe(escaped);
    expect(parsePointer(formatPointer([token]))).toEqual({ ok: true, tokens: [token] });
  });

  it('writes array indices as numbers and an empty path as the whole document', () => {
    expect(formatPointer(['items', 0, 'a/b'])).toBe('/items/0/a~1b');
    expect(formatPointer([])).toBe('');
  });

  it.each(['foo', '/a~', '/a~2b'])('%j is refused with a reason', (pointer) => {
    expect(parsePointer(pointer).ok).toBe(false);
  });
});
