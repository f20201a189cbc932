import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatHash, readHash, type HashParams, type ParsedHash } from './hash-format.logic';
import { REAL_HASHES } from './real-hashes.fixture';

const bytes = (length: number) => fc.uint8Array({ minLength: length, maxLength: length });
const positive = (max: number) => fc.integer({ min: 1, max });

/** Any hash this tool writes: every algorithm and format, with any parameters the format can hold. */
const anyHash: fc.Arbitrary<Omit<ParsedHash, 'user'>> = fc.oneof(
  fc.record({
    params: fc.record({
      algorithm: fc.constant('bcrypt' as const),
      cost: fc.integer({ min: 4, max: 31 }),
      version: fc.constantFrom('2a' as const, '2b' as const, '2y' as const),
    }),
    salt: bytes(16),
    hash: bytes(23),
    format: fc.constant('bcrypt' as const),
  }),
  fc.integer({ min: 4, max: 64 }).chain((length) =>
    fc.record({
      params: fc.record({
        algorithm: fc.constantFrom('argon2id' as const, 'argon2i' as const, 'argon2d' as const),
        memoryKiB: positive(4_194_304),
        iterations: positive(100),
        parallelism: positive(16),
        length: fc.constant(length),
      }),
      salt: fc.uint8Array({ minLength: 8, maxLength: 32 }),
      hash: bytes(length),
      format: fc.constant('phc' as const),
    }),
  ),
  fc.integer({ min: 1, max: 64 }).chain((length) =>
    fc.record({
      params: fc.record({ algorithm: fc.constant('scrypt' as const), logN: positive(30), r: positive(32), p: positive(16), length: fc.constant(length) }),
      salt: fc.uint8Array({ maxLength: 32 }),
      hash: bytes(length),
      format: fc.constant('phc' as const),
    }),
  ),
  fc.integer({ min: 1, max: 64 }).chain((length) =>
    fc.record({
      params: fc.record({
        algorithm: fc.constant('pbkdf2' as const),
        digest: fc.constantFrom('sha1' as const, 'sha256' as const, 'sha512' as const),
        iterations: positive(10_000_000),
        length: fc.constant(length),
      }),
      salt: fc.uint8Array({ minLength: 1, maxLength: 32 }),
      hash: bytes(length),
      format: fc.constant('passlib' as const),
    }),
  ),
  fc.integer({ min: 1, max: 64 }).chain((length) =>
    fc.record({
      params: fc.record({
        algorithm: fc.constant('pbkdf2' as const),
        digest: fc.constantFrom('sha1' as const, 'sha256' as const),
        iterations: positive(10_000_000),
        length: fc.constant(length),
      }),
      salt: fc.stringMatching(/^[A-Za-z0-9]{1,22}$/).map((text) => new TextEncoder().encode(text)),
      hash: bytes(length),
      format: fc.constant('django' as const),
    }),
  ),
);

describe('readHash and formatHash', () => {
  it('read back every part of any hash written', () => {
    fc.assert(
      fc.property(anyHash, (parsed) => {
        expect(readHash(formatHash(parsed))).toEqual({ ok: true, value: parsed });
      }),
      { numRuns: 300 },
    );
  });

  it("write every real tool's hash back as it was", () => {
    for (const { hash } of REAL_HASHES) {
      const read = readHash(hash);
      if (!read.ok) throw new Error(read.message);
      expect(`${read.value.user === undefined ? '' : `${read.value.user}:`}${formatHash(read.value)}`).toBe(hash);
    }
  });
});

describe('readHash', () => {
  it.each<[string, HashParams, string?]>([
    ['$2y$05$/k4FFifBYAsrVwj6exO1gu6YKIRpvTh22KOQNwJJuXendw5MbFNd2', { algorithm: 'bcrypt', cost: 5, version: '2y' }],
    ['alice:$2y$05$/k4FFifBYAsrVwj6exO1gu6YKIRpvTh22KOQNwJJuXendw5MbFNd2', { algorithm: 'bcrypt', cost: 5, version: '2y' }, 'alice'],
    [
      '  $argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc \n',
      { algorithm: 'argon2id', memoryKiB: 19_456, iterations: 2, parallelism: 1, length: 32 },
    ],
    ['$scrypt$ln=16,r=8,p=1$f+997z3H2BtjbI1Rytkbww$8mMzdlp2kDTftxWUwxFk+tGLUPLlZzFo/yfa7WJx9qo', { algorithm: 'scrypt', logN: 16, r: 8, p: 1, length: 32 }],
    ['$pbkdf2$131000$ZCylVKq11vofQ2it9V4LwQ$eteeim4teBT9Ig2PMicXgLj7kOk', { algorithm: 'pbkdf2', digest: 'sha1', iterations: 131_000, length: 20 }],
    ['pbkdf2_sha256$1000$biOq3oAXlnUp$/4AZXTX5b/J3np8rRULoKo7jziV3FLDD/GB1YlWTg/U=', { algorithm: 'pbkdf2', digest: 'sha256', iterations: 1_000, length: 32 }],
  ])('reads %s', (text, params, user) => {
    const read = readHash(text);
    expect(read.ok && read.value.params).toEqual(params);
    expect(read.ok && read.value.user).toBe(user);
  });

  it.each([
    ['', 'Paste a hash to read.'],
    ['$2b$10$tooshort', 'This bcrypt hash is not whole: it is "$2b$", two cost digits, "$", then 53 characters of salt and hash (60 in all).'],
    ['$2b$03$/k4FFifBYAsrVwj6exO1gu6YKIRpvTh22KOQNwJJuXendw5MbFNd2', "bcrypt's cost is between 04 and 31; this hash says 03."],
    ['$2x$05$/k4FFifBYAsrVwj6exO1gu6YKIRpvTh22KOQNwJJuXendw5MbFNd2', expect.stringContaining('"$2x$" hash, made by a crypt_blowfish version with a known bug')],
    ['$argon2id$v=16$m=65536,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc', expect.stringContaining('Argon2 version 1.0 (v=16)')],
    ['$argon2id$v=19$m=65536,t=2$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc', expect.stringContaining('parameters are not m=…,t=…,p=…')],
    ['$argon2id$v=19$m=65536,t=2,p=1,keyid=1$c29tZXNhbHQ$CTFh', expect.stringContaining('parameters besides m, t and p')],
    [
      '$apr1$abc$def',
      "This is an Apache MD5 hash ($apr1$, htpasswd's default before -B), not one of bcrypt, Argon2, scrypt or PBKDF2: it cannot be checked here.",
    ],
    ['$6$salt$hash', 'This is a SHA-512-crypt hash ($6$), not one of bcrypt, Argon2, scrypt or PBKDF2: it cannot be checked here.'],
    ['5f4dcc3b5aa765d61d8327deb882cf99', expect.stringContaining('This is not a hash this tool reads')],
  ])('refuses %j', (text, message) => {
    expect(readHash(text)).toEqual({ ok: false, message });
  });
});
