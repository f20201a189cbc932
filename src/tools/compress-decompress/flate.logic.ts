import { Deflate, Gunzip, Gzip, Inflate, Unzlib, Zlib, type FlateError, type FlateStreamHandler } from 'fflate';
import { formatBytes } from '@/lib/files';
import { adler32, checksumHex, crc32 } from './checksums.logic';
import { byteAt, detectFormat, FORMAT_NAMES, isZip, readGzipHeader, zlibNeedsDictionary, type FlateFormat, type GzipHeader } from './flate-format.logic';

/** Input is fed to a compressing stream in slices this big, so progress can be told and output comes in pieces. */
const DEFLATE_SLICE = 1 << 20;
/**
 * A slice of compressed input given to an inflating stream at once. fflate inflates all of a push before it hands the
 * output over, and deflate expands at most 1032 to 1, so 32 KB in is at most 33 MB out: the limit below is overshot by no
 * more than that before it is seen.
 */
const INFLATE_SLICE = 1 << 15;
/** The most a decompression may produce: beyond it the data is refused as a likely zip bomb, and nothing is kept. */
export const INFLATED_LIMIT = 256 * 1024 * 1024;

export type Level = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** How far a job has read its input, in bytes. */
export type Progress = (done: number, total: number) => void;

interface FlateStream {
  ondata: FlateStreamHandler;
  push: (chunk: Uint8Array, final?: boolean) => void;
}

/** Progress is told at most this many times a job, whatever the slices. */
const PROGRESS_STEPS = 100;

/** Feeds the whole input to a stream slice by slice, telling progress as each hundredth is passed. */
function pump(stream: FlateStream, input: Uint8Array, slice: number, onProgress?: Progress) {
  const step = Math.max(slice, Math.ceil(input.length / PROGRESS_STEPS));
  let told = 0;
  let start = 0;
  do {
    const end = Math.min(start + slice, input.length);
    stream.push(input.subarray(start, end), end === input.length);
    if (end - told >= step || end === input.length) {
      onProgress?.(end, input.length);
      told = end;
    }
    start = end;
  } while (start < input.length);
}

export interface CompressOptions {
  format: FlateFormat;
  level: Level;
  /** Gzip only: FNAME, the original name (printable ISO 8859-1), which `gunzip -N` restores. */
  fileName?: string;
  /** Gzip only: MTIME, in milliseconds; none is written as 0, "no time stamp", so the same text gives the same bytes. */
  modified?: number;
  onProgress?: Progress;
}

/** The input compressed in the chosen format and level, as the pieces the stream gave. */
export function compress(input: Uint8Array, { format, level, fileName, modified, onProgress }: CompressOptions): Uint8Array[] {
  const chunks: Uint8Array[] = [];
  const stream: FlateStream =
    format === 'gzip' ? new Gzip({ level, filename: fileName, mtime: modified ?? 0 }) : format === 'zlib' ? new Zlib({ level }) : new Deflate({ level });
  stream.ondata = (chunk) => chunks.push(chunk);
  pump(stream, input, DEFLATE_SLICE, onProgress);
  return chunks;
}

export interface Inflated {
  format: FlateFormat;
  chunks: Uint8Array[];
  size: number;
  /** The first member's header, for gzip. */
  gzip: GzipHeader | null;
  /** Gzip members joined (`cat a.gz b.gz`), each checked. */
  members: number;
  /** What vouches for the output: the checksums the format carries, checked, or the lack of any. */
  check: string;
}

export type InflateResult = { ok: true; value: Inflated } | { ok: false; message: string };

export interface DecompressOptions {
  limit?: number;
  onProgress?: Progress;
  /** The format when the container says it (a zip entry is raw deflate); otherwise the first bytes decide. */
  format?: FlateFormat;
}

class Refusal extends Error {}

const readUint32LE = (bytes: Uint8Array, at: number) =>
  (byteAt(bytes, at) | (byteAt(bytes, at + 1) << 8) | (byteAt(bytes, at + 2) << 16) | (byteAt(bytes, at + 3) << 24)) >>> 0;
const readUint32BE = (bytes: Uint8Array, at: number) =>
  ((byteAt(bytes, at) << 24) | (byteAt(bytes, at + 1) << 16) | (byteAt(bytes, at + 2) << 8) | byteAt(bytes, at + 3)) >>> 0;

const isFlateError = (error: unknown): error is FlateError => error instanceof Error && typeof (error as Partial<FlateError>).code === 'number';

/** fflate's failure, said for the format the data was read as. */
function flateFailure(error: FlateError, format: FlateFormat, detected: boolean): string {
  const name = FORMAT_NAMES[format];
  const truncated = error.code === 0;
  // Raw deflate has no header, so data that is not compressed at all fails only once it is read.
  if (!detected) {
    return truncated
      ? 'This is not gzip, zlib or raw deflate data: it has neither a gzip nor a zlib header, and as raw deflate it ends too soon (truncated, or not compressed at all).'
      : `This is not gzip, zlib or raw deflate data: it has neither a gzip nor a zlib header, and it does not read as raw deflate (${error.message}).`;
  }
  return truncated ? `The ${name} stream ends too soon: the data is truncated.` : `The ${name} data is corrupt (${error.message}).`;
}

/** Where a bomb is refused: the message names the limit so the visitor knows it is a rule, not a crash. */
export const limitMessage = (limit: number) =>
  `This expands to more than ${formatBytes(limit)}, the most this tool unpacks (a zip bomb would never stop); nothing was kept.`;

/**
 * Inflates gzip, zlib or raw deflate, whichever the first bytes say, stopping at `limit` bytes of output, and checks the
 * trailer's checksum and size (fflate checks neither): every gzip member's CRC-32 and ISIZE, zlib's Adler-32.
 */
export function decompress(input: Uint8Array, { limit = INFLATED_LIMIT, onProgress, format: given }: DecompressOptions = {}): InflateResult {
  if (!given && isZip(input))
    return { ok: false, message: 'This is a zip archive, not a single compressed stream: open it in the Zip mode to list and extract its files.' };
  const format = given ?? detectFormat(input);
  if (format === 'zlib' && zlibNeedsDictionary(input))
    return { ok: false, message: 'This zlib stream needs a preset dictionary (FDICT), which only its producer knows.' };
  const chunks: Uint8Array[] = [];
  let size = 0;
  let memberSize = 0;
  let members = 1;
  let crc = crc32();
  const adler = adler32();

  /** RFC 1952's trailer: CRC-32, then ISIZE (the size modulo 2^32), both little-endian, ending at `end`. */
  const checkMember = (end: number) => {
    if (end < 8) throw new Refusal('The gzip stream ends too soon: the data is truncated.');
    const [stored, computed] = [readUint32LE(input, end - 8), crc.value()];
    const member = members > 1 ? ` of member ${members}` : '';
    if (stored !== computed)
      throw new Refusal(`The CRC-32${member} does not match (stored ${checksumHex(stored)}, computed ${checksumHex(computed)}): the data is corrupt.`);
    if (readUint32LE(input, end - 4) !== memberSize % 2 ** 32)
      throw new Refusal(`The size${member} in the gzip trailer does not match the data: it is corrupt.`);
  };

  const stream: FlateStream & { onmember?: (offset: number) => void } = format === 'gzip' ? new Gunzip() : format === 'zlib' ? new Unzlib() : new Inflate();
  stream.ondata = (chunk) => {
    size += chunk.length;
    if (size > limit) throw new Refusal(limitMessage(limit));
    memberSize += chunk.length;
    if (format === 'gzip') crc.update(chunk);
    else if (format === 'zlib') adler.update(chunk);
    chunks.push(chunk);
  };
  // Called as each member after the first begins, once the one before has given all its data.
  stream.onmember = (offset) => {
    checkMember(offset);
    members += 1;
    crc = crc32();
    memberSize = 0;
  };

  try {
    pump(stream, input, INFLATE_SLICE, onProgress);
    if (format === 'gzip') checkMember(input.length);
    if (format === 'zlib') {
      const [stored, computed] = [readUint32BE(input, input.length - 4), adler.value()];
      if (stored !== computed)
        return { ok: false, message: `The Adler-32 does not match (stored ${checksumHex(stored)}, computed ${checksumHex(computed)}): the data is corrupt.` };
    }
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, message: error.message };
    if (isFlateError(error)) return { ok: false, message: flateFailure(error, format, given !== undefined || format !== 'deflate') };
    throw error;
  }
  const check =
    format === 'gzip'
      ? `CRC-32 and size checked${members > 1 ? ` in each of ${members} members` : ''}`
      : format === 'zlib'
        ? 'Adler-32 checked'
        : 'raw deflate carries no checksum, so corruption could pass unseen';
  return { ok: true, value: { format, chunks, size, gzip: format === 'gzip' ? readGzipHeader(input) : null, members, check } };
}
