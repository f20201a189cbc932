import { base64url, exportJWK, exportPKCS8, exportSPKI, generateKeyPair, importJWK, importPKCS8, SignJWT, type CryptoKey, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeToken, SAMPLE_SECRET, SAMPLE_TOKEN } from './jwt-decode.logic';
import { CERTIFICATES } from './certificates.fixture';
import { isStatusVisible, securityWarnings, verifySignature, type VerifyOutcome } from './jwt-verify.logic';

async function check(token: string, key: string, secretIsBase64 = false): Promise<VerifyOutcome> {
  const decoded = decodeToken(token);
  return verifySignature({ token: decoded.token, header: decoded.header, key, secretIsBase64 });
}

const VERIFIED: VerifyOutcome = { status: 'verified', reason: null };

/** Changes the payload but keeps header and signature: what an attacker would try. */
function tamper(token: string): string {
  const [header, , signature] = token.split('.');
  return `${header}.${base64url.encode(JSON.stringify({ sub: 'admin', admin: true }))}.${signature}`;
}

const claims = { sub: '1234567890', name: 'John Doe', iat: 1516239022 };

describe('the spec sample', () => {
  it('verifies with the sample secret and fails with another', async () => {
    expect(await check(SAMPLE_TOKEN, SAMPLE_SECRET)).toEqual(VERIFIED);
    expect(await check(SAMPLE_TOKEN, 'wrong secret')).toEqual({ status: 'failed', reason: 'The signature does not match this key.' });
    expect(await check(tamper(SAMPLE_TOKEN), SAMPLE_SECRET)).toMatchObject({ status: 'failed' });
  });
});

describe('RFC 7515 Appendix A examples', () => {
  const payload = 'eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ';
  const a1Key = 'AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow';
  const a1 = `eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.${payload}.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk`;
  const a2Key = {
    kty: 'RSA',
    n: 'ofgWCuLjybRlzo0tZWJjNiuSfb4p4fAkd_wWJcyQoTbji9k0l8W26mPddxHmfHQp-Vaw-4qPCJrcS2mJPMEzP1Pt0Bm4d4QlL-yRT-SFd2lZS-pCgNMsD1W_YpRPEwOWvG6b32690r2jZ47soMZo9wGzjb_7OMg0LOL-bSf63kpaSHSXndS5z5rexMdbBYUsLA9e-KXBdQOS-UTo7WTBEMa2R2CapHg665xsmtdVMTBQY4uDZlxvb3qCo5ZwKh9kG4LT6_I5IhlJH7aGhyxXFvUK-DWNmoudF8NAco9_h9iaGNj8q2ethFkMLs91kzk2PAcDTW9gb54h4FRWyuXpoQ',
    e: 'AQAB',
  };
  const a2 = `eyJhbGciOiJSUzI1NiJ9.${payload}.cC4hiUPoj9Eetdgtv3hF80EGrhuB__dzERat0XF9g2VtQgr9PJbu3XOiZj5RZmh7AAuHIm4Bh-0Qc_lF5YKt_O8W2Fp5jujGbds9uJdbF9CUAr7t1dnZcAcQjbKBYNX4BAynRFdiuB--f_nZLgrnbyTyWzO75vRK5h6xBArLIARNPvkSjtQBMHlb1L07Qe7K0GarZRmB_eSN9383LcOLn6_dO--xi12jzDwusC-eOkHWEsqtFZESc6BfI7noOPqvhJ1phCnvWh6IeYI2w9QOYEUipUTI8np6LbgGY9Fs98rqVt5AXLIhWkWywlVmtVrBp0igcN_IoypGlUPQGe77Rw`;
  const a3Key = { kty: 'EC', crv: 'P-256', x: 'f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU', y: 'x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0' };
  const a3 = `eyJhbGciOiJFUzI1NiJ9.${payload}.DtEhU3ljbEg8L38VWAfUAqOyKAM6-Xx-F4GawxaepmXFCgfTjDxw5djxLa8ISlSApmWQxfKTUJqPP3-Kg6NU1Q`;

  it('decodes the example payload, CRLFs and all', () => {
    expect(decodeToken(a1).payload).toEqual({ iss: 'joe', exp: 1300819380, 'http://example.com/is_root': true });
    expect(decodeToken(a1).header).toEqual({ typ: 'JWT', alg: 'HS256' });
  });

  it('A.1 HS256 verifies with its key as a base64url secret and as an "oct" JWK, not as plain text', async () => {
    expect(await check(a1, a1Key, true)).toEqual(VERIFIED);
    expect(await check(a1, JSON.stringify({ kty: 'oct', k: a1Key }))).toEqual(VERIFIED);
    expect(await check(a1, a1Key, false)).toMatchObject({ status: 'failed' });
    expect(await check(tamper(a1), a1Key, true)).toMatchObject({ status: 'failed' });
  });

  it('A.2 RS256 verifies with its JWK and with the same key as SPKI PEM', async () => {
    expect(await check(a2, JSON.stringify(a2Key))).toEqual(VERIFIED);
    const pem = await exportSPKI((await importJWK(a2Key, 'RS256', { extractable: true })) as CryptoKey);
    expect(await check(a2, pem)).toEqual(VERIFIED);
    expect(await check(tamper(a2), pem)).toEqual({ status: 'failed', reason: 'The signature does not match this key.' });
  });

  it('A.3 ES256 verifies with its JWK', async () => {
    expect(await check(a3, JSON.stringify(a3Key))).toEqual(VERIFIED);
    expect(await check(tamper(a3), JSON.stringify(a3Key))).toMatchObject({ status: 'failed' });
  });
});

describe('every supported alg, with keys generated here, in every key form', () => {
  const asymmetric = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA', 'Ed25519'] as const;
  const keys = new Map<string, { token: string; spki: string; jwk: JWK; pkcs8: string; privateJwk: JWK }>();

  // One RSA key serves all six RS and PS algs: finding RSA primes is slow, and the key forms are alg-neutral.
  beforeAll(async () => {
    const rsa = await generateKeyPair('RS256', { extractable: true });
    const rsaPkcs8 = await exportPKCS8(rsa.privateKey);
    for (const alg of asymmetric) {
      const { publicKey, privateKey } =
        alg.startsWith('RS') || alg.startsWith('PS')
          ? { publicKey: rsa.publicKey, privateKey: await importPKCS8(rsaPkcs8, alg, { extractable: true }) }
          : await generateKeyPair(alg, { extractable: true });
      const token = await new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT', kid: `key-${alg}` }).sign(privateKey);
      keys.set(alg, {
        token,
        spki: await exportSPKI(publicKey),
        jwk: await exportJWK(publicKey),
        pkcs8: await exportPKCS8(privateKey),
        privateJwk: await exportJWK(privateKey),
      });
    }
  }, 60_000);

  it.each(['HS256', 'HS384', 'HS512'])('%s: secret text, base64 secret, "oct" JWK; tampered payload fails', async (alg) => {
    const secret = 'x'.repeat(64);
    const token = await new SignJWT(claims).setProtectedHeader({ alg }).sign(new TextEncoder().encode(secret));
    expect(await check(token, secret)).toEqual(VERIFIED);
    expect(await check(token, btoa(secret), true)).toEqual(VERIFIED);
    expect(await check(token, JSON.stringify({ kty: 'oct', k: base64url.encode(secret) }))).toEqual(VERIFIED);
    expect(await check(token, `${secret}!`)).toEqual({ status: 'failed', reason: 'The signature does not match this key.' });
    expect(await check(tamper(token), secret)).toMatchObject({ status: 'failed' });
  });

  it.each(asymmetric)('%s: SPKI PEM, JWK, JWKS by kid, PKCS#8 PEM and private JWK; tampered payload fails', async (alg) => {
    const { token, spki, jwk, pkcs8, privateJwk } = keys.get(alg)!;
    expect(await check(token, spki)).toEqual(VERIFIED);
    expect(await check(token, JSON.stringify(jwk))).toEqual(VERIFIED);
    const other = keys.get(alg === 'ES256' ? 'EdDSA' : 'ES256')!.jwk;
    const jwks = {
      keys: [
        { ...other, kid: 'other' },
        { ...jwk, kid: `key-${alg}` },
      ],
    };
    expect(await check(token, JSON.stringify(jwks, null, 2))).toEqual(VERIFIED);
    expect(await check(token, pkcs8)).toEqual(VERIFIED);
    expect(await check(token, JSON.stringify(privateJwk))).toEqual(VERIFIED);
    expect(await check(tamper(token), spki)).toEqual({ status: 'failed', reason: 'The signature does not match this key.' });
    expect(await check(tamper(token), JSON.stringify(jwk))).toMatchObject({ status: 'failed' });
  });

  it.each([
    ['rsa', ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512']],
    ['p256', ['ES256']],
    ['p384', ['ES384']],
    ['p521', ['ES512']],
    ['ed25519', ['EdDSA', 'Ed25519']],
  ] as const)('an X.509 certificate (%s) verifies %j', async (name, algs) => {
    const { certificate, privateKey } = CERTIFICATES[name];
    for (const alg of algs) {
      const token = await new SignJWT(claims).setProtectedHeader({ alg }).sign(await importPKCS8(privateKey, alg));
      expect(await check(token, certificate)).toEqual(VERIFIED);
      // A chain pasted whole: the first certificate is the leaf.
      expect(await check(token, `${certificate}\n${CERTIFICATES.p256.certificate}`)).toEqual(VERIFIED);
      expect(await check(tamper(token), certificate)).toMatchObject({ status: 'failed' });
    }
  });

  it('reads PEM pasted with literal "\\n" escapes, as found in JSON and .env files', async () => {
    const { token, spki } = keys.get('RS256')!;
    expect(await check(token, JSON.stringify(spki).slice(1, -1))).toEqual(VERIFIED);
  });

  it('a JWKS without kids: the token verifies if any fitting key verifies it', async () => {
    const { jwk, pkcs8 } = keys.get('ES256')!;
    const stranger = await exportJWK((await generateKeyPair('ES256', { extractable: true })).publicKey);
    const jwks = JSON.stringify({ keys: [stranger, jwk] });
    const withoutKid = await new SignJWT(claims).setProtectedHeader({ alg: 'ES256' }).sign(await importPKCS8(pkcs8, 'ES256'));
    expect(await check(withoutKid, jwks)).toEqual(VERIFIED);
    const byAnotherKey = await new SignJWT(claims).setProtectedHeader({ alg: 'ES256' }).sign((await generateKeyPair('ES256')).privateKey);
    expect(await check(byAnotherKey, jwks)).toEqual({ status: 'failed', reason: 'The signature does not match any key in this JWKS.' });
  });

  it('explains keys that do not fit', async () => {
    const { token } = keys.get('RS256')!;
    expect(await check(token, keys.get('ES256')!.spki)).toEqual({ status: 'failed', reason: 'This key cannot verify RS256 signatures.' });
    expect(await check(token, 'just some text')).toEqual({
      status: 'failed',
      reason: 'Could not read a public key. Paste a PEM public key or certificate, a JWK or a JWKS.',
    });
    expect(await check(token, JSON.stringify({ keys: [{ ...keys.get('RS256')!.jwk, kid: 'nope' }] }))).toEqual({
      status: 'failed',
      reason: 'No key in this JWKS has kid "key-RS256" and fits RS256.',
    });
    expect(await check(token, '-----BEGIN RSA PUBLIC KEY-----\nMIIBCgKCAQEA\n-----END RSA PUBLIC KEY-----')).toEqual({
      status: 'failed',
      reason: 'This is a PKCS#1 "RSA PUBLIC KEY": open it in Keys and Certificates to convert it to a "PUBLIC KEY".',
    });
    expect(await check(token, '-----BEGIN CERTIFICATE REQUEST-----\nMIIB\n-----END CERTIFICATE REQUEST-----')).toEqual({
      status: 'failed',
      reason: 'A "CERTIFICATE REQUEST" PEM block is not a key this tool can use.',
    });
  });

  it('refuses RSA keys under 2048 bits, as jose does', async () => {
    const weak = await crypto.subtle.generateKey(
      { name: 'RSASSA-PKCS1-v1_5', modulusLength: 1024, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['sign', 'verify'],
    );
    const payload = base64url.encode(JSON.stringify(claims));
    const input = `${base64url.encode('{"alg":"RS256"}')}.${payload}`;
    const signature = await crypto.subtle.sign('RSASSA-PKCS1-v1_5', weak.privateKey, new TextEncoder().encode(input));
    const token = `${input}.${base64url.encode(new Uint8Array(signature))}`;
    expect(await check(token, await exportSPKI(weak.publicKey))).toEqual({ status: 'failed', reason: 'RSA keys must be at least 2048 bits long.' });
  });
});

describe('statuses by the spec', () => {
  const token = (header: unknown) => `${base64url.encode(JSON.stringify(header))}.${base64url.encode('{}')}.c2ln`;

  it('idle when the token, the secret or the decoded header is missing', async () => {
    expect(await verifySignature({ token: '', header: null, key: 'k', secretIsBase64: false })).toEqual({ status: 'idle', reason: null });
    expect(await check(SAMPLE_TOKEN, '')).toEqual({ status: 'idle', reason: null });
    expect(await check('abc.def.ghi', SAMPLE_SECRET)).toEqual({ status: 'idle', reason: null });
  });

  it.each([
    ['no alg', { typ: 'JWT' }, 'The header has no "alg".'],
    ['a header that is not an object', ['HS256'], 'The header has no "alg".'],
    ['alg none', { alg: 'none' }, 'Unsupported algorithm "none".'],
    ['an unknown family', { alg: 'XS256' }, 'Unsupported algorithm "XS256".'],
    ['an unknown member of a known family', { alg: 'HS1024' }, 'Unsupported algorithm "HS1024".'],
  ])('failed with %s', async (_, header, reason) => {
    expect(await check(token(header), 'secret')).toEqual({ status: 'failed', reason });
  });

  it('failed when the base64 secret is not base64', async () => {
    expect(await check(SAMPLE_TOKEN, 'not base64!', true)).toEqual({ status: 'failed', reason: 'The secret is not valid base64.' });
  });

  it('shows the label only when both a secret and a signature segment exist', () => {
    expect(isStatusVisible('k', 'sig')).toBe(true);
    expect(isStatusVisible('', 'sig')).toBe(false);
    expect(isStatusVisible('k', '')).toBe(false);
  });
});

describe('securityWarnings', () => {
  it.each([
    ['a strong secret', { alg: 'HS256' }, SAMPLE_SECRET, false, []],
    ['a weak secret', { alg: 'HS256' }, 'your-256-bit-secret', false, ['Weak secret: 19 bytes, but HS256 needs at least 32 bytes (RFC 7518, section 3.2).']],
    ['a weak secret for HS512', { alg: 'HS512' }, 'x'.repeat(63), false, ['Weak secret: 63 bytes, but HS512 needs at least 64 bytes (RFC 7518, section 3.2).']],
    [
      'base64 counts decoded bytes',
      { alg: 'HS256' },
      btoa('x'.repeat(31)),
      true,
      ['Weak secret: 31 bytes, but HS256 needs at least 32 bytes (RFC 7518, section 3.2).'],
    ],
    [
      'an "oct" JWK counts its k',
      { alg: 'HS256' },
      JSON.stringify({ kty: 'oct', k: base64url.encode('x') }),
      false,
      ['Weak secret: 1 byte, but HS256 needs at least 32 bytes (RFC 7518, section 3.2).'],
    ],
    ['no secret yet', { alg: 'HS256' }, '', false, []],
    ['an RS token', { alg: 'RS256' }, 'short', false, []],
    ['alg none', { alg: 'none' }, '', false, ['This token says alg "none": it is not signed, so it never verifies and must never be trusted.']],
    ['alg NoNe', { alg: 'NoNe' }, '', false, ['This token says alg "none": it is not signed, so it never verifies and must never be trusted.']],
    [
      'a public key used as an HS secret',
      { alg: 'HS256' },
      CERTIFICATES.p256.certificate,
      false,
      [
        'This looks like a public or private key, but the token says HS256, so the text is used as a shared secret. A server that does the same is open to algorithm confusion.',
      ],
    ],
  ])('%s', (_, header, key, isBase64, expected) => {
    expect(securityWarnings(header, key, isBase64)).toEqual(expected);
  });
});
