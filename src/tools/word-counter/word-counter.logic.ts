import { countCharacters } from './graphemes.logic';
import { bmpFlags, CLOSER, codePointFlags, FULL_STOP, isHighSurrogate, isLowSurrogate, SPACE, TERMINAL, widthAt, WORD } from './unicode-flags.logic';

export interface TextStats {
  /** Whitespace-separated tokens, as the spec defines words. */
  words: number;
  /** User-perceived characters (grapheme clusters): "👍🏽" and "é" as e + accent count as 1. */
  characters: number;
  /** Lines split on newlines (CR LF, LF or CR); empty text has 0 lines. */
  lines: number;
  charactersWithoutSpaces: number;
  sentences: number;
  /** Lines that hold some text: blank lines separate nothing and count as nothing. */
  paragraphs: number;
  /** Size of the text encoded as UTF-8 (a lone surrogate counts as U+FFFD, 3 bytes, as TextEncoder writes it). */
  utf8Bytes: number;
}

/** Average silent reading speed for English non-fiction (Brysbaert, 2019). */
export const READING_WORDS_PER_MINUTE = 238;

const CR = 0x0d;
const LF = 0x0a;

/** Bytes the UTF-16 unit at `index` adds to the UTF-8 form (a surrogate pair adds 4 in total). */
function utf8Width(text: string, index: number, unit: number): number {
  if (unit < 0x80) return 1;
  if (unit < 0x800) return 2;
  if (isHighSurrogate(unit)) return isLowSurrogate(text.charCodeAt(index + 1)) ? 4 : 3;
  if (isLowSurrogate(unit)) return isHighSurrogate(text.charCodeAt(index - 1)) ? 0 : 3;
  return 3;
}

type LineCounts = Pick<TextStats, 'words' | 'lines' | 'paragraphs' | 'utf8Bytes'>;

/** One pass over the UTF-16 units for everything that needs only the whitespace table (all whitespace is in the BMP). */
function countWordsAndLines(text: string): LineCounts {
  const flags = bmpFlags();
  let words = 0;
  let lines = text.length > 0 ? 1 : 0;
  let paragraphs = 0;
  let utf8Bytes = 0;
  let inWord = false;
  let lineHasText = false;
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    utf8Bytes += utf8Width(text, index, unit);
    if ((flags[unit] ?? 0) & SPACE) {
      inWord = false;
      if (unit === LF || (unit === CR && text.charCodeAt(index + 1) !== LF)) {
        lines += 1;
        if (lineHasText) paragraphs += 1;
        lineHasText = false;
      }
    } else {
      if (!inWord) words += 1;
      inWord = true;
      lineHasText = true;
    }
  }
  if (lineHasText) paragraphs += 1;
  return { words, lines, paragraphs, utf8Bytes };
}

/** Flags of the code point at `index`. */
function flagsAt(text: string, index: number, table: Uint8Array): number {
  const unit = text.charCodeAt(index);
  return isHighSurrogate(unit) && isLowSurrogate(text.charCodeAt(index + 1)) ? codePointFlags(text.codePointAt(index) ?? 0) : (table[unit] ?? 0);
}

/**
 * Pieces of text holding a letter or digit, ended by terminal punctuation (with any closing quotes or
 * brackets) before whitespace or the end, by an ideographic full stop or mark, or by a blank line.
 * So "3.14" does not end a sentence; an abbreviation such as "e.g. " does (a known limit of any
 * rule without a dictionary).
 */
export function countSentences(text: string): number {
  const table = bmpFlags();
  let count = 0;
  let hasWord = false;
  const end = () => {
    if (hasWord) count += 1;
    hasWord = false;
  };
  for (let index = 0; index < text.length;) {
    const flags = flagsAt(text, index, table);
    const width = widthAt(text, index);
    if (flags & WORD) {
      hasWord = true;
      index += width;
    } else if (flags & FULL_STOP) {
      end();
      index += width;
    } else if (flags & TERMINAL) {
      let next = index + width;
      while (next < text.length && flagsAt(text, next, table) & TERMINAL) next += widthAt(text, next);
      while (next < text.length && flagsAt(text, next, table) & CLOSER) next += widthAt(text, next);
      if (next === text.length || flagsAt(text, next, table) & SPACE) {
        end();
        index = next;
      } else {
        // Not an ending here; an ideographic full stop later in the run still ends on its own.
        index += width;
        while (index < next && (flagsAt(text, index, table) & (TERMINAL | FULL_STOP)) === TERMINAL) index += widthAt(text, index);
      }
    } else if (text.charCodeAt(index) === LF) {
      let next = index + 1;
      while (next < text.length && text.charCodeAt(next) !== LF && (table[text.charCodeAt(next)] ?? 0) & SPACE) next += 1;
      if (text.charCodeAt(next) === LF) end();
      index += 1;
    } else {
      index += width;
    }
  }
  end();
  return count;
}

export function countText(text: string): TextStats {
  return { ...countWordsAndLines(text), ...countCharacters(text), sentences: countSentences(text) };
}

export const emptyStats: TextStats = { words: 0, characters: 0, lines: 0, charactersWithoutSpaces: 0, sentences: 0, paragraphs: 0, utf8Bytes: 0 };

/** "0 min", "< 1 min", "4 min", "1 h 5 min" at READING_WORDS_PER_MINUTE. */
export function formatReadingTime(words: number): string {
  if (words === 0) return '0 min';
  const minutes = Math.round(words / READING_WORDS_PER_MINUTE);
  if (minutes < 1) return '< 1 min';
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest === 0 ? `${Math.floor(minutes / 60)} h` : `${Math.floor(minutes / 60)} h ${rest} min`;
}
