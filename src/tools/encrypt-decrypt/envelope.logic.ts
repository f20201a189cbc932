import type { Argon2Cost } from './key-derivation.logic';
import { NONCE_BYTES, type CipherId } from './ciphers.logic';

/**
 * DevDeck's self-describing output: a header naming the cipher, key size, key derivation and its cost, the salt and
 * the IV/nonce, then the ciphertext (with its tag). Decrypting needs only the passphrase or key. AEAD ciphers
 * authenticate the header too, so a changed iteration count or salt fails like a changed ciphertext.
 *
 *     "DDenc1" | cipher u8 | key bytes u8 | kdf u8 | kdf params | salt length u8 | salt | nonce length u8 | nonce | ciphertext
 *
 * kdf 0 is a raw key (no params, no salt), 1 PBKDF2-SHA256 (iterations u32), 2 Argon2id (memory KiB u32, passes u32,
 * lanes u8). Integers are big-endian. Its Base64 always starts "RERlbmMx".
 */
export const MAGIC = new TextEncoder().encode('DDenc1');

export type Kdf = { kind: 'raw' } | { kind: 'pbkdf2'; iterations: number } | ({ kind: 'argon2id' } & Argon2Cost);

export interface Envelope {
  cipher: CipherId;
  keyBytes: 16 | 24 | 32;
  kdf: Kdf;
  salt: Uint8Array;
  nonce: Uint8Array;
  /** Everything before the ciphertext: what AEAD ciphers authenticate. */
  header: Uint8Array;
  ciphertext: Uint8Array;
}

const CIPHER_CODES: CipherId[] = ['aes-gcm', 'aes-cbc', 'chacha20-poly1305'];
const KDF_CODES = ['raw', 'pbkdf2', 'argon2id'] as const;

/** What a header may ask for: more would let a pasted text make the page derive keys for minutes or allocate gigabytes. */
export const LIMITS = {
  pbkdf2Iterations: { min: 1, max: 10_000_000 },
  argon2MemoryKiB: { min: 8, max: 1024 * 1024 },
  argon2Iterations: { min: 1, max: 64 },
  argon2Parallelism: { min: 1, max: 16 },
} as const;

export function writeHeader(cipher: CipherId, keyBytes: number, kdf: Kdf, salt: Uint8Array, nonce: Uint8Array): Uint8Array {
  const bytes: number[] = [...MAGIC, CIPHER_CODES.indexOf(cipher) + 1, keyBytes, KDF_CODES.indexOf(kdf.kind)];
  const u32 = (value: number) => bytes.push((value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255);
  if (kdf.kind === 'pbkdf2') u32(kdf.iterations);
  if (kdf.kind === 'argon2id') {
    u32(kdf.memoryKiB);
    u32(kdf.iterations);
    bytes.push(kdf.parallelism);
  }
  bytes.push(salt.length, ...salt, nonce.length, ...nonce);
  return Uint8Array.from(bytes);
}

export const startsWith = (bytes: Uint8Array, prefix: Uint8Array) => bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);

export type ReadEnvelope = { ok: true; envelope: Envelope } | { ok: false; message: string };

const within = (value: number, { min, max }: { min: number; max: number }) => value >= min && value <= max;

/** The header of a text that starts with MAGIC, checked field by field. */
export function readEnvelope(bytes: Uint8Array): ReadEnvelope {
  let at = MAGIC.length;
  const fail = (what: string): ReadEnvelope => ({ ok: false, message: `Could not decrypt: the DevDeck header is damaged (${what}).` });
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u8 = () => (at < bytes.length ? view.getUint8(at++) : -1);
  const u32 = () => {
    if (at + 4 > bytes.length) return -1;
    at += 4;
    return view.getUint32(at - 4);
  };
  const take = (length: number) => (length < 0 || at + length > bytes.length ? null : bytes.slice(at, (at += length)));

  const cipher = CIPHER_CODES[u8() - 1];
  if (!cipher) return fail('unknown cipher');
  const keyBytes = u8();
  if (keyBytes !== 16 && keyBytes !== 24 && keyBytes !== 32) return fail('unknown key size');
  if (cipher === 'chacha20-poly1305' && keyBytes !== 32) return fail('ChaCha20 takes 256-bit keys only');
  const kdfKind = KDF_CODES[u8()];
  let kdf: Kdf;
  if (kdfKind === 'raw') kdf = { kind: 'raw' };
  else if (kdfKind === 'pbkdf2') {
    const iterations = u32();
    if (!within(iterations, LIMITS.pbkdf2Iterations)) return fail('PBKDF2 iterations out of range');
    kdf = { kind: 'pbkdf2', iterations };
  } else if (kdfKind === 'argon2id') {
    const memoryKiB = u32();
    const iterations = u32();
    const parallelism = u8();
    if (!within(memoryKiB, LIMITS.argon2MemoryKiB) || !within(iterations, LIMITS.argon2Iterations) || !within(parallelism, LIMITS.argon2Parallelism))
      return fail('Argon2id cost out of range');
    if (memoryKiB < 8 * parallelism) return fail('Argon2id memory below 8 KiB per lane');
    kdf = { kind: 'argon2id', memoryKiB, iterations, parallelism };
  } else return fail('unknown key derivation');
  const salt = take(u8());
  if (!salt || (kdf.kind !== 'raw' && salt.length < 8)) return fail('salt');
  const nonce = take(u8());
  if (!nonce || nonce.length !== NONCE_BYTES[cipher]) return fail('IV or nonce');
  const header = bytes.slice(0, at);
  return { ok: true, envelope: { cipher, keyBytes, kdf, salt, nonce, header, ciphertext: bytes.slice(at) } };
}
