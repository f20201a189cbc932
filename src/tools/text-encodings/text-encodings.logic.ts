/** The tool's jobs, as the page runs small ones and its worker runs large ones: convert, detect, and a whole file's dump. */
import { formatCount } from '@contract/format-number';
import type { ReportProgress } from '@/lib/worker-protocol';
import { decodeToBytes, encodeBytes, ENCODING_NAMES, type ByteEncoding, type EncodeOptions } from './byte-codecs.logic';
import { CHARSETS, decodeBytes, encodeText } from './charsets.logic';
import { detectEncodings, rankCharsets, type Candidate, type Reading } from './detect.logic';
import { BYTES_PER_ROW, dumpBytes, dumpSlice, parseDump } from './hexdump.logic';
import { decodeEncodedWords, decodeQuotedPrintable, encodeEncodedWords } from './quoted-printable.logic';

export type Encoding = ByteEncoding | 'encoded-words' | 'hexdump';

export const ENCODINGS: { value: Encoding; label: string }[] = [
  ...Object.entries(ENCODING_NAMES).map(([value, label]) => ({ value: value as ByteEncoding, label })),
  { value: 'encoded-words', label: 'MIME encoded-words (RFC 2047)' },
  { value: 'hexdump', label: 'Hexdump (xxd, hexdump -C, od)' },
];

export interface ConvertOptions extends EncodeOptions {
  /** Encoded-words: Base64 ("B") or Q. */
  wordKind: 'B' | 'Q';
  /** Encode: the charset text is written in before it is encoded. Decode: the charset the bytes are read in. */
  charset: string;
}

export type ConvertJob = { kind: 'convert'; direction: 'encode' | 'decode'; encoding: Encoding; text: string; options: ConvertOptions };
export type DetectJob = { kind: 'detect'; text: string } | { kind: 'detect-bytes'; bytes: Uint8Array };
export type DumpJob = { kind: 'dump'; file: Blob };
export type Job = ConvertJob | DetectJob | DumpJob;

export interface Converted {
  text: string;
  /** The decoded bytes, to save as a file (decoding only). */
  bytes: Uint8Array | null;
  notes: string[];
  /** Sizes for the status line: input and output bytes. */
  summary: string;
}

export type JobResult =
  | { ok: true; kind: 'converted'; converted: Converted }
  | { ok: true; kind: 'candidates'; candidates: Candidate[] }
  | { ok: true; kind: 'readings'; readings: Reading[] }
  | { ok: true; kind: 'dump'; dump: Blob; rows: number }
  | { ok: false; message: string };

const charsetLabel = (id: string) => CHARSETS.find((charset) => charset.id === id)?.label ?? id;
const bytesCount = (count: number) => formatCount(count, 'byte', 'bytes');
const charsCount = (text: string) => formatCount(text.length, 'character', 'characters');

function encode(job: ConvertJob): JobResult {
  const { encoding, text, options } = job;
  if (encoding === 'encoded-words') {
    const words = encodeEncodedWords(text, options.wordKind);
    return converted(
      words,
      null,
      [`Written as UTF-8 ${options.wordKind === 'B' ? 'Base64' : 'Q'} encoded-words of at most 75 characters.`],
      `${charsCount(text)} → ${charsCount(words)}`,
    );
  }
  const written = encodeText(text, options.charset);
  if (!written.ok) return written;
  const notes = options.charset === 'utf-8' ? [] : [`The text was written in ${charsetLabel(options.charset)} first.`];
  const result = encoding === 'hexdump' ? { ok: true as const, text: dumpSlice(written.bytes, 0) } : encodeBytes(written.bytes, encoding, options);
  if (!result.ok) return result;
  return converted(result.text, null, notes, `${bytesCount(written.bytes.length)} → ${charsCount(result.text)}`);
}

function decode(job: ConvertJob): JobResult {
  const { encoding, text, options } = job;
  if (encoding === 'encoded-words') {
    const words = decodeEncodedWords(text);
    if (!words.ok) return words;
    return converted(
      words.text,
      null,
      [`Decoded ${formatCount(words.words, 'encoded-word', 'encoded-words')} in ${words.charsets.join(', ')}.`],
      `${charsCount(text)} → ${charsCount(words.text)}`,
    );
  }
  const notes: string[] = [];
  let bytes: Uint8Array;
  if (encoding === 'hexdump') {
    const dump = parseDump(text);
    if (!dump.ok) return dump;
    bytes = dump.bytes;
    notes.push(`Read ${formatCount(dump.lines, 'line', 'lines')} of ${dump.format} output.`);
  } else if (encoding === 'quoted-printable') {
    const read = decodeQuotedPrintable(text);
    bytes = read.bytes;
    if (read.strayEquals > 0) notes.push(`${formatCount(read.strayEquals, '“=” was', '“=” signs were')} not followed by two hex digits and kept as written.`);
  } else {
    const read = decodeToBytes(text, encoding);
    if (!read.ok) return read;
    bytes = read.bytes;
  }
  const shown = decodeBytes(bytes, options.charset);
  if (!shown.ok) return shown;
  if (shown.replaced > 0) {
    notes.push(
      `${formatCount(shown.replaced, 'byte sequence is', 'byte sequences are')} not valid ${charsetLabel(options.charset)} (shown as �): read the bytes as another charset, or download them as a file.`,
    );
  }
  return converted(shown.text, bytes, notes, `${charsCount(text)} → ${bytesCount(bytes.length)}`);
}

function converted(text: string, bytes: Uint8Array | null, notes: string[], summary: string): JobResult {
  return { ok: true, kind: 'converted', converted: { text, bytes, notes, summary } };
}

/** Rows of the dump written per slice of the file: 1 MB of bytes, about 4 MB of text. */
const DUMP_SLICE = 1 << 20;

/** A whole file's dump as a Blob of ASCII parts, read a slice at a time so the file is never in memory at once. */
async function dumpFile(file: Blob, progress?: ReportProgress): Promise<JobResult> {
  const parts: Uint8Array[] = [];
  for (let offset = 0; offset < file.size; offset += DUMP_SLICE) {
    const bytes = new Uint8Array(await file.slice(offset, offset + DUMP_SLICE).arrayBuffer());
    parts.push(dumpBytes(bytes, offset));
    progress?.(Math.min(file.size, offset + DUMP_SLICE), file.size);
  }
  return { ok: true, kind: 'dump', dump: new Blob(parts as BlobPart[], { type: 'text/plain' }), rows: Math.ceil(file.size / BYTES_PER_ROW) };
}

export function runJob(job: Job, progress?: ReportProgress): JobResult | Promise<JobResult> {
  switch (job.kind) {
    case 'convert':
      return job.direction === 'encode' ? encode(job) : decode(job);
    case 'detect':
      return { ok: true, kind: 'candidates', candidates: detectEncodings(job.text.slice(0, DETECT_LIMIT)) };
    case 'detect-bytes':
      return { ok: true, kind: 'readings', readings: rankCharsets(job.bytes) };
    case 'dump':
      return dumpFile(job.file, progress);
  }
}

/** "What encoding is this?" looks at this much of a long input: enough to judge, quick to try a dozen decoders on. */
export const DETECT_LIMIT = 64 * 1024;
