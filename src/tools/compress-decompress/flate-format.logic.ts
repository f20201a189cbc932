/** What the first bytes of compressed data say it is (RFC 1950 zlib, RFC 1951 raw deflate, RFC 1952 gzip), and gzip's header. */

export type FlateFormat = 'gzip' | 'zlib' | 'deflate';

/** The byte at `at`, 0 past the end: headers are read from data that may be cut short. */
export const byteAt = (bytes: Uint8Array, at: number) => bytes[at] ?? 0;

export const FORMAT_NAMES: Record<FlateFormat, string> = { gzip: 'gzip', zlib: 'zlib', deflate: 'raw deflate' };
/** The RFC each format is defined by, as the notes cite it. */
export const FORMAT_RFCS: Record<FlateFormat, string> = { gzip: 'RFC 1952', zlib: 'RFC 1950', deflate: 'RFC 1951' };
/** The extension a compressed file of each format usually has. */
export const FORMAT_EXTENSIONS: Record<FlateFormat, string> = { gzip: '.gz', zlib: '.zz', deflate: '.deflate' };

export const isGzip = (bytes: Uint8Array) => bytes.length >= 3 && byteAt(bytes, 0) === 0x1f && byteAt(bytes, 1) === 0x8b && byteAt(bytes, 2) === 8;

/** RFC 1950 section 2.2: CM 8 (deflate), a window of at most 32 KB, and CMF·256 + FLG a multiple of 31. */
export const isZlib = (bytes: Uint8Array) =>
  bytes.length >= 2 && (byteAt(bytes, 0) & 0x0f) === 8 && byteAt(bytes, 0) >> 4 <= 7 && ((byteAt(bytes, 0) << 8) | byteAt(bytes, 1)) % 31 === 0;

export const isZip = (bytes: Uint8Array) =>
  bytes.length >= 4 && byteAt(bytes, 0) === 0x50 && byteAt(bytes, 1) === 0x4b && byteAt(bytes, 2) === 3 && byteAt(bytes, 3) === 4;

/** Gzip or zlib when the header says so; anything else can only be tried as raw deflate, which has no header. */
export const detectFormat = (bytes: Uint8Array): FlateFormat => (isGzip(bytes) ? 'gzip' : isZlib(bytes) ? 'zlib' : 'deflate');

/** A zlib stream that needs a preset dictionary (FDICT) cannot be inflated without it. */
export const zlibNeedsDictionary = (bytes: Uint8Array) => (byteAt(bytes, 1) & 0x20) !== 0;

/** RFC 1950's FLEVEL: how hard the compressor says it tried. */
export const zlibLevel = (bytes: Uint8Array) => ['fastest', 'fast', 'default', 'maximum'][byteAt(bytes, 1) >> 6] ?? 'default';

/** RFC 1952 section 2.3.1's operating systems. */
const GZIP_SYSTEMS = [
  'FAT (MS-DOS, OS/2, Windows)',
  'Amiga',
  'VMS',
  'Unix',
  'VM/CMS',
  'Atari TOS',
  'HPFS',
  'Macintosh',
  'Z-System',
  'CP/M',
  'TOPS-20',
  'NTFS',
  'QDOS',
  'Acorn RISCOS',
];

export interface GzipHeader {
  /** FNAME: the original file's name, which `gunzip -N` restores. */
  name: string | null;
  comment: string | null;
  /** MTIME in milliseconds since 1970; null when 0, "no time stamp". */
  modified: number | null;
  system: string;
  /** FTEXT: the compressor thought the data was text. */
  text: boolean;
}

const FTEXT = 1;
const FEXTRA = 4;
const FNAME = 8;
const FCOMMENT = 16;

/** A zero-terminated ISO 8859-1 string at `start`, and where it ends. */
function latin1String(bytes: Uint8Array, start: number): { text: string; end: number } {
  let end = start;
  while (end < bytes.length && byteAt(bytes, end) !== 0) end += 1;
  return { text: String.fromCharCode(...bytes.subarray(start, Math.min(end, start + 4_096))), end: end + 1 };
}

/** The first member's header fields (FHCRC, after them, is left to the inflater), read before inflating so they can be shown beside the data. */
export function readGzipHeader(bytes: Uint8Array): GzipHeader {
  const flags = byteAt(bytes, 3);
  let at = 10;
  if (flags & FEXTRA) at += 2 + (byteAt(bytes, 10) | (byteAt(bytes, 11) << 8));
  let name: string | null = null;
  let comment: string | null = null;
  if (flags & FNAME) ({ text: name, end: at } = latin1String(bytes, at));
  if (flags & FCOMMENT) comment = latin1String(bytes, at).text;
  const seconds = (byteAt(bytes, 4) | (byteAt(bytes, 5) << 8) | (byteAt(bytes, 6) << 16) | (byteAt(bytes, 7) << 24)) >>> 0;
  return { name, comment, modified: seconds === 0 ? null : seconds * 1000, system: GZIP_SYSTEMS[byteAt(bytes, 9)] ?? 'unknown', text: (flags & FTEXT) !== 0 };
}

/** Names a gzip header may carry: printable ISO 8859-1 (RFC 1952), so a name outside it is left out rather than mangled. */
export const fitsGzipName = (name: string) => /^[\x20-\x7e\xa0-\xff]{1,255}$/.test(name);
