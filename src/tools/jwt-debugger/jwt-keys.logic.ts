import {
  base64url,
  createLocalJWKSet,
  exportJWK,
  exportPKCS8,
  exportSPKI,
  generateKeyPair,
  importJWK,
  importPKCS8,
  importSPKI,
  importX509,
  type CryptoKey,
  type JSONWebKeySet,
  type JWK,
  type LocalJWKSet,
} from 'jose';
import { isJsonObject } from './jwt-decode.logic';

/** A key problem the visitor can act on; its message is shown as is. */
export class KeyProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KeyProblem';
  }
}

export type AlgFamily = 'HS' | 'RS' | 'PS' | 'ES' | 'EdDSA';

const FAMILY_OF: Record<string, AlgFamily> = {
  HS256: 'HS',
  HS384: 'HS',
  HS512: 'HS',
  RS256: 'RS',
  RS384: 'RS',
  RS512: 'RS',
  PS256: 'PS',
  PS384: 'PS',
  PS512: 'PS',
  ES256: 'ES',
  ES384: 'ES',
  ES512: 'ES',
  EdDSA: 'EdDSA',
  Ed25519: 'EdDSA',
};

/** Every alg this tool signs and verifies, in the order the encoder offers them. */
export const SUPPORTED_ALGS = Object.keys(FAMILY_OF);

export function algFamily(alg: string | null): AlgFamily | null {
  return alg !== null && Object.hasOwn(FAMILY_OF, alg) ? (FAMILY_OF[alg] as AlgFamily) : null;
}

/** RFC 7518 section 3.2: an HMAC key must be at least as long as the hash output. */
export function minimumSecretBytes(alg: string): number | null {
  const match = /^HS(256|384|512)$/.exec(alg);
  return match ? Number(match[1]) / 8 : null;
}

const encoder = new TextEncoder();

/** The bytes of an HS secret: the text as UTF-8, or base64/base64url decoded when the visitor says so. */
function secretBytes(text: string, isBase64: boolean): Uint8Array {
  if (!isBase64) return encoder.encode(text);
  const compact = text
    .replace(/\s+/g, '')
    .replace(/={1,2}$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  if (!/^[A-Za-z0-9_-]+$/.test(compact) || compact.length % 4 === 1) throw new KeyProblem('The secret is not valid base64.');
  return base64url.decode(compact);
}

interface PemBlock {
  label: string;
  pem: string;
}

/** The first PEM block in the text (a certificate chain starts with the leaf). Accepts "\n" escapes as pasted from JSON or .env files. */
function findPem(text: string): PemBlock | null {
  const unescaped = text.replace(/\\r/g, '').replace(/\\n/g, '\n');
  const match = /-----BEGIN ([A-Z0-9 ]+)-----[\s\S]*?-----END \1-----/.exec(unescaped);
  return match ? { label: match[1] as string, pem: match[0] } : null;
}

/** The tool that converts the keys this one cannot use; the screens link to it when a message names it. */
export const KEYS_TOOL = { title: 'Keys and Certificates', href: '#/keys-and-certificates' } as const;

const PEM_ADVICE: Record<string, string> = {
  'RSA PUBLIC KEY': `This is a PKCS#1 "RSA PUBLIC KEY": open it in ${KEYS_TOOL.title} to convert it to a "PUBLIC KEY".`,
  'RSA PRIVATE KEY': `This is a PKCS#1 "RSA PRIVATE KEY": open it in ${KEYS_TOOL.title} to convert it to a "PRIVATE KEY".`,
  'EC PRIVATE KEY': `This is a SEC1 "EC PRIVATE KEY": open it in ${KEYS_TOOL.title} to convert it to a "PRIVATE KEY".`,
  'ENCRYPTED PRIVATE KEY': `This private key is encrypted: open it in ${KEYS_TOOL.title} with its passphrase to decrypt it.`,
};

function unsupportedPem(label: string): KeyProblem {
  return new KeyProblem(PEM_ADVICE[label] ?? `A "${label}" PEM block is not a key this tool can use.`);
}

type ParsedJson = { kind: 'jwk'; jwk: JWK } | { kind: 'jwks'; jwks: JSONWebKeySet } | { kind: 'other' } | null;

/** A JWK or a JWKS, if the text is one; null when it is not JSON at all. */
function parseKeyJson(text: string): ParsedJson {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) return null;
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch {
    return null;
  }
  if (isJsonObject(value) && Array.isArray(value.keys)) return { kind: 'jwks', jwks: value as unknown as JSONWebKeySet };
  if (isJsonObject(value) && typeof value.kty === 'string') return { kind: 'jwk', jwk: value as JWK };
  return { kind: 'other' };
}

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'priv', 'key_ops'];

/** The public half of a JWK (a public JWK is returned unchanged apart from key_ops, which would limit it to signing). */
function publicJwk(jwk: JWK): JWK {
  return Object.fromEntries(Object.entries(jwk).filter(([name]) => !PRIVATE_MEMBERS.includes(name))) as JWK;
}

/** True when the text looks like a public or private key rather than a shared secret (an algorithm-confusion hint for HS tokens). */
export function looksLikeAsymmetricKey(text: string): boolean {
  if (findPem(text)) return true;
  const json = parseKeyJson(text);
  if (json?.kind === 'jwks') return true;
  return json?.kind === 'jwk' && json.jwk.kty !== 'oct';
}

export type VerificationKey = Uint8Array | CryptoKey | JWK | LocalJWKSet;

/** The key for an HS token: the secret text (or its base64 bytes), or an "oct" JWK when one is pasted. */
function hmacKey(text: string, isBase64: boolean): VerificationKey {
  const json = parseKeyJson(text);
  if (json?.kind === 'jwk' && json.jwk.kty === 'oct') return json.jwk;
  return secretBytes(text, isBase64);
}

/** How many key bytes an HS secret gives (an "oct" JWK counts its "k"); null when the secret cannot be read. */
export function hmacSecretLength(text: string, isBase64: boolean): number | null {
  const json = parseKeyJson(text);
  try {
    if (json?.kind === 'jwk' && json.jwk.kty === 'oct') return typeof json.jwk.k === 'string' ? base64url.decode(json.jwk.k).length : null;
    return secretBytes(text, isBase64).length;
  } catch {
    return null;
  }
}

const PUBLIC_KEY_FORMS = 'Paste a PEM public key or certificate, a JWK or a JWKS.';

/** Awaits a key import; a failure becomes the given problem, or the RSA size advice when that is the cause. */
async function importing<T>(work: Promise<T>, problem: KeyProblem): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw error instanceof TypeError && /modulusLength/.test(error.message) ? new KeyProblem('RSA keys must be at least 2048 bits long.') : problem;
  }
}

/** Reads the pasted text as a verification key for alg: PEM (SPKI, X.509, PKCS#8), JWK, JWKS, or for HS the secret. */
export async function verificationKey(text: string, alg: string, isBase64: boolean): Promise<VerificationKey> {
  if (algFamily(alg) === 'HS') return hmacKey(text, isBase64);
  const cannot = new KeyProblem(`This key cannot verify ${alg} signatures.`);
  const pem = findPem(text);
  if (pem?.label === 'PUBLIC KEY') return importing(importSPKI(pem.pem, alg), cannot);
  if (pem?.label === 'CERTIFICATE') return importing(importX509(pem.pem, alg), cannot);
  if (pem?.label === 'PRIVATE KEY') return publicJwk(await exportJWK(await importing(importPKCS8(pem.pem, alg, { extractable: true }), cannot)));
  if (pem) throw unsupportedPem(pem.label);
  const json = parseKeyJson(text);
  if (json?.kind === 'jwk') return publicJwk(json.jwk);
  if (json?.kind === 'jwks') {
    try {
      return createLocalJWKSet(json.jwks);
    } catch {
      throw new KeyProblem('This JWKS is malformed: it needs a "keys" array of JWKs.');
    }
  }
  throw new KeyProblem(`Could not read a public key. ${PUBLIC_KEY_FORMS}`);
}

/** Reads the pasted text as a signing key for alg: for HS the secret (or an "oct" JWK), otherwise a PKCS#8 PEM or a private JWK. */
export async function signingKey(text: string, alg: string, isBase64: boolean): Promise<Uint8Array | CryptoKey> {
  const cannot = new KeyProblem(`This key cannot sign ${alg} tokens.`);
  const json = parseKeyJson(text);
  if (algFamily(alg) === 'HS') {
    if (json?.kind === 'jwk' && json.jwk.kty === 'oct') return importing(importJWK(json.jwk, alg), cannot);
    return secretBytes(text, isBase64);
  }
  const pem = findPem(text);
  if (pem?.label === 'PRIVATE KEY') return importing(importPKCS8(pem.pem, alg, { extractable: true }), cannot);
  if (pem && PEM_ADVICE[pem.label]) throw unsupportedPem(pem.label);
  if (pem) throw new KeyProblem('Signing needs a private key ("BEGIN PRIVATE KEY"), not a public key or certificate.');
  if (json?.kind === 'jwk' && typeof json.jwk.d !== 'string') throw new KeyProblem('This JWK has no private part ("d"), so it cannot sign.');
  if (json?.kind === 'jwk') return importing(importJWK(json.jwk, alg, { extractable: true }), cannot);
  throw new KeyProblem('Could not read a private key. Paste a PKCS#8 PEM ("BEGIN PRIVATE KEY") or a private JWK.');
}

/** The SPKI PEM of the public half of an extractable private key. */
export async function publicPemOf(privateKey: CryptoKey, alg: string): Promise<string> {
  const publicKey = await importJWK(publicJwk(await exportJWK(privateKey)), alg, { extractable: true });
  return exportSPKI(publicKey as CryptoKey);
}

/** A fresh key for the encoder: a random secret of the hash size for HS, else a PKCS#8 PEM private key. */
export async function generateSigningKey(alg: string): Promise<string> {
  const bytes = minimumSecretBytes(alg);
  if (bytes !== null) return base64url.encode(crypto.getRandomValues(new Uint8Array(bytes)));
  const { privateKey } = await generateKeyPair(alg, { extractable: true });
  return exportPKCS8(privateKey);
}
