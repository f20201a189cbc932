import { DerError, sequence } from './der.logic';
import { fromJwk, fromPkcs1Private, fromPkcs1Public, fromPkcs8, fromSec1, fromSpki, type KeyMaterial } from './key-material.logic';
import { fromSshPublicLine, readOpenSshEnvelope, readOpenSshSection, SSH_LINE } from './openssh.logic';
import { decryptOpenSsh } from './openssh-cipher.logic';
import { decryptPkcs8 } from './pbes2.logic';
import type { PemBlock } from './pem.logic';

/** The key labels read here; a certificate's or CSR's are read by certificate.logic.ts. */
export const KEY_LABELS = ['PRIVATE KEY', 'PUBLIC KEY', 'RSA PRIVATE KEY', 'RSA PUBLIC KEY', 'EC PRIVATE KEY', 'ENCRYPTED PRIVATE KEY', 'OPENSSH PRIVATE KEY'];

export type KeyRead =
  | { ok: true; material: KeyMaterial; source: string }
  | { ok: false; message: string; /** The key is encrypted and no passphrase (or a wrong one) was given. */ needsPassphrase?: boolean };

const failure = (error: unknown, needsPassphrase = false): KeyRead => ({
  ok: false,
  message: `Could not read the key: ${error instanceof Error ? error.message : String(error)}.`,
  ...(needsPassphrase && { needsPassphrase }),
});

/** A JWK (or the first key of a JWK Set) or an OpenSSH public line; null when the text is neither. */
export function readKeyText(text: string): KeyRead | null {
  const trimmed = text.trim();
  try {
    if (trimmed.startsWith('{')) {
      const parsed = JSON.parse(trimmed) as JsonWebKey & { keys?: JsonWebKey[] };
      return { ok: true, material: fromJwk(parsed.keys?.[0] ?? parsed), source: parsed.keys ? 'JWK Set' : 'JWK' };
    }
    if (SSH_LINE.test(trimmed)) return { ok: true, material: fromSshPublicLine(trimmed), source: 'OpenSSH public key' };
  } catch (error) {
    return failure(error instanceof SyntaxError ? new Error('the JSON is not valid') : error);
  }
  return null;
}

/** One PEM block (or bare DER) holding a key; encrypted ones need the passphrase. */
export async function readKeyBlock(block: PemBlock, passphrase: string): Promise<KeyRead> {
  try {
    if (block.headers['Proc-Type']?.includes('ENCRYPTED'))
      throw new DerError('OpenSSL\'s legacy "Proc-Type: 4,ENCRYPTED" keys are not supported; convert it with openssl pkcs8 -topk8');
    switch (block.label) {
      case 'PRIVATE KEY':
        return { ok: true, material: fromPkcs8(block.der), source: 'PKCS#8 private key' };
      case 'PUBLIC KEY':
        return { ok: true, material: fromSpki(block.der), source: 'SPKI public key' };
      case 'RSA PRIVATE KEY':
        return { ok: true, material: fromPkcs1Private(block.der), source: 'PKCS#1 RSA private key' };
      case 'RSA PUBLIC KEY':
        return { ok: true, material: fromPkcs1Public(block.der), source: 'PKCS#1 RSA public key' };
      case 'EC PRIVATE KEY':
        return { ok: true, material: fromSec1(block.der), source: 'SEC1 EC private key' };
      case 'ENCRYPTED PRIVATE KEY':
        return await readEncrypted(passphrase, 'encrypted PKCS#8 private key', async () => fromPkcs8(await decryptPkcs8(block.der, passphrase)));
      case 'OPENSSH PRIVATE KEY': {
        const envelope = readOpenSshEnvelope(block.der);
        if (envelope.cipher === 'none') return { ok: true, material: readOpenSshSection(envelope.section), source: 'OpenSSH private key' };
        return await readEncrypted(passphrase, 'encrypted OpenSSH private key', async () => readOpenSshSection(await decryptOpenSsh(envelope, passphrase)));
      }
      case null:
        return readBareDer(block.der);
      default:
        throw new DerError(`a ${block.label} block is not a key`);
    }
  } catch (error) {
    return failure(error);
  }
}

async function readEncrypted(passphrase: string, source: string, read: () => Promise<KeyMaterial>): Promise<KeyRead> {
  if (passphrase === '') return { ok: false, message: `This is an ${source}: type its passphrase.`, needsPassphrase: true };
  try {
    return { ok: true, material: await read(), source };
  } catch (error) {
    return failure(error, true);
  }
}

/** DER without a label: whichever structure reads (PKCS#8 first, as most tools write it). */
function readBareDer(der: Uint8Array): KeyRead {
  const fields = sequence(der, 'The DER data');
  const readers: [string, (bytes: Uint8Array) => KeyMaterial][] =
    fields[0]?.tag === 0x30
      ? [['SPKI public key', fromSpki]]
      : fields.length === 2
        ? [['PKCS#1 RSA public key', fromPkcs1Public]]
        : [
            ['PKCS#8 private key', fromPkcs8],
            ['PKCS#1 RSA private key', fromPkcs1Private],
            ['SEC1 EC private key', (bytes) => fromSec1(bytes)],
          ];
  for (const [source, read] of readers) {
    try {
      return { ok: true, material: read(der), source };
    } catch {
      // the next structure
    }
  }
  return failure(new DerError('the DER data is not a key this tool reads'));
}
