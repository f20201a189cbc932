import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codec } from '@/lib/base64-codec';
import { BASE58_MAX_BYTES, BYTE_ENCODINGS, decodeToBytes, encodeBytes, type ByteEncoding, type EncodeOptions } from './byte-codecs.logic';

const OPTIONS: EncodeOptions = { separator: 'space', upperCase: false, delimiters: true };
const ascii = (text: string) => new TextEncoder().encode(text);
const hex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
const encoded = (bytes: Uint8Array, encoding: ByteEncoding, options: Partial<EncodeOptions> = {}) => {
  const result = encodeBytes(bytes, encoding, { ...OPTIONS, ...options });
  if (!result.ok) throw new Error(result.message);
  return result.text;
};
const decoded = (text: string, encoding: ByteEncoding) => {
  const result = decodeToBytes(text, encoding);
  if (!result.ok) throw new Error(result.message);
  return result.bytes;
};

// RFC 4648 section 10.
const RFC4648: [string, string, string, string, string][] = [
  ['', '', '', '', ''],
  ['f', 'Zg==', 'MY======', 'CO======', '66'],
  ['fo', 'Zm8=', 'MZXQ====', 'CPNG====', '666F'],
  ['foo', 'Zm9v', 'MZXW6===', 'CPNMU===', '666F6F'],
  ['foob', 'Zm9vYg==', 'MZXW6YQ=', 'CPNMUOG=', '666F6F62'],
  ['fooba', 'Zm9vYmE=', 'MZXW6YTB', 'CPNMUOJ1', '666F6F6261'],
  ['foobar', 'Zm9vYmFy', 'MZXW6YTBOI======', 'CPNMUOJ1E8======', '666F6F626172'],
];

describe('RFC 4648 section 10 test vectors', () => {
  it.each(RFC4648)('%j', (text, base64, base32, base32hex, base16) => {
    const bytes = ascii(text);
    expect(codec.encode(bytes, false)).toBe(base64);
    expect(encoded(bytes, 'base32')).toBe(base32);
    expect(encoded(bytes, 'base32hex')).toBe(base32hex);
    expect(encoded(bytes, 'hex', { separator: 'none', upperCase: true })).toBe(base16);
    if (text === '') return;
    expect(decoded(base32, 'base32')).toEqual(bytes);
    expect(decoded(base32hex, 'base32hex')).toEqual(bytes);
    expect(decoded(base16, 'hex')).toEqual(bytes);
    // As people paste them: lower case, no padding.
    expect(decoded(base32.toLowerCase().replace(/=+$/, ''), 'base32')).toEqual(bytes);
  });
});

// Bitcoin Core's src/test/data/base58_encode_decode.json.
const BITCOIN_BASE58: [string, string][] = [
  ['', ''],
  ['61', '2g'],
  ['626262', 'a3gV'],
  ['636363', 'aPEr'],
  ['73696d706c792061206c6f6e6720737472696e67', '2cFupjhnEsSn59qHXstmK2ffpLv2'],
  ['00eb15231dfceb60925886b67d065299925915aeb172c06647', '1NS17iag9jJgTHD1VXjvLCEnZuQ3rJDE9L'],
  ['516b6fcd0f', 'ABnLTmg'],
  ['bf4f89001e670274dd', '3SEo3LWLoPntC'],
  ['572e4794', '3EFU7m'],
  ['ecac89cad93923c02321', 'EJDM8drfXA6uyA'],
  ['10c8511e', 'Rt5zm'],
  ['00000000000000000000', '1111111111'],
];

describe('Base58', () => {
  it.each(BITCOIN_BASE58)('Bitcoin vector %s ↔ %s', (bytes, text) => {
    expect(encoded(hex(bytes), 'base58')).toBe(text);
    if (text) expect(decoded(text, 'base58')).toEqual(hex(bytes));
  });

  it('checks a Base58Check address: the Bitcoin wiki example of a version byte and HASH160', () => {
    const payload = hex('00010966776006953d5567439e5e39f86a0d273bee');
    expect(encoded(payload, 'base58check')).toBe('16UwLL9Risc3QfPqBUvKofHmBQ7wMtjvM');
    expect(decoded('16UwLL9Risc3QfPqBUvKofHmBQ7wMtjvM', 'base58check')).toEqual(payload);
    const broken = decodeToBytes('16UwLL9Risc3QfPqBUvKofHmBQ7wMtjvN', 'base58check');
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.message).toMatch(/^This is not Base58Check \(.*\): its last four bytes must be the double SHA-256 checksum/);
  });

  it('refuses more than 2 KB with the reason', () => {
    expect(encodeBytes(new Uint8Array(BASE58_MAX_BYTES + 1), 'base58', OPTIONS)).toEqual({
      ok: false,
      message: 'Base58 takes at most 2048 bytes here (this is 2049): its time grows with the square of the length, so it is meant for keys and addresses.',
    });
    expect(decodeToBytes('0OIl', 'base58').ok).toBe(false);
  });
});

describe('Crockford Base32', () => {
  it('writes and reads it, taking its look-alike letters and dashes', () => {
    expect(encoded(ascii('Hello'), 'base32crockford')).toBe('91JPRV3F');
    expect(decoded('91jprv3f', 'base32crockford')).toEqual(ascii('Hello'));
    expect(decoded('91JP-RV3F', 'base32crockford')).toEqual(ascii('Hello'));
  });
});

describe('every encoding', () => {
  const roundTrips = BYTE_ENCODINGS.map(({ value }) => value).filter((value) => value !== 'z85');
  it.each(roundTrips)('%s gives back any bytes', (encoding) => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: encoding.startsWith('base58') ? 200 : 600 }), (bytes) => {
        if (bytes.length === 0 && encoding !== 'ascii85' && encoding !== 'quoted-printable') return;
        const text = encoded(bytes, encoding);
        // Text-mode quoted-printable keeps line breaks as lines, so a CRLF comes back as LF (its binary mode is tested apart).
        if (encoding === 'quoted-printable' && bytes.includes(13)) return;
        expect(decoded(text, encoding)).toEqual(bytes);
      }),
      { numRuns: 60 },
    );
  });

  it('Z85 gives back any whole 4-byte words', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (raw) => {
        const bytes = raw.subarray(0, raw.length - (raw.length % 4));
        expect(decoded(encoded(bytes, 'z85'), 'z85')).toEqual(bytes);
      }),
    );
  });

  it.each(['space', 'none', 'comma', 'colon', 'newline', '0x', '0x-comma', 'backslash-x', 'percent'] as const)(
    'hex, binary, octal and decimal read back what they write with the separator %s',
    (separator) => {
      fc.assert(
        fc.property(fc.uint8Array({ minLength: 1, maxLength: 100 }), fc.boolean(), (bytes, upperCase) => {
          for (const encoding of ['hex', 'binary', 'octal', 'decimal'] as const)
            expect(decoded(encoded(bytes, encoding, { separator, upperCase }), encoding)).toEqual(bytes);
        }),
        { numRuns: 40 },
      );
    },
  );
});
