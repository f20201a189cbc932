import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codec } from '@/lib/base64-codec';
import { fromHex } from '@/lib/hex';
import type { AlgorithmId } from './algorithms';
import { compareExpected, DIGEST_FORMS, integrityValue, readExpected, writeDigest } from './digest-text';
import { identifyHash } from './identify-hash';

// SHA-256 and SHA-384 of "abc" (FIPS 180-4).
const SHA256_ABC = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
const SHA384_ABC = 'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7';
const bytes = (hex: string) => fromHex(hex) as Uint8Array;
const digests: { id: AlgorithmId; bytes: Uint8Array }[] = [
  { id: 'sha256', bytes: bytes(SHA256_ABC) },
  { id: 'sha384', bytes: bytes(SHA384_ABC) },
  { id: 'crc32', bytes: bytes('352441c2') },
];

describe('writeDigest', () => {
  it('writes the forms IT-Tools, DevToys and CyberChef offer', () => {
    const digest = Uint8Array.of(0xfb, 0xff, 0x01);
    expect(DIGEST_FORMS.values.map((form) => writeDigest(digest, form))).toEqual(['fbff01', 'FBFF01', '+/8B', '-_8B', '11111011 11111111 00000001']);
  });

  it('writes a Subresource Integrity value as browsers check it', () => {
    // What MDN's recipe prints for "abc": openssl dgst -sha384 -binary | openssl base64 -A.
    expect(integrityValue('sha384', bytes(SHA384_ABC))).toBe('sha384-ywB1P0WjXou1oD1pmsZQBycsMqsO3tFjGotgWkP/W+2AhgcroefMI1i67KE0yCWn');
  });

  it('can be read back in every form that names bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }), (digest) => {
        for (const form of ['hex', 'HEX', 'base64', 'base64url'] as const) {
          const read = readExpected(writeDigest(digest, form));
          expect(read?.readings.map((reading) => reading.bytes)).toContainEqual(digest);
        }
      }),
    );
  });
});

describe('compareExpected', () => {
  it.each([
    ['lower-case hex', SHA256_ABC],
    ['upper-case hex with spaces', SHA256_ABC.toUpperCase().replace(/(.{8})/g, '$1 ')],
    ['OpenSSL -c colons', SHA256_ABC.replace(/(..)(?!$)/g, '$1:')],
    ['a sha256sum line', `${SHA256_ABC}  debian-13.iso`],
    ['a sha256sum binary-mode line', `${SHA256_ABC} *debian-13.iso`],
    ['a BSD tagged line', `SHA256 (debian-13.iso) = ${SHA256_ABC}`],
    ['an OpenSSL 3 line', `SHA2-256(debian-13.iso)= ${SHA256_ABC}`],
    ['Base64', codec.encode(bytes(SHA256_ABC), false)],
    ['Base64url', codec.encode(bytes(SHA256_ABC), true)],
    ['with a line break after it', `${SHA256_ABC}\n`],
  ])('matches %s', (_, pasted) => {
    expect(compareExpected(pasted, digests)).toEqual({
      kind: 'match',
      ids: ['sha256'],
      form: expect.any(String),
      message: 'Match: this is the SHA-256 digest.',
    });
  });

  it('matches a Subresource Integrity value', () => {
    expect(compareExpected(integrityValue('sha384', bytes(SHA384_ABC)), digests)).toMatchObject({ kind: 'match', ids: ['sha384'] });
  });

  it('says what a mismatch means', () => {
    const other = SHA256_ABC.replace(/^b/, 'c');
    expect(compareExpected(other, digests)).toEqual({ kind: 'mismatch', message: 'Mismatch: no digest matches; by its length it should be SHA-256.' });
    expect(compareExpected(`SHA256 (x.iso) = ${other}`, digests)).toEqual({
      kind: 'mismatch',
      message: 'Mismatch: the SHA-256 digest differs. The input is not the one this hash was made from.',
    });
    expect(compareExpected('abcd', digests)).toMatchObject({ kind: 'mismatch', message: expect.stringContaining('no digest here has this length') });
    expect(compareExpected('not a hash!', digests)).toMatchObject({ kind: 'unreadable' });
    expect(compareExpected('  ', digests)).toBeNull();
  });
});

describe('identifyHash', () => {
  it('names the algorithms of a digest by its length and alphabet', () => {
    expect(identifyHash(SHA256_ABC)).toMatchObject({
      shape: '64 hex digits: 32 bytes (256 bits)',
      here: ['SHA-256', 'SHA-512/256', 'SHA3-256', 'Keccak-256', 'BLAKE3'],
      elsewhere: expect.arrayContaining(['BLAKE2s-256']),
    });
    expect(identifyHash('d41d8cd98f00b204e9800998ecf8427e')).toMatchObject({ here: ['MD5'], elsewhere: expect.arrayContaining(['NTLM']) });
    expect(identifyHash('cbf43926')?.here).toEqual(['CRC-32/ISO-HDLC', 'CRC-32C/ISCSI', 'Adler-32', 'MurmurHash3 x86 32']);
    expect(identifyHash(codec.encode(bytes(SHA384_ABC), false))).toMatchObject({ shape: 'Base64 of 48 bytes (384 bits)', here: ['SHA-384'] });
    expect(identifyHash(`0x${SHA256_ABC}`)?.shape).toContain('as Ethereum writes Keccak-256');
  });

  it('recognises password hashes by their format', () => {
    expect(identifyHash('$2b$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy')).toMatchObject({ passwordHash: 'bcrypt' });
    expect(identifyHash('$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaGhhc2g')).toMatchObject({ passwordHash: 'Argon2' });
    expect(identifyHash('$6$salt$abc')).toMatchObject({ passwordHash: 'SHA-512-crypt' });
  });

  it('gives up on text that is not a digest', () => {
    expect(identifyHash('hello world!')).toBeNull();
    expect(identifyHash('')).toBeNull();
  });
});
