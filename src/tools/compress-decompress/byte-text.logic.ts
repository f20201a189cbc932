import { codec } from '@/lib/base64-codec';
import { fromHex, toHex } from '@/lib/hex';

/** How compressed bytes are written as text. */
export type ByteText = 'base64' | 'hex';
/** How pasted text is read back: as one of the two, or whichever it is. */
export type ByteTextInput = ByteText | 'auto';

export const BYTE_TEXT_NAMES: Record<ByteText, string> = { base64: 'Base64', hex: 'hex' };

export const writeBytes = (bytes: Uint8Array, as: ByteText): string => (as === 'hex' ? toHex(bytes) : codec.encode(bytes, false));

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
