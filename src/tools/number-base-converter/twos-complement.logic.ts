/** The fixed widths programmers meet: int8 to int64. */
export const WIDTHS = [8, 16, 32, 64] as const;
export type Width = (typeof WIDTHS)[number];

export interface FixedWidthView {
  bits: Width;
  /** The value's bit pattern in two's complement, or null when it does not fit in this many bits. */
  pattern: bigint | null;
  /** The pattern read as a signed integer (for a value that fits as unsigned), e.g. 0xFF → -1 at 8 bits. */
  signed: bigint | null;
  /** The pattern read as an unsigned integer. */
  unsigned: bigint | null;
}

/**
 * How a value sits in a fixed-width register. A value fits when it is in the signed range
 * (-2^(n-1) .. 2^(n-1)-1) or the unsigned one (0 .. 2^n-1); its pattern is then read both ways.
 */
export function fixedWidthView(value: bigint, bits: Width): FixedWidthView {
  const size = 1n << BigInt(bits);
  const fits = value >= -(size >> 1n) && value < size;
  if (!fits) return { bits, pattern: null, signed: null, unsigned: null };
  const pattern = BigInt.asUintN(bits, value);
  return { bits, pattern, signed: BigInt.asIntN(bits, pattern), unsigned: pattern };
}

/** A pattern as exactly `bits` binary digits, or bits/4 hexadecimal ones. */
export const patternDigits = (pattern: bigint, bits: Width, base: 2 | 16): string => pattern.toString(base).padStart(base === 2 ? bits : bits / 4, '0');
