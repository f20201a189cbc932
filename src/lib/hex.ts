/** Bytes as hex and back: digests, keys, compressed data and secrets are all shown and pasted this way. */

const HEX_PAIRS = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));
/** Bytes are written a slice at a time, so a 100 MB result is not built from one array of 100 million strings. */
const SLICE_BYTES = 1 << 16;

/** Bytes as lowercase hex, with `separator` between bytes ("1f:8b" with ":"). */
export function toHex(bytes: Uint8Array, separator = ''): string {
  const parts: string[] = [];
  for (let start = 0; start < bytes.length; start += SLICE_BYTES) {
    parts.push(Array.from(bytes.subarray(start, start + SLICE_BYTES), (byte) => HEX_PAIRS[byte]).join(separator));
  }
  return parts.join(separator);
}

/** Separators people paste hex with: spaces and line breaks, colons, commas, and 0x or \x before each byte. */
const HEX_NOISE = /0x|\\x|[\s:,]/gi;

/** A hex digit's value from its character code (already checked to be 0-9, a-f or A-F). */
const nibble = (code: number) => (code <= 0x39 ? code - 0x30 : (code | 0x20) - 0x57);

/** The bytes a text spells in hex digits, in pairs once the separators are gone; null when it is not hex. */
export function fromHex(text: string): Uint8Array | null {
  const digits = text.replace(HEX_NOISE, '');
  if (digits.length % 2 !== 0 || !/^[0-9a-f]*$/i.test(digits)) return null;
  const bytes = new Uint8Array(digits.length / 2);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = (nibble(digits.charCodeAt(index * 2)) << 4) | nibble(digits.charCodeAt(index * 2 + 1));
  return bytes;
}
