/**
 * Bytes in other character sets, read with the engine's TextDecoder (the WHATWG Encoding Standard's list), and written back for
 * the single-byte sets and UTF-16 from tables made by decoding all 256 bytes: no table of our own is shipped. Multi-byte legacy
 * sets (Shift-JIS, GBK, Big5...) are read only.
 */

export interface Charset {
  id: string;
  label: string;
  /** Whether text can be written in it here (single-byte sets, UTF-8, UTF-16). */
  writable: boolean;
}

export const CHARSETS: Charset[] = [
  { id: 'utf-8', label: 'UTF-8', writable: true },
  { id: 'utf-16le', label: 'UTF-16LE', writable: true },
  { id: 'utf-16be', label: 'UTF-16BE', writable: true },
  { id: 'windows-1252', label: 'Windows-1252 (Western)', writable: true },
  { id: 'latin1', label: 'ISO-8859-1 (strict Latin-1)', writable: true },
  ...[2, 3, 4, 5, 6, 7, 8, 10, 13, 14, 15, 16].map((part) => ({ id: `iso-8859-${part}`, label: `ISO-8859-${part}`, writable: true })),
  { id: 'windows-1250', label: 'Windows-1250 (Central European)', writable: true },
  { id: 'windows-1251', label: 'Windows-1251 (Cyrillic)', writable: true },
  { id: 'windows-1253', label: 'Windows-1253 (Greek)', writable: true },
  { id: 'windows-1254', label: 'Windows-1254 (Turkish, ISO-8859-9)', writable: true },
  { id: 'windows-1255', label: 'Windows-1255 (Hebrew)', writable: true },
  { id: 'windows-1256', label: 'Windows-1256 (Arabic)', writable: true },
  { id: 'windows-874', label: 'Windows-874 (Thai, ISO-8859-11)', writable: true },
  { id: 'koi8-r', label: 'KOI8-R', writable: true },
  { id: 'koi8-u', label: 'KOI8-U', writable: true },
  { id: 'ibm866', label: 'IBM866 (DOS Cyrillic)', writable: true },
  { id: 'macintosh', label: 'Mac OS Roman', writable: true },
  { id: 'shift_jis', label: 'Shift-JIS', writable: false },
  { id: 'euc-jp', label: 'EUC-JP', writable: false },
  { id: 'iso-2022-jp', label: 'ISO-2022-JP', writable: false },
  { id: 'gbk', label: 'GBK', writable: false },
  { id: 'gb18030', label: 'GB18030', writable: false },
  { id: 'big5', label: 'Big5', writable: false },
  { id: 'euc-kr', label: 'EUC-KR', writable: false },
];

export type TextRead = { ok: true; text: string; replaced: number } | { ok: false; message: string };

/**
 * Bytes as text in a charset. "latin1" is ISO-8859-1 itself (byte = code point): the Encoding Standard reads that label as
 * Windows-1252, as browsers do. Bytes the charset has no character for become U+FFFD and are counted.
 */
export function decodeBytes(bytes: Uint8Array, charset: string): TextRead {
  if (charset.toLowerCase() === 'latin1') return { ok: true, text: latin1Text(bytes), replaced: 0 };
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset);
  } catch {
    return { ok: false, message: `This browser has no decoder for the charset “${charset}”.` };
  }
  if (decoder.encoding === 'windows-1252') return { ok: true, text: windows1252Text(bytes), replaced: 0 };
  const text = decoder.decode(bytes);
  // A U+FFFD may be the text's own character: only bytes a strict decoder refuses were replaced.
  if (!text.includes('\uFFFD') || decodesStrictly(bytes, decoder.encoding)) return { ok: true, text, replaced: 0 };
  let replaced = 0;
  for (let index = text.indexOf('\uFFFD'); index !== -1; index = text.indexOf('\uFFFD', index + 1)) replaced += 1;
  return { ok: true, text, replaced };
}

function decodesStrictly(bytes: Uint8Array, charset: string): boolean {
  try {
    new TextDecoder(charset, { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Windows-1252's 0x80–0x9F, from the Encoding Standard's index. Node 20's TextDecoder reads windows-1252 as Latin-1 there (a
 * fast path that skips them), so the table is kept here rather than trusting the engine; every other byte is Latin-1's.
 */
const WINDOWS_1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d,
  0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];
const WINDOWS_1252 = Array.from({ length: 256 }, (_, byte) => String.fromCharCode(byte >= 0x80 && byte < 0xa0 ? WINDOWS_1252_HIGH[byte - 0x80]! : byte));

function windows1252Text(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let start = 0; start < bytes.length; start += 0x8000) {
    let part = '';
    for (const byte of bytes.subarray(start, start + 0x8000)) part += WINDOWS_1252[byte];
    parts.push(part);
  }
  return parts.join('');
}

function latin1Text(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let start = 0; start < bytes.length; start += 0x8000) parts.push(String.fromCharCode(...bytes.subarray(start, start + 0x8000)));
  return parts.join('');
}

/** Is this valid UTF-8? */
export function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const tables = new Map<string, Map<number, number>>();

/** Code point → byte for a single-byte charset, from its decoder; a byte it has no character for is left out. */
function singleByteTable(charset: string): Map<number, number> {
  let table = tables.get(charset);
  if (table) return table;
  table = new Map();
  const all = Uint8Array.from({ length: 256 }, (_, byte) => byte);
  const read = decodeBytes(all, charset);
  if (!read.ok) throw new Error(read.message);
  const { text } = read;
  // One byte, one UTF-16 unit, for every single-byte charset of the list.
  for (let byte = 255; byte >= 0; byte -= 1) if (text[byte] !== '\uFFFD') table.set(text.charCodeAt(byte), byte);
  tables.set(charset, table);
  return table;
}

export type BytesWritten = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

/** Text written in a charset: UTF-8, UTF-16 either way round, or a single-byte set (a character it lacks stops it, with its place). */
export function encodeText(text: string, charset: string): BytesWritten {
  if (charset === 'utf-8') return { ok: true, bytes: new TextEncoder().encode(text) };
  if (charset === 'utf-16le' || charset === 'utf-16be') {
    const bytes = new Uint8Array(text.length * 2);
    const view = new DataView(bytes.buffer);
    for (let index = 0; index < text.length; index += 1) view.setUint16(index * 2, text.charCodeAt(index), charset === 'utf-16le');
    return { ok: true, bytes };
  }
  const known = CHARSETS.find((entry) => entry.id === charset);
  if (!known?.writable) return { ok: false, message: `Writing text in ${known?.label ?? charset} is not offered: it is read here, not written.` };
  let table: Map<number, number>;
  try {
    table = singleByteTable(charset);
  } catch {
    return { ok: false, message: `This browser has no decoder for the charset “${charset}”.` };
  }
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index += 1) {
    const byte = table.get(text.charCodeAt(index));
    if (byte === undefined) {
      const char = String.fromCodePoint(text.codePointAt(index)!);
      return {
        ok: false,
        message: `Character ${index + 1}: “${char}” (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}) has no byte in ${known.label}.`,
      };
    }
    bytes[index] = byte;
  }
  return { ok: true, bytes };
}

/**
 * Mojibake: UTF-8 bytes read as Windows-1252 (or Latin-1), "CafÃ©" for "Café". Each run of non-ASCII characters is mended on
 * its own (a UTF-8 sequence is never split by ASCII), so text with right and wrong parts, or parts damaged twice, mends whole:
 * each round writes the run back as those bytes and reads them as UTF-8, while that works.
 */
export function repairMojibake(text: string, maxRounds = 4): { text: string; rounds: number } {
  let rounds = 0;
  const repaired = text.replace(/\P{ASCII}+/gu, (run) => {
    let current = run;
    let done = 0;
    while (done < maxRounds) {
      const bytes = westernBytes(current);
      if (!bytes) break;
      let next: string;
      try {
        next = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      } catch {
        break;
      }
      if (next === current) break;
      current = next;
      done += 1;
    }
    rounds = Math.max(rounds, done);
    return current;
  });
  return { text: repaired, rounds };
}

/** Text as Windows-1252 bytes, with Latin-1's C1 controls for the five bytes Windows-1252 leaves out; null when a character is in neither. */
function westernBytes(text: string): Uint8Array | null {
  const table = singleByteTable('windows-1252');
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const byte = table.get(code) ?? (code < 256 ? code : undefined);
    if (byte === undefined) return null;
    bytes[index] = byte;
  }
  return bytes;
}

/** The reverse, to see or reproduce the damage: text's UTF-8 bytes read as Windows-1252, `rounds` times. */
export function makeMojibake(text: string, rounds = 1): string {
  let current = text;
  for (let round = 0; round < rounds; round += 1) current = windows1252Text(new TextEncoder().encode(current));
  return current;
}
