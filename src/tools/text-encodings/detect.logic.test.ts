import { describe, expect, it } from 'vitest';
import { detectEncodings, rankCharsets, scoreText } from './detect.logic';
import { DUMPS } from './dumps.fixture';

const best = (text: string) => detectEncodings(text)[0];

describe('detectEncodings', () => {
  it.each([
    ['48656c6c6f2c20776f726c6421', 'hex', 'Hello, world!'],
    ['0x48 0x65 0x6c 0x6c 0x6f', 'hex', 'Hello'],
    ['01001000 01101001 00100001', 'binary', 'Hi!'],
    ['72 101 108 108 111 33', 'decimal', 'Hello!'],
    ['SGVsbG8sIHdvcmxkIQ==', 'base64', 'Hello, world!'],
    ['JBSWY3DPFQQHO33SNRSCC===', 'base32', 'Hello, world!'],
    ['72k1xXWG59wUsYv7h2', 'base58', 'Hello, world!'],
    ['<~87cURD]i,"Ebo80~>', 'ascii85', 'Hello World!'],
    ['Caf=C3=A9 cr=C3=A8me', 'quoted-printable', 'Café crème'],
    ['=?UTF-8?B?Q2Fmw6kgY3LDqG1l?=', 'encoded-words', 'Café crème'],
    ['caf%C3%A9%20cr%C3%A8me', 'url', 'café crème'],
    ['CafÃ© crÃ¨me', 'mojibake', 'Café crème'],
  ])('%j is read best as %s', (input, as, text) => {
    expect(best(input)).toMatchObject({ as, text });
  });

  it('finds a real hexdump and the checksum of Base58Check', () => {
    expect(best(DUMPS.hexdumpC!.text)).toMatchObject({ as: 'hexdump', name: 'Hexdump (hexdump -C)' });
    expect(best('16UwLL9Risc3QfPqBUvKofHmBQ7wMtjvM')?.reasons[0]).toBe('its checksum is right (+20)');
  });

  it('explains each score', () => {
    expect(best('48656c6c6f2c20776f726c6421')).toMatchObject({
      score: 100,
      reasons: ['100 % printable', '100 % letters, digits, spaces or punctuation', 'letters all of one script (Latin)', 'plain ASCII (+5)'],
    });
  });

  it('offers nothing for empty input, and never the input itself', () => {
    expect(detectEncodings('  ')).toEqual([]);
    expect(detectEncodings('hello there').every((candidate) => candidate.text !== 'hello there')).toBe(true);
  });
});

describe('rankCharsets', () => {
  const bytes = (hex: string) => Uint8Array.from(hex.match(/../g)!, (pair) => Number.parseInt(pair, 16));
  it.each([
    ['d0bfd180d0b8d0b2d0b5d18220d0bcd0b8d180', 'utf-8'],
    ['eff0e8e2e5f220ece8f0', 'windows-1251'],
    ['d0d2c9d7c5d420cdc9d2', 'koi8-r'],
    ['93fa967b8cea82cc95b68e9a', 'shift_jis'],
    ['480065006c006c006f002c00200077006f0072006c0064002100', 'utf-16le'],
  ])('%s reads best as %s', (hex, charset) => {
    expect(rankCharsets(bytes(hex))[0]?.charset).toBe(charset);
  });
});

describe('scoreText', () => {
  it('marks down words that switch script or case mid-word, as decoded noise does, but not Japanese', () => {
    expect(scoreText('гОЊйЭњйэњЫNыsvъпnњлЌµЫGфхяuc').reasons.join('; ')).toMatch(/\d+ % of letter pairs switch script or case mid-word \(−25\)/);
    expect(scoreText('日本語の文字です').score).toBe(100);
  });

  it('scores control characters and replacement characters low', () => {
    expect(scoreText('Hello').score).toBe(100);
    expect(scoreText('\u0001\u0002\uFFFD\u0003').score).toBeLessThan(30);
  });
});
