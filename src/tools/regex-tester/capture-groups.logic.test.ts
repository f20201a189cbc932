import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { captureGroupNames } from './capture-groups.logic';

describe('captureGroupNames', () => {
  it.each<[string, (string | null)[], boolean?]>([
    ['abc', []],
    ['(a)(b)', [null, null]],
    ['(?<year>\\d{4})-(\\d\\d)', ['year', null]],
    ['(?:a)(?=b)(?!c)(?<=d)(?<!e)(f)', [null]],
    ['\\(a\\)(b)', [null]],
    ['[(](a)[^)]', [null]],
    ['[\\]()](x)', [null]],
    ['[]()', [null]],
    ['((a)(?<in>b))', [null, null, 'in']],
    ['(?<\\u0061b>x)', ['ab']],
    ['(?<\\u{1d4d1}>x)', ['𝓑']],
    ['[[a-z]--[(]](y)', [null], true],
    ['[[(]](y)', [null], true],
  ])('%j gives %j', (source, expected, unicodeSets = false) => {
    expect(captureGroupNames(source, unicodeSets)).toEqual(expected);
  });

  it('agrees with the engine on the number of groups and their names', () => {
    const pieces = ['a', '(b)', '(?:c)', '(?<n1>d)', '(?<n2>e)', '[(]', '\\(', '(?=f)', '(?<=g)', '(?<!h)', '[^)]', '\\\\', '|', '*', '?'];
    const groupCount = (source: string) => (new RegExp(`${source}|`).exec('')?.length ?? 1) - 1;
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 8 }), fc.boolean(), (parts, wrap) => {
        const source = wrap ? `(${parts.join('')})` : parts.join('');
        let regex: RegExp;
        try {
          regex = new RegExp(source);
        } catch {
          return; // not a valid pattern (e.g. a quantifier with nothing before it, a name used twice)
        }
        const names = captureGroupNames(regex.source);
        expect(names.length).toBe(groupCount(source));
        expect(names.filter((name) => name !== null).sort()).toEqual(Object.keys(new RegExp(`${source}|`).exec('')?.groups ?? {}).sort());
      }),
    );
  });
});
