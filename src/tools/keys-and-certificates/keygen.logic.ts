import { ed25519 } from '@noble/curves/ed25519.js';
import { fromEd25519Seed, fromJwk, type Curve, type KeyMaterial } from './key-material.logic';

/** What to generate: RSA of a size, ECDSA on a curve, or Ed25519. */
export type KeySpec = { type: 'RSA'; bits: number } | { type: 'EC'; curve: Curve } | { type: 'Ed25519' };

export const RSA_SIZES = ['2048', '3072', '4096'] as const;

/**
 * A new key pair from WebCrypto (RSA with e = 65537, ECDSA); Ed25519 from noble's secret-key generator, which draws
 * on the same crypto.getRandomValues, since not every browser WebCrypto has Ed25519 yet. WebCrypto generates off the
 * page's thread, so an RSA 4096 key never freezes the tab; a cancelled job's key is dropped.
 */
export async function generateKeyPair(spec: KeySpec, subtle: SubtleCrypto = crypto.subtle): Promise<KeyMaterial> {
  if (spec.type === 'Ed25519') return fromEd25519Seed(ed25519.utils.randomSecretKey());
  const algorithm =
    spec.type === 'RSA'
      ? { name: 'RSASSA-PKCS1-v1_5', modulusLength: spec.bits, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }
      : { name: 'ECDSA', namedCurve: spec.curve };
  const pair = await subtle.generateKey(algorithm, true, ['sign', 'verify']);
  return fromJwk(await subtle.exportKey('jwk', pair.privateKey));
}
