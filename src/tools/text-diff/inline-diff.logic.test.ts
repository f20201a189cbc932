import { describe, expect, it } from 'vitest';
import { diffWithinLine, type Granularity, type Segment } from './inline-diff.logic';

/** Segments written with the changed pieces in [brackets]. */
const show = (segments: Segment[]) => segments.map((segment) => (segment.changed ? `[${segment.text}]` : segment.text)).join('');
const plain = { ignoreWhitespace: false, ignoreCase: false };

describe('diffWithinLine', () => {
  it.each<{ granularity: Granularity; before: string; after: string; left: string; right: string }>([
    { granularity: 'word', before: 'the quick brown fox', after: 'the slow brown fox', left: 'the [quick] brown fox', right: 'the [slow] brown fox' },
    { granularity: 'character', before: 'the quick brown fox', after: 'the quack brown fox', left: 'the qu[i]ck brown fox', right: 'the qu[a]ck brown fox' },
    { granularity: 'word', before: 'a b', after: 'a  b', left: 'a[ ]b', right: 'a[  ]b' },
    { granularity: 'line', before: 'old', after: 'new', left: '[old]', right: '[new]' },
    { granularity: 'character', before: '', after: 'added', left: '', right: '[added]' },
  ])('$granularity: "$before" → "$after"', ({ granularity, before, after, left, right }) => {
    const pair = diffWithinLine(before, after, granularity, plain);
    expect(show(pair.left)).toBe(left);
    expect(show(pair.right)).toBe(right);
  });

  it('ignoring case keeps each side’s own letters and marks only real changes', () => {
    const pair = diffWithinLine('Hello World', 'hello there', 'word', { ignoreWhitespace: false, ignoreCase: true });
    expect(show(pair.left)).toBe('Hello [World]');
    expect(show(pair.right)).toBe('hello [there]');
  });

  it('ignoring whitespace leaves spacing changes unmarked', () => {
    const pair = diffWithinLine('a  b c', 'a b d', 'word', { ignoreWhitespace: true, ignoreCase: false });
    expect(show(pair.left)).toBe('a  b [c]');
    expect(show(pair.right)).toBe('a b [d]');
  });

  it('very different long lines are marked whole instead of searched without end', () => {
    const before = 'x'.repeat(5_000);
    const after = 'y'.repeat(5_000);
    const pair = diffWithinLine(before, after, 'character', plain);
    expect(pair.left).toEqual([{ text: before, changed: true }]);
    expect(pair.right).toEqual([{ text: after, changed: true }]);
  });
});
