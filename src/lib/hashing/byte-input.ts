import { codec } from '@/lib/base64-codec';
import { choices } from '@/lib/choices';
import { fromHex } from '@/lib/hex';

/** How typed text becomes the bytes hashed: its UTF-8 encoding, or the bytes it spells in hex or Base64. */
export const TEXT_ENCODINGS = choices({ utf8: 'Text (UTF-8)', hex: 'Hex', base64: 'Base64' });
export type TextEncoding = (typeof TEXT_ENCODINGS.values)[number];

export type TextBytes = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

/** Typed text as the bytes to hash, or why it cannot be read as `as`. */
export function textBytes(text: string, as: TextEncoding): TextBytes {
  if (as === 'utf8') return { ok: true, bytes: new TextEncoder().encode(text) };
  const bytes = as === 'hex' ? fromHex(text) : codec.decode(text.trim());
  if (bytes) return { ok: true, bytes };
  return as === 'hex'
    ? { ok: false, message: 'This is not hex: use the digits 0-9 and a-f in pairs (spaces, colons and 0x are ignored), or choose Text (UTF-8).' }
    : { ok: false, message: 'This is not Base64: use A-Z, a-z, 0-9 with + and / (or - and _), or choose Text (UTF-8).' };
}
