import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { codec } from '@/lib/base64-codec';

/** How ciphertext is written: Base64 on one line (CryptoJS, `openssl -a -A`), Base64 in 64-character lines (`openssl -a`), or hex. */
export type OutputEncoding = 'base64' | 'base64-lines' | 'hex';

/** OpenSSL's `-a` line length. */
const LINE = 64;

export function writeCiphertext(bytes: Uint8Array, as: OutputEncoding): string {
  if (as === 'hex') return bytesToHex(bytes);
  const base64 = codec.encode(bytes, false);
  if (as === 'base64') return base64;
  const lines: string[] = [];
  for (let start = 0; start < base64.length; start += LINE) lines.push(base64.slice(start, start + LINE));
  return `${lines.join('\n')}\n`;
}

/** The ways a pasted ciphertext reads as bytes: hex when it is only hex digits in pairs, and Base64 (line breaks skipped). */
export function readings(text: string): { as: 'hex' | 'base64'; bytes: Uint8Array }[] {
  const compact = text.replace(/[\s:]+/g, '');
  const found: { as: 'hex' | 'base64'; bytes: Uint8Array }[] = [];
  if (compact.length > 0 && /^(?:[0-9a-f]{2})+$/i.test(compact)) found.push({ as: 'hex', bytes: hexToBytes(compact) });
  const base64 = compact.length > 0 ? codec.decode(compact) : null;
  if (base64) found.push({ as: 'base64', bytes: base64 });
  return found;
}

export const hex = bytesToHex;
