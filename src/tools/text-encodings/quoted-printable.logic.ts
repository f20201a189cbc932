/** Quoted-printable (RFC 2045 section 6.7) and MIME encoded-words in headers (RFC 2047), both directions. */
import { codec } from '@/lib/base64-codec';
import { decodeBytes } from './charsets.logic';

const HEX = '0123456789ABCDEF';
const utf8 = new TextEncoder();
/** Lines are at most 76 characters, a soft break's "=" included (rule 5). */
const LINE = 76;

/** Soft breaks are written as LF; a decoder takes either. */
const SOFT_BREAK_JOIN = '\n';
const escaped = (byte: number) => `=${HEX[byte >> 4]}${HEX[byte & 15]}`;

/**
 * Bytes as quoted-printable: line breaks (LF or CRLF) kept as hard breaks written with `lineBreak` (LF, or CRLF as mail has
 * them), other bytes outside printable ASCII as "=XX", long lines softly broken with "=".
 */
export function encodeQuotedPrintable(bytes: Uint8Array, { lineBreak = '\n', binary = false }: { lineBreak?: string; binary?: boolean } = {}): string {
  // Binary data has no lines: CR and LF are written =0D and =0A (RFC 2045, rule 4).
  if (binary) return encodeLine(bytes);
  const lines: string[] = [];
  let start = 0;
  for (let index = 0; index <= bytes.length; index += 1) {
    if (index < bytes.length && bytes[index] !== 10) continue;
    const end = index > start && bytes[index - 1] === 13 && index < bytes.length ? index - 1 : index;
    lines.push(encodeLine(bytes.subarray(start, end)));
    start = index + 1;
  }
  return lines.join(lineBreak);
}

function encodeLine(bytes: Uint8Array): string {
  const out: string[] = [];
  let current = '';
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index]!;
    const last = index === bytes.length - 1;
    // Rule 3: a space or tab is literal unless it ends the line, where transports may strip it.
    const literal = (byte >= 33 && byte <= 126 && byte !== 61) || ((byte === 32 || byte === 9) && !last);
    const piece = literal ? String.fromCharCode(byte) : escaped(byte);
    if (current.length + piece.length > LINE - 1 && !(last && current.length + piece.length <= LINE)) {
      out.push(`${current}=`);
      current = '';
    }
    current += piece;
  }
  out.push(current);
  return out.join(SOFT_BREAK_JOIN);
}

export interface QpDecoded {
  bytes: Uint8Array;
  /** "=" not followed by two hex digits, kept as it was (RFC 2045 asks decoders to be this forgiving). */
  strayEquals: number;
}

/** Quoted-printable to bytes: soft breaks removed, "=XX" read (lower case too), whitespace a transport added at line ends dropped. */
export function decodeQuotedPrintable(text: string): QpDecoded {
  const out: number[] = [];
  let strayEquals = 0;
  // Each hard break is kept as it was written (CRLF in mail, LF once pasted).
  const lines = text.split(/(?<=\n)/);
  lines.forEach((written) => {
    const lineBreak = written.endsWith('\r\n') ? [13, 10] : written.endsWith('\n') ? [10] : [];
    const raw = written.slice(0, written.length - lineBreak.length);
    const line = raw.replace(/[ \t]+$/, '');
    let soft = false;
    for (let index = 0; index < line.length; index += 1) {
      const char = line[index]!;
      if (char === '=') {
        if (index === line.length - 1) {
          soft = true;
          break;
        }
        const pair = line.slice(index + 1, index + 3);
        if (/^[0-9A-Fa-f]{2}$/.test(pair)) {
          out.push(Number.parseInt(pair, 16));
          index += 2;
          continue;
        }
        strayEquals += 1;
      }
      const code = char.charCodeAt(0);
      if (code < 128) out.push(code);
      else out.push(...utf8.encode(char));
    }
    if (!soft) out.push(...lineBreak);
  });
  return { bytes: Uint8Array.from(out), strayEquals };
}

/** An encoded-word: `=?charset?B|Q?text?=`; the charset may carry an RFC 2231 language ("utf-8*en"). */
const ENCODED_WORD = /=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g;
/** Whitespace between two encoded-words is not part of the text (RFC 2047 section 6.2). */
const BETWEEN_WORDS = /(\?=)\s+(?==\?[^?\s]+\?[BbQq]\?)/g;

export type WordsDecoded = { ok: true; text: string; words: number; charsets: string[] } | { ok: false; message: string };

/** Decodes every encoded-word in a header, leaving the rest of it as it is. */
export function decodeEncodedWords(header: string): WordsDecoded {
  const charsets = new Set<string>();
  let words = 0;
  let failure: string | null = null;
  const unfolded = header.replace(/\r?\n[ \t]+/g, ' ').replace(BETWEEN_WORDS, '$1');
  const text = unfolded.replace(ENCODED_WORD, (whole, label: string, kind: string, payload: string) => {
    const charset = label.split('*')[0]!;
    const bytes = kind.toUpperCase() === 'B' ? codec.decode(payload) : qBytes(payload);
    if (!bytes) {
      failure ??= `“${whole.slice(0, 40)}” is not valid: its Base64 is broken.`;
      return whole;
    }
    const decoded = decodeBytes(bytes, charset);
    if (!decoded.ok) {
      failure ??= decoded.message;
      return whole;
    }
    words += 1;
    charsets.add(charset.toUpperCase());
    return decoded.text;
  });
  if (failure) return { ok: false, message: failure };
  if (words === 0) return { ok: false, message: 'There is no encoded-word (=?charset?B?…?= or =?charset?Q?…?=) here.' };
  return { ok: true, text, words, charsets: [...charsets] };
}

function qBytes(payload: string): Uint8Array {
  const out: number[] = [];
  for (let index = 0; index < payload.length; index += 1) {
    const char = payload[index]!;
    const pair = payload.slice(index + 1, index + 3);
    if (char === '_') out.push(32);
    else if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(pair)) {
      out.push(Number.parseInt(pair, 16));
      index += 2;
    } else out.push(char.charCodeAt(0) & 0xff);
  }
  return Uint8Array.from(out);
}

/** An encoded-word is at most 75 characters (RFC 2047 section 2). */
const WORD_LIMIT = 75;
const Q_SAFE = /[A-Za-z0-9!*+\-/]/;

/** Text as UTF-8 encoded-words, B (Base64) or Q, each at most 75 characters and never splitting a character; ASCII-only text is kept as it is. */
export function encodeEncodedWords(text: string, kind: 'B' | 'Q'): string {
  const prefix = `=?UTF-8?${kind}?`;
  const room = WORD_LIMIT - prefix.length - 2;
  const words: string[] = [];
  let current: number[] = [];
  const encoded = (bytes: number[]) => (kind === 'B' ? codec.encode(Uint8Array.from(bytes), false) : bytes.map(qChar).join(''));
  for (const char of text) {
    const bytes = [...utf8.encode(char)];
    if (current.length > 0 && encoded([...current, ...bytes]).length > room) {
      words.push(prefix + encoded(current) + '?=');
      current = [];
    }
    current.push(...bytes);
  }
  if (current.length > 0) words.push(prefix + encoded(current) + '?=');
  return words.join('\r\n ');
}

const qChar = (byte: number) => (byte === 32 ? '_' : byte < 128 && Q_SAFE.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : escaped(byte));
