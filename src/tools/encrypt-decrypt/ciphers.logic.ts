import { cbc, gcm } from '@noble/ciphers/aes.js';
import { chacha20poly1305 } from '@noble/ciphers/chacha.js';

/** The ciphers this tool offers. AES-GCM and ChaCha20-Poly1305 authenticate; AES-CBC (OpenSSL's and CryptoJS's) does not. */
export type CipherId = 'aes-gcm' | 'aes-cbc' | 'chacha20-poly1305';

export const CIPHER_NAMES: Record<CipherId, string> = { 'aes-gcm': 'AES-GCM', 'aes-cbc': 'AES-CBC', 'chacha20-poly1305': 'ChaCha20-Poly1305' };
/** The IV's or nonce's length: 96 bits for GCM (SP 800-38D's recommended size) and RFC 8439's ChaCha20-Poly1305, a block for CBC. */
export const NONCE_BYTES: Record<CipherId, number> = { 'aes-gcm': 12, 'aes-cbc': 16, 'chacha20-poly1305': 12 };
export const authenticates = (cipher: CipherId) => cipher !== 'aes-cbc';

/** A decryption that failed its check (a tag, or CBC's padding): the caller words it, since only it knows which secret was typed. */
export class DecryptCheckFailed extends Error {
  constructor() {
    super('The authentication tag or padding did not check.');
  }
}

/** AES keys WebCrypto takes: Chromium refuses 192-bit ones, so those go to @noble/ciphers. */
const onWebCrypto = (cipher: CipherId, key: Uint8Array) => cipher !== 'chacha20-poly1305' && key.length !== 24;
const WEB_NAMES = { 'aes-gcm': 'AES-GCM', 'aes-cbc': 'AES-CBC' } as const;

function webParams(cipher: 'aes-gcm' | 'aes-cbc', nonce: Uint8Array, aad: Uint8Array | undefined): AesGcmParams | AesCbcParams {
  const iv = nonce as Uint8Array<ArrayBuffer>;
  return cipher === 'aes-gcm'
    ? { name: 'AES-GCM', iv, ...(aad && aad.length > 0 ? { additionalData: aad as Uint8Array<ArrayBuffer> } : {}) }
    : { name: 'AES-CBC', iv };
}

const webKey = (cipher: 'aes-gcm' | 'aes-cbc', key: Uint8Array, use: 'encrypt' | 'decrypt') =>
  crypto.subtle.importKey('raw', key as Uint8Array<ArrayBuffer>, WEB_NAMES[cipher], false, [use]);

/** The library cipher for a key WebCrypto does not take (and the reference the tests hold WebCrypto to). */
function nobleCipher(cipher: CipherId, key: Uint8Array, nonce: Uint8Array, aad: Uint8Array | undefined) {
  if (cipher === 'chacha20-poly1305') return chacha20poly1305(key, nonce, aad);
  return cipher === 'aes-gcm' ? gcm(key, nonce, aad) : cbc(key, nonce);
}

/**
 * Encrypts: for GCM and ChaCha20-Poly1305 the ciphertext with its 16-byte tag after it (`aad` authenticated, not
 * encrypted); for CBC the PKCS#7-padded ciphertext. `engine` picks the library, for the tests' cross-check only.
 */
export async function seal(
  cipher: CipherId,
  key: Uint8Array,
  nonce: Uint8Array,
  plaintext: Uint8Array,
  aad?: Uint8Array,
  engine?: 'noble',
): Promise<Uint8Array> {
  if (engine !== 'noble' && onWebCrypto(cipher, key)) {
    const web = cipher as 'aes-gcm' | 'aes-cbc';
    return new Uint8Array(await crypto.subtle.encrypt(webParams(web, nonce, aad), await webKey(web, key, 'encrypt'), plaintext as Uint8Array<ArrayBuffer>));
  }
  return nobleCipher(cipher, key, nonce, aad).encrypt(plaintext);
}

/** Decrypts what `seal` made; a wrong key, a changed byte or (CBC) bad padding throws DecryptCheckFailed. */
export async function open(cipher: CipherId, key: Uint8Array, nonce: Uint8Array, sealed: Uint8Array, aad?: Uint8Array, engine?: 'noble'): Promise<Uint8Array> {
  try {
    if (engine !== 'noble' && onWebCrypto(cipher, key)) {
      const web = cipher as 'aes-gcm' | 'aes-cbc';
      return new Uint8Array(await crypto.subtle.decrypt(webParams(web, nonce, aad), await webKey(web, key, 'decrypt'), sealed as Uint8Array<ArrayBuffer>));
    }
    return nobleCipher(cipher, key, nonce, aad).decrypt(sealed);
  } catch {
    throw new DecryptCheckFailed();
  }
}
