import { exportJWK, exportPKCS8, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { decodeToken, SAMPLE_SECRET, SAMPLE_TOKEN } from './jwt-decode.logic';
import { generateSigningKey, SUPPORTED_ALGS } from './jwt-keys.logic';
import { signToken, withAlg, type SignRequest } from './jwt-sign.logic';
import { verifySignature } from './jwt-verify.logic';

const HEADER = '{\n  "alg": "HS256",\n  "typ": "JWT"\n}';
const PAYLOAD = '{\n  "sub": "1234567890",\n  "name": "John Doe",\n  "iat": 1516239022\n}';

async function roundTrip(request: SignRequest) {
  const signed = await signToken(request);
  if (!signed.ok) throw new Error(signed.message);
  const decoded = decodeToken(signed.token);
  const outcome = await verifySignature({ token: decoded.token, header: decoded.header, key: signed.verifyKey, secretIsBase64: request.secretIsBase64 });
  return { ...signed, decoded, outcome };
}

describe('signToken', () => {
  it('reproduces the sample token from its header, payload and secret', async () => {
    expect(await signToken({ headerJson: HEADER, payloadJson: PAYLOAD, key: SAMPLE_SECRET, secretIsBase64: false })).toEqual({
      ok: true,
      token: SAMPLE_TOKEN,
      verifyKey: SAMPLE_SECRET,
    });
  });

  it.each(['HS256', 'HS512', 'RS256', 'ES256', 'ES512', 'EdDSA'])(
    '%s: a generated key signs a token that verifies with the key it hands back',
    async (alg) => {
      const key = await generateSigningKey(alg);
      const { decoded, outcome, verifyKey } = await roundTrip({ headerJson: withAlg(HEADER, alg), payloadJson: PAYLOAD, key, secretIsBase64: false });
      expect(decoded.header).toEqual({ alg, typ: 'JWT' });
      expect(outcome).toEqual({ status: 'verified', reason: null });
      if (alg.startsWith('HS')) expect(new TextEncoder().encode(key).length).toBeGreaterThanOrEqual(Number(alg.slice(2)) / 8);
      else expect(verifyKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    },
    30_000,
  );

  it('every supported alg signs, and the token verifies with the key handed back', async () => {
    const rsaKey = await generateSigningKey('PS256');
    for (const alg of SUPPORTED_ALGS) {
      const key = /^(RS|PS)/.test(alg) ? rsaKey : await generateSigningKey(alg);
      const { outcome } = await roundTrip({ headerJson: withAlg(HEADER, alg), payloadJson: PAYLOAD, key, secretIsBase64: false });
      expect(outcome, alg).toEqual({ status: 'verified', reason: null });
    }
  }, 60_000);

  it('signs with a private JWK and with a base64 secret', async () => {
    const { privateKey } = await generateKeyPair('ES384', { extractable: true });
    const jwk = await roundTrip({
      headerJson: withAlg(HEADER, 'ES384'),
      payloadJson: PAYLOAD,
      key: JSON.stringify(await exportJWK(privateKey)),
      secretIsBase64: false,
    });
    expect(jwk.outcome.status).toBe('verified');
    const base64 = await roundTrip({ headerJson: HEADER, payloadJson: PAYLOAD, key: btoa(SAMPLE_SECRET), secretIsBase64: true });
    expect(base64.token).toBe(SAMPLE_TOKEN);
  });

  it('keeps payload literals exactly as written', async () => {
    const { decoded } = await roundTrip({ headerJson: HEADER, payloadJson: '{"id": 12345678901234567890123}', key: SAMPLE_SECRET, secretIsBase64: false });
    expect(decoded.payloadJson).toBe('{\n  "id": 12345678901234567890123\n}');
  });

  it.each([
    ['header not JSON', { headerJson: '{alg}' }, /^Header is not valid JSON: /],
    ['header not an object', { headerJson: '["HS256"]' }, 'The header must be a JSON object.'],
    ['no alg', { headerJson: '{"typ":"JWT"}' }, 'The header needs an "alg", such as "HS256".'],
    ['alg none', { headerJson: '{"alg":"none"}' }, `Cannot sign with "none". Choose one of ${SUPPORTED_ALGS.join(', ')}.`],
    ['payload not JSON', { payloadJson: '{"a":' }, /^Payload is not valid JSON: /],
    ['no key', { key: '' }, 'Enter a secret or private key to sign with.'],
    ['bad base64 secret', { key: 'no base64!', secretIsBase64: true }, 'The secret is not valid base64.'],
    [
      'a public key for RS256',
      { headerJson: '{"alg":"RS256"}', key: '-----BEGIN PUBLIC KEY-----\nMIIB\n-----END PUBLIC KEY-----' },
      'Signing needs a private key ("BEGIN PRIVATE KEY"), not a public key or certificate.',
    ],
    [
      'a PKCS#1 private key',
      { headerJson: '{"alg":"RS256"}', key: '-----BEGIN RSA PRIVATE KEY-----\nMIIB\n-----END RSA PRIVATE KEY-----' },
      'This is a PKCS#1 "RSA PRIVATE KEY": open it in Keys and Certificates to convert it to a "PRIVATE KEY".',
    ],
    [
      'a public JWK',
      {
        headerJson: '{"alg":"ES256"}',
        key: '{"kty":"EC","crv":"P-256","x":"f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU","y":"x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0"}',
      },
      'This JWK has no private part ("d"), so it cannot sign.',
    ],
    [
      'text for ES256',
      { headerJson: '{"alg":"ES256"}', key: 'secret' },
      'Could not read a private key. Paste a PKCS#8 PEM ("BEGIN PRIVATE KEY") or a private JWK.',
    ],
  ] as const)('explains %s', async (_, change, expected) => {
    const result = await signToken({ headerJson: HEADER, payloadJson: PAYLOAD, key: SAMPLE_SECRET, secretIsBase64: false, ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(expected);
  });

  it('explains a private key of the wrong type', async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    expect(await signToken({ headerJson: '{"alg":"RS256"}', payloadJson: '{}', key: await exportPKCS8(privateKey), secretIsBase64: false })).toEqual({
      ok: false,
      message: 'This key cannot sign RS256 tokens.',
    });
  });
});

describe('withAlg', () => {
  it('sets alg in place and leaves text that is not a JSON object alone', () => {
    expect(withAlg(HEADER, 'RS256')).toBe('{\n  "alg": "RS256",\n  "typ": "JWT"\n}');
    expect(withAlg('{"typ":"JWT"}', 'ES256')).toBe('{\n  "typ": "JWT",\n  "alg": "ES256"\n}');
    expect(withAlg('{broken', 'ES256')).toBe('{broken');
  });
});
