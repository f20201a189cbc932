import { diffChars, diffWordsWithSpace } from 'diff';

export type Granularity = 'line' | 'word' | 'character';

/** A piece of one line: `changed` when it is not on the other side. */
export interface Segment {
  text: string;
  changed: boolean;
}

export interface LinePair {
  left: Segment[];
  right: Segment[];
}

/** Lines longer than this are compared with a cap on the work; past it the whole line is marked. */
const EDIT_LIMIT = 2_000;

const whole = (text: string): Segment[] => (text === '' ? [] : [{ text, changed: true }]);

/**
 * The words or characters that differ between a removed line and the added line paired with it.
 * Whitespace-only differences are not marked when whitespace is ignored, nor case when case is.
 */
export function diffWithinLine(before: string, after: string, granularity: Granularity, options: { ignoreWhitespace: boolean; ignoreCase: boolean }): LinePair {
  if (granularity === 'line') return { left: whole(before), right: whole(after) };
  const settings = { ignoreCase: options.ignoreCase, maxEditLength: EDIT_LIMIT };
  // Words keep their whitespace as tokens, so every piece has a place on both lines.
  const changes = granularity === 'character' ? diffChars(before, after, settings) : diffWordsWithSpace(before, after, settings);
  if (!changes) return { left: whole(before), right: whole(after) };
  const left: Segment[] = [];
  const right: Segment[] = [];
  const quiet = (text: string) => options.ignoreWhitespace && text.trim() === '';
  // A common piece carries the Changed text's spelling (with ignoreCase): the left side takes its own letters back by length.
  let leftAt = 0;
  for (const change of changes) {
    if (change.removed) {
      left.push({ text: change.value, changed: !quiet(change.value) });
      leftAt += change.value.length;
    } else if (change.added) right.push({ text: change.value, changed: !quiet(change.value) });
    else {
      right.push({ text: change.value, changed: false });
      left.push({ text: before.slice(leftAt, leftAt + change.value.length), changed: false });
      leftAt += change.value.length;
    }
  }
  const joined = (segments: Segment[]) => segments.map((segment) => segment.text).join('');
  // Case folding can change a string's length (rare letters such as "İ"): then mark whole lines rather than misplace pieces.
  if (joined(left) !== before || joined(right) !== after) return { left: whole(before), right: whole(after) };
  return { left: merge(left), right: merge(right) };
}

/** Joins neighbouring pieces of the same kind, so the page draws fewer elements. */
function merge(segments: Segment[]): Segment[] {
  const merged: Segment[] = [];
  for (const segment of segments) {
    if (segment.text === '') continue;
    const last = merged[merged.length - 1];
    if (last && last.changed === segment.changed) last.text += segment.text;
    else merged.push({ ...segment });
  }
  return merged;
}
