// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { codec } from '@/lib/base64-codec';
import { fromHex, toHex } from '@/lib/hex';
import { ALGORITHM_IDS, type AlgorithmId } from './algorithms';
import { textBytes } from './byte-input';
import { runHashJob, type HashResult } from './hash-job';

const digestsOf = (result: HashResult) => {
  if (!result.ok) throw new Error(result.message);
  return Object.fromEntries(result.digests.map((digest) => [digest.id, toHex(digest.bytes)]));
};

describe('textBytes', () => {
  it('reads UTF-8, hex with separators and Base64 in either alphabet', () => {
    expect(textBytes('é', 'utf8')).toEqual({ ok: true, bytes: Uint8Array.of(0xc3, 0xa9) });
    expect(textBytes('0xDE 0xad:be,EF\n', 'hex')).toEqual({ ok: true, bytes: Uint8Array.of(0xde, 0xad, 0xbe, 0xef) });
    expect(textBytes('+/8=', 'base64')).toEqual({ ok: true, bytes: Uint8Array.of(0xfb, 0xff) });
    expect(textBytes('-_8', 'base64')).toEqual({ ok: true, bytes: Uint8Array.of(0xfb, 0xff) });
  });

  it('says why text is not hex or Base64', () => {
    expect(textBytes('abc', 'hex')).toMatchObject({ ok: false, message: expect.stringMatching(/^This is not hex/) });
    expect(textBytes('no way!', 'base64')).toMatchObject({ ok: false, message: expect.stringMatching(/^This is not Base64/) });
  });

  it('round-trips any bytes through hex and Base64', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        expect(fromHex(toHex(bytes))).toEqual(bytes);
        expect(textBytes(codec.encode(bytes, false), 'base64')).toEqual({ ok: true, bytes });
        expect(textBytes(codec.encode(bytes, true), 'base64')).toEqual({ ok: true, bytes });
      }),
    );
  });
});

/** Slices this small make a small file take several, as a large one does with the real slice size. */
const SLICE = 64 * 1024;

describe('runHashJob', () => {
  it('hashes the bytes hex text spells, not its characters', async () => {
    const result = await runHashJob({ source: { kind: 'text', text: '61 62 63', as: 'hex' }, algorithms: ['sha256'] });
    expect(digestsOf(result).sha256).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('reads a file in slices, tells its progress and gives the digests of its bytes', async () => {
    const bytes = new Uint8Array(SLICE * 2 + 1234).map((_, index) => (index * 31) % 251);
    const progress: number[] = [];
    const fromFile = await runHashJob({ source: { kind: 'file', file: new Blob([bytes]) }, algorithms: ALGORITHM_IDS }, (done) => progress.push(done), SLICE);
    const fromText = await runHashJob({ source: { kind: 'text', text: codec.encode(bytes, false), as: 'base64' }, algorithms: ALGORITHM_IDS });
    expect(digestsOf(fromFile)).toEqual(digestsOf(fromText));
    expect(progress).toEqual([0, SLICE, SLICE * 2, bytes.length]);
    expect(fromFile).toMatchObject({ ok: true, size: bytes.length });
  });

  it('gives the HMAC under a key when one is given', async () => {
    const result = await runHashJob({
      source: { kind: 'text', text: 'what do ya want for nothing?', as: 'utf8' },
      algorithms: ['sha256'],
      hmacKey: new TextEncoder().encode('Jefe'),
    });
    expect(digestsOf(result).sha256).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });
});

describe('a file made by Debian tools', () => {
  const folder = mkdtempSync(join(tmpdir(), 'hash-real-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const text = join(folder, 'words.txt');
  // Text compressed by Debian's gzip: about 2.4 MB, read here in 1 MB slices.
  writeFileSync(text, Array.from({ length: 400_000 }, (_, index) => `line ${index}: ${(index * 7919) % 100_003}`).join('\n'));
  execFileSync('gzip', ['-k', '-1', text]);
  const file = `${text}.gz`;
  const run = (command: string, ...args: string[]) => execFileSync(command, [...args, file], { encoding: 'utf8' });
  /** The first word of a coreutils line ("digest  file"), or the last of an OpenSSL one ("NAME(file)= digest"). */
  const coreutils = (command: string) => run(command).split(/\s+/)[0];
  const openssl = (name: string) => run('openssl', 'dgst', `-${name}`).trim().split(' ').at(-1);

  it('gives what sha*sum, md5sum, b2sum and openssl dgst print', async () => {
    const bytes = readFileSync(file);
    const result = digestsOf(await runHashJob({ source: { kind: 'file', file: new Blob([bytes]) }, algorithms: ALGORITHM_IDS }, undefined, 1024 * 1024));
    const expected: Partial<Record<AlgorithmId, string | undefined>> = {
      md5: coreutils('md5sum'),
      sha1: coreutils('sha1sum'),
      sha224: coreutils('sha224sum'),
      sha256: coreutils('sha256sum'),
      sha384: coreutils('sha384sum'),
      sha512: coreutils('sha512sum'),
      'blake2b-512': coreutils('b2sum'),
      'sha512-256': openssl('sha512-256'),
      'sha3-256': openssl('sha3-256'),
      'sha3-512': openssl('sha3-512'),
      ripemd160: openssl('ripemd160'),
    };
    for (const [id, digest] of Object.entries(expected)) expect(result[id], id).toBe(digest);
    expect(bytes.length).toBeGreaterThan(2 * 1024 * 1024);
  });

  it("gives gzip's own CRC-32 (its trailer) for the text it compressed", async () => {
    const gz = readFileSync(file);
    const trailer = toHex(Uint8Array.from(gz.subarray(gz.length - 8, gz.length - 4)).reverse());
    const result = digestsOf(await runHashJob({ source: { kind: 'file', file: new Blob([readFileSync(text)]) }, algorithms: ['crc32'] }));
    expect(result.crc32).toBe(trailer);
  });
});
