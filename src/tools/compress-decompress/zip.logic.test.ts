import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ZIP_ARCHIVES } from './zip-archives.fixture';
import { extractEntry, listZip, type ZipEntry } from './zip.logic';

const archive = (name: keyof typeof ZIP_ARCHIVES) => new Uint8Array(Buffer.from(ZIP_ARCHIVES[name], 'base64'));
const entriesOf = (bytes: Uint8Array): [ZipEntry, ...ZipEntry[]] => {
  const listing = listZip(bytes);
  if (!listing.ok) throw new Error(listing.message);
  const [first, ...rest] = listing.entries;
  if (!first) throw new Error('no entries');
  return [first, ...rest];
};
const textOf = (bytes: Uint8Array, entry: ZipEntry) => {
  const extracted = extractEntry(bytes, entry);
  if (!extracted.ok) throw new Error(extracted.message);
  return Buffer.concat(extracted.chunks).toString('latin1');
};
const README = 'hello from the zip\n'.repeat(50);

describe('listZip', () => {
  it("lists Info-ZIP's entries with sizes, methods and UTC times from the extended timestamp", () => {
    expect(
      entriesOf(archive('plain')).map(({ name, directory, size, compressedSize, method, modified, encrypted, refusal }) => ({
        name,
        directory,
        size,
        compressedSize,
        method,
        modified,
        encrypted,
        refusal,
      })),
    ).toEqual([
      { name: 'docs/', directory: true, size: 0, compressedSize: 0, method: 'stored', modified: '2024-03-01 14:22:10 UTC', encrypted: false, refusal: null },
      {
        name: 'docs/readme.txt',
        directory: false,
        size: 950,
        compressedSize: 30,
        method: 'deflate',
        modified: '2024-03-01 14:22:10 UTC',
        encrypted: false,
        refusal: null,
      },
      {
        name: 'logo.bin',
        directory: false,
        size: 11,
        compressedSize: 11,
        method: 'stored',
        modified: '2024-03-01 14:22:10 UTC',
        encrypted: false,
        refusal: null,
      },
    ]);
  });

  it('falls back to the DOS time, the zipping machine’s local time, without an extended timestamp', () => {
    expect(entriesOf(archive('dos'))[0].modified).toBe('2024-03-01 15:22:10');
  });

  it('reads ZIP64 sizes', () => {
    const [entry] = entriesOf(archive('wide'));
    expect(entry).toMatchObject({ name: 'wide.txt', size: 5, refusal: null });
    expect(textOf(archive('wide'), entry)).toBe('wide\n');
  });

  it('marks an encrypted entry, and one in a method it cannot extract, with the reason', () => {
    expect(entriesOf(archive('locked'))[0]).toMatchObject({
      encrypted: true,
      refusal: 'secret.txt is encrypted: this tool takes no passwords, so it cannot extract it. Use unzip or 7-Zip with the password.',
    });
    expect(entriesOf(archive('bz'))[0]).toMatchObject({
      method: 'bzip2',
      refusal: 'docs/readme.txt is compressed with bzip2, which this tool cannot extract (only stored and deflate entries).',
    });
  });

  it('reads names in UTF-8', () => {
    const bytes = zipSync({ 'naïve/日本.txt': new TextEncoder().encode('x') });
    const listing = listZip(bytes);
    expect(listing.ok && listing.entries.map((entry) => entry.name)).toEqual(['naïve/日本.txt']);
  });

  it.each([
    ['text', new TextEncoder().encode('not a zip at all'), /^This is not a zip archive: it has no end of central directory record/],
    ['a cut archive', archive('plain').subarray(0, 300), /^This is not a zip archive/],
  ])('refuses %s', (_, bytes, message) => {
    const listing = listZip(bytes);
    expect(!listing.ok && listing.message).toMatch(message);
  });
});

describe('extractEntry', () => {
  it('extracts deflated and stored entries as unzip does', () => {
    const bytes = archive('plain');
    const [, readme, logo] = entriesOf(bytes);
    expect(textOf(bytes, readme!)).toBe(README);
    expect(textOf(bytes, logo!)).toBe('\u0000\u0001\u0002\u00ff binary');
  });

  it('refuses an encrypted entry with its reason', () => {
    const bytes = archive('locked');
    expect(extractEntry(bytes, entriesOf(bytes)[0])).toEqual({ ok: false, message: expect.stringMatching(/^secret\.txt is encrypted/) });
  });

  it('catches a corrupt entry by its CRC-32', () => {
    const bytes = archive('dos');
    const [entry] = entriesOf(bytes);
    bytes.set([(bytes[38] ?? 0) ^ 0xff], 30 + 'logo.bin'.length);
    expect(extractEntry(bytes, entry)).toEqual({
      ok: false,
      message: expect.stringMatching(/^The CRC-32 of logo\.bin does not match \(stored 34678588, computed [0-9a-f]{8}\): the archive is corrupt\.$/),
    });
  });
});
