import { describe, expect, it } from 'vitest';
import { explainHash, owaspNotes } from './explain.logic';
import { readParams } from './form-params.logic';
import { readHash } from './hash-format.logic';
import { estimateMs, formatDuration, formatMemory, refusal, slowWarning } from './params.logic';
import { readSalt } from './salt.logic';
import { DEFAULT_SETTINGS } from './settings';

describe('readParams', () => {
  it("reads the defaults as OWASP's figures for each algorithm", () => {
    expect(readParams(DEFAULT_SETTINGS)).toEqual({ ok: true, params: { algorithm: 'argon2id', memoryKiB: 19_456, iterations: 2, parallelism: 1, length: 32 } });
    expect(readParams({ ...DEFAULT_SETTINGS, algorithm: 'scrypt' })).toEqual({ ok: true, params: { algorithm: 'scrypt', logN: 17, r: 8, p: 1, length: 32 } });
    expect(readParams({ ...DEFAULT_SETTINGS, algorithm: 'pbkdf2' })).toEqual({
      ok: true,
      params: { algorithm: 'pbkdf2', digest: 'sha256', iterations: 600_000, length: 32 },
    });
    expect(readParams({ ...DEFAULT_SETTINGS, algorithm: 'bcrypt' })).toEqual({ ok: true, params: { algorithm: 'bcrypt', cost: 10, version: '2b' } });
  });

  it.each([
    [{ algorithm: 'bcrypt', bcryptCost: '3' }, 'The cost must be from 4 to 31; it is 3.'],
    [{ algorithm: 'bcrypt', bcryptCost: '1e3' }, 'The cost must be a whole number from 4 to 31.'],
    [{ argonMemory: '' }, 'The memory must be a whole number from 8 to 4,294,967,295.'],
    [{ argonParallelism: '4', argonMemory: '16' }, 'Argon2 needs at least 8 KiB of memory per lane: 32 KiB for parallelism 4.'],
    [
      { algorithm: 'scrypt', scryptLogN: '24' },
      'scrypt with N = 2^24 and r = 8 needs 16 GiB of memory (128·N·r bytes); this tool runs scrypt with up to 1 GiB.',
    ],
    [{ algorithm: 'pbkdf2', pbkdf2Iterations: '20000000' }, 'PBKDF2 runs up to 10,000,000 iterations here; this is 20,000,000.'],
  ] as const)('refuses %j', (change, message) => {
    expect(readParams({ ...DEFAULT_SETTINGS, ...change })).toEqual({ ok: false, message });
  });
});

describe('refusal and estimates', () => {
  it('runs every cost up to the limits and none past them', () => {
    expect(refusal({ algorithm: 'bcrypt', cost: 18, version: '2b' })).toBeNull();
    expect(refusal({ algorithm: 'bcrypt', cost: 19, version: '2b' })).toMatch(/^Cost 19 is 524,288 rounds/);
    expect(refusal({ algorithm: 'argon2id', memoryKiB: 1_048_576, iterations: 16, parallelism: 1, length: 32 })).toBeNull();
    expect(refusal({ algorithm: 'argon2id', memoryKiB: 1_048_576, iterations: 17, parallelism: 1, length: 32 })).toMatch(
      /this tool stops at 16 GiB of memory passes/,
    );
  });

  it('scales a time measured here to another cost, and warns only past a second', () => {
    const timed = [{ params: { algorithm: 'bcrypt' as const, cost: 10, version: '2b' as const }, ms: 100 }];
    expect(estimateMs({ algorithm: 'bcrypt', cost: 14, version: '2y' }, timed)).toBe(1_600);
    expect(slowWarning({ algorithm: 'bcrypt', cost: 13, version: '2b' }, timed)).toBeNull();
    expect(slowWarning({ algorithm: 'bcrypt', cost: 14, version: '2b' }, timed)).toBe(
      'Expect about 1.6 s per hash at this cost (scaled from the last hash timed here). A login that takes this long is slow for users too; Cancel stops it.',
    );
  });

  it.each([
    [850, '850 ms'],
    [3_400, '3.4 s'],
    [45_000, '45 s'],
    [600_000, '10 min'],
    [36_000_000, '10 h'],
    [864_000_000, '10 days'],
  ])('%i ms reads %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });

  it('writes memory in binary units', () => {
    expect([formatMemory(19_456 * 1024), formatMemory(1 << 30), formatMemory(512 * 1024)]).toEqual(['19 MiB', '1 GiB', '512 KiB']);
  });
});

describe('explainHash and owaspNotes', () => {
  it("names each part of htpasswd's bcrypt line and what it means", () => {
    const read = readHash('alice:$2y$05$/k4FFifBYAsrVwj6exO1gu6YKIRpvTh22KOQNwJJuXendw5MbFNd2');
    if (!read.ok) throw new Error(read.message);
    expect(explainHash(read.value).map((part) => [part.term, part.value])).toEqual([
      ['User', 'alice'],
      ['Algorithm', 'bcrypt ($2y$)'],
      ['Cost', '5'],
      ['Salt', expect.stringMatching(/^\/k4FFifBYAsrVwj6exO1gu \(hex [0-9a-f]{32}\)$/)],
      ['Hash', expect.stringMatching(/^[0-9a-f]{46}$/)],
    ]);
    expect(owaspNotes(read.value.params)).toEqual(["Cost 5 is below OWASP's minimum work factor of 10."]);
  });

  it("passes OWASP's own configurations and names what falls short", () => {
    expect(owaspNotes({ algorithm: 'argon2id', memoryKiB: 47_104, iterations: 1, parallelism: 1, length: 32 }, 16)).toEqual([]);
    expect(owaspNotes({ algorithm: 'scrypt', logN: 16, r: 8, p: 2, length: 32 }, 16)).toEqual([]);
    expect(owaspNotes({ algorithm: 'argon2i', memoryKiB: 4_096, iterations: 3, parallelism: 1, length: 32 }, 8)).toEqual([
      'OWASP recommends Argon2id; this is Argon2i.',
      "Memory and iterations are below OWASP's minimum (19 MiB with 2 iterations, or an equal trade such as 47 MiB with 1).",
      'A 8-byte salt is short: 16 bytes is the usual minimum.',
    ]);
  });
});

describe('readSalt', () => {
  it.each([
    ['00112233445566778899aabbccddeeff', 'hex', false, 16],
    ['/k4FFifBYAsrVwj6exO1gu', 'base64', true, 16],
    ['c29tZXNhbHQ', 'base64', false, 8],
    ['somesalt', 'text', false, 8],
  ] as const)('%j as %s reads %i bytes', (text, as, bcrypt, length) => {
    const read = readSalt(text, as, bcrypt, false);
    expect(read.ok && read.salt.length).toBe(length);
  });

  it.each([
    ['abc', 'hex', false, false, 'This salt is not hex: type pairs of 0-9 and a-f.'],
    ['0011', 'hex', true, false, "bcrypt's salt is 16 bytes; this is 2."],
    ['short', 'text', false, true, "Argon2's salt is at least 8 bytes; this is 5."],
  ] as const)('refuses %j as %s', (text, as, bcrypt, argon2, message) => {
    expect(readSalt(text, as, bcrypt, argon2)).toEqual({ ok: false, message });
  });
});
