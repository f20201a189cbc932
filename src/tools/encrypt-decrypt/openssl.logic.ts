import type { OutputEncoding } from './byte-text.logic';
import type { EvpDigest } from './key-derivation.logic';

/** `openssl enc`'s header: "Salted__" and an 8-byte salt before the ciphertext ("U2FsdGVkX1" in Base64, as CryptoJS writes it too). */
export const SALTED = new TextEncoder().encode('Salted__');
export const OPENSSL_SALT_BYTES = 8;

/** How `openssl enc` turns the passphrase into key and IV: EVP_BytesToKey with `-md md5` or `-md sha256`, or `-pbkdf2` (SHA-256). */
export type OpensslKdf = EvpDigest | 'pbkdf2';

export const OPENSSL_KDF_NAMES: Record<OpensslKdf, string> = {
  md5: 'EVP_BytesToKey, MD5',
  sha256: 'EVP_BytesToKey, SHA-256',
  pbkdf2: 'PBKDF2-SHA256',
};

export function withHeader(salt: Uint8Array, ciphertext: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(SALTED.length + salt.length + ciphertext.length);
  bytes.set(SALTED);
  bytes.set(salt, SALTED.length);
  bytes.set(ciphertext, SALTED.length + salt.length);
  return bytes;
}

/** The options `openssl enc` needs to read or write this text; the passphrase is left for the visitor to type. */
export function opensslOptions(keyBits: number, kdf: OpensslKdf, iterations: number, encoding: OutputEncoding): string {
  const derivation = kdf === 'pbkdf2' ? `-pbkdf2 -iter ${iterations}` : `-md ${kdf}`;
  const armour = encoding === 'hex' ? '' : encoding === 'base64' ? ' -a -A' : ' -a';
  return `-aes-${keyBits}-cbc ${derivation}${armour}`;
}

/** A command that decrypts the text, asking for the passphrase (hex goes through xxd first: openssl reads Base64 or binary). */
export function opensslDecryptCommand(keyBits: number, kdf: OpensslKdf, iterations: number, encoding: OutputEncoding): string {
  const command = `openssl enc -d ${opensslOptions(keyBits, kdf, iterations, encoding)}`;
  return encoding === 'hex' ? `xxd -r -p ciphertext.hex | ${command}` : `${command} -in ciphertext.txt`;
}
