import { choices } from '@/lib/choices';
import { toHex } from '@/lib/hex';
import { fromB64u, toPkcs1Private, toPkcs1Public, toPkcs8, toSec1, toSpki, type KeyMaterial } from './key-material.logic';
import { toOpenSshPrivate, toSshPublicLine } from './openssh.logic';
import { toEncryptedOpenSsh } from './openssh-cipher.logic';
import { encryptPkcs8 } from './pbes2.logic';
import { writePem } from './pem.logic';

export const OUTPUT_FORMATS = choices({ pkcs8: 'PEM (PKCS#8 / SPKI)', pkcs1: 'PKCS#1 (RSA)', sec1: 'SEC1 (EC)', openssh: 'OpenSSH', jwk: 'JWK' });
export type OutputFormat = (typeof OUTPUT_FORMATS.values)[number];

/** Which formats a key type has: PKCS#1 is RSA's only, SEC1 EC's only. */
export function formatsOf(material: KeyMaterial): OutputFormat[] {
  return OUTPUT_FORMATS.values.filter((format) => (format !== 'pkcs1' || material.type === 'RSA') && (format !== 'sec1' || material.type === 'EC'));
}

export interface KeyTexts {
  /** Null for a public key, and for SEC1's public half (it has none: SPKI is given instead). */
  privateText: string | null;
  publicText: string;
  /** The file names a download uses. */
  privateName: string;
  publicName: string;
}

const json = (jwk: JsonWebKey) => `${JSON.stringify(jwk, null, 2)}\n`;

/** A PEM format: each half's block label and DER (the private half's from the private JWK), and the file names a download uses. */
interface PemFormat {
  privateBlock: readonly [label: string, der: (material: KeyMaterial, secret: JsonWebKey) => Uint8Array];
  publicBlock: readonly [label: string, der: (material: KeyMaterial) => Uint8Array];
  names: readonly [privateName: string, publicName: string];
}

/** SEC1 has no public block of its own: SPKI stands in, as openssl ec -pubout writes it. */
const PEM_FORMATS: Record<'pkcs8' | 'pkcs1' | 'sec1', PemFormat> = {
  pkcs8: { privateBlock: ['PRIVATE KEY', toPkcs8], publicBlock: ['PUBLIC KEY', toSpki], names: ['private-key.pem', 'public-key.pem'] },
  pkcs1: {
    privateBlock: ['RSA PRIVATE KEY', (_material, secret) => toPkcs1Private(secret)],
    publicBlock: ['RSA PUBLIC KEY', (material) => toPkcs1Public(material.publicJwk)],
    names: ['rsa-private-key.pem', 'rsa-public-key.pem'],
  },
  sec1: {
    privateBlock: ['EC PRIVATE KEY', (_material, secret) => toSec1(secret)],
    publicBlock: ['PUBLIC KEY', toSpki],
    names: ['ec-private-key.pem', 'public-key.pem'],
  },
};

function pemTexts(material: KeyMaterial, { privateBlock, publicBlock, names }: PemFormat): KeyTexts {
  const secret = material.privateJwk;
  const [privateLabel, privateDer] = privateBlock;
  const [publicLabel, publicDer] = publicBlock;
  return {
    privateText: secret && writePem(privateLabel, privateDer(material, secret)),
    publicText: writePem(publicLabel, publicDer(material)),
    privateName: names[0],
    publicName: names[1],
  };
}

/** The key in one format. `checkInt` is OpenSSH's random check number (the screen draws it; tests fix it). */
export function keyTexts(material: KeyMaterial, format: OutputFormat, checkInt: number): KeyTexts {
  const secret = material.privateJwk;
  const base = material.type === 'RSA' ? 'id_rsa' : material.type === 'EC' ? 'id_ecdsa' : 'id_ed25519';
  switch (format) {
    case 'pkcs8':
    case 'pkcs1':
    case 'sec1':
      return pemTexts(material, PEM_FORMATS[format]);
    case 'openssh':
      return {
        privateText: secret && toOpenSshPrivate(material, checkInt),
        publicText: `${toSshPublicLine(material)}\n`,
        privateName: base,
        publicName: `${base}.pub`,
      };
    case 'jwk':
      return {
        privateText: secret && json(secret),
        publicText: json(material.publicJwk),
        privateName: 'private-key.jwk.json',
        publicName: 'public-key.jwk.json',
      };
  }
}

/** The formats whose private key can be written encrypted, and how (the field's hint). */
export const ENCRYPTED_FORMATS: Partial<Record<OutputFormat, string>> = {
  pkcs8: 'PBES2 (PBKDF2-HMAC-SHA256, AES-256-CBC), as openssl pkcs8 -topk8 -v2 aes-256-cbc writes it.',
  openssh: 'bcrypt_pbkdf (16 rounds) and AES-256-CTR, as ssh-keygen -N writes it.',
};

/** The private key encrypted with a passphrase, in a format of ENCRYPTED_FORMATS. */
export async function encryptedPrivateText(material: KeyMaterial, format: OutputFormat, passphrase: string, checkInt: number): Promise<string> {
  if (format === 'openssh') return toEncryptedOpenSsh(material, passphrase, checkInt);
  return writePem('ENCRYPTED PRIVATE KEY', await encryptPkcs8(toPkcs8(material), passphrase));
}

/** The public key's SPKI DER as hex (CyberChef's "PEM to Hex"). */
export const spkiHex = (material: KeyMaterial) => toHex(toSpki(material));

export { fromB64u };
