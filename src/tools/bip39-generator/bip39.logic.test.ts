import { pbkdf2Sync } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENGLISH, generatePhrase, phraseOfEntropy, readPhrase, seedOf, WORD_COUNTS, WORD_LISTS, wordsOf } from './bip39.logic';

// The reference vectors of the BIP39 repository (trezor/python-mnemonic vectors.json), passphrase "TREZOR".
const VECTORS = [
  [
    '00000000000000000000000000000000',
    'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
    'c55257c360c07c72029aebc1b53c05ed0362ada38ead3e3e9efa3708e53495531f09a6987599d18264c1e1c92f2cf141630c7a3c4ab7c81b2f001698e7463b04',
  ],
  [
    '7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f',
    'legal winner thank year wave sausage worth useful legal winner thank yellow',
    '2e8905819b8723fe2c1d161860e5ee1830318dbf49a83bd451cfb8440c28bd6fa457fe1296106559a3c80937a1c1069be3a3a5bd381ee6260e8d9739fce1f607',
  ],
  [
    'ffffffffffffffffffffffffffffffff',
    'zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo wrong',
    'ac27495480225222079d7be181583751e86f571027b0497b5b5d11218e0a8a13332572917f0f8e5a589620c6f15b11c61dee327651a14c34e18231052e48c069',
  ],
  [
    '0000000000000000000000000000000000000000000000000000000000000000',
    'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon art',
    'bda85446c68413707090a52022edd26a1c9462295029f2e60cd7c4f2bbd3097170af7a4d73245cafa9c3cca8d561a7c3de6f5d4a10be8ed2a5e608d68f92fcc8',
  ],
] as const;

const english = WORD_LISTS[0];

describe('BIP39 reference vectors', () => {
  it.each(VECTORS)('%s ↔ its phrase, and the seed with the passphrase TREZOR', async (entropy, phrase, seed) => {
    expect(phraseOfEntropy(entropy, ENGLISH)).toEqual({ ok: true, phrase });
    expect(readPhrase(phrase, ENGLISH, english.label)).toEqual({ ok: true, entropyHex: entropy, words: wordsOf(phrase).length });
    expect(await seedOf(phrase, 'TREZOR')).toBe(seed);
  });

  it('derives the seed as BIP39 defines it, checked against Node’s own PBKDF2', async () => {
    const phrase = VECTORS[1][1];
    const expected = pbkdf2Sync(phrase.normalize('NFKD'), `mnemonic${'pässwörd'.normalize('NFKD')}`, 2048, 64, 'sha512').toString('hex');
    expect(await seedOf(`  ${phrase.replaceAll(' ', '\n')} `, 'pässwörd')).toBe(expected);
  });
});

describe('reading a phrase', () => {
  it('names an unknown word, its place and the words it may have been', () => {
    expect(readPhrase('abandon abandon abandom abandon', ENGLISH, 'English')).toEqual({
      ok: false,
      message: 'Word 3, "abandom", is not in the English list. Did you mean "abandon"?',
    });
  });

  it('says how many words a phrase needs, and when the checksum fails', () => {
    expect(readPhrase('abandon abandon about', ENGLISH, 'English')).toEqual({
      ok: false,
      message: 'A BIP39 phrase has 12, 15, 18, 21 or 24 words; this one has 3.',
    });
    expect(readPhrase(`${'abandon '.repeat(11)}abandon`, ENGLISH, 'English')).toEqual({
      ok: false,
      message: 'The checksum in the last word does not match: a word is wrong or out of order.',
    });
    expect(readPhrase('   ', ENGLISH, 'English')).toEqual({ ok: false, message: 'Enter a phrase of 12, 15, 18, 21 or 24 words.' });
  });

  it('refuses entropy that is not 128 to 256 bits of hex', () => {
    expect(phraseOfEntropy('00ff', ENGLISH)).toEqual({
      ok: false,
      message: 'Entropy is 32, 40, 48, 56 or 64 hexadecimal digits (128 to 256 bits); this has 4.',
    });
    expect(phraseOfEntropy(`${'0'.repeat(31)}g`, ENGLISH)).toEqual({ ok: false, message: '"g" is not a hexadecimal digit.' });
  });
});

describe('every word list', () => {
  it.each(WORD_LISTS.map((list) => [list.label, list]))('%s: generated phrases read back, and entropy round-trips', async (_, list) => {
    const words = await list.load();
    for (const count of WORD_COUNTS) {
      const phrase = generatePhrase(words, count);
      const read = readPhrase(phrase, words, list.label);
      expect(read.ok && read.words).toBe(count);
    }
    fc.assert(
      fc.property(
        fc.constantFrom(16, 20, 24, 28, 32).chain((length) => fc.uint8Array({ minLength: length, maxLength: length })),
        (bytes) => {
          const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
          const made = phraseOfEntropy(hex, words);
          expect(made.ok && readPhrase(made.phrase, words, list.label)).toEqual({ ok: true, entropyHex: hex, words: (bytes.length / 4) * 3 });
        },
      ),
      { numRuns: 30 },
    );
  });
});
