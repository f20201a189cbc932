export type FloatWidth = 32 | 64;

export interface FloatBits {
  width: FloatWidth;
  /** The stored value, which may differ from what was typed (0.1 is not exact in binary). */
  stored: number;
  sign: 0 | 1;
  /** The exponent field as stored (biased) and as meant (unbiased); null for zero, subnormals, infinities and NaN. */
  exponentBits: string;
  exponent: number | null;
  fractionBits: string;
  hex: string;
  kind: 'zero' | 'subnormal' | 'normal' | 'infinity' | 'nan';
}

const LAYOUT = { 32: { exponent: 8, fraction: 23, bias: 127 }, 64: { exponent: 11, fraction: 52, bias: 1023 } } as const;

/** Reads a decimal number as people type it, plus the words Infinity and NaN; null when it is not one. */
export function parseDecimal(text: string): number | null {
  const value = text.trim().replace(/[_,\s]/g, '');
  if (/^[+-]?(inf|infinity|∞)$/i.test(value)) return value.startsWith('-') ? -Infinity : Infinity;
  if (/^nan$/i.test(value)) return NaN;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(value)) return null;
  return Number(value);
}

/** The IEEE 754 binary32 or binary64 encoding of a number: sign, exponent and fraction fields, and hex. */
export function floatBits(value: number, width: FloatWidth): FloatBits {
  const view = new DataView(new ArrayBuffer(8));
  if (width === 32) view.setFloat32(0, value);
  else view.setFloat64(0, value);
  const stored = width === 32 ? view.getFloat32(0) : view.getFloat64(0);
  const bytes = Array.from(new Uint8Array(view.buffer, 0, width / 8));
  const binary = bytes.map((byte) => byte.toString(2).padStart(8, '0')).join('');
  return describe(binary, width, stored, bytes);
}

/** Reads a bit pattern written in hexadecimal (8 digits for binary32, 16 for binary64) back to its number. */
export function floatFromHex(text: string, width: FloatWidth): FloatBits | null {
  const hex = text.trim().replace(/^0x/i, '').replace(/[\s_]/g, '');
  if (!new RegExp(`^[0-9a-f]{${width / 4}}$`, 'i').test(hex)) return null;
  const bytes = hex.match(/../g)?.map((pair) => parseInt(pair, 16)) ?? [];
  const view = new DataView(new Uint8Array(bytes).buffer);
  const stored = width === 32 ? view.getFloat32(0) : view.getFloat64(0);
  const binary = bytes.map((byte) => byte.toString(2).padStart(8, '0')).join('');
  return describe(binary, width, stored, bytes);
}

function describe(binary: string, width: FloatWidth, stored: number, bytes: number[]): FloatBits {
  const layout = LAYOUT[width];
  const exponentBits = binary.slice(1, 1 + layout.exponent);
  const fractionBits = binary.slice(1 + layout.exponent);
  const biased = parseInt(exponentBits, 2);
  const allOnes = biased === 2 ** layout.exponent - 1;
  const fractionZero = !fractionBits.includes('1');
  const kind = allOnes ? (fractionZero ? 'infinity' : 'nan') : biased === 0 ? (fractionZero ? 'zero' : 'subnormal') : 'normal';
  return {
    width,
    stored,
    sign: binary[0] === '1' ? 1 : 0,
    exponentBits,
    exponent: kind === 'normal' ? biased - layout.bias : null,
    fractionBits,
    hex: bytes
      .map((byte) => byte.toString(16).padStart(2, '0'))
      .join('')
      .toUpperCase(),
    kind,
  };
}
