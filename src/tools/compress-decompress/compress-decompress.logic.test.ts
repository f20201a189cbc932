import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asText, runJob, sizeSummary, TEXT_LIMIT, type Job, type JobResult, type Produced, type Source } from './compress-decompress.logic';
import { ZIP_ARCHIVES } from './zip-archives.fixture';

const output = (result: JobResult): Produced => {
  if (!result.ok || result.kind !== 'output') throw new Error(result.ok ? 'a listing' : result.message);
  return result.output;
};
const text = (value: string): Source => ({ kind: 'text', text: value });
const file = (name: string, bytes: Uint8Array): Source => ({ kind: 'file', name, bytes, modified: Date.UTC(2024, 0, 1) });

describe('sizeSummary', () => {
  it.each([
    [12_595, 3_174, { compressed: 3_174, original: 12_595 }, '12.3 KB → 3.1 KB, 25 %'],
    [3_174, 12_595, { compressed: 3_174, original: 12_595 }, '3.1 KB → 12.3 KB, 25 %'],
    [1_048_576, 4_120, { compressed: 4_120, original: 1_048_576 }, '1.0 MB → 4.0 KB, 0.4 %'],
    [5, 25, { compressed: 25, original: 5 }, '5 B → 25 B, 500 %'],
    [0, 20, { compressed: 20, original: 0 }, '0 B → 20 B'],
  ])('%s → %s gives %j', (from, to, sizes, expected) => {
    expect(sizeSummary(from, to, sizes)).toBe(expected);
  });
});

describe('asText', () => {
  const bytes = (value: string) => new TextEncoder().encode(value);
  it('joins UTF-8 split across parts, even inside a character', () => {
    const whole = bytes('naïve 日本');
    expect(asText([whole.subarray(0, 8), whole.subarray(8)], whole.length)).toBe('naïve 日本');
  });
  it.each([
    ['invalid UTF-8', [Uint8Array.from([0xff, 0xfe])]],
    ['a NUL byte', [bytes('a\u0000b')]],
  ])('gives null for %s', (_, parts) => {
    expect(asText(parts, 2)).toBeNull();
  });
  it('gives null past the text limit', () => {
    expect(asText([bytes('a')], TEXT_LIMIT + 1)).toBeNull();
  });
});

describe('runJob', () => {
  it.each(['base64', 'hex'] as const)('round-trips any text through each format as %s', (as) => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 300 }), fc.constantFrom('gzip', 'zlib', 'deflate'), (value, format) => {
        const packed = output(runJob({ kind: 'compress', source: text(value), format, level: 6, output: as }));
        const unpacked = output(runJob({ kind: 'decompress', source: text(packed.text ?? ''), read: 'auto' }));
        expect(unpacked.text).toBe(value);
      }),
      { numRuns: 40 },
    );
  });

  it('gives a file named after the dropped one, with the extension of its format', () => {
    const job: Job = { kind: 'compress', source: file('data.json', new TextEncoder().encode('{"a":1}')), format: 'gzip', level: 9, output: 'file' };
    const produced = output(runJob(job));
    expect(produced.file?.name).toBe('data.json.gz');
    expect(output(runJob({ ...job, output: 'hex' })).textName).toBe('data.json.gz.hex.txt');
    expect(produced.text).toBeNull();
    expect(produced.notes).toEqual(['gzip (RFC 1952) at level 9.']);
  });

  it('says what it detected and what the gzip header holds', () => {
    const packed = output(
      runJob({ kind: 'compress', source: file('notes.txt', new TextEncoder().encode('hi there')), format: 'gzip', level: 6, output: 'base64' }),
    );
    const unpacked = output(runJob({ kind: 'decompress', source: text(packed.text ?? ''), read: 'auto' }));
    expect(unpacked.textName).toBe('notes.txt');
    expect(unpacked.notes).toEqual([
      'Detected gzip (RFC 1952); CRC-32 and size checked.',
      'Read the input as Base64.',
      'Original name: notes.txt',
      'Modified: 2024-01-01 00:00:00 UTC',
      'Compressed on: Unix',
    ]);
  });

  it('reads a dropped file of Base64 text as the data it writes', () => {
    const written = new TextEncoder().encode(gzipSync('from a .b64 file').toString('base64'));
    const produced = output(runJob({ kind: 'decompress', source: file('payload.b64', written), read: 'auto' }));
    expect(produced.text).toBe('from a .b64 file');
    expect(produced.notes).toContain('Read the file as Base64 text.');
  });

  it('offers binary output as a file named from the dropped one', () => {
    const produced = output(
      runJob({ kind: 'decompress', source: file('logo.png.gz', new Uint8Array(gzipSync(Uint8Array.from([0x89, 0x50, 0, 1])))), read: 'auto' }),
    );
    expect(produced.text).toBeNull();
    expect(produced.file).toMatchObject({ name: 'logo.png', size: 4 });
    expect(produced.notes.at(-1)).toBe('The data is not text, so it is offered as a file.');
    expect(sizeSummary(produced.compressed, produced.original, produced)).toMatch(/^\d+ B → 4 B, \d+ %$/);
  });

  it('lists a zip and extracts an entry as text and as a file', () => {
    const archive = new Uint8Array(Buffer.from(ZIP_ARCHIVES.plain, 'base64'));
    const listing = runJob({ kind: 'list', archive });
    if (!listing.ok || listing.kind !== 'listing') throw new Error('no listing');
    const produced = output(runJob({ kind: 'extract', archive, entry: listing.entries[1]! }));
    expect(produced.text).toBe('hello from the zip\n'.repeat(50));
    expect(produced.file?.name).toBe('readme.txt');
    expect(produced.notes).toEqual(['docs/readme.txt: deflate, CRC-32 checked.']);
  });

  it('refuses text that is neither Base64 nor hex', () => {
    expect(runJob({ kind: 'decompress', source: text('%%%'), read: 'auto' })).toEqual({
      ok: false,
      message: expect.stringMatching(/^This text is not Base64 or hex/),
    });
  });
});
