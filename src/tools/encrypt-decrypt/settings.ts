import * as z from 'zod/mini';
import { toolSettings } from '@/lib/tool-settings';
import { DEFAULT_ARGON2, DEFAULT_PBKDF2_ITERATIONS, OPENSSL_PBKDF2_ITERATIONS } from './key-derivation.logic';

const number = z.string().check(z.maxLength(12));
/**
 * The visitor's choices: remembered when asked, and what a link or alias may carry. Never the passphrase, key or text.
 * An alias (`#/aes-decrypt`, IT-Tools' `#/encryption`) or a link names some fields; a `passphrase` or `text` in it is dropped.
 */
export const SETTINGS = toolSettings({
  direction: [z.enum(['encrypt', 'decrypt']), 'encrypt'],
  /** DevDeck's self-describing text, or `openssl enc` / CryptoJS ("Salted__"). */
  format: [z.enum(['devdeck', 'openssl']), 'devdeck'],
  cipher: [z.enum(['aes-gcm', 'aes-cbc', 'chacha20-poly1305']), 'aes-gcm'],
  keyBits: [z.enum(['128', '192', '256']), '256'],
  keyFrom: [z.enum(['passphrase', 'raw']), 'passphrase'],
  kdf: [z.enum(['pbkdf2', 'argon2id']), 'pbkdf2'],
  /** Numbers as typed, so a half-typed one stays on screen; read by `readKdf`. */
  iterations: [number, String(DEFAULT_PBKDF2_ITERATIONS)],
  argonMemoryMiB: [number, String(DEFAULT_ARGON2.memoryKiB / 1024)],
  argonIterations: [number, String(DEFAULT_ARGON2.iterations)],
  argonParallelism: [number, String(DEFAULT_ARGON2.parallelism)],
  opensslKdf: [z.enum(['md5', 'sha256', 'pbkdf2']), 'sha256'],
  opensslIterations: [number, String(OPENSSL_PBKDF2_ITERATIONS)],
  output: [z.enum(['base64', 'base64-lines', 'hex']), 'base64'],
});
export const { DEFAULT_SETTINGS } = SETTINGS;

export type CryptSettings = typeof DEFAULT_SETTINGS;
