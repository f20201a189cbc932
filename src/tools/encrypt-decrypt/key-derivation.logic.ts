import { md5 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';

/** Argon2id's cost: memory in KiB, passes, lanes (RFC 9106's m, t, p). */
export interface Argon2Cost {
  memoryKiB: number;
  iterations: number;
  parallelism: number;
}

/** OWASP's password storage advice (2023): PBKDF2-HMAC-SHA256 at 600,000 iterations, or Argon2id at 19 MiB, 2 passes, 1 lane. */
export const DEFAULT_PBKDF2_ITERATIONS = 600_000;
export const DEFAULT_ARGON2: Argon2Cost = { memoryKiB: 19 * 1024, iterations: 2, parallelism: 1 };
/** `openssl enc -pbkdf2` without `-iter`. */
export const OPENSSL_PBKDF2_ITERATIONS = 10_000;

const encoder = new TextEncoder();
export const utf8 = (text: string) => encoder.encode(text);

/** PBKDF2-HMAC-SHA256 (RFC 8018) by WebCrypto: `length` bytes. */
export async function pbkdf2Sha256(passphrase: string, salt: Uint8Array, iterations: number, length: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', utf8(passphrase), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: salt as Uint8Array<ArrayBuffer>, iterations }, key, length * 8);
  return new Uint8Array(bits);
}

/** Set once WebAssembly is refused (the app's Content-Security-Policy allows no 'wasm-unsafe-eval'): later keys skip the try. */
let wasmRefused = false;
const refusesWasm = (error: unknown) =>
  error instanceof WebAssembly.CompileError || error instanceof EvalError || (error instanceof Error && /WebAssembly/.test(error.message));

/**
 * Argon2id (RFC 9106), loaded when a visitor picks it: hash-wasm's WASM, about three times faster, where the page may
 * compile WebAssembly; else @noble/hashes' JavaScript, which gives the same key (the tests hold one to the other).
 */
export async function argon2idKey(passphrase: string, salt: Uint8Array, cost: Argon2Cost, length: number): Promise<Uint8Array> {
  if (!wasmRefused) {
    try {
      const { argon2id } = await import('hash-wasm');
      return await argon2id({
        password: utf8(passphrase),
        salt,
        iterations: cost.iterations,
        parallelism: cost.parallelism,
        memorySize: cost.memoryKiB,
        hashLength: length,
        outputType: 'binary',
      });
    } catch (error) {
      if (!refusesWasm(error)) throw error;
      wasmRefused = true;
    }
  }
  const { argon2idAsync } = await import('@noble/hashes/argon2.js');
  return argon2idAsync(utf8(passphrase), salt, { t: cost.iterations, m: cost.memoryKiB, p: cost.parallelism, dkLen: length });
}

export type EvpDigest = 'md5' | 'sha256';
const DIGESTS = { md5, sha256 } as const;

/**
 * OpenSSL's EVP_BytesToKey with one round, as `openssl enc` without -pbkdf2 and CryptoJS use it: D1 = H(pass ‖ salt),
 * Di = H(Di-1 ‖ pass ‖ salt), concatenated until there are `length` bytes (the key, then the IV).
 */
export function evpBytesToKey(digest: EvpDigest, passphrase: string, salt: Uint8Array, length: number): Uint8Array {
  const hash = DIGESTS[digest];
  const password = utf8(passphrase);
  const out = new Uint8Array(length);
  let previous = new Uint8Array(0);
  for (let filled = 0; filled < length; filled += previous.length) {
    const input = new Uint8Array(previous.length + password.length + salt.length);
    input.set(previous);
    input.set(password, previous.length);
    input.set(salt, previous.length + password.length);
    previous = hash(input);
    out.set(previous.subarray(0, length - filled), filled);
  }
  return out;
}
