/**
 * Unicode properties the counters need, as bit flags per UTF-16 unit. Regexes with \p{...} are
 * exact but slow over megabytes of non-Latin text; a 64 KB table built once from the same regexes
 * makes each check one array read. Code points beyond the BMP (emoji, rare ideographs) fall back to
 * the regexes, cached per code point.
 */

/** May join a neighbour into one grapheme cluster: see JOINER_SOURCE. */
export const JOINER = 1;
/** A letter or digit: what makes a piece of text a sentence. */
export const WORD = 2;
/** Ends a sentence when followed by whitespace (".", "!", "?", "…" and their kin). */
export const TERMINAL = 4;
/** Ends a sentence on its own: ideographic full stops and marks, which no space follows. */
export const FULL_STOP = 8;
/** Closing quotes and brackets that may follow a terminal. */
export const CLOSER = 16;
/** Whitespace as JavaScript's \s defines it. */
export const SPACE = 32;

/**
 * Code points that may join a neighbour into one cluster (UAX #29). Anything outside Grapheme_Base and
 * Cc is included (marks, format characters such as ZWJ and tag characters, unassigned, private use),
 * plus the joining classes that are Grapheme_Base: spacing marks, emoji skin-tone modifiers, regional
 * indicators, conjoining jamo, Thai/Lao AM, the Prepend letters and Kirat Rai (whose vowel signs join
 * like jamo). A unit test checks every code point against Intl.Segmenter.
 */
const JOINER_SOURCE =
  '[^\\p{Grapheme_Base}\\p{Cc}]|[\\p{Mc}\\p{Emoji_Modifier}\\p{Regional_Indicator}\\u0E33\\u0EB3\\u0D4E' +
  '\\u1100-\\u11FF\\uA960-\\uA97F\\uD7B0-\\uD7FF\\u{111C2}\\u{111C3}\\u{113D1}\\u{1193F}\\u{11941}\\u{11A3A}' +
  '\\u{11A84}-\\u{11A89}\\u{11D46}\\u{11F02}\\u{16D40}-\\u{16D7F}]';

const PATTERNS: readonly [number, string][] = [
  [JOINER, JOINER_SOURCE],
  [WORD, '[\\p{L}\\p{N}]'],
  [TERMINAL, '\\p{Sentence_Terminal}'],
  [FULL_STOP, '[。！？｡]'],
  [CLOSER, '[\\p{Pe}\\p{Pf}"\']'],
  [SPACE, '\\s'],
];

let bmpTable: Uint8Array | undefined;

/** Flags of every BMP unit; surrogates get none (callers pair them first). Built on first use in a few milliseconds. */
export function bmpFlags(): Uint8Array {
  if (bmpTable) return bmpTable;
  const table = new Uint8Array(0x10000);
  // Every BMP character once, surrogates replaced so that none pair up; one regex pass per property.
  const units = new Uint16Array(0x10000);
  for (let unit = 0; unit < 0x10000; unit += 1) units[unit] = unit >= 0xd800 && unit <= 0xdfff ? 0x41 : unit;
  let all = '';
  for (let start = 0; start < 0x10000; start += 0x1000) all += String.fromCharCode(...units.subarray(start, start + 0x1000));
  for (const [flag, source] of PATTERNS) {
    for (const match of all.matchAll(new RegExp(source, 'gu'))) table[match.index] = (table[match.index] ?? 0) | flag;
  }
  table.fill(0, 0xd800, 0xe000);
  bmpTable = table;
  return table;
}

const compiled = PATTERNS.map(([flag, source]) => [flag, new RegExp(source, 'u')] as const);
const astralCache = new Map<number, number>();

/** Flags of a code point beyond the BMP. */
export function astralFlags(codePoint: number): number {
  let flags = astralCache.get(codePoint);
  if (flags === undefined) {
    const character = String.fromCodePoint(codePoint);
    flags = 0;
    for (const [flag, pattern] of compiled) if (pattern.test(character)) flags |= flag;
    astralCache.set(codePoint, flags);
  }
  return flags;
}

/** Flags of any code point. */
export function codePointFlags(codePoint: number): number {
  return codePoint < 0x10000 ? (bmpFlags()[codePoint] ?? 0) : astralFlags(codePoint);
}

export const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
export const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

/** UTF-16 units taken by the code point at `index` (a lone surrogate takes one). */
export const widthAt = (text: string, index: number) => (isHighSurrogate(text.charCodeAt(index)) && isLowSurrogate(text.charCodeAt(index + 1)) ? 2 : 1);
