import { ed25519 } from '@noble/curves/ed25519.js';
import { p256, p384, p521 } from '@noble/curves/nist.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { der as derElement, derOctets, derOid, derSequence, derSmallInteger } from './der.logic';
import { fingerprints, sshKeygenLine } from './fingerprints.logic';
import { fromEd25519Seed, fromJwk, fromSec1, toPkcs1Private, toPkcs1Public, toPkcs8, toSec1, toSpki, type KeyMaterial } from './key-material.logic';
import { encryptedPrivateText, formatsOf, keyTexts, OUTPUT_FORMATS } from './key-outputs.logic';
import * as K from './keys.fixture';
import { readOpenSshEnvelope, SshReader, toSshPublicLine } from './openssh.logic';
import { decryptOpenSsh, toEncryptedOpenSsh } from './openssh-cipher.logic';
import { encryptPkcs8 } from './pbes2.logic';
import { readPemBlocks, writePem } from './pem.logic';
import { readKeyBlock, readKeyText } from './read-key.logic';

const der = (pem: string) => {
  const read = readPemBlocks(pem);
  if (!read.ok) throw new Error(read.message);
  return read.blocks[0]!.der;
};

async function read(text: string, passphrase = ''): Promise<KeyMaterial> {
  const asText = readKeyText(text);
  if (asText) {
    if (!asText.ok) throw new Error(asText.message);
    return asText.material;
  }
  const blocks = readPemBlocks(text);
  if (!blocks.ok) throw new Error(blocks.message);
  const result = await readKeyBlock(blocks.blocks[0]!, passphrase);
  if (!result.ok) throw new Error(result.message);
  return result.material;
}

const sshBlob = (line: string) => line.trim().split(/\s+/).slice(0, 2).join(' ');

describe('RSA keys made by OpenSSL', () => {
  it('reads every format to the same key and writes each as OpenSSL does, byte for byte', async () => {
    const key = await read(K.RSA_PKCS8);
    expect(key.type).toBe('RSA');
    expect(await read(K.RSA_PKCS1)).toEqual(key);
    expect((await read(K.RSA_SPKI)).publicJwk).toEqual(key.publicJwk);
    expect((await read(K.RSA_PKCS1_PUBLIC)).publicJwk).toEqual(key.publicJwk);
    expect((await read(K.RSA_SSH_PUBLIC)).publicJwk).toEqual(key.publicJwk);
    expect(toPkcs8(key)).toEqual(der(K.RSA_PKCS8));
    expect(toPkcs1Private(key.privateJwk!)).toEqual(der(K.RSA_PKCS1));
    expect(toSpki(key)).toEqual(der(K.RSA_SPKI));
    expect(toPkcs1Public(key.publicJwk)).toEqual(der(K.RSA_PKCS1_PUBLIC));
    expect(writePem('PRIVATE KEY', toPkcs8(key))).toBe(K.RSA_PKCS8);
    expect(toSshPublicLine(key)).toBe(sshBlob(K.RSA_SSH_PUBLIC));
  });

  it('gives the fingerprints ssh-keygen -l prints', async () => {
    const key = await read(K.RSA_PKCS1);
    const prints = fingerprints(key);
    expect(sshKeygenLine(key, prints.sshSha256)).toBe(K.SSH_FINGERPRINTS.rsa[0]);
    expect(sshKeygenLine(key, prints.sshMd5)).toBe(K.SSH_FINGERPRINTS.rsa[1]);
  });

  it('imports into WebCrypto and exports back to the same JWK', async () => {
    const key = await read(K.RSA_PKCS1);
    const imported = await crypto.subtle.importKey('pkcs8', new Uint8Array(toPkcs8(key)), { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, true, ['sign']);
    const { kty, n, e, d, p, q, dp, dq, qi } = await crypto.subtle.exportKey('jwk', imported);
    expect({ kty, n, e, d, p, q, dp, dq, qi }).toEqual(key.privateJwk);
  });
});

describe('EC and Ed25519 keys made by OpenSSL', () => {
  it('reads SEC1, PKCS#8 and SPKI to one P-256 key and writes SEC1 and PKCS#8 as OpenSSL does', async () => {
    const key = await read(K.EC_PKCS8);
    expect(key.publicJwk.crv).toBe('P-256');
    expect(await read(K.EC_SEC1)).toEqual(key);
    expect((await read(K.EC_SPKI)).publicJwk).toEqual(key.publicJwk);
    expect((await read(K.EC_SSH_PUBLIC)).publicJwk).toEqual(key.publicJwk);
    expect(toSec1(key.privateJwk!)).toEqual(der(K.EC_SEC1));
    expect(toPkcs8(key)).toEqual(der(K.EC_PKCS8));
    expect(toSpki(key)).toEqual(der(K.EC_SPKI));
    expect(toSshPublicLine(key)).toBe(sshBlob(K.EC_SSH_PUBLIC));
    const prints = fingerprints(key);
    expect(sshKeygenLine(key, prints.sshSha256)).toBe(K.SSH_FINGERPRINTS.ec[0]);
    expect(sshKeygenLine(key, prints.sshMd5)).toBe(K.SSH_FINGERPRINTS.ec[1]);
  });

  it('reads a P-384 key and an Ed25519 key and writes them back unchanged', async () => {
    const p384Key = await read(K.EC384_PKCS8);
    expect(p384Key.publicJwk.crv).toBe('P-384');
    expect(toPkcs8(p384Key)).toEqual(der(K.EC384_PKCS8));
    const ed = await read(K.ED_PKCS8);
    expect(ed.type).toBe('Ed25519');
    expect((await read(K.ED_SPKI)).publicJwk).toEqual(ed.publicJwk);
    expect(toPkcs8(ed)).toEqual(der(K.ED_PKCS8));
    expect(toSpki(ed)).toEqual(der(K.ED_SPKI));
  });

  it('derives the public point of a SEC1 key that leaves it out', () => {
    const key = fromSec1(der(K.EC_SEC1));
    const d = Buffer.from(key.privateJwk!.d!, 'base64url');
    const bare = fromSec1(derSequence(derSmallInteger(1), derOctets(d), derElement(0xa0, derOid('1.2.840.10045.3.1.7'))));
    expect(bare.publicJwk).toEqual(key.publicJwk);
  });
});

describe('OpenSSH keys made by ssh-keygen', () => {
  it.each([
    ['ed25519', K.OPENSSH_ED, K.OPENSSH_ED_PUBLIC, null, K.SSH_FINGERPRINTS.openssh_ed],
    ['ecdsa', K.OPENSSH_EC, K.OPENSSH_EC_PUBLIC, K.OPENSSH_EC_PKCS8, K.SSH_FINGERPRINTS.openssh_ec],
    ['rsa', K.OPENSSH_RSA, K.OPENSSH_RSA_PUBLIC, K.OPENSSH_RSA_PKCS8, K.SSH_FINGERPRINTS.openssh_rsa],
  ])(
    'reads the %s private key, writes it back byte for byte and to the PKCS#8 ssh-keygen -m PKCS8 writes',
    async (_name, privateFile, publicFile, pkcs8, [sha, md]) => {
      const key = await read(privateFile);
      expect(key.comment).toBe('fixture@devdeck');
      expect(toSshPublicLine(key)).toBe(publicFile.trim());
      // The file's own check number, so the tool writes the same bytes.
      const { section } = readOpenSshEnvelope(der(privateFile));
      const checkInt = new DataView(section.buffer, section.byteOffset, 4).getUint32(0);
      expect(keyTexts(key, 'openssh', checkInt).privateText).toBe(privateFile);
      if (pkcs8) expect(toPkcs8(key)).toEqual(der(pkcs8));
      const prints = fingerprints(key);
      expect(sshKeygenLine(key, prints.sshSha256)).toBe(sha);
      expect(sshKeygenLine(key, prints.sshMd5)).toBe(md);
    },
  );

  it('reads a public line with its comment', async () => {
    const key = await read(K.OPENSSH_ED_PUBLIC);
    expect(key.comment).toBe('fixture@devdeck');
    expect(key.privateJwk).toBeNull();
  });

  it('decrypts a passphrase-protected key (bcrypt_pbkdf, aes256-ctr) and refuses a wrong passphrase', async () => {
    const key = await read(K.OPENSSH_ED_ENCRYPTED, K.PASSPHRASE);
    expect(toSshPublicLine(key)).toBe(K.OPENSSH_ED_ENCRYPTED_PUBLIC.trim());
    const blocks = readPemBlocks(K.OPENSSH_ED_ENCRYPTED);
    if (!blocks.ok) throw new Error(blocks.message);
    expect(await readKeyBlock(blocks.blocks[0]!, '')).toEqual({
      ok: false,
      message: 'This is an encrypted OpenSSH private key: type its passphrase.',
      needsPassphrase: true,
    });
    expect(await readKeyBlock(blocks.blocks[0]!, 'wrong')).toEqual({
      ok: false,
      message: 'Could not read the key: the passphrase is wrong (the check numbers differ).',
      needsPassphrase: true,
    });
  });
});

describe('encrypted PKCS#8 (PBES2)', () => {
  it('decrypts OpenSSL keys with PBKDF2-SHA256 + AES-256-CBC and PBKDF2-SHA1 + AES-128-CBC', async () => {
    expect(await read(K.RSA_ENCRYPTED, K.PASSPHRASE)).toEqual(await read(K.RSA_PKCS8));
    expect(await read(K.EC_ENCRYPTED, K.PASSPHRASE)).toEqual(await read(K.EC_PKCS8));
  });

  it('says a wrong passphrase is wrong', async () => {
    const blocks = readPemBlocks(K.EC_ENCRYPTED);
    if (!blocks.ok) throw new Error(blocks.message);
    expect(await readKeyBlock(blocks.blocks[0]!, 'nope')).toEqual({
      ok: false,
      message: 'Could not read the key: the passphrase is wrong.',
      needsPassphrase: true,
    });
  });

  it('encrypts a key that decrypts back to it', async () => {
    const key = await read(K.EC_PKCS8);
    const encrypted = await encryptPkcs8(toPkcs8(key), 'pässwörd', undefined, undefined, 1000);
    expect(await read(writePem('ENCRYPTED PRIVATE KEY', encrypted), 'pässwörd')).toEqual(key);
  });
});

describe('bad input', () => {
  it.each([
    ['{"kty":"oct","k":"AAAA"}', 'Could not read the key: the JWK is not an RSA, EC or Ed25519 key.'],
    ['{"kty":', 'Could not read the key: the JSON is not valid.'],
    [
      'ssh-rsa AAAAC3NzaC1lZDI1NTE5AAAAIPpkzbhVKLyndR3ewxt6/d5iwaz6r1PHgt9VkgX8TOOL x',
      'Could not read the key: the line says ssh-rsa but its key is ssh-ed25519.',
    ],
  ])('%s', (text, message) => {
    expect(readKeyText(text)).toEqual({ ok: false, message });
  });
});

// Every format, read back, gives the same key: random EC scalars and Ed25519 seeds, and OpenSSL's RSA keys.
const scalar = (curve: typeof p256) =>
  fc.uint8Array({ minLength: curve.lengths.seed, maxLength: curve.lengths.seed }).map((seed) => curve.utils.randomSecretKey(seed));
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const ecKey = (crv: string, curve: typeof p256) => scalar(curve).map((d) => fromJwk({ kty: 'EC', crv, d: b64(d), ...xy(curve, d) }));
function xy(curve: typeof p256, d: Uint8Array) {
  const point = curve.getPublicKey(d, false);
  const size = (point.length - 1) / 2;
  return { x: b64(point.subarray(1, 1 + size)), y: b64(point.subarray(1 + size)) };
}

describe('round trips (property)', () => {
  it('key → every format → back gives the same JWK, private and public', async () => {
    const rsa = await read(K.RSA_PKCS8);
    const keys = fc.oneof(
      ecKey('P-256', p256),
      ecKey('P-384', p384),
      ecKey('P-521', p521),
      fc.uint8Array({ minLength: 32, maxLength: 32 }).map((seed) => fromEd25519Seed(seed)),
      fc.constant(rsa),
    );
    await fc.assert(
      fc.asyncProperty(keys, fc.integer({ min: 0, max: 2 ** 32 - 1 }), async (key, checkInt) => {
        for (const format of formatsOf(key)) {
          const texts = keyTexts(key, format, checkInt);
          const back = await read(texts.privateText!);
          expect(back.privateJwk).toEqual(key.privateJwk);
          expect((await read(texts.publicText)).publicJwk).toEqual(key.publicJwk);
        }
      }),
      { numRuns: 40 },
    );
    expect(OUTPUT_FORMATS.values).toHaveLength(5);
    expect(ed25519.getPublicKey(new Uint8Array(32))).toHaveLength(32);
  });
});

describe('writing encrypted private keys', () => {
  it('writes the encrypted OpenSSH key ssh-keygen wrote, given its salt, rounds and check number', async () => {
    const key = await read(K.OPENSSH_ED_ENCRYPTED, K.PASSPHRASE);
    const envelope = readOpenSshEnvelope(der(K.OPENSSH_ED_ENCRYPTED));
    const options = new SshReader(envelope.kdfOptions);
    const salt = options.string();
    const rounds = options.uint32();
    const section = await decryptOpenSsh(envelope, K.PASSPHRASE);
    const checkInt = new DataView(section.buffer, section.byteOffset, 4).getUint32(0);
    expect(await toEncryptedOpenSsh(key, K.PASSPHRASE, checkInt, salt, rounds)).toBe(K.OPENSSH_ED_ENCRYPTED);
  });

  it.each(['pkcs8', 'openssh'] as const)('encrypts a %s private key that reads back with the passphrase only', async (format) => {
    const key = await read(K.EC_PKCS8);
    const text = await encryptedPrivateText(key, format, 'pässwörd', 7);
    expect(await read(text, 'pässwörd')).toMatchObject({ privateJwk: key.privateJwk });
    await expect(read(text, 'wrong')).rejects.toThrow(/passphrase is wrong/);
  });
});
