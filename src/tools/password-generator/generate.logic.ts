import { bytesToHex } from '@noble/hashes/utils.js';
import { formatCount, formatNumber } from '@contract/format-number';
import { codec } from '@/lib/base64-codec';
import { chooseCharsets, type CharacterSet } from './charsets.logic';
import { byteBits, log2Big, passphraseBits, passwordCount, pinBits } from './entropy.logic';
import type { RandomDraw } from './random-draw.logic';
import type { GeneratorSettings } from './settings';

export const LIMITS = {
  count: { min: 1, max: 1000, label: 'Number to generate' },
  length: { min: 1, max: 256, label: 'Length' },
  words: { min: 1, max: 64, label: 'Words' },
  pinLength: { min: 1, max: 64, label: 'PIN length' },
  byteCount: { min: 1, max: 1024, label: 'Bytes' },
} as const;

/** "At least one of each set" is met by drawing again; below this chance a draw (1 in 1,024) the rule asks too much of the length. */
const MIN_ACCEPT_LOG2 = -10;

export interface Entropy {
  /** Bits per generated item: log2 of how many equally likely items the settings can give. */
  bits: number;
  /** How the figure was counted. */
  basis: string;
}

export type Generated = { ok: true; items: string[]; entropy: Entropy } | { ok: false; message: string };
type Read = { ok: true; value: number } | { ok: false; message: string };

/** A whole number typed in a field, within its limits. */
export function readWhole(text: string, { min, max, label }: { min: number; max: number; label: string }): Read {
  const trimmed = text.trim();
  const value = Number(trimmed);
  if (!/^\d+$/.test(trimmed) || value < min || value > max) {
    return { ok: false, message: `${label} must be a whole number from ${formatNumber(min)} to ${formatNumber(max)}.` };
  }
  return { ok: true, value };
}

const bitsText = (bits: number) => formatNumber(bits, 1);

interface Pool {
  characters: string[];
  /** The set each character belongs to. */
  setOf: Uint8Array;
  sets: number;
}

const poolOf = (sets: readonly CharacterSet[]): Pool => ({
  characters: sets.flatMap((set) => set.characters),
  setOf: Uint8Array.from(sets.flatMap((set, index) => set.characters.map(() => index))),
  sets: sets.length,
});

/** One password: characters drawn uniformly from the pool, drawn again until it holds one of each set when asked. */
function drawPassword(pool: Pool, length: number, eachSet: boolean, draw: RandomDraw): string {
  const picked = new Array<string>(length);
  const seen = new Uint8Array(pool.sets);
  for (;;) {
    seen.fill(0);
    let kinds = 0;
    for (let index = 0; index < length; index += 1) {
      const at = draw.below(pool.characters.length);
      picked[index] = pool.characters[at] ?? '';
      const set = pool.setOf[at] ?? 0;
      if (seen[set] === 0) {
        seen[set] = 1;
        kinds += 1;
      }
    }
    if (!eachSet || kinds === pool.sets) return picked.join('');
  }
}

function passwords(settings: GeneratorSettings, count: number, draw: RandomDraw): Generated {
  const length = readWhole(settings.length, LIMITS.length);
  if (!length.ok) return length;
  const charsets = chooseCharsets(settings);
  if (!charsets.ok) return charsets;
  const { sets } = charsets;
  const sizes = sets.map((set) => set.characters.length);
  const pool = sizes.reduce((sum, size) => sum + size, 0);
  const eachSet = settings.eachSet && sets.length > 1;
  if (eachSet && length.value < sets.length) {
    return { ok: false, message: `A password of ${formatCount(length.value, 'character', 'characters')} cannot hold one of each of the ${sets.length} sets.` };
  }
  const allBits = length.value * Math.log2(pool);
  const bits = log2Big(passwordCount(sizes, length.value, eachSet));
  if (bits - allBits < MIN_ACCEPT_LOG2) {
    return { ok: false, message: 'Could not generate: one of each set is too rare at this length. Add length, or characters to the smallest set.' };
  }
  const basis = eachSet
    ? `${formatCount(length.value, 'character', 'characters')} from a pool of ${formatNumber(pool)}, with at least one of each of the ${sets.length} sets (${sizes.map((size) => formatNumber(size)).join(' + ')}): log2 of the passwords that follow that rule, ${bitsText(allBits - bits)} bits fewer than ${formatNumber(length.value)} × log2(${formatNumber(pool)}).`
    : `${formatCount(length.value, 'character', 'characters')} from a pool of ${formatNumber(pool)}: ${formatNumber(length.value)} × log2(${formatNumber(pool)}).`;
  const chosen = poolOf(sets);
  const items = Array.from({ length: count }, () => drawPassword(chosen, length.value, eachSet, draw));
  return { ok: true, items, entropy: { bits, basis } };
}

function passphrases(settings: GeneratorSettings, count: number, draw: RandomDraw, wordList: readonly string[]): Generated {
  const words = readWhole(settings.words, LIMITS.words);
  if (!words.ok) return words;
  const make = () => {
    const picked = Array.from({ length: words.value }, () => wordList[draw.below(wordList.length)] ?? '');
    const shown = settings.capitalise ? picked.map((word) => word.charAt(0).toUpperCase() + word.slice(1)) : picked;
    if (settings.addNumber) {
      const at = draw.below(shown.length);
      shown[at] = `${shown[at] ?? ''}${draw.below(10)}`;
    }
    return shown.join(settings.separator);
  };
  const perWord = Math.log2(wordList.length);
  const basis = `${formatCount(words.value, 'word', 'words')} from a list of ${formatNumber(wordList.length)} (${formatNumber(perWord, 1)} bits a word)${
    settings.addNumber ? `, plus a digit after one of the words: log2(10 × ${formatNumber(words.value)})` : ''
  }. Capitals and separators add nothing: they are the same every time.${
    settings.separator === '' ? ' With no separator, two word lists can run together into the same text, so the true figure may be a little lower.' : ''
  }`;
  return { ok: true, items: Array.from({ length: count }, make), entropy: { bits: passphraseBits(wordList.length, words.value, settings.addNumber), basis } };
}

function pins(settings: GeneratorSettings, count: number, draw: RandomDraw): Generated {
  const length = readWhole(settings.pinLength, LIMITS.pinLength);
  if (!length.ok) return length;
  const make = () => Array.from({ length: length.value }, () => String(draw.below(10))).join('');
  const basis = `${formatCount(length.value, 'digit', 'digits')}: ${formatNumber(length.value)} × log2(10).`;
  return { ok: true, items: Array.from({ length: count }, make), entropy: { bits: pinBits(length.value), basis } };
}

export function encodeBytes(bytes: Uint8Array, encoding: GeneratorSettings['encoding']): string {
  if (encoding === 'hex') return bytesToHex(bytes);
  return codec.encode(bytes, encoding === 'base64url');
}

function randomBytes(settings: GeneratorSettings, count: number, draw: RandomDraw): Generated {
  const bytes = readWhole(settings.byteCount, LIMITS.byteCount);
  if (!bytes.ok) return bytes;
  const items = Array.from({ length: count }, () => encodeBytes(draw.bytes(bytes.value), settings.encoding));
  const basis = `${formatCount(bytes.value, 'byte', 'bytes')} × 8 bits, whatever the encoding.`;
  return { ok: true, items, entropy: { bits: byteBits(bytes.value), basis } };
}

/** `count` items of the chosen mode with their entropy; every random choice is a uniform draw from `draw`. */
export function generate(settings: GeneratorSettings, draw: RandomDraw, wordList: readonly string[]): Generated {
  const count = readWhole(settings.count, LIMITS.count);
  if (!count.ok) return count;
  switch (settings.mode) {
    case 'password':
      return passwords(settings, count.value, draw);
    case 'passphrase':
      return passphrases(settings, count.value, draw, wordList);
    case 'pin':
      return pins(settings, count.value, draw);
    case 'bytes':
      return randomBytes(settings, count.value, draw);
  }
}
