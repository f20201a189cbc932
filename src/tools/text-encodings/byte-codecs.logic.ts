/** Every byte ↔ text encoding the tool offers, each as one encode and one decode with the same result shape. */
import { sha256 } from '@noble/hashes/sha2.js';
import { base32, base32crockford, base32hex, base58, createBase58check, type BytesCoder } from '@scure/base';
import { decodeAscii85, decodeZ85, encodeAscii85, encodeZ85 } from './base85.logic';
import { decodeQuotedPrintable, encodeQuotedPrintable } from './quoted-printable.logic';
import { decodeRadix, encodeRadix, type Decoded, type Separator } from './radix-bytes.logic';

export type ByteEncoding =
  'hex' | 'binary' | 'octal' | 'decimal' | 'base32' | 'base32hex' | 'base32crockford' | 'base58' | 'base58check' | 'ascii85' | 'z85' | 'quoted-printable';

export const BYTE_ENCODINGS: { value: ByteEncoding; label: string }[] = [
  { value: 'hex', label: 'Hex (Base16)' },
  { value: 'binary', label: 'Binary' },
  { value: 'octal', label: 'Octal' },
  { value: 'decimal', label: 'Decimal' },
  { value: 'base32', label: 'Base32 (RFC 4648)' },
  { value: 'base32hex', label: 'Base32hex (RFC 4648 extended hex)' },
  { value: 'base32crockford', label: 'Base32 (Crockford)' },
  { value: 'base58', label: 'Base58 (Bitcoin)' },
  { value: 'base58check', label: 'Base58Check' },
  { value: 'ascii85', label: 'Ascii85 (Adobe)' },
  { value: 'z85', label: 'Z85 (ZeroMQ)' },
  { value: 'quoted-printable', label: 'Quoted-printable (RFC 2045)' },
];

export const ENCODING_NAMES = Object.fromEntries(BYTE_ENCODINGS.map(({ value, label }) => [value, label])) as Record<ByteEncoding, string>;

/** The encodings whose output is numbers with a separator between them. */
export const SEPARATED: ReadonlySet<ByteEncoding> = new Set(['hex', 'binary', 'octal', 'decimal']);

/** Base58 is a conversion of the whole input as one number, so time grows with the square of its length; @scure/base stops at 2 KB. */
export const BASE58_MAX_BYTES = 2048;

let check: BytesCoder | null = null;
const base58check = () => (check ??= createBase58check(sha256));

export interface EncodeOptions {
  separator: Separator;
  upperCase: boolean;
  /** Ascii85 inside `<~ ~>`, as PostScript and PDF have it. */
  delimiters: boolean;
}

export type Encoded = { ok: true; text: string } | { ok: false; message: string };

const thrown = (action: () => string): Encoded => {
  try {
    return { ok: true, text: action() };
  } catch (error) {
    return { ok: false, message: `${error instanceof Error ? error.message : String(error)}.` };
  }
};

export function encodeBytes(bytes: Uint8Array, encoding: ByteEncoding, options: EncodeOptions): Encoded {
  switch (encoding) {
    case 'hex':
      return { ok: true, text: encodeRadix(bytes, 16, options.separator, options.upperCase) };
    case 'binary':
      return { ok: true, text: encodeRadix(bytes, 2, options.separator) };
    case 'octal':
      return { ok: true, text: encodeRadix(bytes, 8, options.separator) };
    case 'decimal':
      return { ok: true, text: encodeRadix(bytes, 10, options.separator) };
    case 'base32':
      return { ok: true, text: base32.encode(bytes) };
    case 'base32hex':
      return { ok: true, text: base32hex.encode(bytes) };
    case 'base32crockford':
      return { ok: true, text: base32crockford.encode(bytes) };
    case 'base58':
    case 'base58check':
      if (bytes.length > BASE58_MAX_BYTES) return { ok: false, message: base58TooLong(bytes.length) };
      return thrown(() => (encoding === 'base58' ? base58.encode(bytes) : base58check().encode(bytes)));
    case 'ascii85':
      return { ok: true, text: encodeAscii85(bytes, { delimiters: options.delimiters }) };
    case 'z85':
      return encodeZ85(bytes);
    case 'quoted-printable':
      return { ok: true, text: encodeQuotedPrintable(bytes) };
  }
}

const base58TooLong = (size: number) =>
  `Base58 takes at most ${BASE58_MAX_BYTES} bytes here (this is ${size}): its time grows with the square of the length, so it is meant for keys and addresses.`;

/** Base32 as people paste it: any case, spaces or dashes between groups, the "=" padding left off. */
function base32Text(text: string): string {
  const body = text
    .replace(/[\s-]+/g, '')
    .toUpperCase()
    .replace(/=+$/, '');
  return body + '='.repeat((8 - (body.length % 8)) % 8);
}

function fromCoder(coder: BytesCoder, text: string, name: string, hint: string): Decoded {
  try {
    return { ok: true, bytes: coder.decode(text) };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, message: `This is not ${name} (${detail}): ${hint}.` };
  }
}

export function decodeToBytes(text: string, encoding: ByteEncoding): Decoded {
  switch (encoding) {
    case 'hex':
      return decodeRadix(text, 16);
    case 'binary':
      return decodeRadix(text, 2);
    case 'octal':
      return decodeRadix(text, 8);
    case 'decimal':
      return decodeRadix(text, 10);
    case 'base32':
      return fromCoder(base32, base32Text(text), 'Base32', 'its alphabet is A–Z and 2–7');
    case 'base32hex':
      return fromCoder(base32hex, base32Text(text), 'Base32hex', 'its alphabet is 0–9 and A–V');
    case 'base32crockford':
      return fromCoder(base32crockford, text.replace(/[\s-]+/g, ''), 'Crockford Base32', 'its alphabet is 0–9 and A–Z without I, L, O and U');
    case 'base58': {
      const body = text.trim();
      if (body.length > BASE58_MAX_BYTES * 2) return { ok: false, message: base58TooLong(Math.round(body.length * 0.73)) };
      return fromCoder(base58, body, 'Base58', 'its alphabet has no 0, O, I or l');
    }
    case 'base58check': {
      const body = text.trim();
      if (body.length > BASE58_MAX_BYTES * 2) return { ok: false, message: base58TooLong(Math.round(body.length * 0.73)) };
      return fromCoder(base58check(), body, 'Base58Check', 'its last four bytes must be the double SHA-256 checksum of the rest');
    }
    case 'ascii85':
      return decodeAscii85(text);
    case 'z85':
      return decodeZ85(text);
    case 'quoted-printable':
      return { ok: true, bytes: decodeQuotedPrintable(text).bytes };
  }
}
