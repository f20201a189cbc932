/**
 * Counting user-perceived characters (extended grapheme clusters, UAX #29) quickly.
 *
 * Intl.Segmenter is exact but takes seconds on 5 MB. Most text never needs it: a cluster only spans
 * several code points when one of them is a joiner (see unicode-flags) or for CR LF. Between two
 * code points that are not joiners the rules always break, so there a code point is a character.
 */
import { astralFlags, bmpFlags, isHighSurrogate, isLowSurrogate, JOINER, SPACE, widthAt } from './unicode-flags.logic';

export interface CharacterCounts {
  /** Grapheme clusters: "👍🏽", "é" written as e + accent, and CR LF each count as 1. */
  characters: number;
  /** Clusters that are not whitespace. */
  charactersWithoutSpaces: number;
}

const CR = 0x0d;
const LF = 0x0a;

let segmenter: Intl.Segmenter | undefined;

/** Exact counts by Intl.Segmenter: the reference the fast path must equal. */
export function countBySegmenter(text: string): CharacterCounts {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const flags = bmpFlags();
  let characters = 0;
  let spaces = 0;
  for (const { segment } of segmenter.segment(text)) {
    characters += 1;
    // A whitespace cluster is one whitespace character or CR LF; a space carrying an accent is not whitespace.
    if (segment === '\r\n' || (segment.length === 1 && (flags[segment.charCodeAt(0)] ?? 0) & SPACE)) spaces += 1;
  }
  return { characters, charactersWithoutSpaces: characters - spaces };
}

/** True when the code point at `index` may join a neighbour; lone surrogates are left to the segmenter too. */
function isJoinerAt(text: string, index: number, flags: Uint8Array): boolean {
  const unit = text.charCodeAt(index);
  if (isHighSurrogate(unit) && isLowSurrogate(text.charCodeAt(index + 1))) return (astralFlags(text.codePointAt(index) ?? 0) & JOINER) !== 0;
  return isHighSurrogate(unit) || isLowSurrogate(unit) || ((flags[unit] ?? 0) & JOINER) !== 0;
}

/** End of the stretch that starts with a joiner at `index`: the first point where a break is certain (two non-joiners, not CR LF). */
function endOfJoinedStretch(text: string, index: number, flags: Uint8Array): number {
  let previousWasPlain = false;
  let previous = index;
  for (let position = index; position < text.length; position += widthAt(text, position)) {
    const plain = !isJoinerAt(text, position, flags);
    if (plain && previousWasPlain && !(text.charCodeAt(previous) === CR && text.charCodeAt(position) === LF)) return position;
    previousWasPlain = plain;
    previous = position;
  }
  return text.length;
}

/** About this many UTF-16 units of joined stretches are segmented in one call (each call has a fixed cost). */
const BATCH_UNITS = 16 * 1024;

/**
 * Characters as a person sees them, with and without whitespace; equal to Intl.Segmenter's count.
 * Each code point is counted as one character, except around joiners: there the stretch from the code
 * point before the joiner to the next certain break goes to Intl.Segmenter. Stretches are batched,
 * joined by NUL, a control character that always stands alone, and the NULs are taken off the count.
 */
export function countCharacters(text: string): CharacterCounts {
  const flags = bmpFlags();
  let characters = 0;
  let spaces = 0;
  let previousStart = -1;
  const stretches: string[] = [];
  let stretchUnits = 0;
  const countStretches = () => {
    if (stretches.length === 0) return;
    const counted = countBySegmenter(stretches.join('\0'));
    characters += counted.characters - (stretches.length - 1);
    spaces += counted.characters - counted.charactersWithoutSpaces;
    stretches.length = 0;
    stretchUnits = 0;
  };
  for (let index = 0; index < text.length;) {
    if (!isJoinerAt(text, index, flags)) {
      const unit = text.charCodeAt(index);
      const width = widthAt(text, index);
      // CR LF is one character, counted at the CR.
      if (!(unit === LF && text.charCodeAt(index - 1) === CR)) {
        characters += 1;
        if (width === 1 && (flags[unit] ?? 0) & SPACE) spaces += 1;
      }
      previousStart = index;
      index += width;
      continue;
    }
    // A joiner may bind the code point before it, unless that is a line break (nothing joins after one):
    // take that one back and let the segmenter count the whole stretch.
    let start = index;
    const previousUnit = text.charCodeAt(previousStart);
    if (previousStart >= 0 && previousUnit !== LF && previousUnit !== CR) {
      start = previousStart;
      characters -= 1;
      if ((flags[previousUnit] ?? 0) & SPACE && widthAt(text, previousStart) === 1) spaces -= 1;
    }
    const end = endOfJoinedStretch(text, index, flags);
    stretches.push(text.slice(start, end));
    stretchUnits += end - start;
    if (stretchUnits >= BATCH_UNITS) countStretches();
    previousStart = -1;
    index = end;
  }
  countStretches();
  return { characters, charactersWithoutSpaces: characters - spaces };
}
