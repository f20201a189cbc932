import { unicodeName } from 'unicode-name';
import { unicodeBlock } from 'unicode-block';
import { confusablesMap } from 'confusables';

/** The General Category values of UAX #44, in the order the standard lists them. */
const CATEGORIES: readonly [code: string, label: string][] = [
  ['Lu', 'Uppercase letter'],
  ['Ll', 'Lowercase letter'],
  ['Lt', 'Titlecase letter'],
  ['Lm', 'Modifier letter'],
  ['Lo', 'Other letter'],
  ['Mn', 'Nonspacing mark'],
  ['Mc', 'Spacing mark'],
  ['Me', 'Enclosing mark'],
  ['Nd', 'Decimal number'],
  ['Nl', 'Letter number'],
  ['No', 'Other number'],
  ['Pc', 'Connector punctuation'],
  ['Pd', 'Dash punctuation'],
  ['Ps', 'Open punctuation'],
  ['Pe', 'Close punctuation'],
  ['Pi', 'Initial punctuation'],
  ['Pf', 'Final punctuation'],
  ['Po', 'Other punctuation'],
  ['Sm', 'Math symbol'],
  ['Sc', 'Currency symbol'],
  ['Sk', 'Modifier symbol'],
  ['So', 'Other symbol'],
  ['Zs', 'Space separator'],
  ['Zl', 'Line separator'],
  ['Zp', 'Paragraph separator'],
  ['Cc', 'Control'],
  ['Cf', 'Format'],
  ['Cs', 'Surrogate'],
  ['Co', 'Private use'],
];
const CATEGORY_TESTS = CATEGORIES.map(([code, label]) => ({ code, label, pattern: new RegExp(`^\\p{gc=${code}}$`, 'u') }));

/** Characters that show nothing (or only space) yet change the text. Tab, line feed and carriage return are ordinary layout, so they are not flagged. */
const INVISIBLE = /^[\p{Cc}\p{Cf}\p{Zs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}]$/u;
const ORDINARY_WHITESPACE = new Set([0x09, 0x0a, 0x0d, 0x20]);
const COMBINING_MARKS = /\p{M}/gu;
/** The confusables data also maps symbols (€ to E, © to C), which nobody mistakes in a name or address: only letters, digits and marks are flagged. */
const LETTER_LIKE = /^[\p{L}\p{N}\p{M}]$/u;

/** Short labels people know these by; others are labelled with their code point. */
const SHORT_LABELS: Record<number, string> = {
  0x00a0: 'NBSP',
  0x00ad: 'SHY',
  0x034f: 'CGJ',
  0x061c: 'ALM',
  0x180e: 'MVS',
  0x200b: 'ZWSP',
  0x200c: 'ZWNJ',
  0x200d: 'ZWJ',
  0x200e: 'LRM',
  0x200f: 'RLM',
  0x2028: 'LSEP',
  0x2029: 'PSEP',
  0x202a: 'LRE',
  0x202b: 'RLE',
  0x202c: 'PDF',
  0x202d: 'LRO',
  0x202e: 'RLO',
  0x202f: 'NNBSP',
  0x2060: 'WJ',
  0x2066: 'LRI',
  0x2067: 'RLI',
  0x2068: 'FSI',
  0x2069: 'PDI',
  0x3000: 'IDSP',
  0xfeff: 'BOM',
};

export interface CodePointInfo {
  char: string;
  /** "U+00E9" */
  codePoint: string;
  name: string;
  category: { code: string; label: string };
  block: string;
  /** Upper-case hex bytes, e.g. "C3 A9"; null for a lone surrogate, which UTF-8 cannot encode. */
  utf8: string | null;
  /** Upper-case hex code units, e.g. "D83D DE00". */
  utf16: string;
  escapes: Escapes;
  invisible: boolean;
  /** The ASCII text this character can be mistaken for, when it is confusable. */
  confusableWith: string | null;
}

export interface Escapes {
  javascript: string;
  html: string;
  /** The decimal form, `&#233;`, as IT-Tools' "Text to Unicode" writes it. */
  htmlDecimal: string;
  css: string;
  /** Percent-encoded UTF-8; null for a lone surrogate. */
  url: string | null;
}

export const hex = (value: number, width: number): string => value.toString(16).toUpperCase().padStart(width, '0');
export const formatCodePoint = (codePoint: number): string => `U+${hex(codePoint, 4)}`;
const isSurrogate = (codePoint: number): boolean => codePoint >= 0xd800 && codePoint <= 0xdfff;

export function generalCategory(char: string): { code: string; label: string } {
  for (const { code, label, pattern } of CATEGORY_TESTS) if (pattern.test(char)) return { code, label };
  return { code: 'Cn', label: 'Unassigned' };
}

/** The UTF-8 bytes of one code point (RFC 3629); null for a surrogate. */
export function utf8Bytes(codePoint: number): number[] | null {
  if (isSurrogate(codePoint)) return null;
  if (codePoint < 0x80) return [codePoint];
  if (codePoint < 0x800) return [0xc0 | (codePoint >> 6), 0x80 | (codePoint & 0x3f)];
  if (codePoint < 0x10000) return [0xe0 | (codePoint >> 12), 0x80 | ((codePoint >> 6) & 0x3f), 0x80 | (codePoint & 0x3f)];
  return [0xf0 | (codePoint >> 18), 0x80 | ((codePoint >> 12) & 0x3f), 0x80 | ((codePoint >> 6) & 0x3f), 0x80 | (codePoint & 0x3f)];
}

export function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

export function isInvisible(codePoint: number, char: string): boolean {
  return !ORDINARY_WHITESPACE.has(codePoint) && INVISIBLE.test(char);
}

/**
 * The ASCII look-alike of a character, from the Unicode confusables data, unless the character is
 * just that letter with accents (ü is not mistaken for u: the marks show).
 */
export function confusableWith(codePoint: number, char: string): string | null {
  if (codePoint < 0x80 || !LETTER_LIKE.test(char)) return null;
  const lookAlike = confusablesMap.get(char);
  if (lookAlike === undefined || lookAlike === char) return null;
  return char.normalize('NFD').replace(COMBINING_MARKS, '') === lookAlike ? null : lookAlike;
}

export function escapesOf(codePoint: number): Escapes {
  const bytes = utf8Bytes(codePoint);
  return {
    javascript: codePoint < 0x10000 ? `\\u${hex(codePoint, 4)}` : `\\u{${hex(codePoint, 1)}}`,
    html: `&#x${hex(codePoint, 1)};`,
    htmlDecimal: `&#${codePoint};`,
    // A trailing space ends the escape even when a hex digit follows, so the form is safe to paste anywhere.
    css: `\\${hex(codePoint, 1)} `,
    url: bytes && bytes.map((byte) => `%${hex(byte, 2)}`).join(''),
  };
}

/** A visible stand-in for an invisible or confusable character in marked text. */
export function markLabel(codePoint: number): string {
  return SHORT_LABELS[codePoint] ?? formatCodePoint(codePoint);
}

export function describeCodePoint(char: string): CodePointInfo {
  const codePoint = char.codePointAt(0) as number;
  const bytes = utf8Bytes(codePoint);
  const units: string[] = [];
  for (let index = 0; index < char.length; index += 1) units.push(hex(char.charCodeAt(index), 4));
  return {
    char,
    codePoint: formatCodePoint(codePoint),
    name: unicodeName(codePoint) ?? `<unassigned-${hex(codePoint, 4)}>`,
    category: generalCategory(char),
    block: unicodeBlock(codePoint).replace(/_/g, ' '),
    utf8: bytes && bytes.map((byte) => hex(byte, 2)).join(' '),
    utf16: units.join(' '),
    escapes: escapesOf(codePoint),
    invisible: isInvisible(codePoint, char),
    confusableWith: confusableWith(codePoint, char),
  };
}

export type EscapeForm = keyof Escapes;

/** The whole text in one escape form; a lone surrogate, which has no UTF-8, is written as U+FFFD in URL form. */
export function escapeText(text: string, form: EscapeForm): string {
  let out = '';
  for (const char of text) {
    const escapes = escapesOf(char.codePointAt(0) as number);
    out += form === 'url' ? (escapes.url ?? '%EF%BF%BD') : escapes[form];
  }
  return form === 'css' ? out.trimEnd() : out;
}

const csvField = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The table as CSV (RFC 4180), for a spreadsheet. */
export function rowsToCsv(rows: readonly CodePointInfo[]): string {
  const header = [
    'Character',
    'Code point',
    'Name',
    'Category',
    'Block',
    'UTF-8',
    'UTF-16',
    'JavaScript',
    'HTML',
    'HTML decimal',
    'CSS',
    'URL',
    'Invisible',
    'Looks like',
  ];
  const lines = rows.map((row) =>
    [
      row.char,
      row.codePoint,
      row.name,
      `${row.category.code} ${row.category.label}`,
      row.block,
      row.utf8 ?? '',
      row.utf16,
      row.escapes.javascript,
      row.escapes.html,
      row.escapes.htmlDecimal,
      row.escapes.css.trimEnd(),
      row.escapes.url ?? '',
      row.invisible ? 'yes' : '',
      row.confusableWith ?? '',
    ]
      .map(csvField)
      .join(','),
  );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}
