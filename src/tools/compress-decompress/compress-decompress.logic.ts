import { formatBytes } from '@/lib/files';
import { BYTE_TEXT_NAMES, readBytes, writeBytes, type ByteText, type ByteTextInput } from './byte-text.logic';
import { FORMAT_EXTENSIONS, FORMAT_NAMES, FORMAT_RFCS, fitsGzipName, isGzip, isZip, isZlib, type FlateFormat } from './flate-format.logic';
import { compress, decompress, type Level, type Progress } from './flate.logic';
import { extractEntry, listZip, type ZipEntry } from './zip.logic';

/** The tool's jobs as its worker takes them, and what each gives the screen. */

export type Source = { kind: 'text'; text: string } | { kind: 'file'; name: string; bytes: Uint8Array; modified: number };
export type CompressOutput = ByteText | 'file';

export type Job =
  | { kind: 'compress'; source: Source; format: FlateFormat; level: Level; output: CompressOutput }
  | { kind: 'decompress'; source: Source; read: ByteTextInput }
  | { kind: 'list'; archive: Uint8Array }
  | { kind: 'extract'; archive: Uint8Array; entry: ZipEntry };

export interface OutputFile {
  name: string;
  parts: Uint8Array[];
  size: number;
}

/** A job's output: text for the pane, or a file to save when the bytes are not text; the sizes, and what is worth knowing. */
export interface Produced {
  text: string | null;
  /** The name the text is saved under ("notes.txt.gz.b64.txt", gzip's stored name). */
  textName: string;
  file: OutputFile | null;
  /** Compressed and original size, in bytes, for the status line. */
  compressed: number;
  original: number;
  notes: string[];
}

export type JobResult =
  | { ok: true; kind: 'output'; output: Produced }
  | { ok: true; kind: 'listing'; entries: ZipEntry[]; comment: string; archiveSize: number }
  | { ok: false; message: string };

/** Text longer than this is offered as a file: an editor holding hundreds of megabytes would stall the page. */
export const TEXT_LIMIT = 16 * 1024 * 1024;
/** How far into the bytes a NUL marks them as binary, as the app's text files are judged. */
const SNIFF_BYTES = 8_192;

const utf8Encoder = new TextEncoder();

export const sourceBytes = (source: Source) => (source.kind === 'text' ? utf8Encoder.encode(source.text) : source.bytes);

/** The bytes as UTF-8 text, or null when they are not text (invalid UTF-8, a NUL near the start) or too long to show. */
export function asText(parts: Uint8Array[], size: number): string | null {
  if (size > TEXT_LIMIT || parts[0]?.subarray(0, SNIFF_BYTES).includes(0)) return null;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    return parts.map((part, index) => decoder.decode(part, { stream: index < parts.length - 1 })).join('');
  } catch {
    return null;
  }
}

/** "12.3 KB → 3.1 KB, 25 %": the sizes in the job's direction and the compressed size as a share of the original. */
export function sizeSummary(from: number, to: number, { compressed, original }: Pick<Produced, 'compressed' | 'original'>): string {
  const share = original === 0 ? null : (compressed / original) * 100;
  const percent = share === null ? '' : `, ${share < 10 && share !== 0 ? share.toFixed(1) : Math.round(share)} %`;
  return `${formatBytes(from)} → ${formatBytes(to)}${percent}`;
}

const totalSize = (parts: Uint8Array[]) => parts.reduce((total, part) => total + part.length, 0);

const dateTime = (milliseconds: number) => `${new Date(milliseconds).toISOString().slice(0, 19).replace('T', ' ')} UTC`;

function compressJob(job: Extract<Job, { kind: 'compress' }>, onProgress?: Progress): JobResult {
  const { source, format, level, output } = job;
  const input = sourceBytes(source);
  const file = source.kind === 'file' ? source : null;
  const parts = compress(input, {
    format,
    level,
    onProgress,
    // As gzip does for a file: its name and time go in the header (text has neither).
    fileName: file && fitsGzipName(file.name) ? file.name : undefined,
    modified: file?.modified,
  });
  const size = totalSize(parts);
  const base = file?.name ?? 'compressed';
  const produced: Produced = {
    text: null,
    textName: `${base}${FORMAT_EXTENSIONS[format]}.${output === 'hex' ? 'hex' : 'b64'}.txt`,
    file: null,
    compressed: size,
    original: input.length,
    notes: [`${FORMAT_NAMES[format]} (${FORMAT_RFCS[format]}) at level ${level}.`],
  };
  if (output === 'file') produced.file = { name: `${base}${FORMAT_EXTENSIONS[format]}`, parts, size };
  else produced.text = writeBytes(joinParts(parts, size), output);
  return { ok: true, kind: 'output', output: produced };
}

function joinParts(parts: Uint8Array[], size: number): Uint8Array {
  if (parts.length === 1 && parts[0]) return parts[0];
  const joined = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}

/** The name a decompressed file is saved under: gzip's stored name, else the compressed file's name without its extension. */
function decompressedName(stored: string | null, source: Source, text: boolean): string {
  if (stored) return stored.split(/[/\\]/).pop() || stored;
  const stripped =
    source.kind === 'file' ? source.name.replace(/\.(gz|gzip|z|zz|zlib|deflate|tgz)$/i, (extension) => (extension.toLowerCase() === '.tgz' ? '.tar' : '')) : '';
  if (stripped && source.kind === 'file' && stripped !== source.name) return stripped;
  return text ? 'decompressed.txt' : 'decompressed.bin';
}

/** A dropped file that holds compressed data written as Base64 or hex text (a .b64 download), rather than the data itself. */
function writtenBytes(bytes: Uint8Array, read: ByteTextInput) {
  if (isGzip(bytes) || isZlib(bytes) || isZip(bytes) || bytes.length > TEXT_LIMIT || bytes.some((byte) => byte >= 0x80)) return null;
  const written = readBytes(new TextDecoder().decode(bytes), read);
  return written.ok ? written : null;
}

function decompressJob(job: Extract<Job, { kind: 'decompress' }>, onProgress?: Progress): JobResult {
  const { source } = job;
  let input: Uint8Array;
  const notes: string[] = [];
  if (source.kind === 'text') {
    const read = readBytes(source.text, job.read);
    if (!read.ok) return read;
    input = read.bytes;
    if (job.read === 'auto') notes.push(`Read the input as ${BYTE_TEXT_NAMES[read.as]}.`);
  } else {
    const written = writtenBytes(source.bytes, job.read);
    input = written?.bytes ?? source.bytes;
    if (written) notes.push(`Read the file as ${BYTE_TEXT_NAMES[written.as]} text.`);
  }
  const result = decompress(input, { onProgress });
  if (!result.ok) return result;
  const { format, chunks, size, gzip, check } = result.value;
  notes.unshift(`Detected ${FORMAT_NAMES[format]} (${FORMAT_RFCS[format]}${format === 'deflate' ? ': no gzip or zlib header' : ''}); ${check}.`);
  if (gzip?.name) notes.push(`Original name: ${gzip.name}`);
  if (gzip?.modified) notes.push(`Modified: ${dateTime(gzip.modified)}`);
  if (gzip?.comment) notes.push(`Comment: ${gzip.comment}`);
  if (gzip) notes.push(`Compressed on: ${gzip.system}`);
  const text = asText(chunks, size);
  if (text === null && size > 0)
    notes.push(size > TEXT_LIMIT ? `Larger than ${formatBytes(TEXT_LIMIT)}, so it is offered as a file.` : 'The data is not text, so it is offered as a file.');
  return {
    ok: true,
    kind: 'output',
    output: {
      text,
      textName: decompressedName(gzip?.name ?? null, source, true),
      file: text === null ? { name: decompressedName(gzip?.name ?? null, source, false), parts: chunks, size } : null,
      compressed: input.length,
      original: size,
      notes,
    },
  };
}

function extractJob(job: Extract<Job, { kind: 'extract' }>, onProgress?: Progress): JobResult {
  const { entry } = job;
  const extracted = extractEntry(job.archive, entry, onProgress);
  if (!extracted.ok) return extracted;
  const text = asText(extracted.chunks, extracted.size);
  const name = entry.name.split('/').pop() || entry.name;
  return {
    ok: true,
    kind: 'output',
    output: {
      text,
      textName: name,
      file: { name, parts: extracted.chunks, size: extracted.size },
      compressed: entry.compressedSize,
      original: extracted.size,
      notes: [`${entry.name}: ${entry.method}, CRC-32 checked.`],
    },
  };
}

/** Runs one job; `onProgress` hears how far it has read its input. */
export function runJob(job: Job, onProgress?: Progress): JobResult {
  switch (job.kind) {
    case 'compress':
      return compressJob(job, onProgress);
    case 'decompress':
      return decompressJob(job, onProgress);
    case 'extract':
      return extractJob(job, onProgress);
    case 'list': {
      const listing = listZip(job.archive);
      return listing.ok ? { ok: true, kind: 'listing', entries: listing.entries, comment: listing.comment, archiveSize: job.archive.length } : listing;
    }
  }
}

/** The buffers of a result to hand over from the worker instead of copying: each once, as a transfer list must name them. */
export const resultBuffers = (result: JobResult): ArrayBuffer[] =>
  result.ok && result.kind === 'output' && result.output.file ? [...new Set(result.output.file.parts.map((part) => part.buffer as ArrayBuffer))] : [];
