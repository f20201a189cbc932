import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeEncodedWords, decodeQuotedPrintable, encodeEncodedWords, encodeQuotedPrintable } from './quoted-printable.logic';

const utf8 = (text: string) => new TextEncoder().encode(text);
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('quoted-printable', () => {
  it('reads RFC 2045’s soft line break example (section 6.7, rule 5)', () => {
    const encoded = "Now's the time =\r\nfor all folk to come=\r\n to the aid of their country.";
    expect(text(decodeQuotedPrintable(encoded).bytes)).toBe("Now's the time for all folk to come to the aid of their country.");
  });

  it('writes what Python’s quopri writes: =XX for UTF-8 and "=", soft breaks at 76 characters', () => {
    // python3 -c "import quopri; print(quopri.encodestring('Café = 5€, a line … characters\n'.encode()))"
    const line = 'Café = 5€, a line that is long enough to need a soft line break because it has more than seventy-six characters\n';
    expect(encodeQuotedPrintable(utf8(line))).toBe(
      'Caf=C3=A9 =3D 5=E2=82=AC, a line that is long enough to need a soft line br=\neak because it has more than seventy-six characters\n',
    );
  });

  it('protects spaces at the end of a line, and writes CR and LF as =0D=0A in binary mode', () => {
    expect(encodeQuotedPrintable(utf8('end \nnext\t'))).toBe('end=20\nnext=09');
    expect(encodeQuotedPrintable(utf8('a\r\nb'), { lineBreak: '\r\n' })).toBe('a\r\nb');
    expect(encodeQuotedPrintable(utf8('a\r\nb'), { binary: true })).toBe('a=0D=0Ab');
  });

  it('is forgiving as RFC 2045 asks: lower-case hex, a stray "=", whitespace a transport added', () => {
    const read = decodeQuotedPrintable('caf=c3=a9 = ok   \r\nnext');
    expect(text(read.bytes)).toBe('café = ok\r\nnext');
    expect(read.strayEquals).toBe(1);
  });

  it('gives back any bytes in binary mode, and any text in text mode', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => {
        expect(decodeQuotedPrintable(encodeQuotedPrintable(bytes, { binary: true })).bytes).toEqual(bytes);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (value) => {
        const lines = value.replace(/\r/g, '');
        const encoded = encodeQuotedPrintable(utf8(lines));
        expect(encoded.split('\n').every((line) => line.length <= 76)).toBe(true);
        expect(text(decodeQuotedPrintable(encoded).bytes)).toBe(lines);
      }),
    );
  });
});

describe('encoded-words (RFC 2047)', () => {
  // RFC 2047 section 8.
  it.each([
    ['(=?ISO-8859-1?Q?a?=)', '(a)'],
    ['(=?ISO-8859-1?Q?a?= b)', '(a b)'],
    ['(=?ISO-8859-1?Q?a?= =?ISO-8859-1?Q?b?=)', '(ab)'],
    ['(=?ISO-8859-1?Q?a?=  =?ISO-8859-1?Q?b?=)', '(ab)'],
    ['(=?ISO-8859-1?Q?a?=\r\n    =?ISO-8859-1?Q?b?=)', '(ab)'],
    ['(=?ISO-8859-1?Q?a_b?=)', '(a b)'],
    ['(=?ISO-8859-1?Q?a?= =?ISO-8859-2?Q?_b?=)', '(a b)'],
    ['From: =?US-ASCII?Q?Keith_Moore?= <moore@cs.utk.edu>', 'From: Keith Moore <moore@cs.utk.edu>'],
    ['To: =?ISO-8859-1?Q?Keld_J=F8rn_Simonsen?= <keld@dkuug.dk>', 'To: Keld Jørn Simonsen <keld@dkuug.dk>'],
    ['CC: =?ISO-8859-1?Q?Andr=E9?= Pirard <PIRARD@vm1.ulg.ac.be>', 'CC: André Pirard <PIRARD@vm1.ulg.ac.be>'],
    [
      'Subject: =?ISO-8859-1?B?SWYgeW91IGNhbiByZWFkIHRoaXMgeW8=?=\r\n    =?ISO-8859-2?B?dSB1bmRlcnN0YW5kIHRoZSBleGFtcGxlLg==?=',
      'Subject: If you can read this you understand the example.',
    ],
    ['=?utf-8*en?q?caf=C3=A9?=', 'café'],
  ])('%j reads %j', (header, expected) => {
    expect(decodeEncodedWords(header)).toMatchObject({ ok: true, text: expected });
  });

  it('writes UTF-8 words of at most 75 characters, B or Q', () => {
    expect(encodeEncodedWords('Café', 'Q')).toBe('=?UTF-8?Q?Caf=C3=A9?=');
    expect(encodeEncodedWords('Café crème', 'B')).toBe('=?UTF-8?B?Q2Fmw6kgY3LDqG1l?=');
    const long = encodeEncodedWords('€'.repeat(60), 'Q');
    expect(long.split('\r\n ').every((word) => word.length <= 75 && /^=\?UTF-8\?Q\?(=E2=82=AC)+\?=$/.test(word))).toBe(true);
  });

  it('says when there is no encoded-word, or its charset is unknown', () => {
    expect(decodeEncodedWords('plain')).toEqual({ ok: false, message: 'There is no encoded-word (=?charset?B?…?= or =?charset?Q?…?=) here.' });
    expect(decodeEncodedWords('=?x-klingon?Q?a?=')).toEqual({ ok: false, message: 'This browser has no decoder for the charset “x-klingon”.' });
  });

  it('gives back any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 120 }), fc.constantFrom('B' as const, 'Q' as const), (value, kind) => {
        expect(decodeEncodedWords(encodeEncodedWords(value, kind))).toMatchObject({ ok: true, text: value });
      }),
    );
  });
});
