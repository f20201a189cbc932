import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeAscii85, decodeZ85, encodeAscii85, encodeZ85 } from './base85.logic';

const ascii = (text: string) => new TextEncoder().encode(text);
const LEVIATHAN = 'Man is distinguished, not only by his reason, but by this singular passion from other animals';

describe('Ascii85', () => {
  // Made by Python's base64.a85encode(..., adobe=True), which follows Adobe's PostScript reference.
  it.each([
    [LEVIATHAN, '<~9jqo^BlbD-BleB1DJ+*+F(f,q/0JhKF<GL>Cj@.4Gp$d7F!,L7@<6@)/0JDEF<G%<+EV:2F!,O<DJ+*.@<*K0@<6L(Df-\\0Ec5e;DffZ(EZee.Bl.9pEr~>'],
    ['sure.', '<~F*2M7/c~>'],
    ['\0\0\0\0abc', '<~z@:E^~>'],
    ['', '<~~>'],
  ])('%j ↔ %s', (text, encoded) => {
    expect(encodeAscii85(ascii(text))).toBe(encoded);
    expect(decodeAscii85(encoded)).toEqual({ ok: true, bytes: ascii(text) });
  });

  it('reads it wrapped over lines and without its delimiters', () => {
    expect(decodeAscii85('9jqo^\nF*2M7/c')).toEqual({ ok: true, bytes: ascii('Man sure.') });
    expect(encodeAscii85(ascii('Man sure.'), { delimiters: false, wrap: 5 })).toBe('9jqo^\nF*2M7\n/c');
  });

  it.each([
    ['<~9jqo^v~>', 'Character 6: “v” is not an Ascii85 digit (“!” to “u”, and “z”).'],
    ['<~9jzqo~>', 'Character 3: “z” stands for four zero bytes only between groups of five.'],
    ['<~s8W-"~>', 'Character 1: the group “s8W-"” is larger than four bytes hold.'],
    ['<~9jqo^F~>', 'The last group has one digit: Ascii85 needs at least two for a byte.'],
  ])('%j is refused', (text, message) => {
    expect(decodeAscii85(text)).toEqual({ ok: false, message });
  });

  it('gives back any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 500 }), fc.boolean(), (bytes, delimiters) => {
        expect(decodeAscii85(encodeAscii85(bytes, { delimiters, wrap: 72 }))).toEqual({ ok: true, bytes });
      }),
    );
  });
});

describe('Z85', () => {
  // ZeroMQ RFC 32/Z85's test case.
  const HELLO_WORLD = Uint8Array.from([0x86, 0x4f, 0xd2, 0x6f, 0xb5, 0x59, 0xf7, 0x5b]);

  it('encodes RFC 32’s bytes as HelloWorld and back', () => {
    expect(encodeZ85(HELLO_WORLD)).toEqual({ ok: true, text: 'HelloWorld' });
    expect(decodeZ85('HelloWorld')).toEqual({ ok: true, bytes: HELLO_WORLD });
  });

  it('refuses lengths the spec does not allow, saying why', () => {
    expect(encodeZ85(Uint8Array.from([1, 2, 3]))).toEqual({
      ok: false,
      message: 'Z85 encodes whole groups of 4 bytes; this input is 3 bytes (3 too many or 1 too few).',
    });
    expect(decodeZ85('Hello Wor')).toEqual({ ok: false, message: 'Z85 comes in groups of 5 characters; this is 8 characters.' });
    expect(decodeZ85('Hello"orld')).toEqual({ ok: false, message: 'Character 6: “"” is not in the Z85 alphabet.' });
    expect(decodeZ85('#####')).toEqual({ ok: false, message: 'Character 1: the group “#####” is larger than four bytes hold.' });
  });
});
