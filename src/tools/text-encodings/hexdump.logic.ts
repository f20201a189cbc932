/** Hexdumps as xxd writes them (offset, 16 bytes in groups of two, the printable ASCII), and back to bytes from xxd, hexdump -C or od. */
import { formatCount } from '@contract/format-number';

export const BYTES_PER_ROW = 16;

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));
const ASCII = Array.from({ length: 256 }, (_, byte) => (byte >= 0x20 && byte < 0x7f ? String.fromCharCode(byte) : '.'));

/** One row, exactly as `xxd` prints it: "00000010: 6973 2069 …  is is DevDeck ..". `bytes` are the row's (at most 16). */
export function dumpRow(bytes: Uint8Array, offset: number): string {
  let hex = '';
  let ascii = '';
  for (let index = 0; index < BYTES_PER_ROW; index += 1) {
    const byte = bytes[index];
    hex += byte === undefined ? '  ' : HEX[byte]!;
    if (index % 2 === 1) hex += ' ';
    if (byte !== undefined) ascii += ASCII[byte]!;
  }
  return `${offset.toString(16).padStart(8, '0')}: ${hex} ${ascii}`;
}

/** A full row's length in bytes, line break included: "00000000: " (10), 8 groups of 4 digits and a space (40), a space, 16, "\n". */
const ROW_BYTES = 68;
const HEX_CODES = new TextEncoder().encode('0123456789abcdef');

/**
 * The rows of a slice of a file that starts at `offset` (a multiple of 16), each ending in a line break, as ASCII bytes:
 * written straight into one buffer, which is some 50 times faster than joining strings and holds one byte per character.
 */
export function dumpBytes(bytes: Uint8Array, offset: number): Uint8Array {
  const rows = Math.ceil(bytes.length / BYTES_PER_ROW);
  const out = new Uint8Array(rows * ROW_BYTES);
  let at = 0;
  for (let start = 0; start < bytes.length; start += BYTES_PER_ROW) {
    const count = Math.min(BYTES_PER_ROW, bytes.length - start);
    // The offset in 8 hex digits, as xxd writes it (the largest file taken, 100 MB, needs 7).
    const position = (offset + start) >>> 0;
    for (let shift = 28, index = at; shift >= 0; shift -= 4, index += 1) out[index] = HEX_CODES[(position >>> shift) & 15]!;
    const asciiAt = at + 10 + 40 + 1;
    // Spaces between the groups, and where a short last row has no bytes, so its ASCII column lines up with the others.
    out.fill(0x20, at + 9, asciiAt);
    out[at + 8] = 0x3a;
    let cursor = at + 10;
    for (let index = 0; index < count; index += 1) {
      const byte = bytes[start + index]!;
      out[cursor] = HEX_CODES[byte >> 4]!;
      out[cursor + 1] = HEX_CODES[byte & 15]!;
      cursor += (index & 1) === 1 ? 3 : 2;
    }
    for (let index = 0; index < count; index += 1) {
      const byte = bytes[start + index]!;
      out[asciiAt + index] = byte >= 0x20 && byte < 0x7f ? byte : 0x2e;
    }
    out[asciiAt + count] = 0x0a;
    at = asciiAt + count + 1;
  }
  return out.subarray(0, at);
}

/** The rows of a slice of a file that starts at `offset` (a multiple of 16), each ending in a line break. */
export const dumpSlice = (bytes: Uint8Array, offset: number): string => new TextDecoder().decode(dumpBytes(bytes, offset));

export type DumpFormat = 'xxd' | 'hexdump -C' | 'od';
export type DumpRead = { ok: true; bytes: Uint8Array; format: DumpFormat; lines: number } | { ok: false; message: string };

const XXD_LINE = /^([0-9a-fA-F]+):\s/;
const HEXDUMP_LINE = /^([0-9a-fA-F]+)\s\s?[0-9a-fA-F]{2}(\s|$)/;
const OFFSET_ONLY = /^([0-9a-fA-F]+)\s*$/;

/** Which tool wrote this dump, from its first line: xxd puts a colon after the offset; hexdump -C ends lines in |…|, od in >…<. */
function formatOf(lines: string[]): DumpFormat | null {
  const first = lines.find((line) => line.trim() !== '' && line.trim() !== '*');
  if (!first) return null;
  if (XXD_LINE.test(first)) return 'xxd';
  if (HEXDUMP_LINE.test(first)) return /\|[^|]*\|\s*$/.test(first) ? 'hexdump -C' : 'od';
  return null;
}

/** The hex part of a line, without its offset and its ASCII column. */
function hexPart(line: string, format: DumpFormat): string {
  const body = line.replace(/^[0-9a-fA-F]+:?\s/, '');
  if (format === 'xxd') return body.split(/\s{2,}/)[0] ?? '';
  if (format === 'hexdump -C') return body.replace(/\s\s\|.*$/, '');
  return body.replace(/\s\s>.*$/, '');
}

/**
 * A dump pasted back as bytes. Offsets are checked, so a line lost in copying is caught; "*" (a run of lines like the one before,
 * as hexdump -C, od and `xxd -a` write it) is filled in from the next offset; hexdump and od's last line gives the length.
 */
export function parseDump(text: string): DumpRead {
  const lines = text.split(/\r?\n/);
  const format = formatOf(lines);
  if (!format) return { ok: false, message: 'This is not a hexdump: each line should start with an offset, as xxd, hexdump -C and od write them.' };
  const chunks: Uint8Array[] = [];
  let length = 0;
  let previous: Uint8Array | null = null;
  let repeat = false;
  let rows = 0;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!.trimEnd();
    const where = `Line ${index + 1}`;
    if (line.trim() === '') continue;
    if (line.trim() === '*') {
      repeat = true;
      continue;
    }
    const offsetText = /^([0-9a-fA-F]+)/.exec(line)?.[1];
    if (!offsetText) return { ok: false, message: `${where}: it does not start with an offset.` };
    const offset = Number.parseInt(offsetText, 16);
    if (repeat && previous) {
      while (length + previous.length <= offset) {
        chunks.push(previous);
        length += previous.length;
      }
      repeat = false;
    }
    if (offset !== length)
      return {
        ok: false,
        message: `${where}: the offset is ${offsetText} (${offset}), but the lines before make ${formatCount(length, 'byte', 'bytes')}: a line is missing or repeated.`,
      };
    if (OFFSET_ONLY.test(line) && format !== 'xxd') break;
    const hex = hexPart(line, format).replace(/\s+/g, '');
    if (!/^(?:[0-9a-fA-F]{2})+$/.test(hex)) return { ok: false, message: `${where}: “${hexPart(line, format).trim()}” is not bytes in hex.` };
    const bytes = new Uint8Array(hex.length / 2);
    for (let at = 0; at < bytes.length; at += 1) bytes[at] = Number.parseInt(hex.slice(at * 2, at * 2 + 2), 16);
    chunks.push(bytes);
    length += bytes.length;
    previous = bytes;
    rows += 1;
  }
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return { ok: true, bytes, format, lines: rows };
}
