import DRange from 'drange';

const LAST_CODE_POINT = 0x10ffff;
const SURROGATES = new DRange(0xd800, 0xdfff);

/** Every character a sample may hold: all code points but lone surrogates, which no reader can show. */
export const ALL_CHARACTERS = new DRange(0, LAST_CODE_POINT).subtract(SURROGATES);

const LINE_TERMINATORS = new DRange(0x0a).add(0x0d).add(0x2028, 0x2029);

/** What `.` matches, with or without the s flag. */
export const anyCharacter = (dotAll: boolean) => (dotAll ? ALL_CHARACTERS.clone() : ALL_CHARACTERS.clone().subtract(LINE_TERMINATORS));

const DIGITS = new DRange(0x30, 0x39);
const WORD = new DRange(0x30, 0x39).add(0x41, 0x5a).add(0x5f).add(0x61, 0x7a);
/** ECMAScript's WhiteSpace and LineTerminator, what \s matches. */
const SPACE = new DRange(0x09, 0x0d).add(0x20).add(0xa0).add(0x1680).add(0x2000, 0x200a).add(0x2028, 0x2029).add(0x202f).add(0x205f).add(0x3000).add(0xfeff);

/** What `\d`, `\w`, `\s` match, or with `negate` their complements. */
export function escapeSet(kind: 'digit' | 'word' | 'space', negate: boolean): DRange {
  const set = { digit: DIGITS, word: WORD, space: SPACE }[kind];
  return negate ? ALL_CHARACTERS.clone().subtract(set) : set.clone();
}

const BMP_END = 0xffff;
const scanned = new Map<string, DRange>();

/** The code points from `from` to `to` that `test` accepts, added a run at a time (DRange merges on every add). */
function scanSegment(test: RegExp, from: number, to: number, into: DRange): void {
  let runStart = -1;
  for (let code = from; code <= to + 1; code += 1) {
    const member = code <= to && test.test(String.fromCodePoint(code));
    if (member && runStart < 0) runStart = code;
    if (!member && runStart >= 0) {
      into.add(runStart, code - 1);
      runStart = -1;
    }
  }
}

/** As scanSegment, around the surrogates. */
function scan(test: RegExp, from: number, to: number): DRange {
  const found = new DRange();
  if (from < 0xd800) scanSegment(test, from, Math.min(to, 0xd7ff), found);
  if (to > 0xdfff) scanSegment(test, Math.max(from, 0xe000), to, found);
  return found;
}

/**
 * The single characters that a class or property escape (its source, e.g. `[\p{L}--[a-z]]`) matches, as the
 * browser's own engine decides: Unicode property data and v-flag set operations are then always the engine's.
 * The Basic Multilingual Plane is tried first (about 65,000 tests); the rest only when it holds none.
 */
export function membersOf(source: string, flags: string): DRange {
  const key = `${flags}/${source}`;
  const known = scanned.get(key);
  if (known) return known;
  const test = new RegExp(`^(?:${source})$`, flags);
  const inBmp = scan(test, 0, BMP_END);
  const members = inBmp.length > 0 ? inBmp : scan(test, BMP_END + 1, LAST_CODE_POINT);
  scanned.set(key, members);
  return members;
}
