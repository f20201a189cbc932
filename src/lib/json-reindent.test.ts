import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reindentJson } from './json-reindent';

describe('reindentJson', () => {
  it.each([
    ['{"a":1,"b":[true,null]}', '  ', '{\n  "a": 1,\n  "b": [\n    true,\n    null\n  ]\n}'],
    ['{ "a" : { } , "b" : [ ] }', '  ', '{\n  "a": {},\n  "b": []\n}'],
    ['{\n  "a": [1, 2]\n}', '', '{"a":[1,2]}'],
    ['"a string"', '  ', '"a string"'],
    ['12345678901234567890123', '  ', '12345678901234567890123'],
    ['{"id":12345678901234567890,"price":1.50}', '', '{"id":12345678901234567890,"price":1.50}'],
    ['{"s":"a,b:{c}[d] \\"q\\" \\\\"}', '  ', '{\n  "s": "a,b:{c}[d] \\"q\\" \\\\"\n}'],
    ['{"b":1,"a":2,"b":3}', '', '{"b":1,"a":2,"b":3}'],
  ])('%j with unit %j', (input, unit, expected) => {
    expect(reindentJson(input, { unit })).toBe(expected);
  });

  it('handles nesting far deeper than the call stack', () => {
    const depth = 200_000;
    const text = '['.repeat(depth) + ']'.repeat(depth);
    expect(reindentJson(text, { unit: '' })).toBe(text);
  });

  it('gives up instead of building a huge string for deeply nested input', () => {
    const depth = 20_000;
    const text = '[1,'.repeat(depth) + '1' + ']'.repeat(depth);
    expect(reindentJson(text, { unit: '  ', maxLength: 1_000_000 })).toBeNull();
  });

  it('round-trips any JSON value: same value, minified form equals JSON.stringify', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom('', '  ', '\t'), (value, unit) => {
        const text = JSON.stringify(value, null, 1);
        const out = reindentJson(text, { unit });
        expect(out).not.toBeNull();
        expect(JSON.parse(out as string)).toEqual(JSON.parse(text));
        if (unit === '') expect(out).toBe(JSON.stringify(value));
      }),
    );
  });
});
