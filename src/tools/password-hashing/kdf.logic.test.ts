import { pbkdf2Sync, scryptSync } from 'node:crypto';
import { argon2d as nobleArgon2d, argon2i as nobleArgon2i, argon2id as nobleArgon2id } from '@noble/hashes/argon2.js';
import bcryptjs from 'bcryptjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readHash, type HashParams } from './hash-format.logic';
import { derive, EMPTY_PASSWORD, runJob, type JobResult } from './kdf.logic';
import { REAL_HASHES } from './real-hashes.fixture';

const bytes = (text: string) => new TextEncoder().encode(text);
const hex = (value: Uint8Array) => Buffer.from(value).toString('hex');
const fill = (length: number, byte: number) => new Uint8Array(length).fill(byte);

/** 64 MiB of Argon2 or scrypt: a second or more per hash on a busy CI machine. */
const isCostly = (hash: string) => /m=65536|ln=16/.test(hash);
const verify = (password: string, hash: string) => runJob({ kind: 'verify', password, hash });
const matched = (result: JobResult) => (result.kind === 'verify' ? result.match : result);

describe('bcrypt', () => {
  // OpenBSD's and jBCrypt's vectors (each also what PHP's crypt() gives for the salt).
  it.each([
    ['a', '$2a$06$m0CrhHm10qJ3lXRY.5zDGO3rS2KdeeWLuGmsfGlMfOxih58VYVfxe'],
    ['abc', '$2a$06$If6bvum7DFjUnE9p2uDeDu0YHzrHM6tf.iqN8.yx.jNN1ILEf7h0i'],
    ['abcdefghijklmnopqrstuvwxyz', '$2a$06$.rCVZVOThsIa97pEDOxvGuRRgzG64bvtJ0938xuqzv18d3ZpQhstC'],
    ['~!@#$%^&*()      ~!@#$%^&*()PNBFRD', '$2a$06$fPIsBO8qRqkjj273rfaOI.HtSV9jLDpTbZn782DC6/t7qT67P6FfO'],
    // 80 bytes: bcrypt reads the first 72.
    ['0123456789'.repeat(8), '$2b$04$abcdefghijklmnopqrstuum2G75IXDN/xsgbNa/hCiPSKyIHQd70S'],
  ])('%j hashes to %s', async (password, expected) => {
    const parsed = readHash(expected);
    if (!parsed.ok) throw new Error(parsed.message);
    const made = await runJob({ kind: 'hash', password, salt: parsed.value.salt, params: parsed.value.params });
    expect(made.kind === 'hash' && made.encoded).toBe(expected);
    expect(matched(await verify(password, expected))).toBe(true);
    expect(matched(await verify(`${password}!`, expected))).toBe(password.length >= 72);
  });

  it("refuses OpenBSD's empty-password vector, which hash-wasm cannot run", async () => {
    expect(await verify('', '$2a$06$DCq7YPn5Rq63x1Lad4cll.TV4S6ytwfsfvkgY8jIucDrjc8deX1s.')).toEqual({ kind: 'refused', message: EMPTY_PASSWORD });
  });

  it('agrees with bcryptjs, another implementation, for any password', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
        fc.uint8Array({ minLength: 16, maxLength: 16 }),
        async (password, salt) => {
          const made = await runJob({ kind: 'hash', password, salt, params: { algorithm: 'bcrypt', cost: 4, version: '2b' } });
          if (made.kind !== 'hash') throw new Error('not hashed');
          expect(bcryptjs.compareSync(password, made.encoded)).toBe(true);
        },
      ),
      { numRuns: 15 },
    );
  });
});

describe('Argon2', () => {
  // The reference implementation's vectors (P-H-C/phc-winner-argon2, src/test.c): hash-wasm takes no associated data,
  // so RFC 9106's vectors, which have some, are checked on @noble/hashes below, and hash-wasm is held to it.
  it.each([
    ['password', '$argon2i$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$wWKIMhR9lyDFvRz9YTZweHKfbftvj+qf+YFY4NeBbtA'],
    ['password', '$argon2i$v=19$m=256,t=2,p=2$c29tZXNhbHQ$T/XOJ2mh1/TIpJHfCdQan76Q5esCFVoT5MAeIM1Oq2E'],
    ['password', '$argon2i$v=19$m=65536,t=2,p=1$ZGlmZnNhbHQ$sDV8zPvvkfOGCw26RHsjSMvv7K2vmQq/6cxAcmxSEnE'],
    ['password', '$argon2id$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc'],
    ['password', '$argon2id$v=19$m=256,t=2,p=1$c29tZXNhbHQ$nf65EOgLrQMR/uIPnA4rEsF5h7TKyQwu9U1bMCHGi/4'],
    ['password', '$argon2id$v=19$m=256,t=2,p=2$c29tZXNhbHQ$bQk8UB/VmZZF4Oo79iDXuL5/0ttZwg2f/5U52iv1cDc'],
  ])('%j gives %s', async (password, expected) => {
    const made = await runJob({
      kind: 'hash',
      password,
      salt: bytes('somesalt'),
      params: (readHash(expected) as { value: { params: HashParams } }).value.params,
    });
    if (expected.includes('ZGlmZnNhbHQ')) expect(matched(await verify(password, expected))).toBe(true);
    else expect(made.kind === 'hash' && made.encoded).toBe(expected);
    if (!isCostly(expected)) expect(matched(await verify('differentpassword', expected))).toBe(false);
  });

  // RFC 9106, section 5: 32 bytes of 0x01, salt 16 of 0x02, secret 8 of 0x03, associated data 12 of 0x04; m=32, t=3, p=4.
  it.each([
    [nobleArgon2d, '512b391b6f1162975371d30919734294f868e3be3984f3c1a13a4db9fabe4acb'],
    [nobleArgon2i, 'c814d9d1dc7f37aa13f0d77f2494bda1c8de6b016dd388d29952a4c4672b6ce8'],
    [nobleArgon2id, '0d640df58d78766c08c037a34a8b53c9d01ef0452d75b65eb52520e96b01e659'],
  ])('RFC 9106 vector %#, on @noble/hashes', (argon2, expected) => {
    const tag = argon2(fill(32, 1), fill(16, 2), { t: 3, m: 32, p: 4, dkLen: 32, key: fill(8, 3), personalization: fill(12, 4) });
    expect(hex(tag)).toBe(expected);
  });

  it('hash-wasm gives what @noble/hashes gives, for every type and any small parameters', async () => {
    const nobles = { argon2id: nobleArgon2id, argon2i: nobleArgon2i, argon2d: nobleArgon2d };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('argon2id' as const, 'argon2i' as const, 'argon2d' as const),
        fc.string({ minLength: 1, maxLength: 20 }),
        fc.uint8Array({ minLength: 8, maxLength: 24 }),
        fc.record({
          parallelism: fc.integer({ min: 1, max: 3 }),
          iterations: fc.integer({ min: 1, max: 3 }),
          extra: fc.integer({ min: 0, max: 40 }),
          length: fc.integer({ min: 4, max: 64 }),
        }),
        async (algorithm, password, salt, { parallelism, iterations, extra, length }) => {
          const memoryKiB = 8 * parallelism + extra;
          const ours = await derive(password, salt, { algorithm, memoryKiB, iterations, parallelism, length });
          expect(hex(ours)).toBe(hex(nobles[algorithm](password, salt, { t: iterations, m: memoryKiB, p: parallelism, dkLen: length })));
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('scrypt', () => {
  // RFC 7914, section 12 (the fourth vector needs 1 GiB, at the tool's limit, and is left to the first three).
  it.each([
    ['', '', 4, 1, 1, '77d6576238657b203b19ca42c18a0497f16b4844e3074ae8dfdffa3fede21442fcd0069ded0948f8326a753a0fc81f17e8d3e0fb2e0d3628cf35e20c38d18906'],
    [
      'password',
      'NaCl',
      10,
      8,
      16,
      'fdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b3731622eaf30d92e22a3886ff109279d9830dac727afb94a83ee6d8360cbdfa2cc0640',
    ],
    [
      'pleaseletmein',
      'SodiumChloride',
      14,
      8,
      1,
      '7023bdcb3afd7348461c06cd81fd38ebfda8fbba904f8e3ea9b543f6545da1f2d5432955613f0fcf62d49705242a9af9e61e85dc0d651e40dfcf017b45575887',
    ],
  ])('%j with salt %j, N=2^%i, r=%i, p=%i', async (password, salt, logN, r, p, expected) => {
    expect(hex(await derive(password, bytes(salt), { algorithm: 'scrypt', logN, r, p, length: 64 }))).toBe(expected);
  });

  it("agrees with Node's scrypt (OpenSSL) for any password and salt", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 30 }), fc.uint8Array({ maxLength: 32 }), fc.integer({ min: 1, max: 8 }), async (password, salt, logN) => {
        const ours = await derive(password, salt, { algorithm: 'scrypt', logN, r: 2, p: 1, length: 32 });
        expect(hex(ours)).toBe(scryptSync(password, salt, 32, { N: 2 ** logN, r: 2, p: 1 }).toString('hex'));
      }),
      { numRuns: 25 },
    );
  });
});

describe('PBKDF2', () => {
  // RFC 6070 (HMAC-SHA-1; its 16,777,216-iteration vector is over the tool's limit) and RFC 7914 section 11 (HMAC-SHA-256).
  it.each([
    ['sha1', 'password', 'salt', 1, 20, '0c60c80f961f0e71f3a9b524af6012062fe037a6'],
    ['sha1', 'password', 'salt', 2, 20, 'ea6c014dc72d6f8ccd1ed92ace1d41f0d8de8957'],
    ['sha1', 'password', 'salt', 4096, 20, '4b007901b765489abead49d926f721d065a429c1'],
    ['sha1', 'passwordPASSWORDpassword', 'saltSALTsaltSALTsaltSALTsaltSALTsalt', 4096, 25, '3d2eec4fe41c849b80c8d83662c0e44a8b291a964cf2f07038'],
    ['sha1', 'pass\0word', 'sa\0lt', 4096, 16, '56fa6aa75548099dcc37d7f03425e0c3'],
    [
      'sha256',
      'passwd',
      'salt',
      1,
      64,
      '55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783',
    ],
    [
      'sha256',
      'Password',
      'NaCl',
      80000,
      64,
      '4ddcd8f60b98be21830cee5ef22701f9641a4418d04c0414aeff08876b34ab56a1d425a1225833549adb841b51c9b3176a272bdebba1d078478f62b397f33c8d',
    ],
  ] as const)('%s: %j with salt %j, %i iterations, %i bytes', async (digest, password, salt, iterations, length, expected) => {
    expect(hex(await derive(password, bytes(salt), { algorithm: 'pbkdf2', digest, iterations, length }))).toBe(expected);
  });

  it("SHA-512 agrees with Node's pbkdf2 (OpenSSL)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 30 }), fc.uint8Array({ maxLength: 32 }), fc.integer({ min: 1, max: 50 }), async (password, salt, iterations) => {
        const ours = await derive(password, salt, { algorithm: 'pbkdf2', digest: 'sha512', iterations, length: 64 });
        expect(hex(ours)).toBe(pbkdf2Sync(password, salt, iterations, 64, 'sha512').toString('hex'));
      }),
      { numRuns: 25 },
    );
  });
});

describe('hashes made by real tools', () => {
  it.each(REAL_HASHES.map((real) => [real.command, real] as const))('%s verifies, and a wrong password does not', async (_, { password, hash }) => {
    expect(matched(await verify(password, hash))).toBe(true);
    // A costly hash (64 MiB of Argon2 or scrypt) is checked once: the cheap ones show a wrong password fails.
    if (isCostly(hash)) return;
    // bcrypt reads 72 bytes: one more character after them changes nothing.
    expect(matched(await verify(`${password}x`, hash))).toBe(hash.includes('$2') && bytes(password).length >= 72);
  });
});

describe('runJob', () => {
  const params: HashParams[] = [
    { algorithm: 'bcrypt', cost: 4, version: '2y' },
    { algorithm: 'argon2id', memoryKiB: 64, iterations: 1, parallelism: 1, length: 16 },
    { algorithm: 'argon2i', memoryKiB: 64, iterations: 2, parallelism: 2, length: 32 },
    { algorithm: 'argon2d', memoryKiB: 32, iterations: 1, parallelism: 1, length: 8 },
    { algorithm: 'scrypt', logN: 4, r: 2, p: 1, length: 32 },
    { algorithm: 'pbkdf2', digest: 'sha256', iterations: 10, length: 32 },
    { algorithm: 'pbkdf2', digest: 'sha1', iterations: 3, length: 20 },
    { algorithm: 'pbkdf2', digest: 'sha512', iterations: 2, length: 64 },
  ];

  it.each(params.map((each) => [each.algorithm, each] as const))('%s: what it hashes verifies with the password and no other', async (_, each) => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 30 }), fc.uint8Array({ minLength: 16, maxLength: 16 }), async (password, salt) => {
        const made = await runJob({ kind: 'hash', password, salt, params: each });
        if (made.kind !== 'hash') throw new Error('not hashed');
        expect(matched(await verify(password, made.encoded))).toBe(true);
        expect(matched(await verify(`${password}.`, made.encoded))).toBe(false);
      }),
      { numRuns: 8 },
    );
  });

  it("writes PBKDF2 in Django's form when asked, and reads it back", async () => {
    const made = await runJob({
      kind: 'hash',
      password: 'pw',
      salt: bytes('biOq3oAXlnUp'),
      params: { algorithm: 'pbkdf2', digest: 'sha256', iterations: 1000, length: 32 },
      format: 'django',
    });
    expect(made.kind === 'hash' && made.encoded).toMatch(/^pbkdf2_sha256\$1000\$biOq3oAXlnUp\$[A-Za-z0-9+/]{43}=$/);
  });

  it('refuses a hostile cost without starting it', async () => {
    const slow = await runJob({ kind: 'hash', password: 'pw', salt: fill(16, 1), params: { algorithm: 'bcrypt', cost: 31, version: '2b' } });
    expect(slow).toEqual({
      kind: 'refused',
      message: expect.stringMatching(/^Cost 31 is 2,147,483,648 rounds, about \d+ h of work in a laptop.s browser; this tool runs bcrypt up to cost 18/),
    });
    const huge = await verify('pw', '$argon2id$v=19$m=4194304,t=3,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc');
    expect(huge).toEqual({
      kind: 'refused',
      message: 'Argon2 runs with up to 1 GiB of memory here (a browser tab cannot count on more); this asks for 4 GiB (4,194,304 KiB).',
    });
  });

  it('times the hash on the clock it is given', async () => {
    let time = 1_000;
    const made = await runJob({ kind: 'verify', password: 'x', hash: REAL_HASHES[2]?.hash ?? '' }, () => (time += 25));
    expect(made).toEqual({ kind: 'verify', match: true, params: { algorithm: 'bcrypt', cost: 4, version: '2y' }, ms: 25 });
  });
});
