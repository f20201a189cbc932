import { formatNumber } from '@contract/format-number';

/**
 * Integers of any size in any base from 2 to 64. Digits are 0-9, then a-z, then A-Z, then + and /
 * (the order IT-Tools and most base-62/64 number libraries use). Up to base 36 letters may be typed
 * in either case; above it case matters, since "a" and "A" are different digits.
 */
export const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ+/';
export const MIN_BASE = 2;
export const MAX_BASE = 64;
/** Digits accepted in one number: enough for any real use; past it BigInt parsing takes seconds. */
export const MAX_DIGITS = 100_000;

/** `base` is the base the number was read in: the one asked for, or the one its prefix names. */
export type ParsedInteger = { ok: true; value: bigint; base: number } | { ok: false; message: string; column: number | null };

/** The usual prefix of a base's literals, in code and in JavaScript's BigInt(). */
export const BASE_PREFIXES: Readonly<Record<number, string>> = { 2: '0b', 8: '0o', 16: '0x' };

/**
 * The base a prefix names (0b, 0o, 0x), when the text could not be a number in `base` with it: "0xff" typed
 * while From base is decimal is hexadecimal, as its writer meant; in base 16 "0b1" stays hex (b is a digit there).
 */
function baseNamedByPrefix(text: string, base: number): number {
  const written = text.slice(0, 2).toLowerCase();
  for (const [named, prefix] of Object.entries(BASE_PREFIXES)) {
    if (written === prefix && DIGITS.indexOf(prefix[1] as string) >= base) return Number(named);
  }
  return base;
}
/** Group separators people paste: spaces, underscores (code), commas and apostrophes (thousands). */
const SEPARATORS = /[\s_,']/;

export const baseName = (base: number): string => ({ 2: 'binary', 8: 'octal', 10: 'decimal', 16: 'hexadecimal' })[base] ?? `base ${base}`;

export function isBase(base: number): boolean {
  return Number.isInteger(base) && base >= MIN_BASE && base <= MAX_BASE;
}

/**
 * Reads an integer written in `base`: an optional sign (only "-" in bases 63 and 64, where "+" is a digit), the base's
 * usual prefix (0b, 0o, 0x) or one that names another base (see baseNamedByPrefix), and digit group separators.
 */
export function parseInteger(input: string, base: number): ParsedInteger {
  if (!isBase(base)) return { ok: false, message: `The base must be a whole number from ${MIN_BASE} to ${MAX_BASE}.`, column: null };
  const text = input.trim();
  if (text === '') return { ok: false, message: 'Enter a number.', column: null };
  const offset = input.indexOf(text);
  let at = 0;
  const negative = text[0] === '-';
  // From base 63 up "+" is a digit (62), so only below it can a leading "+" be a sign.
  const plusSign = text[0] === '+' && base <= DIGITS.indexOf('+');
  if (negative || plusSign) at = 1;
  base = baseNamedByPrefix(text.slice(at), base);
  const prefix = BASE_PREFIXES[base];
  if (prefix !== undefined && text.slice(at, at + 2).toLowerCase() === prefix) at += prefix.length;
  const digits: number[] = [];
  for (; at < text.length; at += 1) {
    const char = text[at] as string;
    if (SEPARATORS.test(char)) continue;
    const digit = DIGITS.indexOf(base <= 36 ? char.toLowerCase() : char);
    if (digit < 0 || digit >= base) {
      const why = digit < 0 ? `"${char}" is not a digit` : `"${char}" is not a ${baseName(base)} digit`;
      return { ok: false, message: `${why} (column ${offset + at + 1}).`, column: offset + at + 1 };
    }
    digits.push(digit);
  }
  if (digits.length === 0) return { ok: false, message: 'Enter at least one digit.', column: null };
  if (digits.length > MAX_DIGITS)
    return {
      ok: false,
      message: `This number has ${formatNumber(digits.length)} digits; the limit is ${formatNumber(MAX_DIGITS)}.`,
      column: null,
    };
  const magnitude = fromDigits(digits, base);
  return { ok: true, value: negative ? -magnitude : magnitude, base };
}

/** Digits to a value: BigInt's own parser for the bases it knows, else halving the digit list so the work is not quadratic. */
function fromDigits(digits: number[], base: number): bigint {
  if (base <= 36) {
    const prefix = BASE_PREFIXES[base] ?? '';
    if (prefix || base === 10) return BigInt(prefix + digits.map((digit) => DIGITS[digit]).join(''));
  }
  const combine = (from: number, to: number): bigint => {
    if (to - from <= 32) {
      let value = 0n;
      for (let index = from; index < to; index += 1) value = value * BigInt(base) + BigInt(digits[index] as number);
      return value;
    }
    const middle = (from + to) >> 1;
    return combine(from, middle) * BigInt(base) ** BigInt(to - middle) + combine(middle, to);
  };
  return combine(0, digits.length);
}

/** The value in `base`, with a leading minus for a negative value. */
export function formatInBase(value: bigint, base: number): string {
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const text = base <= 36 ? magnitude.toString(base) : toLargeBase(magnitude, base);
  return negative ? `-${text}` : text;
}

/** Bases above 36, which BigInt cannot write: split by powers of the base so a long number takes n log n, not n². */
function toLargeBase(value: bigint, base: number): string {
  const big = BigInt(base);
  const write = (part: bigint, width: number): string => {
    if (width <= 16) {
      let text = '';
      for (let rest = part; rest > 0n; rest /= big) text = DIGITS[Number(rest % big)] + text;
      return text.padStart(width, '0');
    }
    const low = width >> 1;
    const divisor = big ** BigInt(low);
    return write(part / divisor, width - low) + write(part % divisor, low);
  };
  let width = 16;
  while (big ** BigInt(width) <= value) width *= 2;
  return write(value, width).replace(/^0+(?=.)/, '');
}

/** Digits in groups from the right, e.g. 1101 0110 or 1,234,567; a leading minus stays outside the groups. */
export function groupDigits(text: string, size: number, separator: string): string {
  const sign = text.startsWith('-') ? '-' : '';
  const digits = sign ? text.slice(1) : text;
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= size) groups.unshift(digits.slice(Math.max(0, end - size), end));
  return sign + groups.join(separator);
}

/** How each base's digits are grouped when grouping is on: nibbles, triads, thousands. */
export function groupingFor(base: number): { size: number; separator: string } {
  if (base === 2 || base === 16) return { size: 4, separator: ' ' };
  if (base === 10) return { size: 3, separator: ',' };
  return { size: 3, separator: ' ' };
}
