import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOOK_ALIKES, SETS } from './charsets.logic';
import { encodeBytes, generate, type Generated } from './generate.logic';
import { randomDraw } from './random-draw.logic';
import { chiSquare, chiSquareCritical, fixedSource, seededSource } from './seeded-source.fixture';
import { DEFAULT_SETTINGS, type GeneratorSettings } from './settings';
import { WORD_LIST } from './word-list';

const run = (change: Partial<GeneratorSettings>, seed = 1): Generated =>
  generate({ ...DEFAULT_SETTINGS, ...change }, randomDraw(seededSource(seed)), WORD_LIST);
const items = (result: Generated) => (result.ok ? result.items : []);

const settingsArbitrary = fc.record({
  length: fc.integer({ min: 1, max: 64 }).map(String),
  upper: fc.boolean(),
  lower: fc.boolean(),
  digits: fc.boolean(),
  symbols: fc.boolean(),
  custom: fc.oneof(fc.constant(''), fc.string({ maxLength: 8 }), fc.constantFrom('äöü€', '😀🎉', 'ABCxyz')),
  exclude: fc.oneof(fc.constant(''), fc.string({ maxLength: 12 })),
  noLookAlikes: fc.boolean(),
  eachSet: fc.boolean(),
  count: fc.integer({ min: 1, max: 5 }).map(String),
});

describe('passwords', () => {
  it('have the length, only allowed characters, none excluded, and one of each chosen set when asked', () => {
    fc.assert(
      fc.property(settingsArbitrary, fc.integer(), (settings, seed) => {
        const result = run({ ...settings, mode: 'password' }, seed);
        if (!result.ok) return;
        const excluded = new Set([...Array.from(settings.exclude), ...(settings.noLookAlikes ? Array.from(LOOK_ALIKES) : [])]);
        const chosen = (['upper', 'lower', 'digits', 'symbols'] as const).filter((id) => settings[id]).map((id) => Array.from(SETS[id].characters));
        const custom = Array.from(settings.custom.replace(/\s/g, '')).filter((character) => !chosen.some((set) => set.includes(character)));
        const sets = [...chosen, ...(custom.length > 0 ? [custom] : [])].map((set) => set.filter((character) => !excluded.has(character)));
        const allowed = new Set(sets.flat());
        expect(result.items).toHaveLength(Number(settings.count));
        for (const password of result.items) {
          const characters = Array.from(password);
          expect(characters).toHaveLength(Number(settings.length));
          expect(characters.every((character) => allowed.has(character) && !excluded.has(character))).toBe(true);
          if (settings.eachSet) for (const set of sets) expect(characters.some((character) => set.includes(character))).toBe(true);
        }
      }),
    );
  });

  it('are drawn uniformly from the passwords that hold one of each set: {a, b} and {1} at length 2 give a1, 1a, b1, 1b equally', () => {
    const draw = randomDraw(seededSource(7));
    const seen = new Map<string, number>();
    for (let index = 0; index < 40_000; index += 1) {
      const settings = { ...DEFAULT_SETTINGS, length: '2', upper: false, lower: false, symbols: false, digits: true, exclude: '023456789', custom: 'ab' };
      const [password = ''] = items(generate(settings, draw, WORD_LIST));
      seen.set(password, (seen.get(password) ?? 0) + 1);
    }
    expect([...seen.keys()].sort()).toEqual(['1a', '1b', 'a1', 'b1']);
    expect(chiSquare([...seen.values()])).toBeLessThan(chiSquareCritical(3));
  });

  it.each<[string, Partial<GeneratorSettings>, number]>([
    ['the usual four sets, 20 characters, one of each', {}, 130.93],
    ['the usual four sets, 20 characters, free', { eachSet: false }, 131.09],
    ['no look-alikes: 94 − 19 characters', { noLookAlikes: true, eachSet: false }, 20 * Math.log2(75)],
    [
      'lowercase and digits without vowels, 16 characters',
      { upper: false, symbols: false, exclude: 'aeiou', eachSet: false, length: '16' },
      16 * Math.log2(31),
    ],
    ['a custom set of 4 emoji only', { upper: false, lower: false, digits: false, symbols: false, custom: '😀🎉🚀✨', length: '10' }, 20],
  ])('%s: entropy in bits', (_, change, bits) => {
    const result = run({ mode: 'password', ...change });
    expect(result.ok && result.entropy.bits).toBeCloseTo(bits, 2);
  });

  it.each<[string, Partial<GeneratorSettings>, string]>([
    ['no set', { upper: false, lower: false, digits: false, symbols: false }, 'Choose at least one character set, or type a custom set.'],
    ['a set emptied by the exclusions', { digits: true, exclude: '0123456789' }, 'After the exclusions, Digits has no characters left.'],
    [
      'a custom set with nothing new',
      { custom: 'abc' },
      'After the exclusions, the custom set has no characters left that the sets chosen above do not already have.',
    ],
    ['a length too short for one of each', { length: '3' }, 'A password of 3 characters cannot hold one of each of the 4 sets.'],
    ['a length of 0', { length: '0' }, 'Length must be a whole number from 1 to 256.'],
    ['a half-typed length', { length: '1e3' }, 'Length must be a whole number from 1 to 256.'],
    ['too many at once', { count: '1001' }, 'Number to generate must be a whole number from 1 to 1,000.'],
    [
      'one of each of five sets in 5 characters, with a one-character set',
      { length: '5', custom: '€', exclude: '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'.slice(1) },
      'Could not generate: one of each set is too rare at this length. Add length, or characters to the smallest set.',
    ],
  ])('%s is refused with a message', (_, change, message) => {
    expect(run({ mode: 'password', ...change })).toEqual({ ok: false, message });
  });

  it('makes 1,000 different passwords at once', () => {
    const result = items(run({ count: '1000' }));
    expect(new Set(result).size).toBe(1000);
  });
});

describe('passphrases', () => {
  const words = new Set(WORD_LIST);

  it('the list is BIP39 English: 2,048 different words, 11 bits each', () => {
    expect(WORD_LIST).toHaveLength(2048);
    expect(new Set(WORD_LIST).size).toBe(2048);
    expect([WORD_LIST[0], WORD_LIST[2047]]).toEqual(['abandon', 'zoo']);
  });

  it('have N words from the list, joined by the separator, capitalised and with a digit when asked', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom('-', ' ', '.', '_', ' + '),
        fc.boolean(),
        fc.boolean(),
        fc.integer(),
        (count, separator, capitalise, addNumber, seed) => {
          const result = run({ mode: 'passphrase', words: String(count), separator, capitalise, addNumber, count: '3' }, seed);
          expect(result.ok).toBe(true);
          for (const phrase of items(result)) {
            const parts = phrase.split(separator);
            expect(parts).toHaveLength(count);
            expect(parts.filter((part) => /\d$/.test(part))).toHaveLength(addNumber ? 1 : 0);
            for (const part of parts) {
              const word = part.replace(/\d$/, '');
              expect(words.has(word.toLowerCase())).toBe(true);
              expect(word.charAt(0) === word.charAt(0).toUpperCase()).toBe(capitalise);
            }
          }
        },
      ),
    );
  });

  it.each<[Partial<GeneratorSettings>, number]>([
    [{ words: '6' }, 66],
    [{ words: '4' }, 44],
    [{ words: '6', addNumber: true, capitalise: true }, 66 + Math.log2(60)],
  ])('%j has its entropy in bits', (change, bits) => {
    const result = run({ mode: 'passphrase', ...change });
    expect(result.ok && result.entropy.bits).toBeCloseTo(bits, 6);
  });

  it('says when no separator may make the figure a little high', () => {
    const result = run({ mode: 'passphrase', separator: '' });
    expect(result.ok && result.entropy.basis).toContain('With no separator');
  });
});

describe('PINs and random bytes', () => {
  it('a PIN is digits only, of its length', () => {
    const result = run({ mode: 'pin', pinLength: '8', count: '50' });
    expect(items(result).every((pin) => /^\d{8}$/.test(pin))).toBe(true);
    expect(result.ok && result.entropy.bits).toBeCloseTo(8 * Math.log2(10), 6);
  });

  it('random bytes in hex, Base64url and Base64, 8 bits a byte', () => {
    for (const [encoding, pattern] of [
      ['hex', /^[0-9a-f]{64}$/],
      ['base64url', /^[\w-]{43}$/],
      ['base64', /^[\w+/]{43}=$/],
    ] as const) {
      const result = run({ mode: 'bytes', byteCount: '32', encoding, count: '10' });
      expect(items(result).every((token) => pattern.test(token))).toBe(true);
      expect(result.ok && result.entropy.bits).toBe(256);
    }
  });

  it('encodes bytes as RFC 4648 says: "foobar" is 666f6f626172, Zm9vYmFy, and Zm9vYg== for "foob"', () => {
    const foobar = new TextEncoder().encode('foobar');
    expect(encodeBytes(foobar, 'hex')).toBe('666f6f626172');
    expect(encodeBytes(foobar, 'base64')).toBe('Zm9vYmFy');
    expect(encodeBytes(foobar.subarray(0, 4), 'base64')).toBe('Zm9vYg==');
    expect(encodeBytes(Uint8Array.of(0xfb, 0xff), 'base64url')).toBe('-_8');
    expect(encodeBytes(Uint8Array.of(0xfb, 0xff), 'base64')).toBe('+/8=');
  });

  it("takes the source's bytes as they come: the same bytes Node's Buffer encodes", () => {
    const bytes = [0, 1, 2, 253, 254, 255, 16, 32];
    const result = generate({ ...DEFAULT_SETTINGS, mode: 'bytes', byteCount: '8', encoding: 'base64' }, randomDraw(fixedSource(bytes)), WORD_LIST);
    expect(items(result)).toEqual([Buffer.from(bytes).toString('base64')]);
  });
});
