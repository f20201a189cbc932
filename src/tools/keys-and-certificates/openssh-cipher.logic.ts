import { ctr } from '@noble/ciphers/aes.js';
import { DerError } from './der.logic';
import type { KeyMaterial } from './key-material.logic';
import { openSshFile, openSshSection, SshReader, SshWriter, type OpenSshEnvelope } from './openssh.logic';

/**
 * An encrypted OpenSSH private key: bcrypt_pbkdf (the `bcrypt-pbkdf` package, OpenSSH's own algorithm, loaded on first
 * use) makes the key and IV from the passphrase, and AES-256-CTR (noble) decrypts the private section.
 */

const CIPHERS: Record<string, { keyLength: number; ivLength: number }> = {
  'aes256-ctr': { keyLength: 32, ivLength: 16 },
  'aes192-ctr': { keyLength: 24, ivLength: 16 },
  'aes128-ctr': { keyLength: 16, ivLength: 16 },
};

export async function decryptOpenSsh(envelope: OpenSshEnvelope, passphrase: string): Promise<Uint8Array> {
  const cipher = CIPHERS[envelope.cipher];
  if (!cipher) throw new DerError(`the cipher ${envelope.cipher} is not supported (aes256-ctr, ssh-keygen's default, is)`);
  if (envelope.kdf !== 'bcrypt') throw new DerError(`the key derivation ${envelope.kdf} is not supported (bcrypt is)`);
  const options = new SshReader(envelope.kdfOptions);
  const salt = options.string();
  const rounds = options.uint32();
  const derived = await bcryptPbkdf(passphrase, salt, rounds, cipher.keyLength + cipher.ivLength);
  return ctr(derived.subarray(0, cipher.keyLength), derived.subarray(cipher.keyLength)).decrypt(envelope.section);
}

async function bcryptPbkdf(passphrase: string, salt: Uint8Array, rounds: number, length: number): Promise<Uint8Array> {
  const { pbkdf } = (await import('bcrypt-pbkdf')).default;
  const password = new TextEncoder().encode(passphrase);
  const derived = new Uint8Array(length);
  if (pbkdf(password, password.length, salt, salt.length, derived, derived.length, rounds) !== 0) throw new DerError('bcrypt_pbkdf refused its parameters');
  return derived;
}

/** ssh-keygen's default: 16 rounds of bcrypt_pbkdf. */
export const WRITE_ROUNDS = 16;

/** A passphrase-protected "OPENSSH PRIVATE KEY" as ssh-keygen -N writes it: bcrypt_pbkdf, then AES-256-CTR. */
export async function toEncryptedOpenSsh(
  material: KeyMaterial,
  passphrase: string,
  checkInt: number,
  salt: Uint8Array = crypto.getRandomValues(new Uint8Array(16)),
  rounds = WRITE_ROUNDS,
): Promise<string> {
  const derived = await bcryptPbkdf(passphrase, salt, rounds, 48);
  const section = ctr(derived.subarray(0, 32), derived.subarray(32)).encrypt(openSshSection(material, checkInt, 16));
  const kdfOptions = new SshWriter().string(salt).uint32(rounds).bytes();
  return openSshFile(material, { cipher: 'aes256-ctr', kdf: 'bcrypt', kdfOptions, section });
}
