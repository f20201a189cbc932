import { checksumHex, crc32 } from './checksums.logic';
import { byteAt } from './flate-format.logic';
import { decompress, INFLATED_LIMIT, type Progress } from './flate.logic';

/**
 * A zip archive's entries as its central directory lists them (APPNOTE.TXT 4.3.12, with ZIP64 4.3.14 to 4.3.16),
 * and one entry's bytes extracted: stored or deflated, checked against its CRC-32, never past the size limit.
 */

export interface ZipEntry {
  index: number;
  name: string;
  directory: boolean;
  size: number;
  compressedSize: number;
  method: string;
  /** "2024-03-01 14:22:10": the extended timestamp in UTC when there is one, else the DOS time (the zipping machine's local time). */
  modified: string | null;
  encrypted: boolean;
  /** Why this entry cannot be extracted here, or null when it can. */
  refusal: string | null;
  crc: number;
  /** Where its local header starts. */
  offset: number;
}

export type ZipListing = { ok: true; entries: ZipEntry[]; comment: string } | { ok: false; message: string };

const METHODS: Record<number, string> = {
  0: 'stored',
  8: 'deflate',
  9: 'deflate64',
  12: 'bzip2',
  14: 'LZMA',
  93: 'Zstandard',
  95: 'xz',
  98: 'PPMd',
  99: 'AES',
};
const EXTRACTABLE = new Set([0, 8]);
const ENCRYPTED_FLAG = 1;
const UTF8_FLAG = 1 << 11;
const AES_METHOD = 99;

const END_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_END_SIGNATURE = 0x06064b50;
const ENTRY_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const ZIP64_EXTRA = 0x0001;
const TIMESTAMP_EXTRA = 0x5455;
const MAX_COMMENT = 0xffff;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A name in UTF-8 when flagged so or when it reads as UTF-8 (many zippers do not set the flag); otherwise byte per character. */
function decodeName(bytes: Uint8Array, flagged: boolean): string {
  try {
    return utf8.decode(bytes);
  } catch {
    return flagged ? new TextDecoder().decode(bytes) : String.fromCharCode(...bytes);
  }
}

const pad = (value: number) => String(value).padStart(2, '0');

function dosTime(date: number, time: number): string | null {
  if (date === 0) return null;
  const day = `${1980 + (date >> 9)}-${pad((date >> 5) & 0x0f)}-${pad(date & 0x1f)}`;
  return `${day} ${pad(time >> 11)}:${pad((time >> 5) & 0x3f)}:${pad((time & 0x1f) * 2)}`;
}

const utcTime = (seconds: number) => `${new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' ')} UTC`;

export function listZip(bytes: Uint8Array): ZipListing {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  const u64 = (at: number) => u32(at) + u32(at + 4) * 2 ** 32;
  const inside = (at: number, length: number) => at >= 0 && at + length <= bytes.length;

  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - MAX_COMMENT); at -= 1) {
    if (u32(at) === END_SIGNATURE) {
      end = at;
      break;
    }
  }
  if (end < 0) return { ok: false, message: 'This is not a zip archive: it has no end of central directory record (a zip that is truncated loses it first).' };
  let count = u16(end + 10);
  let start = u32(end + 16);
  const comment = decodeName(bytes.subarray(end + 22, end + 22 + u16(end + 20)), false);
  const locator = end - 20;
  if (inside(locator, 20) && u32(locator) === ZIP64_LOCATOR_SIGNATURE) {
    const record = u64(locator + 8);
    if (!inside(record, 56) || u32(record) !== ZIP64_END_SIGNATURE)
      return { ok: false, message: 'This zip archive is damaged: its ZIP64 end record is missing.' };
    count = u64(record + 32);
    start = u64(record + 48);
  }

  const entries: ZipEntry[] = [];
  let at = start;
  for (let index = 0; index < count; index += 1) {
    if (!inside(at, 46) || u32(at) !== ENTRY_SIGNATURE)
      return { ok: false, message: `This zip archive is damaged: entry ${index + 1} of ${count} is missing from its central directory.` };
    const flags = u16(at + 8);
    const methodCode = u16(at + 10);
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    const name = decodeName(bytes.subarray(at + 46, at + 46 + nameLength), (flags & UTF8_FLAG) !== 0);
    let compressedSize = u32(at + 20);
    let size = u32(at + 24);
    let offset = u32(at + 42);
    let modified = dosTime(u16(at + 14), u16(at + 12));
    // Extra fields: ZIP64's wide sizes (only those whose 32-bit field is all ones, in this order) and the UTC time.
    for (let field = at + 46 + nameLength; field + 4 <= at + 46 + nameLength + extraLength && inside(field, 4);) {
      const id = u16(field);
      const length = u16(field + 2);
      let value = field + 4;
      if (id === ZIP64_EXTRA) {
        if (size === 0xffffffff) {
          size = u64(value);
          value += 8;
        }
        if (compressedSize === 0xffffffff) {
          compressedSize = u64(value);
          value += 8;
        }
        if (offset === 0xffffffff) offset = u64(value);
      } else if (id === TIMESTAMP_EXTRA && length >= 5 && (byteAt(bytes, value) & 1) !== 0) {
        modified = utcTime(u32(value + 1));
      }
      field += 4 + length;
    }
    const encrypted = (flags & ENCRYPTED_FLAG) !== 0 || methodCode === AES_METHOD;
    const method = METHODS[methodCode] ?? `method ${methodCode}`;
    const directory = name.endsWith('/');
    const refusal = directory
      ? null
      : encrypted
        ? `${name} is encrypted: this tool takes no passwords, so it cannot extract it. Use unzip or 7-Zip with the password.`
        : !EXTRACTABLE.has(methodCode)
          ? `${name} is compressed with ${method}, which this tool cannot extract (only stored and deflate entries).`
          : size > INFLATED_LIMIT
            ? `${name} is larger than the 256 MB this tool unpacks at once.`
            : null;
    entries.push({ index, name, directory, size, compressedSize, method, modified, encrypted, refusal, crc: u32(at + 16), offset });
    at += 46 + nameLength + extraLength + u16(at + 32);
  }
  return { ok: true, entries, comment };
}

export type Extracted = { ok: true; chunks: Uint8Array[]; size: number } | { ok: false; message: string };

/** One entry's bytes: found through its local header, inflated if deflated, and checked against the directory's CRC-32. */
export function extractEntry(bytes: Uint8Array, entry: ZipEntry, onProgress?: Progress): Extracted {
  if (entry.refusal) return { ok: false, message: entry.refusal };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (entry.offset + 30 > bytes.length || view.getUint32(entry.offset, true) !== LOCAL_SIGNATURE) {
    return { ok: false, message: `This zip archive is damaged: the data of ${entry.name} is not where its directory says.` };
  }
  const start = entry.offset + 30 + view.getUint16(entry.offset + 26, true) + view.getUint16(entry.offset + 28, true);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length < entry.compressedSize) return { ok: false, message: `This zip archive is truncated: ${entry.name} is cut short.` };
  let chunks: Uint8Array[] = [data];
  if (entry.method === 'deflate') {
    const inflated = decompress(data, { format: 'deflate', onProgress });
    if (!inflated.ok) return { ok: false, message: `Could not extract ${entry.name}: ${inflated.message}` };
    chunks = inflated.value.chunks;
  }
  const crc = crc32();
  chunks.forEach(crc.update);
  if (crc.value() !== entry.crc) {
    return {
      ok: false,
      message: `The CRC-32 of ${entry.name} does not match (stored ${checksumHex(entry.crc)}, computed ${checksumHex(crc.value())}): the archive is corrupt.`,
    };
  }
  return { ok: true, chunks, size: chunks.reduce((total, chunk) => total + chunk.length, 0) };
}
