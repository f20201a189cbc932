import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateRawSync, deflateSync, gunzipSync, gzipSync, inflateRawSync, inflateSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { readGzipHeader, type FlateFormat } from './flate-format.logic';
import { compress, decompress, limitMessage, type Level } from './flate.logic';

const FORMATS: FlateFormat[] = ['gzip', 'zlib', 'deflate'];
const LEVELS: Level[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const nodeInflate = { gzip: gunzipSync, zlib: inflateSync, deflate: inflateRawSync };
const nodeDeflate = { gzip: gzipSync, zlib: deflateSync, deflate: deflateRawSync };

const joined = (chunks: Uint8Array[]) => new Uint8Array(Buffer.concat(chunks));
const packed = (input: Uint8Array, format: FlateFormat, level: Level = 6) => joined(compress(input, { format, level }));
const text = (value: string) => new TextEncoder().encode(value);
const inflated = (input: Uint8Array) => {
  const result = decompress(input);
  if (!result.ok) throw new Error(result.message);
  return result.value;
};
const SAMPLE = text('The quick brown fox jumps over the lazy dog. '.repeat(200));

describe('compress', () => {
  // A mix of text-like and random data, so both the literal and the match paths of the encoder are crossed.
  const data = fc.oneof(fc.uint8Array({ maxLength: 5_000 }), fc.string({ unit: 'grapheme', maxLength: 2_000 }).map(text));

  it.each(FORMATS)("writes %s that Node's zlib reads back, at every level", (format) => {
    fc.assert(
      fc.property(data, fc.constantFrom(...LEVELS), (input, level) => {
        expect(new Uint8Array(nodeInflate[format](packed(input, format, level)))).toEqual(input);
      }),
      { numRuns: 60 },
    );
  });

  it.each(FORMATS)('round-trips %s through its own decompress, at every level', (format) => {
    fc.assert(
      fc.property(data, fc.constantFrom(...LEVELS), (input, level) => {
        const result = inflated(packed(input, format, level));
        expect(result.format).toBe(format);
        expect(joined(result.chunks)).toEqual(input);
      }),
      { numRuns: 60 },
    );
  });

  it('writes RFC 1952 header facts: magic 1f 8b, CM 8, XFL by level, OS Unix, MTIME 0 for text, and the CRC-32 and ISIZE trailer', () => {
    const gzip = packed(SAMPLE, 'gzip', 9);
    expect([...gzip.subarray(0, 10)]).toEqual([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 3]);
    expect(Buffer.from(gzip).readUInt32LE(gzip.length - 8)).toBe(Buffer.from(gzipSync(SAMPLE)).readUInt32LE(gzipSync(SAMPLE).length - 8));
    expect(Buffer.from(gzip).readUInt32LE(gzip.length - 4)).toBe(SAMPLE.length);
    expect(packed(SAMPLE, 'gzip', 1)[8]).toBe(4);
    // The same text gives the same bytes: no time stamp moves them.
    expect(packed(SAMPLE, 'gzip')).toEqual(packed(SAMPLE, 'gzip'));
  });

  it.each([
    [0, 0x01],
    [1, 0x5e],
    [6, 0x9c],
    [9, 0xda],
  ] as const)('writes the RFC 1950 header 78 %s at level %s, a multiple of 31', (level, flags) => {
    const zlib = packed(SAMPLE, 'zlib', level);
    expect([zlib[0], zlib[1]]).toEqual([0x78, flags]);
    expect(Buffer.from(zlib).readUInt16BE(0) % 31).toBe(0);
  });

  it('keeps a file name and time in the gzip header, as gzip does', () => {
    const gzip = joined(compress(SAMPLE, { format: 'gzip', level: 6, fileName: 'notes.txt', modified: Date.UTC(2024, 0, 2, 3, 4, 5) }));
    expect(readGzipHeader(gzip)).toEqual({ name: 'notes.txt', comment: null, modified: Date.UTC(2024, 0, 2, 3, 4, 5), system: 'Unix', text: false });
  });

  it('tells progress up to the whole input', () => {
    const told: number[] = [];
    compress(new Uint8Array(3 * 1024 * 1024 + 5), { format: 'deflate', level: 1, onProgress: (done, total) => told.push(done / total) });
    expect(told.at(-1)).toBe(1);
    expect(told).toEqual([...told].sort((a, b) => a - b));
  });
});

describe('decompress', () => {
  it.each(FORMATS)("reads %s made by Node's zlib at every level, and says which format it was", (format) => {
    for (const level of LEVELS) {
      const result = inflated(new Uint8Array(nodeDeflate[format](SAMPLE, { level })));
      expect(result.format).toBe(format);
      expect(joined(result.chunks)).toEqual(SAMPLE);
    }
  });

  it.each([
    ['gzip', 'CRC-32 and size checked'],
    ['zlib', 'Adler-32 checked'],
    ['deflate', 'raw deflate carries no checksum, so corruption could pass unseen'],
  ] as const)('says what vouches for %s output', (format, check) => {
    expect(inflated(packed(SAMPLE, format)).check).toBe(check);
  });

  it('joins gzip members, as gunzip does, checking each', () => {
    const result = inflated(new Uint8Array(Buffer.concat([gzipSync('one '), gzipSync('two '), packed(text('three'), 'gzip')])));
    expect(new TextDecoder().decode(joined(result.chunks))).toBe('one two three');
    expect(result.members).toBe(3);
    expect(result.check).toBe('CRC-32 and size checked in each of 3 members');
  });

  const corrupt = (bytes: Uint8Array, at: number) => {
    const copy = bytes.slice();
    const index = at < 0 ? copy.length + at : at;
    copy.set([(copy[index] ?? 0) ^ 0xff], index);
    return copy;
  };
  const gzip = new Uint8Array(gzipSync(SAMPLE));
  const zlib = new Uint8Array(deflateSync(SAMPLE));

  it.each([
    ['a flipped CRC-32', corrupt(gzip, -8), /^The CRC-32 does not match \(stored [0-9a-f]{8}, computed [0-9a-f]{8}\): the data is corrupt\.$/],
    ['a wrong ISIZE', corrupt(gzip, -4), /^The size in the gzip trailer does not match the data: it is corrupt\.$/],
    ['a flipped Adler-32', corrupt(zlib, -1), /^The Adler-32 does not match/],
    ['truncated gzip', gzip.subarray(0, gzip.length - 30), /^The gzip stream ends too soon: the data is truncated\.$/],
    ['truncated zlib', zlib.subarray(0, 40), /^The zlib stream ends too soon: the data is truncated\.$/],
    ['a broken deflate block', corrupt(gzip, 12), /^The gzip data is corrupt \(.+\)\.$/],
    ['text that is not compressed', text('hello, world'), /^This is not gzip, zlib or raw deflate data: it has neither a gzip nor a zlib header/],
    [
      'truncated raw deflate',
      new Uint8Array(deflateRawSync(SAMPLE)).subarray(0, 30),
      /as raw deflate it ends too soon \(truncated, or not compressed at all\)\.$/,
    ],
    ['a zip archive', text('PK\u0003\u0004rest'), /^This is a zip archive, not a single compressed stream: open it in the Zip mode/],
    ['a zlib stream with a preset dictionary', Uint8Array.from([0x78, 0xbb, 0, 0]), /needs a preset dictionary \(FDICT\)/],
  ])('refuses %s with a clear message', (_, input, message) => {
    const result = decompress(input);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(message);
  });

  it('stops a bomb at the limit and keeps nothing', () => {
    const bomb = new Uint8Array(gzipSync(new Uint8Array(8 * 1024 * 1024), { level: 9 }));
    expect(bomb.length).toBeLessThan(10_000);
    expect(decompress(bomb, { limit: 1024 * 1024 })).toEqual({ ok: false, message: limitMessage(1024 * 1024) });
    expect(limitMessage(256 * 1024 * 1024)).toBe(
      'This expands to more than 256.0 MB, the most this tool unpacks (a zip bomb would never stop); nothing was kept.',
    );
  });
});

describe("Debian's gzip command", () => {
  const folder = mkdtempSync(join(tmpdir(), 'compress-decompress-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('decompresses what this tool writes, and restores the original name with -N', () => {
    const path = join(folder, 'download.gz');
    writeFileSync(path, joined(compress(SAMPLE, { format: 'gzip', level: 9, fileName: 'notes.txt' })));
    expect(new Uint8Array(execFileSync('gzip', ['-dc', path]))).toEqual(SAMPLE);
    execFileSync('gzip', ['-dN', path]);
    expect(readdirSync(folder)).toEqual(['notes.txt']);
    expect(new Uint8Array(readFileSync(join(folder, 'notes.txt')))).toEqual(SAMPLE);
  });

  it("writes what this tool decompresses, with gzip's header read", () => {
    const path = join(folder, 'report.csv');
    writeFileSync(path, SAMPLE);
    const result = inflated(new Uint8Array(execFileSync('gzip', ['-c', '-9', path])));
    expect(joined(result.chunks)).toEqual(SAMPLE);
    expect(result.gzip).toMatchObject({ name: 'report.csv', system: 'Unix' });
    expect(result.gzip?.modified).toBeGreaterThan(0);
  });
});
