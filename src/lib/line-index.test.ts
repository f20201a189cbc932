import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLineIndex, lineAt } from './line-index';

describe('line index', () => {
  it.each([
    ['', ['']],
    ['a', ['a']],
    ['a\nb', ['a', 'b']],
    ['a\n', ['a', '']],
    ['\n\n', ['', '', '']],
  ])('%j has lines %j', (text, lines) => {
    const starts = buildLineIndex(text);
    expect(Array.from(starts, (_, line) => lineAt(text, starts, line))).toEqual(lines);
  });

  it('agrees with split("\\n") for any text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', '\n', ' ', 'é') }), (text) => {
        const starts = buildLineIndex(text);
        expect(Array.from(starts, (_, line) => lineAt(text, starts, line))).toEqual(text.split('\n'));
      }),
    );
  });
});
