import { base64, hex } from '@scure/base';
import { bcryptBase64, phcBase64 } from './hash-format.logic';
import { LIMITS } from './params.logic';

/** How a given salt is typed: hex, UTF-8 text, or Base64 (bcrypt's own alphabet for bcrypt, as its hashes show it). */
export type SaltAs = 'hex' | 'text' | 'base64';

export type ReadSalt = { ok: true; salt: Uint8Array } | { ok: false; message: string };

const attempt = <T>(make: () => T): T | null => {
  try {
    return make();
  } catch {
    return null;
  }
};

/** A typed salt as bytes, or what is wrong with it. bcrypt's salt is always 16 bytes; the others take 1 to 1,024 (Argon2 8 or more). */
export function readSalt(text: string, as: SaltAs, bcrypt: boolean, argon2: boolean): ReadSalt {
  const trimmed = text.trim();
  let salt: Uint8Array | null;
  if (as === 'text') salt = new TextEncoder().encode(text);
  else if (as === 'hex') salt = attempt(() => hex.decode(trimmed.toLowerCase()));
  else if (bcrypt) salt = trimmed.length === 22 ? bcryptBase64.decode(trimmed) : null;
  else salt = phcBase64.decode(trimmed) ?? attempt(() => base64.decode(trimmed));
  if (!salt) {
    if (as === 'hex') return { ok: false, message: 'This salt is not hex: type pairs of 0-9 and a-f.' };
    return {
      ok: false,
      message: bcrypt ? "A bcrypt salt in Base64 is 22 characters of bcrypt's alphabet (./A-Za-z0-9), as its hashes show it." : 'This salt is not Base64.',
    };
  }
  if (bcrypt && salt.length !== 16) return { ok: false, message: `bcrypt's salt is 16 bytes; this is ${salt.length}.` };
  if (argon2 && salt.length < 8) return { ok: false, message: `Argon2's salt is at least 8 bytes; this is ${salt.length}.` };
  if (salt.length === 0 || salt.length > 1_024) return { ok: false, message: 'Give a salt of 1 to 1,024 bytes.' };
  return { ok: true, salt };
}

/** A fresh random salt from the browser's CSPRNG. */
export function randomSalt(length: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(Math.min(Math.max(length, LIMITS.saltBytes.min), LIMITS.saltBytes.max)));
}

export const saltHex = (salt: Uint8Array) => hex.encode(salt);
