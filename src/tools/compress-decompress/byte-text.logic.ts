import { codec } from '@/lib/base64-codec';

/** How compressed bytes are written as text. */
export type ByteText = 'base64' | 'hex';
/** How pasted text is read back: as one of the two, or whichever it is. */
export type ByteTextInput = ByteText | 'auto';

export const BYTE_TEXT_NAMES: Record<ByteText, string> = { base64: 'Base64', hex: 'hex' };

const HEX_PAIRS = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));
/** Bytes joined per slice, so a 100 MB result is not built from one array of 100 million strings. */
const HEX_SLICE = 1 << 16;

export function toHex(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let start = 0; start < bytes.length; start += HEX_SLICE) {
    const slice = bytes.subarray(start, start + HEX_SLICE);
    let text = '';
    for (const byte of slice) text += HEX_PAIRS[byte];
    parts.push(text);
  }
  return parts.join('');
}

export const writeBytes = (bytes: Uint8Array, as: ByteText): string => (as === 'hex' ? toHex(bytes) : codec.encode(bytes, false));

/** Separators people paste hex with: spaces and line breaks, colons, commas, and 0x or \x before each byte. */
const HEX_NOISE = /0x|\\x|[\s:,]/gi;

/** Hex digits, in pairs, once the separators are gone; null when the text is not hex. */
export function fromHex(text: string): Uint8Array | null {
  const digits = text.replace(HEX_NOISE, '');
  if (digits.length % 2 !== 0 || !/^[0-9a-f]*$/i.test(digits)) return null;
  const bytes = new Uint8Array(digits.length / 2);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = (nibble(digits.charCodeAt(index * 2)) << 4) | nibble(digits.charCodeAt(index * 2 + 1));
  return bytes;
}

/** A hex digit's value from its character code (already checked to be 0-9, a-f or A-F). */
const nibble = (code: number) => (code <= 0x39 ? code - 0x30 : (code | 0x20) - 0x57);

export type ReadBytes = { ok: true; bytes: Uint8Array; as: ByteText } | { ok: false; message: string };

/**
 * Pasted text as bytes. Auto reads it as hex when it is nothing but hex digits in pairs (Base64 of compressed data
 * almost never is: gzip's starts "H4sI", zlib's "eJ" or "eN"), otherwise as Base64 in either alphabet.
 */
export function readBytes(text: string, as: ByteTextInput): ReadBytes {
  const hex = as === 'base64' ? null : fromHex(text);
  if (hex) return { ok: true, bytes: hex, as: 'hex' };
  const base64 = as === 'hex' ? null : codec.decode(text);
  if (base64) return { ok: true, bytes: base64, as: 'base64' };
  const expected = as === 'auto' ? 'Base64 or hex' : BYTE_TEXT_NAMES[as];
  return { ok: false, message: `This text is not ${expected}: paste the compressed data as ${expected}, or open the compressed file itself.` };
}
