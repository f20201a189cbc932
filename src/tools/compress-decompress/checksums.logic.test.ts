import { crc32 as nodeCrc32 } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adler32, checksumHex, crc32, type RunningChecksum } from './checksums.logic';

const bytes = (text: string) => new TextEncoder().encode(text);
const sum = (make: () => RunningChecksum, ...chunks: Uint8Array[]) => {
  const running = make();
  for (const chunk of chunks) running.update(chunk);
  return running.value();
};

describe('crc32', () => {
  // The check value of CRC-32/ISO-HDLC, and the empty input.
  it.each([
    ['123456789', 'cbf43926'],
    ['', '00000000'],
    ['The quick brown fox jumps over the lazy dog', '414fa339'],
  ])('%j gives %s', (text, expected) => {
    expect(checksumHex(sum(crc32, bytes(text)))).toBe(expected);
  });

  it("agrees with Node's zlib.crc32 however the bytes are split", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2_000 }), fc.nat(2_000), (data, cut) => {
        const at = Math.min(cut, data.length);
        expect(sum(crc32, data.subarray(0, at), data.subarray(at))).toBe(nodeCrc32(data));
      }),
    );
  });
});

describe('adler32', () => {
  // RFC 1950's own definition, worked on the usual example; 1 for no data.
  it.each([
    ['Wikipedia', '11e60398'],
    ['', '00000001'],
    ['123456789', '091e01de'],
  ])('%j gives %s', (text, expected) => {
    expect(checksumHex(sum(adler32, bytes(text)))).toBe(expected);
  });

  it('stays exact over more bytes than one reduction block', () => {
    // 3 MB of 0xff: the sums would overflow 32 bits long before the end without the modulo steps.
    const data = new Uint8Array(3 * 1024 * 1024).fill(0xff);
    let low = 1;
    let high = 0;
    for (const byte of data) {
      low = (low + byte) % 65_521;
      high = (high + low) % 65_521;
    }
    expect(sum(adler32, data)).toBe(((high << 16) | low) >>> 0);
  });
});
