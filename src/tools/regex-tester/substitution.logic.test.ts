import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileRegex, findMatches } from './regex-tester.logic';
import { parseTemplate, substitute, SUBSTITUTION_TOO_LARGE_MESSAGE } from './substitution.logic';

function preview(pattern: string, flags: string, text: string, template: string, maxLength?: number) {
  const compiled = compileRegex(pattern, flags);
  if (!compiled.ok) throw new Error(compiled.message);
  return substitute(text, findMatches(compiled.regex, text), template, maxLength);
}

describe('substitute', () => {
  it.each([
    ['(\\w+)@(\\w+)', 'g', 'a@b, c@d', '$2 at $1', 'b at a, d at c'],
    ['(?<user>\\w+)@(?<host>\\w+)', 'g', 'a@b', '$<host>/$<user>', 'b/a'],
    ['\\d+', 'g', 'x1y22', '[$&]', 'x[1]y[22]'],
    ['b', 'g', 'abc', "<$`|$'>", 'a<a|c>c'],
    ['b', 'g', 'abc', '$$', 'a$c'],
    ['b', 'g', 'abc', '$', 'a$c'],
    ['(b)', 'g', 'abc', '$10', 'ab0c'],
    ['(b)', 'g', 'abc', '$01', 'abc'],
    ['(b)', 'g', 'abc', '$0', 'a$0c'],
    ['(b)', 'g', 'abc', '$2', 'a$2c'],
    ['b', 'g', 'abc', '$<x>', 'a$<x>c'],
    ['(?<n>b)', 'g', 'abc', '$<n', 'a$<nc'],
    ['(?<n>b)', 'g', 'abc', '$<missing>', 'ac'],
    ['(a)|(b)', 'g', 'ab', '[$1|$2]', '[a|][|b]'],
    ['b', '', 'bbb', 'x', 'xbb'],
    ['x*', 'g', 'ab', '-', '-a-b-'],
    ['x*', 'gu', '😀', '-', '-😀-'],
    ['', 'g', 'abc', 'zzz', 'abc'],
  ])('/%s/%s on %j with %j gives %j', (pattern, flags, text, template, expected) => {
    expect(preview(pattern, flags, text, template)).toEqual({ ok: true, text: expected });
  });

  it('refuses a result over the limit instead of building it', () => {
    expect(preview('.', 'g', 'abcdef', "$'$'", 20)).toEqual({ ok: false, message: SUBSTITUTION_TOO_LARGE_MESSAGE });
    expect(preview('.', 'g', 'abcdef', 'x', 20)).toEqual({ ok: true, text: 'xxxxxx' });
  });

  it('gives exactly what String.prototype.replace gives, for any template', () => {
    const patterns = ['(a)(b)?', '(?<first>a)|(?<second>b)', 'b+', 'x*', '(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)', '.'];
    const template = fc.string({ unit: fc.constantFrom('$', '&', '`', "'", '<', '>', '0', '1', '2', 'first', 'second', 'x') });
    fc.assert(
      fc.property(
        fc.constantFrom(...patterns),
        fc.constantFrom('g', 'gy', ''),
        fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'k') }),
        template,
        (pattern, flags, text, replacement) => {
          expect(preview(pattern, flags, text, replacement)).toEqual({ ok: true, text: text.replace(new RegExp(pattern, flags), replacement) });
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('parseTemplate', () => {
  it('joins literal text and reads group references against the group count', () => {
    expect(parseTemplate('a$1b$$c', [null])).toEqual([
      { kind: 'literal', text: 'a' },
      { kind: 'group', group: 0 },
      { kind: 'literal', text: 'b$c' },
    ]);
    expect(parseTemplate('$12', Array(12).fill(null))).toEqual([{ kind: 'group', group: 11 }]);
    expect(parseTemplate('$<a>', ['a', 'b', 'a'])).toEqual([{ kind: 'named', groups: [0, 2] }]);
  });
});
