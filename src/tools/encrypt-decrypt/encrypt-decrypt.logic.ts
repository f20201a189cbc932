import { formatNumber } from '@contract/format-number';
import { hex, readings, writeCiphertext } from './byte-text.logic';
import { authenticates, CIPHER_NAMES, DecryptCheckFailed, NONCE_BYTES, open, seal } from './ciphers.logic';
import { readKdf, readOpensslIterations, readRawKey, type KeyBits } from './crypt-options.logic';
import type { CryptSettings } from './settings';
import { MAGIC, readEnvelope, startsWith, writeHeader, type Envelope, type Kdf } from './envelope.logic';
import { argon2idKey, evpBytesToKey, pbkdf2Sha256, utf8 } from './key-derivation.logic';
import { OPENSSL_KDF_NAMES, OPENSSL_SALT_BYTES, opensslDecryptCommand, SALTED, withHeader, type OpensslKdf } from './openssl.logic';

/** One job: the settings, the text (plaintext or ciphertext) and the passphrase or key. The worker keeps none of them. */
export interface CryptRequest {
  settings: CryptSettings;
  text: string;
  secret: string;
}

/** A fact about the result the screen lists: the salt, the IV, the cipher and key derivation used. */
export interface Detail {
  label: string;
  value: string;
}

export type CryptResult = { ok: true; text: string; details: Detail[]; notes: string[] } | { ok: false; message: string };

export type Random = (length: number) => Uint8Array;
const secureRandom: Random = (length) => crypto.getRandomValues(new Uint8Array(length));

const failed = (action: 'encrypt' | 'decrypt', detail: string): CryptResult => ({ ok: false, message: `Could not ${action}: ${detail}` });
/** A message of crypt-options as the detail of "Could not …:"; names such as PBKDF2 keep their capitals. */
const lowerFirst = (text: string) => text.replace(/^The /, 'the ');
const kdfName = (kdf: Kdf) =>
  kdf.kind === 'raw'
    ? 'none (raw key)'
    : kdf.kind === 'pbkdf2'
      ? `PBKDF2-SHA256, ${formatNumber(kdf.iterations)} iterations`
      : `Argon2id, ${formatNumber(kdf.memoryKiB / 1024)} MiB, ${formatNumber(kdf.iterations)} iterations, parallelism ${kdf.parallelism}`;

function deriveKey(kdf: Kdf, secret: string, salt: Uint8Array, length: number): Promise<Uint8Array> {
  if (kdf.kind === 'pbkdf2') return pbkdf2Sha256(secret, salt, kdf.iterations, length);
  if (kdf.kind === 'argon2id') return argon2idKey(secret, salt, kdf, length);
  throw new Error('A raw key is not derived.');
}

/** Key then IV, as `openssl enc` derives them: 48 bytes cover AES-256's key and IV, and any shorter key is a prefix split. */
const OPENSSL_MATERIAL = 48;
const opensslMaterial = (kdf: OpensslKdf, passphrase: string, salt: Uint8Array, iterations: number) =>
  kdf === 'pbkdf2' ? pbkdf2Sha256(passphrase, salt, iterations, OPENSSL_MATERIAL) : Promise.resolve(evpBytesToKey(kdf, passphrase, salt, OPENSSL_MATERIAL));
const splitMaterial = (material: Uint8Array, keyBits: KeyBits) => {
  const keyBytes = Number(keyBits) / 8;
  return { key: material.slice(0, keyBytes), iv: material.slice(keyBytes, keyBytes + 16) };
};

export async function encrypt({ settings, text, secret }: CryptRequest, random: Random = secureRandom): Promise<CryptResult> {
  const raw = settings.format === 'devdeck' && settings.keyFrom === 'raw';
  if (secret === '') return failed('encrypt', raw ? 'type or paste the key.' : 'type a passphrase.');
  const plaintext = utf8(text);

  if (settings.format === 'openssl') {
    const iterations = readOpensslIterations(settings);
    if (!iterations.ok) return failed('encrypt', lowerFirst(iterations.message));
    const salt = random(OPENSSL_SALT_BYTES);
    const { key, iv } = splitMaterial(await opensslMaterial(settings.opensslKdf, secret, salt, iterations.value), settings.keyBits);
    const ciphertext = await seal('aes-cbc', key, iv, plaintext);
    const cryptoJs = settings.opensslKdf === 'md5' && settings.keyBits === '256' && settings.output !== 'hex';
    return {
      ok: true,
      text: writeCiphertext(withHeader(salt, ciphertext), settings.output),
      details: [
        { label: 'Cipher', value: `AES-${settings.keyBits}-CBC (no authentication)` },
        {
          label: 'Key derivation',
          value: `${OPENSSL_KDF_NAMES[settings.opensslKdf]}${settings.opensslKdf === 'pbkdf2' ? `, ${formatNumber(iterations.value)} iterations` : ''}`,
        },
        { label: 'Salt', value: hex(salt) },
        { label: 'IV (derived)', value: hex(iv) },
      ],
      notes: [
        `OpenSSL decrypts it with: ${opensslDecryptCommand(Number(settings.keyBits), settings.opensslKdf, iterations.value, settings.output)}`,
        ...(cryptoJs ? ['CryptoJS and IT-Tools decrypt it with: CryptoJS.AES.decrypt(text, passphrase).toString(CryptoJS.enc.Utf8)'] : []),
      ],
    };
  }

  const kdf = readKdf(settings);
  if (!kdf.ok) return failed('encrypt', lowerFirst(kdf.message));
  const rawKey = raw ? readRawKey(secret) : null;
  if (rawKey && !rawKey.ok) return failed('encrypt', lowerFirst(rawKey.message));
  const { cipher } = settings;
  const keyBytes = cipher === 'chacha20-poly1305' ? 32 : Number(settings.keyBits) / 8;
  if (rawKey?.ok && rawKey.value.length !== keyBytes) {
    const wanted = cipher === 'chacha20-poly1305' ? 'ChaCha20-Poly1305 takes a 256-bit key' : `Key size is ${keyBytes * 8} bits`;
    return failed(
      'encrypt',
      `the key is ${rawKey.value.length * 8} bits, and ${wanted}: give ${keyBytes * 2} hex digits${cipher === 'chacha20-poly1305' ? '' : ', or change Key size'}.`,
    );
  }
  const salt = raw ? new Uint8Array(0) : random(16);
  const nonce = random(NONCE_BYTES[cipher]);
  const header = writeHeader(cipher, keyBytes, kdf.value, salt, nonce);
  const key = rawKey?.ok ? rawKey.value : await deriveKey(kdf.value, secret, salt, keyBytes);
  const ciphertext = await seal(cipher, key, nonce, plaintext, authenticates(cipher) ? header : undefined);
  const bytes = new Uint8Array(header.length + ciphertext.length);
  bytes.set(header);
  bytes.set(ciphertext, header.length);
  return {
    ok: true,
    text: writeCiphertext(bytes, settings.output),
    details: envelopeDetails(cipher, keyBytes, kdf.value, salt, nonce),
    notes: [
      `The text names its cipher, key derivation, salt and ${cipher === 'aes-cbc' ? 'IV' : 'nonce'}: decrypting it needs only the ${raw ? 'key' : 'passphrase'}.`,
    ],
  };
}

function envelopeDetails(cipher: Envelope['cipher'], keyBytes: number, kdf: Kdf, salt: Uint8Array, nonce: Uint8Array): Detail[] {
  return [
    { label: 'Cipher', value: `${CIPHER_NAMES[cipher]}, ${keyBytes * 8}-bit key${authenticates(cipher) ? ', authenticated' : ' (no authentication)'}` },
    { label: 'Key derivation', value: kdfName(kdf) },
    ...(salt.length > 0 ? [{ label: 'Salt', value: hex(salt) }] : []),
    { label: cipher === 'aes-cbc' ? 'IV' : 'Nonce', value: hex(nonce) },
  ];
}

const fatalUtf8 = new TextDecoder('utf-8', { fatal: true });
const asText = (bytes: Uint8Array): string | null => {
  try {
    return fatalUtf8.decode(bytes);
  } catch {
    return null;
  }
};

export async function decrypt({ settings, text, secret }: CryptRequest): Promise<CryptResult> {
  const found = readings(text)
    .map((reading) => ({ ...reading, kind: startsWith(reading.bytes, SALTED) ? 'openssl' : startsWith(reading.bytes, MAGIC) ? 'devdeck' : null }))
    .find((reading) => reading.kind !== null);
  if (!found) {
    return failed(
      'decrypt',
      text.trim() === ''
        ? 'paste the encrypted text.'
        : 'this is not text this tool, OpenSSL or CryptoJS encrypted: it starts with neither "RERlbmMx" (DevDeck) nor "U2FsdGVkX1" ("Salted__") as Base64, nor their hex.',
    );
  }
  const readAs = `Read the input as ${found.as === 'hex' ? 'hex' : 'Base64'}.`;
  if (found.kind === 'openssl') return decryptOpenssl(settings, found.bytes, secret, readAs);

  const read = readEnvelope(found.bytes);
  if (!read.ok) return read;
  const { cipher, keyBytes, kdf, salt, nonce, header, ciphertext } = read.envelope;
  const raw = kdf.kind === 'raw';
  if (raw !== (settings.keyFrom === 'raw'))
    return failed(
      'decrypt',
      raw
        ? 'this text was encrypted with a raw key: choose Key "Raw key" and paste it.'
        : 'this text was encrypted with a passphrase: choose Key "From a passphrase".',
    );
  if (secret === '') return failed('decrypt', raw ? 'type or paste the key.' : 'type the passphrase.');
  const rawKey = raw ? readRawKey(secret) : null;
  if (rawKey && !rawKey.ok) return failed('decrypt', lowerFirst(rawKey.message));
  const wrong = failed('decrypt', `wrong ${raw ? 'key' : 'passphrase'}, or the text was changed.`);
  if (rawKey?.ok && rawKey.value.length !== keyBytes)
    return failed('decrypt', `the key is ${rawKey.value.length * 8} bits, and this text was encrypted with a ${keyBytes * 8}-bit key.`);
  const key = rawKey?.ok ? rawKey.value : await deriveKey(kdf, secret, salt, keyBytes);
  let plaintext: Uint8Array;
  try {
    plaintext = await open(cipher, key, nonce, ciphertext, authenticates(cipher) ? header : undefined);
  } catch (error) {
    if (error instanceof DecryptCheckFailed) return wrong;
    throw error;
  }
  const decrypted = asText(plaintext);
  if (decrypted === null)
    return authenticates(cipher) ? failed('decrypt', 'the text checked, but what it holds is not UTF-8 text (binary data this tool cannot show).') : wrong;
  return { ok: true, text: decrypted, details: envelopeDetails(cipher, keyBytes, kdf, salt, nonce), notes: [readAs] };
}

const KEY_ORDER: KeyBits[] = ['256', '128', '192'];
const KDF_ORDER: OpensslKdf[] = ['md5', 'sha256', 'pbkdf2'];
const first = <T>(chosen: T, all: T[]) => [chosen, ...all.filter((item) => item !== chosen)];

/**
 * "Salted__" text says neither its key size nor how its key was derived: the chosen ones are tried first, then the others.
 * AES-CBC has no check of its own, so a try counts only when the padding is right and the result is UTF-8 text.
 */
async function decryptOpenssl(settings: CryptSettings, bytes: Uint8Array, passphrase: string, readAs: string): Promise<CryptResult> {
  const salt = bytes.slice(SALTED.length, SALTED.length + OPENSSL_SALT_BYTES);
  const ciphertext = bytes.slice(SALTED.length + OPENSSL_SALT_BYTES);
  if (ciphertext.length === 0 || ciphertext.length % 16 !== 0) return failed('decrypt', 'the text is cut short (AES-CBC takes whole 16-byte blocks).');
  if (passphrase === '') return failed('decrypt', 'type the passphrase.');
  const iterations = readOpensslIterations(settings);
  if (!iterations.ok) return failed('decrypt', lowerFirst(iterations.message));
  for (const kdf of first(settings.opensslKdf, KDF_ORDER)) {
    const material = await opensslMaterial(kdf, passphrase, salt, iterations.value);
    for (const keyBits of first(settings.keyBits, KEY_ORDER)) {
      const { key, iv } = splitMaterial(material, keyBits);
      const plaintext = await open('aes-cbc', key, iv, ciphertext).catch((error: unknown) => {
        if (error instanceof DecryptCheckFailed) return null;
        throw error;
      });
      const decrypted = plaintext && asText(plaintext);
      if (decrypted === null || decrypted === undefined) continue;
      const chosen = kdf === settings.opensslKdf && keyBits === settings.keyBits;
      const derivation = `${OPENSSL_KDF_NAMES[kdf]}${kdf === 'pbkdf2' ? `, ${formatNumber(iterations.value)} iterations` : ''}`;
      return {
        ok: true,
        text: decrypted,
        details: [
          { label: 'Cipher', value: `AES-${keyBits}-CBC (no authentication)` },
          { label: 'Key derivation', value: derivation },
          { label: 'Salt', value: hex(salt) },
          { label: 'IV (derived)', value: hex(iv) },
        ],
        notes: [readAs, ...(chosen ? [] : [`Decrypted as AES-${keyBits}-CBC with ${derivation}: not the settings chosen, which did not fit.`])],
      };
    }
  }
  return failed('decrypt', 'wrong passphrase, or the text was changed.');
}

export const runJob = (request: CryptRequest): Promise<CryptResult> => (request.settings.direction === 'encrypt' ? encrypt(request) : decrypt(request));

/** Up to this many characters a job runs in the page: WebCrypto works off the main thread, and the rest takes a few milliseconds. */
const INLINE_LIMIT = 64 * 1024;
/** Argon2id's WASM fills memory and the thread for a moment: its header says when decrypting will use it. */
const ARGON2_HEADER_BYTE = MAGIC.length + 2;

/** A job for the worker: long text, or Argon2id (chosen, or named by the text's header). */
export function runsLong({ settings, text }: CryptRequest): boolean {
  if (text.length > INLINE_LIMIT) return true;
  if (settings.direction === 'encrypt') return settings.format === 'devdeck' && settings.keyFrom === 'passphrase' && settings.kdf === 'argon2id';
  return readings(text).some(({ bytes }) => startsWith(bytes, MAGIC) && bytes[ARGON2_HEADER_BYTE] === 2);
}
