import { describe, expect, it } from 'vitest';
import { parseRegex } from './regex-ast.logic';
import { explainRegex, type ExplainedPart } from './regex-explain.logic';

function explain(pattern: string, flags = '') {
  const parsed = parseRegex(pattern, flags);
  if (!parsed.ok) throw new Error(parsed.message);
  return explainRegex(parsed.value);
}

/** Every line of the tree, depth first, as "code → text". */
function lines(parts: readonly ExplainedPart[]): string[] {
  return parts.flatMap((part) => [`${part.code} → ${part.text}`, ...lines(part.children)]);
}

const explained = (pattern: string, flags = '') => lines(explain(pattern, flags).parts);

describe('explainRegex', () => {
  it.each([
    ['abc', [], 'abc → matches the characters "abc" literally (case sensitive)'],
    ['a', ['i'], 'a → matches "a" (U+0061) literally (case insensitive)'],
    ['\\n', [], '\\n → matches a line feed (U+000A) literally (case sensitive)'],
    ['.', [], '. → matches any character except line terminators (\\n, \\r, \\u2028, \\u2029)'],
    ['.', ['s'], '. → matches any character, line terminators included (s flag)'],
    ['\\d', [], '\\d → matches a digit (0-9)'],
    ['\\D', [], '\\D → matches a character that is not a digit (0-9)'],
    ['\\w', [], '\\w → matches a word character (a-z, A-Z, 0-9, _)'],
    ['\\S', [], '\\S → matches a character that is not whitespace'],
    ['\\b', [], '\\b → Assertion: word boundary (between \\w and \\W)'],
    ['\\B', [], '\\B → Assertion: not a word boundary (both sides word characters, or both not)'],
    ['^', [], '^ → Assertion: start of string'],
    ['^', ['m'], '^ → Assertion: start of line (m flag)'],
    ['$', [], '$ → Assertion: end of string'],
    ['$', ['m'], '$ → Assertion: end of line (m flag)'],
    ['\\p{L}', ['u'], '\\p{L} → matches a character in the general category Letter (Unicode property \\p{L})'],
    ['\\P{Script=Greek}', ['u'], '\\P{Script=Greek} → matches a character not in the Greek script (Unicode property \\P{Script=Greek})'],
    ['\\p{RGI_Emoji}', ['v'], '\\p{RGI_Emoji} → matches a character or emoji sequence of the property of strings RGI_Emoji (v flag)'],
  ])('%s (flags %j)', (pattern, flags, line) => {
    expect(explained(pattern, flags.join(''))).toEqual([line]);
  });

  it('explains quantifiers: greedy, lazy, exact, open-ended, optional', () => {
    expect(explained('a{1,3}')[0]).toBe('a{1,3} → Quantifier {1,3}: matches between 1 and 3 times, as many as possible (greedy)');
    expect(explained('a+?')[0]).toBe('a+? → Quantifier +?: matches 1 or more times, as few as possible (lazy)');
    expect(explained('a*')[0]).toBe('a* → Quantifier *: matches zero or more times, as many as possible (greedy)');
    expect(explained('a?')[0]).toBe('a? → Quantifier ?: matches zero or one time (optional), as many as possible (greedy)');
    expect(explained('a{3}')[0]).toBe('a{3} → Quantifier {3}: matches exactly 3 times');
    // The quantified element is explained under its quantifier.
    expect(explained('\\d{2,}')).toEqual(['\\d{2,} → Quantifier {2,}: matches 2 or more times, as many as possible (greedy)', '\\d → matches a digit (0-9)']);
  });

  it('refuses possessive quantifiers, which JavaScript does not have, with the parser message', () => {
    expect(parseRegex('a++', '')).toEqual({ ok: false, message: 'Could not read this pattern: Invalid regular expression: /a++/: Nothing to repeat.' });
  });

  it('numbers capturing groups and names named ones; non-capturing groups are said so', () => {
    expect(explained('(a)(?<year>\\d)(?:b)')).toEqual([
      '(a) → Capturing group #1: remembers the text it matches',
      'a → matches "a" (U+0061) literally (case sensitive)',
      '(?<year>\\d) → Capturing group #2 (year): remembers the text it matches',
      '\\d → matches a digit (0-9)',
      '(?:b) → Non-capturing group: groups without remembering',
      'b → matches "b" (U+0062) literally (case sensitive)',
    ]);
  });

  it('explains modifiers, and the flags they change inside the group', () => {
    expect(explained('(?m-i:^a)', 'i')).toEqual([
      '(?m-i:^a) → Non-capturing group with modifiers: turns on m (multiline) and turns off i (ignore case) inside it',
      '^ → Assertion: start of line (m flag)',
      'a → matches "a" (U+0061) literally (case sensitive)',
    ]);
  });

  it('explains the four lookarounds', () => {
    expect(explained('(?=a)(?!b)(?<=c)(?<!d)').filter((line) => line.includes('look'))).toEqual([
      '(?=a) → Positive lookahead: the text after this point must match (consumes nothing)',
      '(?!b) → Negative lookahead: the text after this point must not match (consumes nothing)',
      '(?<=c) → Positive lookbehind: the text before this point must match (consumes nothing)',
      '(?<!d) → Negative lookbehind: the text before this point must not match (consumes nothing)',
    ]);
  });

  it('explains numbered, named and duplicate-named backreferences by group number', () => {
    expect(explained('(a)\\1')[2]).toBe('\\1 → Backreference to group #1: matches the same text that group last matched');
    expect(explained('(?<q>[\'"]).*?\\k<q>').at(-1)).toBe('\\k<q> → Backreference to group #1 (q): matches the same text that group last matched');
    expect(explained('(?:(?<y>a)|(?<y>b))\\k<y>').at(-1)).toBe('\\k<y> → Backreference to group #1 or #2 (y): matches the same text that group last matched');
  });

  it('explains alternatives, the empty one included', () => {
    expect(explained('cat|dog|')).toEqual([
      'cat → Alternative 1 of 3',
      'cat → matches the characters "cat" literally (case sensitive)',
      'dog → Alternative 2 of 3',
      'dog → matches the characters "dog" literally (case sensitive)',
      ' → Alternative 3 of 3: matches the empty string',
    ]);
  });

  it('explains classes, negated classes and their members', () => {
    expect(explained('[a-z0-9_]')).toEqual([
      '[a-z0-9_] → Character class: any of a-z, 0-9, _',
      'a-z → a character in the range "a" (U+0061) to "z" (U+007A)',
      '0-9 → a character in the range "0" (U+0030) to "9" (U+0039)',
      '_ → "_" (U+005F)',
    ]);
    expect(explained('[^\\s"]')).toEqual([
      '[^\\s"] → Negated character class: none of \\s, "',
      '\\s → a whitespace character (space, tab, line breaks, other Unicode spaces)',
      '" → "\\"" (U+0022)',
    ]);
  });

  it('explains v-flag set operations, nested classes and string literals', () => {
    expect(explained('[\\p{L}--[a-z]]', 'v')).toEqual([
      '[\\p{L}--[a-z]] → Character class (v flag set operation): the result of the operation below',
      '\\p{L}--[a-z] → Subtraction (--): characters of the first set that are in none of the others',
      '\\p{L} → a character in the general category Letter (Unicode property \\p{L})',
      '[a-z] → Character class: any of a-z',
      'a-z → a character in the range "a" (U+0061) to "z" (U+007A)',
    ]);
    expect(explained('[\\w&&\\d&&[0-4]]', 'v').slice(0, 2)).toEqual([
      '[\\w&&\\d&&[0-4]] → Character class (v flag set operation): the result of the operation below',
      '\\w&&\\d&&[0-4] → Intersection (&&): characters that are in every one of these sets',
    ]);
    expect(explained('[\\w&&\\d&&[0-4]]', 'v')).toHaveLength(6);
    expect(explained('[\\q{abc|d}x]', 'v')).toEqual([
      '[\\q{abc|d}x] → Character class: any of \\q{abc|d}, x',
      '\\q{abc|d} → String literal (\\q{…}, v flag): one of the strings "abc", "d"',
      'x → "x" (U+0078)',
    ]);
  });

  it('explains every flag that is set, v with its set operations', () => {
    expect(lines(explain('a', 'gimsvyd').flags)).toEqual([
      'g → global: Find every match, not just the first',
      'i → ignore case: Letters match in either case',
      'm → multiline: ^ and $ match at every line start and end',
      's → dot all: . also matches line breaks',
      'v → unicode sets: Unicode sets mode: like u, plus set operations in classes (&& intersection, -- subtraction, nested classes, \\q{…} strings)',
      'y → sticky: Each match must start exactly where the last one ended',
      'd → indices: Record where each group starts and ends',
    ]);
  });

  it('stops at its limit on a pathological pattern and says it was cut', () => {
    const huge = Array.from({ length: 10_000 }, (_, index) => `w${index}`).join('|');
    const explanation = explain(huge);
    expect(explanation.cutNote).toBe('The pattern has more parts than one page can list: the first 1,500 are explained.');
    expect(lines(explanation.parts).length).toBeLessThanOrEqual(1500);
    expect(explain('a|b').cutNote).toBeNull();
  });
});
