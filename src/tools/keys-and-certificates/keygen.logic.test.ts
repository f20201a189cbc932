import { describe, expect, it } from 'vitest';
import { keyBits } from './key-material.logic';
import { generateKeyPair } from './keygen.logic';
import { keyTexts } from './key-outputs.logic';

const sign = async (
  pem: string,
  algorithm: EcdsaParams | AlgorithmIdentifier,
  importAlgorithm: RsaHashedImportParams | EcKeyImportParams | AlgorithmIdentifier,
) => {
  const der = Buffer.from(pem.replace(/-----[^-]+-----|\s/g, ''), 'base64');
  const key = await crypto.subtle.importKey('pkcs8', der, importAlgorithm, false, ['sign']);
  return crypto.subtle.sign(algorithm, key, new TextEncoder().encode('hello'));
};

describe('generateKeyPair', () => {
  it('makes an RSA key of the asked size whose PKCS#8 WebCrypto signs with', async () => {
    const key = await generateKeyPair({ type: 'RSA', bits: 2048 });
    expect(keyBits(key)).toBe(2048);
    expect(key.publicJwk.e).toBe('AQAB');
    const signature = await sign(keyTexts(key, 'pkcs8', 0).privateText!, 'RSASSA-PKCS1-v1_5', { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' });
    expect(signature.byteLength).toBe(256);
  });

  it.each(['P-256', 'P-384', 'P-521'] as const)('makes an ECDSA %s key', async (curve) => {
    const key = await generateKeyPair({ type: 'EC', curve });
    expect(key.publicJwk.crv).toBe(curve);
    await sign(keyTexts(key, 'pkcs8', 0).privateText!, { name: 'ECDSA', hash: 'SHA-256' }, { name: 'ECDSA', namedCurve: curve });
  });

  it('makes a different Ed25519 key each time', async () => {
    const [a, b] = await Promise.all([generateKeyPair({ type: 'Ed25519' }), generateKeyPair({ type: 'Ed25519' })]);
    expect(a.type).toBe('Ed25519');
    expect(a.privateJwk?.d).not.toBe(b.privateJwk?.d);
    await sign(keyTexts(a, 'pkcs8', 0).privateText!, 'Ed25519', 'Ed25519');
  });
});
