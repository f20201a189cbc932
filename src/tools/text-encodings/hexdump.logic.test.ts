import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DUMPS, SAMPLE_HEX } from './dumps.fixture';
import { dumpSlice, parseDump } from './hexdump.logic';

const SAMPLE = Uint8Array.from(SAMPLE_HEX.match(/../g)!, (pair) => Number.parseInt(pair, 16));

describe('dumpSlice', () => {
  it('writes what xxd writes, byte for byte', () => {
    expect(dumpSlice(SAMPLE, 0)).toBe(DUMPS.xxd!.text);
  });

  it('numbers a later slice from its own offset', () => {
    expect(dumpSlice(SAMPLE.subarray(16, 32), 16)).toBe(DUMPS.xxd!.text.split('\n')[1] + '\n');
  });
});

describe('parseDump', () => {
  it.each([
    ['xxd', 'xxd'],
    ['xxdAutoskip', 'xxd'],
    ['xxdBytesUpper', 'xxd'],
    ['hexdumpC', 'hexdump -C'],
    ['od', 'od'],
  ])('reads the real %s output back to the file', (name, format) => {
    const read = parseDump(DUMPS[name]!.text);
    expect(read).toMatchObject({ ok: true, format });
    expect(read.ok && read.bytes).toEqual(SAMPLE);
  });

  it('reads CRLF line ends and a dump cut off before its last offset', () => {
    const lines = DUMPS.hexdumpC!.text.split('\n').slice(0, 3).join('\r\n');
    expect(parseDump(lines)).toMatchObject({ ok: true, bytes: SAMPLE.subarray(0, 48) });
  });

  it.each([
    ['hello', 'This is not a hexdump: each line should start with an offset, as xxd, hexdump -C and od write them.'],
    [
      DUMPS.xxd!.text.split('\n')
        .filter((_, index) => index !== 1)
        .join('\n'),
      'Line 2: the offset is 00000020 (32), but the lines before make 16 bytes: a line is missing or repeated.',
    ],
    ['00000000: 48zz 6c6c  H?ll', 'Line 1: “48zz 6c6c” is not bytes in hex.'],
  ])('refuses %j, saying where', (text, message) => {
    expect(parseDump(text)).toEqual({ ok: false, message });
  });

  it('reads back any dump it writes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        if (bytes.length === 0) return;
        expect(parseDump(dumpSlice(bytes, 0))).toEqual({ ok: true, bytes, format: 'xxd', lines: Math.ceil(bytes.length / 16) });
      }),
    );
  });
});
