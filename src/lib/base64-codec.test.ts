import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codec, fallbackCodec } from './base64-codec';

const bytesOf = (text: string) => new TextEncoder().encode(text);

// RFC 4648 section 10.
const RFC_VECTORS: [string, string][] = [
  ['', ''],
  ['f', 'Zg=='],
  ['fo', 'Zm8='],
  ['foo', 'Zm9v'],
  ['foob', 'Zm9vYg=='],
  ['fooba', 'Zm9vYmE='],
  ['foobar', 'Zm9vYmFy'],
];

// The engine's own codec (Chromium) and btoa/atob (here, in Node 20) must behave the same; e2e covers the native one in the browser.
describe.each([
  ['the codec in use', codec],
  ['the btoa/atob codec', fallbackCodec],
])('%s', (_name, subject) => {
  it.each(RFC_VECTORS)('encodes %j as %j and back (RFC 4648 section 10)', (plain, encoded) => {
    expect(subject.encode(bytesOf(plain), false)).toBe(encoded);
    expect(subject.decode(encoded)).toEqual(bytesOf(plain));
  });

  it('uses - and _ without padding for the URL-safe alphabet', () => {
    const bytes = new Uint8Array([0xfb, 0xff, 0xbf]);
    expect(subject.encode(bytes, false)).toBe('+/+/');
    expect(subject.encode(bytes, true)).toBe('-_-_');
    expect(subject.encode(new Uint8Array([0xfb, 0xff]), true)).toBe('-_8');
  });

  it.each([
    ['line breaks and spaces', 'Zm9v\r\nYmFy \n', 'foobar'],
    ['missing padding', 'Zm9vYg', 'foob'],
    ['the URL-safe alphabet', '-_8', '\u00fb\u00ff'],
    ['both alphabets mixed', '+_8=', '\u00fb\u00ff'],
  ])('reads %s', (_case, encoded, expected) => {
    expect(subject.decode(encoded)).toEqual(Uint8Array.from(expected, (character) => character.charCodeAt(0)));
  });

  it.each(['Zm9v$', 'Z', 'Zm9vY', 'Zm9v=', 'Zm9vYg=', '=Zm9v', 'Zm=9v', 'Zm9v\u00a0', 'é'])('rejects %j', (encoded) => {
    expect(subject.decode(encoded)).toBeNull();
  });

  it('round-trips any bytes in both alphabets and matches Node (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.boolean(), (bytes, urlSafe) => {
        const encoded = subject.encode(bytes, urlSafe);
        expect(encoded).toBe(Buffer.from(bytes).toString(urlSafe ? 'base64url' : 'base64'));
        expect(subject.decode(encoded)).toEqual(bytes);
      }),
    );
  });
});

it('encodes large input in chunks without overflowing the call stack', () => {
  const bytes = new Uint8Array(1_000_003).map((_, index) => index * 7);
  expect(fallbackCodec.encode(bytes, false)).toBe(Buffer.from(bytes).toString('base64'));
});
