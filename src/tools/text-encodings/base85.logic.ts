/**
 * Base85 in its two common alphabets: Adobe's Ascii85 (PostScript and PDF, `<~ … ~>`, "z" for four zero bytes) and ZeroMQ's Z85
 * (RFC 32/Z85, safe in source code and XML). Neither is in @scure/base; both are plain base conversion, 4 bytes to 5 digits.
 */
import type { Decoded } from './radix-bytes.logic';

export const Z85_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%$#';
const Z85_CODES = new TextEncoder().encode(Z85_ALPHABET);
const Z85_VALUES = new Int8Array(128).fill(-1);
for (let index = 0; index < Z85_ALPHABET.length; index += 1) Z85_VALUES[Z85_ALPHABET.charCodeAt(index)] = index;

const wordAt = (bytes: Uint8Array, at: number) => ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;

/** Ascii85 as Adobe writes it: `<~`, "z" for a whole group of zeros, a short last group, `~>`; `wrap` breaks lines at that width (0: one line). */
export function encodeAscii85(bytes: Uint8Array, { delimiters = true, wrap = 0 }: { delimiters?: boolean; wrap?: number } = {}): string {
  const out = new Uint8Array(Math.ceil(bytes.length / 4) * 5);
  let to = 0;
  const whole = bytes.length - (bytes.length % 4);
  const put = (value: number, count: number) => {
    const digits = [0, 0, 0, 0, 0];
    for (let digit = 4; digit >= 0; digit -= 1) {
      digits[digit] = (value % 85) + 33;
      value = Math.floor(value / 85);
    }
    for (let index = 0; index < count; index += 1) out[to++] = digits[index]!;
  };
  for (let at = 0; at < whole; at += 4) {
    const word = wordAt(bytes, at);
    if (word === 0) out[to++] = 0x7a;
    else {
      let value = word;
      for (let digit = 4; digit >= 0; digit -= 1) {
        out[to + digit] = (value % 85) + 33;
        value = Math.floor(value / 85);
      }
      to += 5;
    }
  }
  const rest = bytes.length - whole;
  if (rest > 0) {
    const padded = new Uint8Array(4);
    padded.set(bytes.subarray(whole));
    put(wordAt(padded, 0), rest + 1);
  }
  let body = new TextDecoder().decode(out.subarray(0, to));
  if (wrap > 0) body = (body.match(new RegExp(`.{1,${wrap}}`, 'g')) ?? []).join('\n');
  return delimiters ? `<~${body}~>` : body;
}

/** Reads Ascii85 with or without `<~ ~>`, ignoring whitespace. */
export function decodeAscii85(text: string): Decoded {
  let body = text.trim();
  if (body.startsWith('<~')) body = body.slice(2);
  if (body.endsWith('~>')) body = body.slice(0, -2);
  body = body.replace(/\s+/g, '');
  const out = new Uint8Array(Math.ceil((body.length * 4) / 5) + body.split('z').length * 4);
  let length = 0;
  let group: number[] = [];
  for (let index = 0; index < body.length; index += 1) {
    const code = body.charCodeAt(index);
    if (code === 0x7a) {
      if (group.length > 0) return { ok: false, message: `Character ${index + 1}: “z” stands for four zero bytes only between groups of five.` };
      length += 4;
      continue;
    }
    if (code < 33 || code > 117) return { ok: false, message: `Character ${index + 1}: “${body[index]}” is not an Ascii85 digit (“!” to “u”, and “z”).` };
    group.push(code - 33);
    if (group.length === 5) {
      const word = group.reduce((value, digit) => value * 85 + digit, 0);
      if (word > 0xffffffff)
        return { ok: false, message: `Character ${index - 3}: the group “${body.slice(index - 4, index + 1)}” is larger than four bytes hold.` };
      length = putWord(out, length, word, 4);
      group = [];
    }
  }
  if (group.length === 1) return { ok: false, message: 'The last group has one digit: Ascii85 needs at least two for a byte.' };
  if (group.length > 1) {
    const kept = group.length - 1;
    while (group.length < 5) group.push(84);
    const word = group.reduce((value, digit) => value * 85 + digit, 0);
    if (word > 0xffffffff) return { ok: false, message: 'The last group is larger than four bytes hold.' };
    length = putWord(out, length, word, kept);
  }
  return { ok: true, bytes: out.slice(0, length) };
}

function putWord(out: Uint8Array, at: number, word: number, count: number): number {
  for (let index = 0; index < count; index += 1) out[at + index] = (word >>> (24 - index * 8)) & 0xff;
  return at + count;
}

/** Z85 takes whole 4-byte words only, as RFC 32 says; other lengths are refused rather than padded silently. */
export function encodeZ85(bytes: Uint8Array): { ok: true; text: string } | { ok: false; message: string } {
  if (bytes.length % 4 !== 0)
    return {
      ok: false,
      message: `Z85 encodes whole groups of 4 bytes; this input is ${bytes.length} bytes (${bytes.length % 4} too many or ${4 - (bytes.length % 4)} too few).`,
    };
  const out = new Uint8Array((bytes.length / 4) * 5);
  for (let at = 0, to = 0; at < bytes.length; at += 4, to += 5) {
    let word = wordAt(bytes, at);
    for (let digit = 4; digit >= 0; digit -= 1) {
      out[to + digit] = Z85_CODES[word % 85]!;
      word = Math.floor(word / 85);
    }
  }
  return { ok: true, text: new TextDecoder().decode(out) };
}

export function decodeZ85(text: string): Decoded {
  const body = text.replace(/\s+/g, '');
  if (body.length % 5 !== 0) return { ok: false, message: `Z85 comes in groups of 5 characters; this is ${body.length} characters.` };
  const out = new Uint8Array((body.length / 5) * 4);
  for (let at = 0; at < body.length; at += 5) {
    let word = 0;
    for (let index = at; index < at + 5; index += 1) {
      const code = body.charCodeAt(index);
      const value = code < 128 ? Z85_VALUES[code]! : -1;
      if (value < 0) return { ok: false, message: `Character ${index + 1}: “${body[index]}” is not in the Z85 alphabet.` };
      word = word * 85 + value;
    }
    if (word > 0xffffffff) return { ok: false, message: `Character ${at + 1}: the group “${body.slice(at, at + 5)}” is larger than four bytes hold.` };
    putWord(out, (at / 5) * 4, word, 4);
  }
  return { ok: true, bytes: out };
}
