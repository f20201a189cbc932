import { ed25519 } from '@noble/curves/ed25519.js';
import { p256, p384, p521 } from '@noble/curves/nist.js';
import { codec } from '@/lib/base64-codec';
import { bitsOf, children, DerError, der, derBits, derNull, derOctets, derOid, derSequence, derSmallInteger, oidText, readDer, sequence } from './der.logic';

/**
 * A key pair held as JWK (RFC 7517/7518/8037), the one form every other is read into and written from. PKCS#8 (RFC 5208),
 * SPKI (RFC 5280), PKCS#1 (RFC 8017 A.1) and SEC1 (RFC 5915) are only DER around the same numbers; the EC and Ed25519
 * public points a private key omits are derived by @noble/curves.
 */

export type KeyType = 'RSA' | 'EC' | 'Ed25519';
export const CURVES = ['P-256', 'P-384', 'P-521'] as const;
export type Curve = (typeof CURVES)[number];

export interface KeyMaterial {
  type: KeyType;
  /** The public half: always there. */
  publicJwk: JsonWebKey;
  /** The private half, when the input had one. A secret: never remembered, never in a link. */
  privateJwk: JsonWebKey | null;
  /** An OpenSSH comment, when read from one. */
  comment?: string;
}

export const OID = {
  rsa: '1.2.840.113549.1.1.1',
  ec: '1.2.840.10045.2.1',
  ed25519: '1.3.101.112',
} as const;
const CURVE_OIDS: Record<Curve, string> = { 'P-256': '1.2.840.10045.3.1.7', 'P-384': '1.3.132.0.34', 'P-521': '1.3.132.0.35' };
const CURVE_LIB = { 'P-256': p256, 'P-384': p384, 'P-521': p521 } as const;
export const CURVE_BYTES: Record<Curve, number> = { 'P-256': 32, 'P-384': 48, 'P-521': 66 };

export const b64u = (bytes: Uint8Array) => codec.encode(bytes, true);
export function fromB64u(text: string | undefined, what: string): Uint8Array {
  const bytes = text === undefined ? null : codec.decode(text);
  if (!bytes) throw new DerError(`the JWK has no valid "${what}"`);
  return bytes;
}

/** An unsigned big-endian integer without leading zero octets (a JWK number). */
export function unsigned(bytes: Uint8Array): Uint8Array {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start++;
  return bytes.subarray(start);
}

/** A DER INTEGER of an unsigned number: a zero octet in front when its top bit is set. */
export function derUnsigned(bytes: Uint8Array): Uint8Array {
  const trimmed = unsigned(bytes);
  return (trimmed[0] ?? 0) & 0x80 ? der(0x02, new Uint8Array([0]), trimmed) : der(0x02, trimmed);
}

function padTo(bytes: Uint8Array, length: number): Uint8Array {
  const trimmed = unsigned(bytes);
  if (trimmed.length > length) throw new DerError('a private scalar is longer than its curve allows');
  const out = new Uint8Array(length);
  out.set(trimmed, length - trimmed.length);
  return out;
}

const curveOfOid = (oid: string) => (Object.keys(CURVE_OIDS) as Curve[]).find((curve) => CURVE_OIDS[curve] === oid);
export const curveOf = (material: KeyMaterial) => material.publicJwk.crv as Curve;

function ecPublic(curve: Curve, point: Uint8Array): JsonWebKey {
  const bytes = CURVE_LIB[curve].Point.fromBytes(point).toBytes(false);
  const size = CURVE_BYTES[curve];
  return { kty: 'EC', crv: curve, x: b64u(bytes.subarray(1, 1 + size)), y: b64u(bytes.subarray(1 + size)) };
}

/** The uncompressed point 04 || x || y. */
export function ecPoint(jwk: JsonWebKey): Uint8Array {
  const curve = jwk.crv as Curve;
  const size = CURVE_BYTES[curve];
  return Uint8Array.of(4, ...padTo(fromB64u(jwk.x, 'x'), size), ...padTo(fromB64u(jwk.y, 'y'), size));
}

// ---- reading

const RSA_PRIVATE_FIELDS = ['n', 'e', 'd', 'p', 'q', 'dp', 'dq', 'qi'] as const;

export function fromPkcs1Private(bytes: Uint8Array): KeyMaterial {
  const [, ...fields] = sequence(bytes, 'The RSA private key', 9);
  const privateJwk: JsonWebKey = { kty: 'RSA' };
  RSA_PRIVATE_FIELDS.forEach((name, index) => (privateJwk[name] = b64u(unsigned(fields[index]?.value ?? new Uint8Array(1)))));
  return { type: 'RSA', publicJwk: { kty: 'RSA', n: privateJwk.n, e: privateJwk.e }, privateJwk };
}

export function fromPkcs1Public(bytes: Uint8Array): KeyMaterial {
  const [n, e] = sequence(bytes, 'The RSA public key', 2);
  return { type: 'RSA', publicJwk: { kty: 'RSA', n: b64u(unsigned(n.value)), e: b64u(unsigned(e.value)) }, privateJwk: null };
}

/** SEC1's ECPrivateKey; the curve comes from its parameters or, inside PKCS#8, from the algorithm. */
export function fromSec1(bytes: Uint8Array, outerCurve?: Curve): KeyMaterial {
  const [, secret, ...rest] = sequence(bytes, 'The EC private key', 2);
  if (secret.tag !== 0x04) throw new DerError('the EC private key has no private scalar');
  const params = rest.find((part) => part.tag === 0xa0);
  const curve = params ? curveOfOid(oidText(readDer(params.value).value)) : outerCurve;
  if (!curve) throw new DerError('the EC key is on a curve other than P-256, P-384 or P-521');
  const d = padTo(secret.value, CURVE_BYTES[curve]);
  const stated = rest.find((part) => part.tag === 0xa1);
  const point = stated ? bitsOf(readDer(stated.value)) : CURVE_LIB[curve].getPublicKey(d, false);
  const publicJwk = ecPublic(curve, point);
  return { type: 'EC', publicJwk, privateJwk: { ...publicJwk, d: b64u(d) } };
}

function algorithmOf(identifier: Uint8Array) {
  const [oid, params] = sequence(identifier, 'The key algorithm', 1);
  return { oid: oidText(oid.value), params };
}

export function fromPkcs8(bytes: Uint8Array): KeyMaterial {
  const [, algorithm, secret] = sequence(bytes, 'The PKCS#8 private key', 3);
  if (secret.tag !== 0x04) throw new DerError('the PKCS#8 private key has too few fields');
  const { oid, params } = algorithmOf(algorithm.raw);
  if (oid === OID.rsa) return fromPkcs1Private(secret.value);
  if (oid === OID.ec) return fromSec1(secret.value, params && curveOfOid(oidText(params.value)));
  if (oid === OID.ed25519) return fromEd25519Seed(readDer(secret.value).value);
  throw new DerError(`keys of algorithm ${oid} are not supported (RSA, EC P-256/P-384/P-521 and Ed25519 are)`);
}

export function fromSpki(bytes: Uint8Array): KeyMaterial {
  const [algorithm, key] = sequence(bytes, 'The public key', 2);
  if (key.tag !== 0x03) throw new DerError('the public key has too few fields');
  const { oid, params } = algorithmOf(algorithm.raw);
  if (oid === OID.rsa) return fromPkcs1Public(bitsOf(key));
  if (oid === OID.ec) {
    const curve = params && curveOfOid(oidText(params.value));
    if (!curve) throw new DerError('the EC key is on a curve other than P-256, P-384 or P-521');
    return { type: 'EC', publicJwk: ecPublic(curve, bitsOf(key)), privateJwk: null };
  }
  if (oid === OID.ed25519) return fromEd25519Public(bitsOf(key));
  throw new DerError(`keys of algorithm ${oid} are not supported (RSA, EC P-256/P-384/P-521 and Ed25519 are)`);
}

export function fromEd25519Seed(seed: Uint8Array): KeyMaterial {
  if (seed.length !== 32) throw new DerError('an Ed25519 private key is 32 bytes');
  const publicJwk = { kty: 'OKP', crv: 'Ed25519', x: b64u(ed25519.getPublicKey(seed)) };
  return { type: 'Ed25519', publicJwk, privateJwk: { ...publicJwk, d: b64u(seed) } };
}

export function fromEd25519Public(key: Uint8Array): KeyMaterial {
  if (key.length !== 32) throw new DerError('an Ed25519 public key is 32 bytes');
  return { type: 'Ed25519', publicJwk: { kty: 'OKP', crv: 'Ed25519', x: b64u(key) }, privateJwk: null };
}

/** A JWK (private or public) as JSON text. */
export function fromJwk(jwk: JsonWebKey): KeyMaterial {
  if (jwk.kty === 'RSA') {
    const publicJwk = { kty: 'RSA', n: b64u(unsigned(fromB64u(jwk.n, 'n'))), e: b64u(unsigned(fromB64u(jwk.e, 'e'))) };
    if (jwk.d === undefined) return { type: 'RSA', publicJwk, privateJwk: null };
    const privateJwk: JsonWebKey = { kty: 'RSA' };
    for (const name of RSA_PRIVATE_FIELDS) privateJwk[name] = b64u(unsigned(fromB64u(jwk[name], name)));
    return { type: 'RSA', publicJwk, privateJwk };
  }
  if (jwk.kty === 'EC') {
    const curve = CURVES.find((name) => name === jwk.crv);
    if (!curve) throw new DerError('the JWK is on a curve other than P-256, P-384 or P-521');
    if (jwk.d !== undefined) return fromSec1(sec1Der(curve, fromB64u(jwk.d, 'd'), null));
    return { type: 'EC', publicJwk: ecPublic(curve, ecPoint({ ...jwk, crv: curve })), privateJwk: null };
  }
  if (jwk.kty === 'OKP' && jwk.crv === 'Ed25519') return jwk.d !== undefined ? fromEd25519Seed(fromB64u(jwk.d, 'd')) : fromEd25519Public(fromB64u(jwk.x, 'x'));
  throw new DerError('the JWK is not an RSA, EC or Ed25519 key');
}

// ---- writing

function algorithmIdentifier(material: KeyMaterial): Uint8Array {
  if (material.type === 'RSA') return derSequence(derOid(OID.rsa), derNull());
  if (material.type === 'EC') return derSequence(derOid(OID.ec), derOid(CURVE_OIDS[curveOf(material)]));
  return derSequence(derOid(OID.ed25519));
}

export function toPkcs1Private(jwk: JsonWebKey): Uint8Array {
  return derSequence(derSmallInteger(0), ...RSA_PRIVATE_FIELDS.map((name) => derUnsigned(fromB64u(jwk[name], name))));
}

export const toPkcs1Public = (jwk: JsonWebKey) => derSequence(derUnsigned(fromB64u(jwk.n, 'n')), derUnsigned(fromB64u(jwk.e, 'e')));

/** SEC1 with its public point; with the curve's OID too when standing alone (as `openssl ec` writes it), not inside PKCS#8. */
function sec1Der(curve: Curve, d: Uint8Array, point: Uint8Array | null, named = true): Uint8Array {
  return derSequence(
    derSmallInteger(1),
    derOctets(padTo(d, CURVE_BYTES[curve])),
    ...(named ? [der(0xa0, derOid(CURVE_OIDS[curve]))] : []),
    ...(point ? [der(0xa1, derBits(point))] : []),
  );
}

export const toSec1 = (jwk: JsonWebKey, named = true) => sec1Der(jwk.crv as Curve, fromB64u(jwk.d, 'd'), ecPoint(jwk), named);

export function publicKeyBits(material: KeyMaterial): Uint8Array {
  const jwk = material.publicJwk;
  if (material.type === 'RSA') return toPkcs1Public(jwk);
  if (material.type === 'EC') return ecPoint(jwk);
  return fromB64u(jwk.x, 'x');
}

export const toSpki = (material: KeyMaterial) => derSequence(algorithmIdentifier(material), derBits(publicKeyBits(material)));

export function toPkcs8(material: KeyMaterial): Uint8Array {
  const jwk = material.privateJwk;
  if (!jwk) throw new DerError('this is a public key');
  const inner = material.type === 'RSA' ? toPkcs1Private(jwk) : material.type === 'EC' ? toSec1(jwk, false) : derOctets(fromB64u(jwk.d, 'd'));
  return derSequence(derSmallInteger(0), algorithmIdentifier(material), derOctets(inner));
}

/** The key's size in bits, as ssh-keygen -l prints it. */
export function keyBits(material: KeyMaterial): number {
  if (material.type === 'RSA') {
    const n = fromB64u(material.publicJwk.n, 'n');
    return (n.length - 1) * 8 + (32 - Math.clz32(n[0] ?? 0));
  }
  if (material.type === 'EC') return Number(curveOf(material).slice(2));
  return 256;
}

export { children };
