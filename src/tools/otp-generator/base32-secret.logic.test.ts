import { describe, expect, it } from 'vitest';
import { generateSecret, readBase32Secret, secretHex, shortSecretNote } from './base32-secret.logic';

const bytesOf = (text: string) => {
  const result = readBase32Secret(text);
  if (!result.ok) throw new Error(result.message);
  return new TextDecoder().decode(result.secret.key.bytes);
};

const messageOf = (text: string) => {
  const result = readBase32Secret(text);
  return result.ok ? null : result.message;
};

describe('readBase32Secret', () => {
  // RFC 4648 section 10's test vectors, padded as the RFC writes them and unpadded as authenticators show them.
  it.each([
    ['MY======', 'f'],
    ['MZXQ====', 'fo'],
    ['MZXW6===', 'foo'],
    ['MZXW6YQ=', 'foob'],
    ['MZXW6YTB', 'fooba'],
    ['MZXW6YTBOI======', 'foobar'],
    ['MZXW6YTBOI', 'foobar'],
  ])('%s decodes to %j (RFC 4648)', (encoded, decoded) => {
    expect(bytesOf(encoded)).toBe(decoded);
  });

  it.each([
    ['lower case', 'mzxw6ytboi'],
    ['groups of four, as services print them', 'mzxw 6ytb oi'],
    ['a line break and a tab from a copied page', 'MZXW\n6YTB\tOI==='],
    ['hyphens between groups', 'MZXW-6YTB-OI'],
    ['spaces around it', '  MZXW6YTBOI  '],
  ])('reads %s', (_name, pasted) => {
    expect(bytesOf(pasted)).toBe('foobar');
    expect(readBase32Secret(pasted)).toMatchObject({ ok: true, secret: { base32: 'MZXW6YTBOI' } });
  });

  it.each([
    ['', 'Enter a Base32 secret, or generate one.'],
    ['  = ', 'Enter a Base32 secret, or generate one.'],
    ['MZXW0YTB', 'Character 5 of the secret, “0”, is not Base32: it uses A–Z and 2–7 (0 is not used; did you mean O?).'],
    ['MZX1', 'Character 4 of the secret, “1”, is not Base32: it uses A–Z and 2–7 (1 is not used; did you mean I or L?).'],
    ['MZ=XW', 'Character 3 of the secret, “=”, is not Base32: it uses A–Z and 2–7.'],
    ['MZXW6YTBO', 'A Base32 secret of 9 characters does not make whole bytes: a character is missing or extra.'],
    ['A'.repeat(1025), 'This secret has 1,025 characters; at most 1,024 are read.'],
  ])('refuses %j: %s', (pasted, message) => {
    expect(messageOf(pasted)).toBe(message);
  });
});

describe('shortSecretNote', () => {
  it('warns below the 128 bits RFC 4226 asks for, and is silent from there', () => {
    const note = (text: string) => {
      const result = readBase32Secret(text);
      if (!result.ok) throw new Error(result.message);
      return shortSecretNote(result.secret);
    };
    expect(note('JBSWY3DPEHPK3PXP')).toBe('This secret is 10 bytes (80 bits); RFC 4226 asks for at least 16 bytes and recommends 20.');
    expect(note('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')).toBeNull();
  });
});

describe('generateSecret', () => {
  it.each([
    ['SHA1', 20],
    ['SHA256', 32],
    ['SHA512', 64],
  ] as const)('%s gets a key as long as its hash (%d bytes, RFC 6238), new each time', (algorithm, bytes) => {
    const first = generateSecret(algorithm);
    const read = readBase32Secret(first);
    expect(read.ok && read.secret.key.bytes.length).toBe(bytes);
    expect(first).toMatch(/^[A-Z2-7]+$/);
    expect(generateSecret(algorithm)).not.toBe(first);
  });
});

describe('secretHex', () => {
  it('writes the bytes as lower-case hex', () => {
    const read = readBase32Secret('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(read.ok && secretHex(read.secret)).toBe('3132333435363738393031323334353637383930');
  });
});
