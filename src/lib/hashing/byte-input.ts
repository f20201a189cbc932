import { codec } from '@/lib/base64-codec';
import { choices } from '@/lib/choices';

/** How typed text becomes the bytes hashed: its UTF-8 encoding, or the bytes it spells in hex or Base64. */
export const TEXT_ENCODINGS = choices({ utf8: 'Text (UTF-8)', hex: 'Hex', base64: 'Base64' });
export type TextEncoding = (typeof TEXT_ENCODINGS.values)[number];

/** Separators people paste hex with: spaces and line breaks, colons, commas, and 0x or \x before each byte. */
const HEX_NOISE = /0x|\\x|[\s:,]/gi;

/** The bytes a text spells in hex (separators allowed), or null when it is not hex. */
export function hexBytes(text: string): Uint8Array | null {
  const digits = text.replace(HEX_NOISE, '');
  if (digits.length % 2 !== 0 || !/^[0-9a-f]*$/i.test(digits)) return null;
  const bytes = new Uint8Array(digits.length / 2);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = Number.parseInt(digits.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

export type TextBytes = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

/** Typed text as the bytes to hash, or why it cannot be read as `as`. */
export function textBytes(text: string, as: TextEncoding): TextBytes {
  if (as === 'utf8') return { ok: true, bytes: new TextEncoder().encode(text) };
  const bytes = as === 'hex' ? hexBytes(text) : codec.decode(text.trim());
  if (bytes) return { ok: true, bytes };
  return as === 'hex'
    ? { ok: false, message: 'This is not hex: use the digits 0-9 and a-f in pairs (spaces, colons and 0x are ignored), or choose Text (UTF-8).' }
    : { ok: false, message: 'This is not Base64: use A-Z, a-z, 0-9 with + and / (or - and _), or choose Text (UTF-8).' };
}
