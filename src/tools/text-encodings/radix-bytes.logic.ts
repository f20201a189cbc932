/** Bytes written as numbers in base 16, 2, 8 or 10, one number a byte, with the separator the visitor picks, and read back from any common one. */

export type Radix = 16 | 2 | 8 | 10;
export type Separator = 'space' | 'none' | 'comma' | 'colon' | 'newline' | '0x' | '0x-comma' | 'backslash-x' | 'percent';

export type Decoded = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

/** Digits each byte takes when nothing separates them (and the width each is padded to). */
export const RADIX_WIDTH: Record<Radix, number> = { 16: 2, 2: 8, 8: 3, 10: 3 };
export const RADIX_NAMES: Record<Radix, string> = { 16: 'hex', 2: 'binary', 8: 'octal', 10: 'decimal' };

/** Prefixes only make sense for hex; for the other bases they fall back to a space. */
const JOINERS: Record<Separator, { before: string; between: string }> = {
  space: { before: '', between: ' ' },
  none: { before: '', between: '' },
  comma: { before: '', between: ', ' },
  colon: { before: '', between: ':' },
  newline: { before: '', between: '\n' },
  '0x': { before: '0x', between: ' ' },
  '0x-comma': { before: '0x', between: ', ' },
  'backslash-x': { before: '\\x', between: '' },
  percent: { before: '%', between: '' },
};

/** Each byte's digits in one base, padded as written (decimal is padded only where nothing separates the numbers). */
function digitsOf(byte: number, radix: Radix, padded: boolean): string {
  return byte.toString(radix).padStart(radix === 10 && !padded ? 0 : RADIX_WIDTH[radix], '0');
}

const ascii = new TextEncoder();

/**
 * Bytes as numbers, written straight into one ASCII buffer from a table of each byte's characters: many times faster than
 * joining ten million strings, and the text is made once at the end.
 */
export function encodeRadix(bytes: Uint8Array, radix: Radix, separator: Separator, upperCase = false): string {
  const prefixed = radix === 16 || !JOINERS[separator].before;
  const { before, between } = prefixed ? JOINERS[separator] : JOINERS.space;
  const words = Array.from({ length: 256 }, (_, byte) => {
    const digits = digitsOf(byte, radix, between === '');
    return ascii.encode(before + (upperCase ? digits.toUpperCase() : digits));
  });
  const gap = ascii.encode(between);
  let size = bytes.length > 0 ? (bytes.length - 1) * gap.length : 0;
  for (const byte of bytes) size += words[byte]!.length;
  const out = new Uint8Array(size);
  let at = 0;
  const gapLength = gap.length;
  for (let index = 0; index < bytes.length; index += 1) {
    if (index > 0) for (let char = 0; char < gapLength; char += 1) out[at++] = gap[char]!;
    const word = words[bytes[index]!]!;
    for (let char = 0; char < word.length; char += 1) out[at++] = word[char]!;
  }
  return new TextDecoder().decode(out);
}

/** What people put between or before bytes: 0x, \x, %, 0b, 0o, spaces, line breaks, commas, semicolons, colons, dashes. */
const PREFIX: Record<Radix, RegExp> = {
  16: /0x|\\x|%|U\+|h(?=[\s,;:]|$)/gi,
  2: /0b/gi,
  8: /0o|\\(?=[0-7])/gi,
  10: /&#|;(?=&#)/g,
};
const SEPARATORS = /[\s,;:-]+/;
const DIGITS: Record<Radix, RegExp> = { 16: /^[0-9a-f]+$/i, 2: /^[01]+$/, 8: /^[0-7]+$/, 10: /^[0-9]+$/ };

/**
 * Reads numbers in one base as bytes. Separated numbers are read one by one (each up to 255); a run of digits with nothing
 * between is cut every two hex, eight binary or three octal or decimal digits. Hex groups of even length ("4865 6c6c", as
 * xxd writes them) are cut into pairs too.
 */
export function decodeRadix(text: string, radix: Radix): Decoded {
  const tokens = text.replace(PREFIX[radix], ' ').split(SEPARATORS).filter(Boolean);
  const name = RADIX_NAMES[radix];
  if (tokens.length === 0) return { ok: false, message: `There are no ${name} digits here.` };
  const width = RADIX_WIDTH[radix];
  const out: number[] = [];
  for (const token of tokens) {
    if (!DIGITS[radix].test(token)) return { ok: false, message: `“${clip(token)}” is not ${name}: ${allowed(radix)}.` };
    const groups = token.length > width && token.length % width === 0 ? token.match(new RegExp(`.{${width}}`, 'g'))! : [token];
    if (tokens.length === 1 && token.length % width !== 0 && token.length > width)
      return {
        ok: false,
        message: `${token.length} ${name} digits do not make whole bytes of ${width} digits each: separate the bytes, or add the missing digit.`,
      };
    for (const group of groups) {
      const value = Number.parseInt(group, radix);
      if (value > 255) return { ok: false, message: `“${clip(group)}” is ${value}, more than a byte holds (255).` };
      out.push(value);
    }
  }
  return { ok: true, bytes: Uint8Array.from(out) };
}

const clip = (token: string) => (token.length > 24 ? `${token.slice(0, 24)}…` : token);

function allowed(radix: Radix): string {
  switch (radix) {
    case 16:
      return 'hex digits are 0–9 and a–f';
    case 2:
      return 'binary digits are 0 and 1';
    case 8:
      return 'octal digits are 0–7';
    case 10:
      return 'decimal bytes are 0–255';
  }
}
