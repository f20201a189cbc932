import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toHex } from '@/lib/hex';
import { der, derOid, oidText, readDer } from './der.logic';
import { readPemBlocks, writePem } from './pem.logic';

describe('DER', () => {
  it('reads back any element it writes, short or long form (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xff }), fc.uint8Array({ maxLength: 70_000 }), (tag, value) => {
        const read = readDer(der(tag, value));
        expect(read.tag).toBe(tag);
        expect(read.value).toEqual(value);
      }),
      { numRuns: 60 },
    );
  });

  it.each([
    ['1.2.840.113549.1.1.1', '06092a864886f70d010101'],
    ['1.3.101.112', '06032b6570'],
    ['2.5.29.37.0', '0604551d2500'],
  ])('writes the OID %s as X.690 does', (oid, hex) => {
    expect(toHex(derOid(oid))).toBe(hex);
    expect(oidText(readDer(derOid(oid)).value)).toBe(oid);
  });

  it('reads back any OID it writes (property)', () => {
    const arc = fc.integer({ min: 0, max: 2 ** 31 - 1 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 39 }), fc.array(arc, { maxLength: 8 }), (first, second, rest) => {
        const oid = [first, second, ...rest].join('.');
        expect(oidText(readDer(derOid(oid)).value)).toBe(oid);
      }),
    );
  });

  it('refuses a truncated element', () => {
    expect(() => readDer(Uint8Array.of(0x30, 0x05, 0x02))).toThrow('the DER data ends early');
  });
});

describe('PEM', () => {
  it('reads back what it writes, and the same body as bare Base64 or hex (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 3000 }), (body) => {
        const bytes = Uint8Array.of(0x30, ...body);
        expect(readPemBlocks(writePem('PUBLIC KEY', bytes))).toEqual({ ok: true, blocks: [{ label: 'PUBLIC KEY', headers: {}, der: bytes }] });
        const bare = writePem('X', bytes).split('\n').slice(1, -2).join('\n');
        expect(readPemBlocks(bare)).toEqual({ ok: true, blocks: [{ label: null, headers: {}, der: bytes }] });
        expect(readPemBlocks(toHex(bytes, ':'))).toEqual({ ok: true, blocks: [{ label: null, headers: {}, der: bytes }] });
      }),
      { numRuns: 60 },
    );
  });

  it('reads every block of a text in order, with their headers', () => {
    const text = `junk\n${writePem('A', Uint8Array.of(0x30, 0))}\n-----BEGIN B-----\nProc-Type: 4,ENCRYPTED\n\nMAA=\n-----END B-----\n`;
    expect(readPemBlocks(text)).toEqual({
      ok: true,
      blocks: [
        { label: 'A', headers: {}, der: Uint8Array.of(0x30, 0) },
        { label: 'B', headers: { 'Proc-Type': '4,ENCRYPTED' }, der: Uint8Array.of(0x30, 0) },
      ],
    });
  });
});
