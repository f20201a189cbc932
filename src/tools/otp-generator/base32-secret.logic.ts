import { formatNumber } from '@contract/format-number';
import { Secret } from 'otpauth';
import { toHex } from '@/lib/hex';
import type { OtpAlgorithm } from './otp-settings';

/** RFC 4648 section 6, the alphabet of every authenticator secret. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** A secret longer than any real one (640 bytes) is refused before it is decoded. */
export const MAX_SECRET_CHARACTERS = 1024;
/** RFC 4226 section 4, R6: at least 128 bits. */
const MIN_SECRET_BYTES = 16;
/** Lengths (mod 8) that no whole number of bytes encodes to. */
const IMPOSSIBLE_REMAINDERS = new Set([1, 3, 6]);
/** Characters people mistake for Base32 ones, with what they likely meant. */
const LOOK_ALIKES: Record<string, string> = { '0': 'O', '1': 'I or L', '8': 'B' };

export interface OtpSecret {
  key: Secret;
  /** Upper case, no spaces or padding: the form a key URI carries. */
  base32: string;
}

export type SecretResult = { ok: true; secret: OtpSecret } | { ok: false; message: string };

/**
 * A Base32 secret as people paste it: spaces, tabs, line breaks and hyphens between groups, lower case, with
 * or without `=` padding. Anything else is named with its place, so a typo is found at once.
 */
export function readBase32Secret(text: string): SecretResult {
  const compact = text
    .replace(/[\s-]+/g, '')
    .toUpperCase()
    .replace(/=+$/, '');
  if (compact === '') return { ok: false, message: 'Enter a Base32 secret, or generate one.' };
  if (compact.length > MAX_SECRET_CHARACTERS) {
    return { ok: false, message: `This secret has ${formatNumber(compact.length)} characters; at most ${formatNumber(MAX_SECRET_CHARACTERS)} are read.` };
  }
  const bad = [...compact].findIndex((character) => !ALPHABET.includes(character));
  if (bad >= 0) {
    const character = compact.charAt(bad);
    const hint = LOOK_ALIKES[character] === undefined ? '' : ` (${character} is not used; did you mean ${LOOK_ALIKES[character]}?)`;
    return { ok: false, message: `Character ${bad + 1} of the secret, “${character}”, is not Base32: it uses A–Z and 2–7${hint}.` };
  }
  if (IMPOSSIBLE_REMAINDERS.has(compact.length % 8)) {
    return { ok: false, message: `A Base32 secret of ${formatNumber(compact.length)} characters does not make whole bytes: a character is missing or extra.` };
  }
  return { ok: true, secret: { key: Secret.fromBase32(compact), base32: compact } };
}

/** The advice for a secret shorter than RFC 4226 asks, or null. Many services still issue 80-bit ones. */
export function shortSecretNote(secret: OtpSecret): string | null {
  const length = secret.key.bytes.length;
  if (length >= MIN_SECRET_BYTES) return null;
  return `This secret is ${formatNumber(length)} bytes (${formatNumber(length * 8)} bits); RFC 4226 asks for at least 16 bytes and recommends 20.`;
}

/** RFC 6238 section 5.1: a key as long as the hash's output (20, 32 or 64 bytes). */
const KEY_BYTES: Record<OtpAlgorithm, number> = { SHA1: 20, SHA256: 32, SHA512: 64 };

/** A new random secret (the browser's CSPRNG, through otpauth), sized for the algorithm. */
export function generateSecret(algorithm: OtpAlgorithm): string {
  return new Secret({ size: KEY_BYTES[algorithm] }).base32;
}

/** The secret as hex, as a server's config or a HSM may want it. */
export const secretHex = (secret: OtpSecret) => toHex(secret.key.bytes);
