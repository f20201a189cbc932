import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '@/lib/hex';
import { readBytes, writeBytes, type ByteText } from './byte-text.logic';

describe('readBytes', () => {
  it.each([
    ['1f8b0800', 'auto', [0x1f, 0x8b, 8, 0], 'hex'],
    ['1f 8b\n08:00', 'auto', [0x1f, 0x8b, 8, 0], 'hex'],
    ['0x1f, 0x8b', 'auto', [0x1f, 0x8b], 'hex'],
    ['\\x1f\\x8b', 'hex', [0x1f, 0x8b], 'hex'],
    ['H4sI', 'auto', [0x1f, 0x8b, 0x08], 'base64'],
    ['eJw=', 'auto', [0x78, 0x9c], 'base64'],
    // All hex digits, but asked for as Base64: read as Base64.
    ['abcd', 'base64', [0x69, 0xb7, 0x1d], 'base64'],
    ['_-8', 'auto', [0xff, 0xef], 'base64'],
  ] as const)('%j read as %s gives %j (%s)', (text, as, expected, read) => {
    expect(readBytes(text, as)).toEqual({ ok: true, bytes: Uint8Array.from(expected), as: read });
  });

  it.each([
    ['not base64!', 'auto', 'This text is not Base64 or hex: paste the compressed data as Base64 or hex, or open the compressed file itself.'],
    ['abc', 'hex', 'This text is not hex: paste the compressed data as hex, or open the compressed file itself.'],
    ['H4sI=', 'base64', 'This text is not Base64: paste the compressed data as Base64, or open the compressed file itself.'],
  ] as const)('%j read as %s is refused', (text, as, message) => {
    expect(readBytes(text, as)).toEqual({ ok: false, message });
  });
});

describe('writeBytes and readBytes', () => {
  it.each<ByteText>(['base64', 'hex'])('round-trip any bytes through %s', (as) => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 500 }), (bytes) => {
        expect(readBytes(writeBytes(bytes, as), as)).toEqual({ ok: true, bytes, as });
      }),
    );
  });

  it('writes hex as Node does, across slice boundaries', () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, index) => (index * 7) % 256);
    expect(toHex(bytes)).toBe(Buffer.from(bytes).toString('hex'));
    expect(fromHex(toHex(bytes))).toEqual(bytes);
  });
});
