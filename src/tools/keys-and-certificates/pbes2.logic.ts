import { cbc } from '@noble/ciphers/aes.js';
import { sha1 } from '@noble/hashes/legacy.js';
import { pbkdf2Async } from '@noble/hashes/pbkdf2.js';
import { scryptAsync } from '@noble/hashes/scrypt.js';
import { sha256, sha384, sha512 } from '@noble/hashes/sha2.js';
import { randomBytes } from '@noble/hashes/utils.js';
import { DerError, der, derNull, derOctets, derOid, derSequence, oidText, readDer, sequence } from './der.logic';

/**
 * PKCS#8 "ENCRYPTED PRIVATE KEY" with PBES2 (RFC 8018 6.2, A.2, A.4; scrypt RFC 7914 7): the ASN.1 around the
 * key derivation and the cipher, both from noble (PBKDF2 or scrypt, AES-CBC). Passphrases are UTF-8, as OpenSSL reads them.
 */

const PBES2 = '1.2.840.113549.1.5.13';
const PBKDF2 = '1.2.840.113549.1.5.12';
const SCRYPT = '1.3.6.1.4.1.11591.4.11';
const PRFS = { '1.2.840.113549.2.7': sha1, '1.2.840.113549.2.9': sha256, '1.2.840.113549.2.10': sha384, '1.2.840.113549.2.11': sha512 } as const;
const AES_CBC: Record<string, number> = { '2.16.840.1.101.3.4.1.2': 16, '2.16.840.1.101.3.4.1.22': 24, '2.16.840.1.101.3.4.1.42': 32 };
const HMAC_SHA256 = '1.2.840.113549.2.9';
const AES_256_CBC = '2.16.840.1.101.3.4.1.42';

/** OpenSSL 3's default count is 2,048; this is what the tool writes, a compromise between strength and a phone's patience. */
export const WRITE_ITERATIONS = 100_000;

const integer = (bytes: Uint8Array) => bytes.reduce((value, byte) => value * 256 + byte, 0);

/** The PKCS#8 PrivateKeyInfo inside an EncryptedPrivateKeyInfo; a wrong passphrase fails the padding or the DER check. */
export async function decryptPkcs8(encrypted: Uint8Array, passphrase: string): Promise<Uint8Array> {
  const [algorithm, data] = sequence(encrypted, 'The encrypted private key', 2);
  const [schemeOid, params] = sequence(algorithm.raw, 'The encryption algorithm', 2);
  if (oidText(schemeOid.value) !== PBES2)
    throw new DerError(`the key is encrypted with ${oidText(schemeOid.value)}, not PBES2 (openssl pkcs8 -topk8 -v2 aes-256-cbc writes PBES2)`);
  const [kdf, scheme] = sequence(params.raw, 'The PBES2 parameters', 2);
  const [kdfOid, kdfParams] = sequence(kdf.raw, 'The key derivation', 2);
  const [cipherOid, iv] = sequence(scheme.raw, 'The cipher', 2);
  const keyLength = AES_CBC[oidText(cipherOid.value)];
  if (!keyLength) throw new DerError(`the cipher ${oidText(cipherOid.value)} is not supported (AES-128/192/256-CBC are)`);
  const password = new TextEncoder().encode(passphrase);
  let key: Uint8Array;
  if (oidText(kdfOid.value) === PBKDF2) {
    const [salt, count, ...rest] = sequence(kdfParams.raw, 'The PBKDF2 parameters', 2);
    const prfElement = rest.find((element) => element.tag === 0x30);
    const prfOid = prfElement ? oidText(readDer(prfElement.value).value) : '1.2.840.113549.2.7';
    const hash = PRFS[prfOid as keyof typeof PRFS];
    if (!hash) throw new DerError(`the PBKDF2 function ${prfOid} is not supported`);
    key = await pbkdf2Async(hash, password, salt.value, { c: integer(count.value), dkLen: keyLength });
  } else if (oidText(kdfOid.value) === SCRYPT) {
    const [salt, cost, blockSize, parallel] = sequence(kdfParams.raw, 'The scrypt parameters', 4);
    key = await scryptAsync(password, salt.value, {
      N: integer(cost.value),
      r: integer(blockSize.value),
      p: integer(parallel.value),
      dkLen: keyLength,
      maxmem: 2 ** 31,
    });
  } else throw new DerError(`the key derivation ${oidText(kdfOid.value)} is not supported (PBKDF2 and scrypt are)`);
  let plain: Uint8Array;
  try {
    plain = cbc(key, iv.value).decrypt(data.value);
    readDer(plain);
  } catch {
    throw new DerError('the passphrase is wrong');
  }
  return plain;
}

/** PBES2 with PBKDF2-HMAC-SHA256 and AES-256-CBC, as `openssl pkcs8 -topk8 -v2 aes-256-cbc` writes it. */
export async function encryptPkcs8(
  pkcs8: Uint8Array,
  passphrase: string,
  salt = randomBytes(16),
  iv = randomBytes(16),
  iterations = WRITE_ITERATIONS,
): Promise<Uint8Array> {
  const key = await pbkdf2Async(sha256, new TextEncoder().encode(passphrase), salt, { c: iterations, dkLen: 32 });
  const count = new Uint8Array(4);
  new DataView(count.buffer).setUint32(0, iterations);
  const kdf = derSequence(derOid(PBKDF2), derSequence(derOctets(salt), der(0x02, trimInteger(count)), derSequence(derOid(HMAC_SHA256), derNull())));
  const algorithm = derSequence(derOid(PBES2), derSequence(kdf, derSequence(derOid(AES_256_CBC), derOctets(iv))));
  return derSequence(algorithm, derOctets(cbc(key, iv).encrypt(pkcs8)));
}

function trimInteger(bytes: Uint8Array): Uint8Array {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0 && !((bytes[start + 1] ?? 0) & 0x80)) start++;
  return bytes.subarray(start);
}
