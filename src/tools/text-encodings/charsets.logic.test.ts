import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHARSETS, decodeBytes, encodeText, isUtf8, makeMojibake, repairMojibake } from './charsets.logic';

const hex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

describe('decodeBytes', () => {
  it.each([
    ['43616fe9', 'windows-1252', 'Caoé'],
    ['80', 'windows-1252', '€'],
    ['80', 'latin1', '\u0080'],
    ['a4', 'iso-8859-15', '€'],
    ['eff0e8e2e5f2', 'windows-1251', 'привет'],
    ['d0d2c9d7c5d4', 'koi8-r', 'привет'],
    ['93fa967b', 'shift_jis', '日本'],
    ['c6fccbdc', 'euc-jp', '日本'],
    ['c4e3bac3', 'gbk', '你好'],
    ['a741a66e', 'big5', '你好'],
    ['48006900', 'utf-16le', 'Hi'],
    ['00480069', 'utf-16be', 'Hi'],
  ])('%s in %s is %j', (bytes, charset, text) => {
    expect(decodeBytes(hex(bytes), charset)).toEqual({ ok: true, text, replaced: 0 });
  });

  it('counts bytes a charset has no character for, and names a charset it does not know', () => {
    expect(decodeBytes(hex('41ff42'), 'utf-8')).toEqual({ ok: true, text: 'A\uFFFDB', replaced: 1 });
    expect(decodeBytes(hex('41'), 'ebcdic')).toEqual({ ok: false, message: 'This browser has no decoder for the charset “ebcdic”.' });
  });

  it('counts a U+FFFD as replaced only where bytes could not be read', () => {
    expect(decodeBytes(new TextEncoder().encode('a\uFFFDb'), 'utf-8')).toEqual({ ok: true, text: 'a\uFFFDb', replaced: 0 });
    expect(decodeBytes(Uint8Array.of(0x61, 0xff, 0x62), 'utf-8')).toEqual({ ok: true, text: 'a\uFFFDb', replaced: 1 });
  });

  it('tells valid UTF-8 from the rest', () => {
    expect(isUtf8(hex('436166c3a9'))).toBe(true);
    expect(isUtf8(hex('436166e9'))).toBe(false);
  });
});

describe('encodeText', () => {
  it.each([
    ['Café €', 'windows-1252', '436166e92080'],
    ['Café', 'latin1', '436166e9'],
    ['привет', 'koi8-r', 'd0d2c9d7c5d4'],
    ['Hi', 'utf-16be', '00480069'],
    ['😀', 'utf-16le', '3dd800de'],
  ])('%j in %s', (text, charset, bytes) => {
    expect(encodeText(text, charset)).toEqual({ ok: true, bytes: hex(bytes) });
  });

  it('names the character a charset lacks, and says multi-byte sets are read only', () => {
    expect(encodeText('a€', 'latin1')).toEqual({ ok: false, message: 'Character 2: “€” (U+20AC) has no byte in ISO-8859-1 (strict Latin-1).' });
    expect(encodeText('日本', 'shift_jis')).toEqual({ ok: false, message: 'Writing text in Shift-JIS is not offered: it is read here, not written.' });
  });

  // The engine in these tests (Node) has no ISO-8859-16 decoder; browsers do.
  const writable = CHARSETS.filter((charset) => charset.writable && charset.id !== 'iso-8859-16');
  it.each(writable.map((charset) => charset.id))('%s reads back every byte it writes', (charset) => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        if (charset.startsWith('utf')) return;
        const read = decodeBytes(bytes, charset);
        if (!read.ok || read.replaced > 0) return;
        expect(encodeText(read.text, charset)).toEqual({ ok: true, bytes });
      }),
      { numRuns: 30 },
    );
  });

  it.each(['utf-8', 'utf-16le', 'utf-16be'])('%s gives back any text', (charset) => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 100 }), (text) => {
        const written = encodeText(text, charset);
        expect(written.ok && decodeBytes(written.bytes, charset)).toEqual({ ok: true, text, replaced: 0 });
      }),
    );
  });
});

describe('mojibake', () => {
  // Real damage, as seen on web pages and in mail: UTF-8 shown as Windows-1252 (or Latin-1), once or twice.
  it.each([
    ['CafÃ©', 'Café', 1],
    ['donâ€™t', 'don’t', 1],
    ['Ã¼ber straÃŸe', 'über straße', 1],
    ['Ð¿Ñ€Ð¸Ð²ÐµÑ‚', 'привет', 1],
    ['â\u0080\u0099quoted', '’quoted', 1],
    ['CafÃƒÂ©', 'Café', 2],
    ['naÃƒÂ¯ve rÃƒÂ©sumÃƒÂ©', 'naïve résumé', 2],
    ['Café', 'Café', 0],
    ['naïve résumé', 'naïve résumé', 0],
    ['plain ASCII', 'plain ASCII', 0],
    ['日本', '日本', 0],
  ])('%j is repaired to %j in %i rounds', (damaged, text, rounds) => {
    expect(repairMojibake(damaged)).toEqual({ text, rounds });
  });

  it('makes the damage it repairs', () => {
    expect(makeMojibake('Café')).toBe('CafÃ©');
    expect(makeMojibake('Café', 2)).toBe('CafÃƒÂ©');
  });

  it('repairs any damaged text that Windows-1252 can show', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), fc.integer({ min: 1, max: 2 }), (text, rounds) => {
        // Text that is itself a valid reading of its own bytes is ambiguous: skip what already looks damaged.
        if (repairMojibake(text).rounds > 0) return;
        const damaged = makeMojibake(text, rounds);
        if (damaged.includes('\uFFFD')) return;
        expect(repairMojibake(damaged).text).toBe(text);
      }),
    );
  });
});
