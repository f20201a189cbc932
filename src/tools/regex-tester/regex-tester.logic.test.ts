import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  advanceIndex,
  checkFlags,
  compileRegex,
  describeRegexError,
  findMatches,
  INVALID_REGEX_MESSAGE,
  keptCount,
  KNOWN_FLAGS,
  matchAt,
  toggleFlag,
  toRegexLiteral,
  transferablesOf,
} from './regex-tester.logic';

/** Compiles or fails the test, then lists every match as the spec's entity. */
function matchesOf(pattern: string, flags: string, text: string) {
  const compiled = compileRegex(pattern, flags);
  if (!compiled.ok) throw new Error(compiled.message);
  const matches = findMatches(compiled.regex, text);
  return Array.from({ length: keptCount(matches) }, (_, index) => matchAt(matches, text, index));
}

const indexes = (pattern: string, flags: string, text: string) => matchesOf(pattern, flags, text).map((match) => match.index);

describe('checkFlags', () => {
  it('knows the standard flags', () => {
    expect([...'dgimsuvy'].every((flag) => KNOWN_FLAGS.includes(flag))).toBe(true);
  });

  it.each([
    ['', null],
    ['g', null],
    ['gimsuyd', null],
    ['gv', null],
    ['gx', `Unknown flag "x". Valid flags: ${[...KNOWN_FLAGS].join(', ')}.`],
    ['G', `Unknown flag "G". Valid flags: ${[...KNOWN_FLAGS].join(', ')}.`],
    ['g ', `Unknown flag " ". Valid flags: ${[...KNOWN_FLAGS].join(', ')}.`],
    ['gig', 'Flag "g" is repeated.'],
    ['uv', 'Flags "u" and "v" cannot be combined.'],
  ])('%j gives %j', (flags, expected) => {
    expect(checkFlags(flags)).toBe(expected);
  });
});

describe('toggleFlag', () => {
  it.each([
    ['g', 'i', 'gi'],
    ['gi', 'g', 'i'],
    ['', 'g', 'g'],
    ['gu', 'v', 'gv'],
    ['gv', 'u', 'gu'],
    ['gx', 'x', 'g'],
    ['gg', 'g', ''],
    ['gx', 'i', 'gxi'],
  ])('%j toggling %j gives %j', (flags, flag, expected) => {
    expect(toggleFlag(flags, flag)).toBe(expected);
  });
});

describe('compileRegex', () => {
  it('reports the engine message for an invalid pattern', () => {
    const result = compileRegex('(', 'g');
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/^Invalid regular expression: .*Unterminated group/) });
  });

  it.each(['[', 'a{2,1}', '(?<n>a)(?<n>b)', '\\p{Letter'])('rejects %j with the engine message', (pattern) => {
    const result = compileRegex(pattern, 'u');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/^Invalid regular expression: /);
  });

  it('checks the flags first and names the unknown one', () => {
    expect(compileRegex('a', 'gq')).toEqual({ ok: false, message: expect.stringMatching(/^Unknown flag "q"/) });
    expect(compileRegex('', 'gq').ok).toBe(false);
  });

  it('accepts an empty pattern, which matches nothing', () => {
    expect(compileRegex('', 'g')).toEqual({ ok: true, regex: null });
    expect(matchesOf('', 'g', 'anything')).toEqual([]);
  });

  it('falls back to "Invalid Regular Expression" when the engine gives no message', () => {
    expect(describeRegexError('not an Error')).toBe(INVALID_REGEX_MESSAGE);
    expect(describeRegexError(new SyntaxError(''))).toBe('Invalid Regular Expression');
    expect(describeRegexError(new SyntaxError('boom'))).toBe('boom');
  });
});

describe('findMatches', () => {
  it('lists text, index and numbered groups, unmatched groups as empty strings', () => {
    expect(matchesOf('(a)|(b)', 'g', 'xab')).toEqual([
      { text: 'a', index: 1, groups: ['a', ''] },
      { text: 'b', index: 2, groups: ['', 'b'] },
    ]);
  });

  it('shows an empty capture and a group that did not take part both as ""', () => {
    expect(matchesOf('a(x?)(y)?', 'g', 'a')).toEqual([{ text: 'a', index: 0, groups: ['', ''] }]);
  });

  it('names named groups and keeps their numbers', () => {
    const compiled = compileRegex('(?<year>\\d{4})-(\\d{2})-(?<day>\\d{2})', 'g');
    if (!compiled.ok) throw new Error(compiled.message);
    const matches = findMatches(compiled.regex, 'on 2024-03-15 and 1999-12-31');
    expect(matches.groupNames).toEqual(['year', null, 'day']);
    expect(matchAt(matches, 'on 2024-03-15 and 1999-12-31', 1)).toEqual({ text: '1999-12-31', index: 18, groups: ['1999', '12', '31'] });
  });

  it('finds only the first match without g', () => {
    expect(indexes('\\d', '', 'a1b2c3')).toEqual([1]);
    expect(indexes('\\d', 'i', 'abc')).toEqual([]);
  });

  it.each([
    ['x*', 'g', 'abc', [0, 1, 2, 3]],
    ['^', 'gm', 'a\nb\n', [0, 2, 4]],
    ['$', 'gm', 'a\nb', [1, 3]],
    ['\\b', 'g', 'hi there', [0, 2, 3, 8]],
    ['(?=a)', 'g', 'aaa', [0, 1, 2]],
    ['a*', 'g', 'aab', [0, 2, 3]],
  ])('zero-length matches of /%s/%s in %j advance and stop: %j', (pattern, flags, text, expected) => {
    expect(indexes(pattern, flags, text)).toEqual(expected);
  });

  it('steps over a surrogate pair by code unit without u, and by code point with u or v', () => {
    const text = 'a😀b';
    expect(indexes('x*', 'g', text)).toEqual([0, 1, 2, 3, 4]);
    expect(indexes('x*', 'gu', text)).toEqual([0, 1, 3, 4]);
    expect(indexes('x*', 'gv', text)).toEqual([0, 1, 3, 4]);
  });

  it('matches a whole astral character with u, and its halves without', () => {
    expect(matchesOf('.', 'gu', '😀').map((match) => match.text)).toEqual(['😀']);
    expect(matchesOf('.', 'g', '😀').map((match) => match.text)).toEqual(['\ud83d', '\ude00']);
  });

  it('with the sticky flag, matches only where the previous match ended', () => {
    expect(indexes('a', 'gy', 'aab a')).toEqual([0, 1]);
    expect(indexes('a', 'y', 'ba')).toEqual([]);
    expect(indexes('a', 'y', 'ab')).toEqual([0]);
    expect(indexes('x*', 'gy', 'ab')).toEqual([0, 1, 2]);
  });

  it('counts every match but keeps only up to the limit', () => {
    const compiled = compileRegex('a', 'g');
    if (!compiled.ok) throw new Error(compiled.message);
    const matches = findMatches(compiled.regex, 'a'.repeat(10), 4);
    expect(matches.total).toBe(10);
    expect(keptCount(matches)).toBe(4);
    expect(Array.from(matches.starts)).toEqual([0, 1, 2, 3]);
  });

  it('packs into buffers of exactly the kept size that can be transferred', () => {
    const compiled = compileRegex('(b)', 'g');
    if (!compiled.ok) throw new Error(compiled.message);
    const matches = findMatches(compiled.regex, 'abcb');
    expect(matches.starts.length).toBe(2);
    expect(matches.groupOffsets.length).toBe(3);
    expect(transferablesOf(matches)).toHaveLength(3);
    expect(new Set(transferablesOf(matches)).size).toBe(3);
  });

  it('does not depend on a lastIndex left over on the expression', () => {
    const compiled = compileRegex('a', 'gy');
    if (!compiled.ok || !compiled.regex) throw new Error('did not compile');
    compiled.regex.lastIndex = 2;
    expect(keptCount(findMatches(compiled.regex, 'aaa'))).toBe(3);
  });

  it('agrees with the engine on every match, for any pattern and text', () => {
    const patterns = ['a', 'a*', 'b|', '(a)(b)?', '(?<x>a+)|(?<y>b)', '\\b', '(?:)', '.', '^', '[ab]{2}', 'a(?=b)', '(?<=a)b', '\\d+'];
    fc.assert(
      fc.property(
        fc.constantFrom(...patterns),
        fc.constantFrom('g', 'gu', 'gy', 'gm', 'gi', 'gs', ''),
        fc.string({ unit: fc.constantFrom('a', 'b', '1', ' ', '\n', '😀') }),
        (pattern, flags, text) => {
          const regex = new RegExp(pattern, flags);
          const expected = regex.global ? [...text.matchAll(regex)] : [regex.exec(text)].filter((match) => match !== null);
          const actual = matchesOf(pattern, flags, text);
          expect(actual).toEqual(expected.map((match) => ({ text: match[0], index: match.index, groups: match.slice(1).map((group) => group ?? '') })));
        },
      ),
    );
  });
});

describe('advanceIndex', () => {
  it.each([
    ['a😀b', 1, false, 2],
    ['a😀b', 1, true, 3],
    ['a😀b', 0, true, 1],
    ['\ud83d', 0, true, 1],
    ['\ud83dx', 0, true, 1],
    ['\ude00\ud83d', 0, true, 1],
    ['ab', 2, true, 3],
  ])('in %j from %i (full unicode %s) goes to %i', (text, index, fullUnicode, expected) => {
    expect(advanceIndex(text, index, fullUnicode)).toBe(expected);
  });
});

describe('toRegexLiteral', () => {
  it.each([
    ['a/b', 'gi', '/a\\/b/gi'],
    ['', 'g', '/(?:)/g'],
    ['(', 'g', null],
    ['a', 'gq', null],
  ])('%j with %j gives %j', (pattern, flags, expected) => {
    expect(toRegexLiteral(pattern, flags)).toBe(expected);
  });
});
