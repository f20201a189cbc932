import { codec } from '@/lib/base64-codec';
import { decodeLines, encodeLines } from './base64-lines.logic';
import { fileTypeForMime, sniffFileType, UNKNOWN_BINARY, type FileType } from './file-type.logic';

export type Mode = 'encode' | 'decode';

/** The spec's message for input that is not Base64. */
export const DECODE_ERROR = 'Invalid input for decoding. Not a valid Base64 string.';

/** Each line decoded on its own must be text; bytes that are not are only offered as a file when the whole input is decoded. */
export const NOT_TEXT_LINE = 'The decoded bytes are not UTF-8 text; turn off "Each line separately" to download them as a file.';

/** What is being converted: typed text, or a file's bytes (encode only). */
export type Source = { kind: 'text'; text: string } | { kind: 'file'; name: string; type: FileType; bytes: Uint8Array };

/** The result: text (Base64, or decoded text), or decoded bytes that are not text and are offered as a file. */
export type Output = { kind: 'text'; text: string } | { kind: 'binary'; bytes: Uint8Array; type: FileType; name?: string };

/** `perLine`: each line of the text on its own (DevToys' "each line separately"); a file is always one whole. */
export type Base64Job =
  | { kind: 'encode-text'; text: string; urlSafe: boolean; perLine?: boolean }
  | { kind: 'encode-bytes'; bytes: Uint8Array; urlSafe: boolean }
  | { kind: 'decode'; text: string; perLine?: boolean };

export type Base64JobResult = { ok: true; output: Output; inputBytes: number; outputBytes: number } | { ok: false; message: string };

const utf8Decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
/** C0 controls other than tab, line feeds, vertical tab, form feed and carriage return, and DEL: text does not hold them. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point.
const BINARY_CONTROL = /[\0-\x08\x0E-\x1F\x7F]/;

/** Decoded bytes as text when they are UTF-8 text (the byte-order mark kept, so nothing changes on the way back), else as a file. */
export function describeBytes(bytes: Uint8Array, declaredMime: string | null = null): Output {
  const declared = declaredMime ? fileTypeForMime(declaredMime) : null;
  const sniffed = sniffFileType(bytes);
  if (!sniffed && (!declared || /^text\/|\+xml$|\/(json|xml|javascript)$/.test(declared.mime))) {
    try {
      const text = utf8Decoder.decode(bytes);
      if (!BINARY_CONTROL.test(text)) return { kind: 'text', text };
    } catch {
      // Not UTF-8: offered as a file below.
    }
  }
  return { kind: 'binary', bytes, type: sniffed ?? declared ?? UNKNOWN_BINARY };
}

/** A data: URL's MIME type and its Base64 part, when the text is one. */
function splitDataUrl(text: string): { mime: string | null; base64: string } {
  const match = /^\s*data:([^,;]*)(?:;[^,;]+)*?;base64,/i.exec(text);
  return match ? { mime: match[1] || 'text/plain', base64: text.slice(match[0].length) } : { mime: null, base64: text };
}

/** Runs one conversion; pure, so it runs the same inline or in the worker. */
export function runBase64Job(job: Base64Job): Base64JobResult {
  if (job.kind === 'decode' && job.perLine) {
    const result = decodeLines(job.text);
    if (!result.ok) return { ok: false, message: `Line ${result.line}: ${result.reason === 'base64' ? DECODE_ERROR : NOT_TEXT_LINE}` };
    return { ok: true, output: { kind: 'text', text: result.text }, inputBytes: job.text.length, outputBytes: result.bytes };
  }
  if (job.kind === 'encode-text' && job.perLine) {
    const result = encodeLines(job.text, job.urlSafe);
    return { ok: true, output: { kind: 'text', text: result.text }, inputBytes: result.bytes, outputBytes: result.text.length };
  }
  if (job.kind === 'decode') {
    const { mime, base64 } = splitDataUrl(job.text);
    const bytes = codec.decode(base64);
    if (!bytes) return { ok: false, message: DECODE_ERROR };
    return { ok: true, output: describeBytes(bytes, mime), inputBytes: job.text.length, outputBytes: bytes.length };
  }
  const bytes = job.kind === 'encode-text' ? new TextEncoder().encode(job.text) : job.bytes;
  const text = codec.encode(bytes, job.urlSafe);
  return { ok: true, output: { kind: 'text', text }, inputBytes: bytes.length, outputBytes: text.length };
}

/** How big a job is, in bytes or UTF-16 units: large ones go to the worker. */
export const jobSize = (job: Base64Job): number => (job.kind === 'encode-bytes' ? job.bytes.length : job.text.length);

/** The job that converts this input in this mode. */
export function jobFor(mode: Mode, input: Source, urlSafe: boolean, perLine = false): Base64Job {
  if (input.kind === 'file') return { kind: 'encode-bytes', bytes: input.bytes, urlSafe };
  const lines = perLine ? { perLine } : {};
  return mode === 'encode' ? { kind: 'encode-text', text: input.text, urlSafe, ...lines } : { kind: 'decode', text: input.text, ...lines };
}

/** A data: URL always uses the standard alphabet with padding, whatever the output's alphabet. */
export function dataUrl(base64: string, type: FileType): string {
  const standard = base64.replaceAll('-', '+').replaceAll('_', '/');
  return `data:${type.mime};base64,${standard}${'='.repeat((4 - (standard.length % 4)) % 4)}`;
}

/** The name decoded bytes are saved under: the file's own name when they came from one. */
export const binaryFileName = (output: Extract<Output, { kind: 'binary' }>) => output.name ?? `decoded.${output.type.extension}`;

/** The name the visitor typed for a decoded download, as a file name (no folders, no control characters), or the default when blank. */
export function chosenFileName(typed: string, fallback: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed.
  const name = typed.replace(/[\u0000-\u001f\u007f/\\]/g, '').trim();
  return name === '' || name === '.' || name === '..' ? fallback : name;
}

export interface ConverterState {
  mode: Mode;
  input: Source;
  output: Output | null;
  error: string | null;
}

export const initialState: ConverterState = { mode: 'encode', input: { kind: 'text', text: '' }, output: null, error: null };

/**
 * The spec's toggle: switching Encode/Decode moves the output into the input and the input into the
 * output, and clears the error. Decoded bytes that are not text become the file to encode, and a file
 * being encoded becomes the decoded file.
 */
export function switchMode(state: ConverterState, mode: Mode): ConverterState {
  if (mode === state.mode) return state;
  const { input, output } = state;
  const nextInput: Source =
    output?.kind === 'binary'
      ? { kind: 'file', name: binaryFileName(output), type: output.type, bytes: output.bytes }
      : { kind: 'text', text: output?.text ?? '' };
  const nextOutput: Output =
    input.kind === 'file' ? { kind: 'binary', bytes: input.bytes, type: input.type, name: input.name } : { kind: 'text', text: input.text };
  return { mode, input: nextInput, output: nextOutput, error: null };
}
