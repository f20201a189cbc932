import { describe, expect, it } from 'vitest';
import { applyPatch, checkPatch } from './json-patch.logic';
import { parsePatchText } from './json-diff-job.logic';
import { parseJson, type JsonValue } from './json-value.logic';

const json = (text: string): JsonValue => {
  const parsed = parseJson(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
};

/** Reads the patch text as the screen does (duplicate members refused), checks it and applies it. */
function run(documentText: string, patchText: string) {
  const patch = parsePatchText(patchText);
  if (!patch.ok) return patch;
  return applyPatch(json(documentText), patch.operations);
}

// RFC 6902, Appendix A: every example, with the document, the patch and the result the RFC gives.
describe('RFC 6902 Appendix A', () => {
  it.each([
    ['A.1 Adding an Object Member', '{"foo":"bar"}', '[{ "op": "add", "path": "/baz", "value": "qux" }]', '{"baz":"qux","foo":"bar"}'],
    ['A.2 Adding an Array Element', '{"foo":["bar","baz"]}', '[{ "op": "add", "path": "/foo/1", "value": "qux" }]', '{"foo":["bar","qux","baz"]}'],
    ['A.3 Removing an Object Member', '{"baz":"qux","foo":"bar"}', '[{ "op": "remove", "path": "/baz" }]', '{"foo":"bar"}'],
    ['A.4 Removing an Array Element', '{"foo":["bar","qux","baz"]}', '[{ "op": "remove", "path": "/foo/1" }]', '{"foo":["bar","baz"]}'],
    ['A.5 Replacing a Value', '{"baz":"qux","foo":"bar"}', '[{ "op": "replace", "path": "/baz", "value": "boo" }]', '{"baz":"boo","foo":"bar"}'],
    [
      'A.6 Moving a Value',
      '{"foo":{"bar":"baz","waldo":"fred"},"qux":{"corge":"grault"}}',
      '[{ "op": "move", "from": "/foo/waldo", "path": "/qux/thud" }]',
      '{"foo":{"bar":"baz"},"qux":{"corge":"grault","thud":"fred"}}',
    ],
    [
      'A.7 Moving an Array Element',
      '{"foo":["all","grass","cows","eat"]}',
      '[{ "op": "move", "from": "/foo/1", "path": "/foo/3" }]',
      '{"foo":["all","cows","eat","grass"]}',
    ],
    [
      'A.8 Testing a Value: Success',
      '{"baz":"qux","foo":["a",2,"c"]}',
      '[{ "op": "test", "path": "/baz", "value": "qux" }, { "op": "test", "path": "/foo/1", "value": 2 }]',
      '{"baz":"qux","foo":["a",2,"c"]}',
    ],
    [
      'A.10 Adding a Nested Member Object',
      '{"foo":"bar"}',
      '[{ "op": "add", "path": "/child", "value": { "grandchild": { } } }]',
      '{"foo":"bar","child":{"grandchild":{}}}',
    ],
    ['A.11 Ignoring Unrecognized Elements', '{"foo":"bar"}', '[{ "op": "add", "path": "/baz", "value": "qux", "xyz": 123 }]', '{"foo":"bar","baz":"qux"}'],
    ['A.14 ~ Escape Ordering', '{"/":9,"~1":10}', '[{"op": "test", "path": "/~01", "value": 10}]', '{"/":9,"~1":10}'],
    ['A.16 Adding an Array Value', '{"foo":["bar"]}', '[{ "op": "add", "path": "/foo/-", "value": ["abc", "def"] }]', '{"foo":["bar",["abc","def"]]}'],
  ])('%s', (_name, document, patch, expected) => {
    expect(run(document, patch)).toEqual({ ok: true, value: json(expected) });
  });

  it.each([
    [
      'A.9 Testing a Value: Error',
      '{"baz":"qux","foo":["a",2,"c"]}',
      '[{ "op": "test", "path": "/baz", "value": "bar" }]',
      'test failed: /baz is "qux", not "bar"',
    ],
    [
      'A.12 Adding to a Nonexistent Target',
      '{"foo":"bar"}',
      '[{ "op": "add", "path": "/baz/bat", "value": "qux" }]',
      'the object at the document root has no member "baz"',
    ],
    ['A.13 Invalid JSON Patch Document', '{"foo":"bar"}', '[{ "op": "add", "path": "/baz", "value": "qux", "op": "remove" }]', 'Member "op" is written twice'],
    ['A.15 Comparing Strings and Numbers', '{"/":9,"~1":10}', '[{"op": "test", "path": "/~01", "value": "10"}]', 'test failed: /~01 is 10, not "10"'],
  ])('%s', (_name, document, patch, message) => {
    const outcome = run(document, patch);
    expect(outcome.ok).toBe(false);
    expect(outcome.ok ? '' : outcome.message).toContain(message);
  });
});

describe('applyPatch errors name the operation and why', () => {
  it.each([
    [
      '{"a":[1,2]}',
      '[{"op":"test","path":"/a/0","value":1},{"op":"add","path":"/a/5","value":3}]',
      'Operation 2 (index 1), "add" at /a/5, failed: index "5" is out of bounds: the array at /a has 2 items (use "-" to append).',
    ],
    [
      '{"a":1}',
      '[{"op":"remove","path":"/b"}]',
      'Operation 1 (index 0), "remove" at /b, failed: path not found: the object at the document root has no member "b".',
    ],
    ['{"a":{"b":1}}', '[{"op":"move","from":"/a","path":"/a/c"}]', 'cannot move /a into its own child /a/c'],
    ['{"a":[1]}', '[{"op":"replace","path":"/a/01","value":2}]', 'the array at /a has 1 items, so it has no item "01"'],
    ['{"a":"x"}', '[{"op":"add","path":"/a/b","value":2}]', 'cannot add to /a: it is "x", not an object or array'],
    ['{"a":1}', '[{"op":"copy","from":"/z","path":"/b"}]', 'no member "z"'],
    ['{"a":1}', '[{"op":"remove","path":""}]', 'cannot remove the whole document'],
  ])('%s with %s', (document, patch, message) => {
    const outcome = run(document, patch);
    expect(outcome.ok ? '' : outcome.message).toContain(message);
  });

  it('applies to a copy: the original document is left as it was, and a failure leaves nothing half done', () => {
    const document = json('{"a":[1,2]}');
    const patch = checkPatch(json('[{"op":"add","path":"/a/-","value":3},{"op":"test","path":"/a/0","value":9}]'));
    expect(patch.ok && applyPatch(document, patch.operations).ok).toBe(false);
    expect(document).toEqual({ a: [1, 2] });
  });

  it('replaces and copies, keeps member order, and a "__proto__" member stays a member', () => {
    const outcome = run(
      '{"a":1,"b":2}',
      '[{"op":"replace","path":"/a","value":3},{"op":"copy","from":"/b","path":"/__proto__"},{"op":"replace","path":"","value":{"x":[1]}}]',
    );
    expect(outcome).toEqual({ ok: true, value: { x: [1] } });
    const proto = run('{"a":1}', '[{"op":"add","path":"/__proto__","value":{"polluted":true}}]');
    expect(proto.ok && Object.keys(proto.value as object)).toEqual(['a', '__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('checkPatch: what a patch document must be', () => {
  it.each([
    ['{"op":"add"}', 'A JSON Patch must be an array of operations'],
    ['[1]', 'Operation 1 (index 0) is not valid: each operation must be an object.'],
    ['[{"path":"/a"}]', 'it has no "op" member'],
    ['[{"op":"delete","path":"/a"}]', '"delete" is not an operation'],
    ['[{"op":"add","value":1}]', '"add" needs a "path" member'],
    ['[{"op":"add","path":"/a"}]', '"add" needs a "value" member'],
    ['[{"op":"move","path":"/a"}]', '"move" needs a "from" member'],
    ['[{"op":"remove","path":"a"}]', 'must be empty or start with "/"'],
    ['[{"op":"remove","path":"/a~2"}]', '"~" must be followed by 0 or 1'],
    ['[{"op":"remove","path":5}]', 'its "path" must be a string'],
  ])('%s', (patch, message) => {
    const checked = checkPatch(json(patch));
    expect(checked.ok ? '' : checked.message).toContain(message);
  });

  it('accepts "value": null as present', () => {
    expect(checkPatch(json('[{"op":"add","path":"/a","value":null}]')).ok).toBe(true);
  });
});
