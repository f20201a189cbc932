import { describe, expect, it } from 'vitest';
import { changeStarts, compareKey, diffTexts, type DiffRequest, type LineDiff, MOVED, REMOVED, SAME } from './line-diff.logic';

const options = { ignoreWhitespace: false, ignoreCase: false, detectMoves: true, timeoutMs: 5_000 };
const diff = (original: string, changed: string, extra: Partial<DiffRequest> = {}) => diffTexts({ ...options, original, changed, ...extra });

/** The side-by-side rows as "left|right" with 1-based line numbers and "-" for none. */
function rows(result: LineDiff, view: 'split' | 'unified' = 'split'): string[] {
  const { left, right } = result[view];
  return Array.from(left, (line, row) => `${line < 0 ? '-' : line + 1}|${right[row]! < 0 ? '-' : right[row]! + 1}`);
}

describe('diffTexts: which lines differ', () => {
  it.each([
    { name: 'equal texts', original: 'a\nb\n', changed: 'a\nb\n', added: 0, removed: 0, split: ['1|1', '2|2'] },
    { name: 'one changed line', original: 'a\nb\nc\n', changed: 'a\nB\nc\n', added: 1, removed: 1, split: ['1|1', '2|2', '3|3'] },
    { name: 'an inserted line', original: 'a\nc', changed: 'a\nb\nc', added: 1, removed: 0, split: ['1|1', '-|2', '2|3'] },
    { name: 'a deleted line', original: 'a\nb\nc', changed: 'a\nc', added: 0, removed: 1, split: ['1|1', '2|-', '3|2'] },
    { name: 'everything new', original: '', changed: 'x\ny', added: 2, removed: 0, split: ['-|1', '-|2'] },
    { name: 'everything gone', original: 'x\ny\n', changed: '', added: 0, removed: 2, split: ['1|-', '2|-'] },
    {
      name: 'two removed, one added: the first pair is a change',
      original: 'a\nb\nc\nz',
      changed: 'a\nB\nz',
      added: 1,
      removed: 2,
      split: ['1|1', '2|2', '3|-', '4|3'],
    },
    {
      name: 'a line inserted above an edited one: the edited line pairs with its new version, not the inserted line',
      original: 'a\nThe quick brown fox\nz',
      changed: 'a\nA new line\nThe quick red fox\nz',
      added: 2,
      removed: 1,
      split: ['1|1', '-|2', '2|3', '3|4'],
    },
    {
      name: 'an edited line followed by an inserted one',
      original: 'a\nThe quick brown fox\nz',
      changed: 'a\nThe quick red fox\nA new line\nz',
      added: 2,
      removed: 1,
      split: ['1|1', '2|2', '-|3', '3|4'],
    },
  ])('$name', ({ original, changed, added, removed, split }) => {
    const result = diff(original, changed);
    expect(result.counts).toMatchObject({ added, removed, moved: 0 });
    expect(rows(result)).toEqual(split);
  });

  it('finds the shortest edit script of the Myers paper (ABCABBA → CBABAC: 5 edits)', () => {
    const result = diff([...'ABCABBA'].join('\n'), [...'CBABAC'].join('\n'), { detectMoves: false });
    expect(result.counts.added + result.counts.removed).toBe(5);
    // The common lines, read from the pairing, are a longest common subsequence (length 4).
    expect(Array.from(result.oldStatus).filter((status) => status === SAME)).toHaveLength(4);
  });

  it('the inline view lists a region as all its removed lines, then all its added lines', () => {
    const result = diff('a\nb\nc\nz', 'a\nB\nC\nz');
    expect(rows(result, 'unified')).toEqual(['1|1', '2|-', '3|-', '-|2', '-|3', '4|4']);
    expect(Array.from(result.oldPartner)).toEqual([0, 1, 2, 3]);
  });

  it('counts blocks of changes and finds where each starts', () => {
    const result = diff('a\nb\nc\nd\ne\n', 'a\nB\nc\nd\nE\n');
    expect(result.counts.changes).toBe(2);
    expect(changeStarts(result.split, result.oldStatus, result.newStatus)).toEqual([1, 4]);
  });

  it('CRLF and LF texts with the same lines have no changed line, and the difference is said', () => {
    const result = diff('a\r\nb\r\n', 'a\nb');
    expect(result.counts).toMatchObject({ added: 0, removed: 0 });
    expect(result.notes).toEqual(['Line endings differ: the Original uses CRLF, the Changed text LF.', 'Only the Original ends with a line break.']);
  });
});

describe('ignore options', () => {
  it.each([
    { line: '  Hello   World ', ignoreWhitespace: true, ignoreCase: false, key: 'HelloWorld' },
    { line: '  Hello   World ', ignoreWhitespace: false, ignoreCase: true, key: '  hello   world ' },
    { line: '\tA\tb', ignoreWhitespace: true, ignoreCase: true, key: 'ab' },
  ])('compareKey($line, ws=$ignoreWhitespace, case=$ignoreCase)', ({ line, ignoreWhitespace, ignoreCase, key }) => {
    expect(compareKey(line, { ignoreWhitespace, ignoreCase })).toBe(key);
  });

  it.each([
    { name: 'whitespace', original: 'if (a) {\n  run( x );\n}', changed: 'if (a) {\n\trun(x);\n}', flag: 'ignoreWhitespace' as const },
    { name: 'case', original: 'SELECT * FROM t', changed: 'select * from t', flag: 'ignoreCase' as const },
  ])('a difference of $name only counts unless it is ignored', ({ original, changed, flag }) => {
    expect(diff(original, changed).counts.added).toBe(1);
    expect(diff(original, changed, { [flag]: true }).counts).toMatchObject({ added: 0, removed: 0, changes: 0 });
  });
});

describe('moved lines', () => {
  const block = ['function helper(value) {', '  return value * 2;', '}'];
  const rest = ['const first = 1;', 'const second = 2;', 'const third = 3;'];

  it('a block cut from the top and pasted at the bottom is moved, not removed and added', () => {
    const result = diff([...block, ...rest].join('\n'), [...rest, ...block].join('\n'));
    expect(result.counts).toMatchObject({ added: 0, removed: 0, moved: 3 });
    expect(Array.from(result.oldStatus.slice(0, 3))).toEqual([MOVED, MOVED, MOVED]);
    // Each moved line knows where it went.
    expect(Array.from(result.oldPartner.slice(0, 3))).toEqual([3, 4, 5]);
    expect(Array.from(result.newPartner.slice(3, 6))).toEqual([0, 1, 2]);
  });

  it('without detection the same edit is removed and added lines', () => {
    const result = diff([...block, ...rest].join('\n'), [...rest, ...block].join('\n'), { detectMoves: false });
    expect(result.counts).toMatchObject({ added: 3, removed: 3, moved: 0 });
  });

  it('short lines such as "}" alone are not called moved (fewer than 20 letters and digits)', () => {
    const result = diff('}\na\nb\nc', 'a\nb\nc\n}');
    expect(result.counts).toMatchObject({ moved: 0, added: 1, removed: 1 });
  });

  it('a moved line that was also edited is a removal and an addition', () => {
    const result = diff(['const alpha = computeSomething(1);', ...rest].join('\n'), [...rest, 'const alpha = computeSomething(2);'].join('\n'));
    expect(result.counts).toMatchObject({ moved: 0, added: 1, removed: 1 });
    expect(result.oldStatus[0]).toBe(REMOVED);
  });

  it('with whitespace ignored, a re-indented moved block is still moved', () => {
    const moved = ['    function helper(value) {', '      return value * 2;', '    }'];
    const result = diff([...block, ...rest].join('\n'), [...rest, ...moved].join('\n'), { ignoreWhitespace: true });
    expect(result.counts.moved).toBe(3);
  });
});

describe('a bounded search', () => {
  it('past its edit limit, the differing middle is shown as replaced whole and the result says it was cut short', () => {
    const original = Array.from({ length: 200 }, (_, index) => `old ${index}`);
    const changed = Array.from({ length: 200 }, (_, index) => `new ${index}`);
    const result = diff(['same start', ...original, 'same end'].join('\n'), ['same start', ...changed, 'same end'].join('\n'), { maxEditLength: 10 });
    expect(result.cutShort).toBe(true);
    expect(result.counts).toMatchObject({ added: 200, removed: 200 });
    expect(rows(result)[0]).toBe('1|1');
    expect(rows(result).at(-1)).toBe('202|202');
  });
});
