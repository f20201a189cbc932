import { entropyToMnemonic, generateMnemonic, mnemonicToEntropy, mnemonicToSeedWebcrypto } from '@scure/bip39';
import { wordlist as english } from '@scure/bip39/wordlists/english.js';
import { toHex } from '@/lib/hex';

/** The word lists of the BIP39 repository; English comes with the tool, the others when chosen. */
export const WORD_LISTS = [
  { value: 'english', label: 'English', load: async () => english },
  { value: 'spanish', label: 'Spanish', load: async () => (await import('@scure/bip39/wordlists/spanish.js')).wordlist },
  { value: 'french', label: 'French', load: async () => (await import('@scure/bip39/wordlists/french.js')).wordlist },
  { value: 'italian', label: 'Italian', load: async () => (await import('@scure/bip39/wordlists/italian.js')).wordlist },
  { value: 'portuguese', label: 'Portuguese', load: async () => (await import('@scure/bip39/wordlists/portuguese.js')).wordlist },
  { value: 'czech', label: 'Czech', load: async () => (await import('@scure/bip39/wordlists/czech.js')).wordlist },
  { value: 'japanese', label: 'Japanese', load: async () => (await import('@scure/bip39/wordlists/japanese.js')).wordlist },
  { value: 'korean', label: 'Korean', load: async () => (await import('@scure/bip39/wordlists/korean.js')).wordlist },
  { value: 'simplified-chinese', label: 'Chinese (simplified)', load: async () => (await import('@scure/bip39/wordlists/simplified-chinese.js')).wordlist },
  { value: 'traditional-chinese', label: 'Chinese (traditional)', load: async () => (await import('@scure/bip39/wordlists/traditional-chinese.js')).wordlist },
] as const;

export type WordListId = (typeof WORD_LISTS)[number]['value'];

export const ENGLISH: readonly string[] = english;

/** A phrase has 12 to 24 words, three for every 32 bits of entropy. */
export const WORD_COUNTS = [12, 15, 18, 21, 24] as const;
export type WordCount = (typeof WORD_COUNTS)[number];

export const bitsOf = (words: number) => (words / 3) * 32;

export type PhraseResult = { ok: true; entropyHex: string; words: number } | { ok: false; message: string };

/** Words as BIP39 reads them: NFKD, split on any space (Japanese phrases use the ideographic one). */
export const wordsOf = (phrase: string) =>
  phrase
    .normalize('NFKD')
    .trim()
    .split(/[\s\u3000]+/u)
    .filter(Boolean);

/** The list's words that start as the unknown word does, as far as they share it: "Did you mean ...?" */
function suggestionsFor(word: string, list: readonly string[]): string[] {
  for (let length = Math.min(word.length, 4); length > 0; length--) {
    const prefix = word.slice(0, length);
    const found = list.filter((candidate) => candidate.normalize('NFKD').startsWith(prefix));
    if (found.length > 0) return found.slice(0, 3);
  }
  return [];
}

/** A random phrase of `count` words from the browser's cryptographic random source. */
export function generatePhrase(list: readonly string[], count: WordCount): string {
  return generateMnemonic([...list], bitsOf(count));
}

/** Checks a phrase word by word, then its checksum; gives the entropy it encodes. */
export function readPhrase(phrase: string, list: readonly string[], listLabel: string): PhraseResult {
  const words = wordsOf(phrase);
  if (words.length === 0) return { ok: false, message: 'Enter a phrase of 12, 15, 18, 21 or 24 words.' };
  const known = new Set(list.map((word) => word.normalize('NFKD')));
  const unknown = words.findIndex((word) => !known.has(word));
  if (unknown >= 0) {
    const word = words[unknown] ?? '';
    const suggestions = suggestionsFor(word, list);
    const hint = suggestions.length > 0 ? ` Did you mean ${suggestions.map((candidate) => `"${candidate}"`).join(', ')}?` : '';
    return { ok: false, message: `Word ${unknown + 1}, "${word}", is not in the ${listLabel} list.${hint}` };
  }
  if (!(WORD_COUNTS as readonly number[]).includes(words.length)) {
    return { ok: false, message: `A BIP39 phrase has 12, 15, 18, 21 or 24 words; this one has ${words.length}.` };
  }
  try {
    const entropy = mnemonicToEntropy(words.join(' '), [...list]);
    return { ok: true, entropyHex: toHex(entropy), words: words.length };
  } catch {
    return { ok: false, message: 'The checksum in the last word does not match: a word is wrong or out of order.' };
  }
}

export type EntropyResult = { ok: true; phrase: string } | { ok: false; message: string };

/** Entropy in hex (16 to 32 bytes, in steps of 4) as a phrase of the list's words. */
export function phraseOfEntropy(hex: string, list: readonly string[]): EntropyResult {
  const digits = hex.trim().replace(/^0x/i, '').replace(/\s+/g, '');
  const bad = /[^0-9a-f]/i.exec(digits);
  if (bad) return { ok: false, message: `"${bad[0]}" is not a hexadecimal digit.` };
  const bytes = digits.length / 2;
  if (!Number.isInteger(bytes) || bytes < 16 || bytes > 32 || bytes % 4 !== 0) {
    return { ok: false, message: `Entropy is 32, 40, 48, 56 or 64 hexadecimal digits (128 to 256 bits); this has ${digits.length}.` };
  }
  const entropy = Uint8Array.from(digits.match(/../g) ?? [], (pair) => parseInt(pair, 16));
  return { ok: true, phrase: entropyToMnemonic(entropy, [...list]) };
}

/** The 64-byte seed of BIP39 (PBKDF2-HMAC-SHA512, 2,048 rounds, salt "mnemonic" + passphrase), by WebCrypto. */
export async function seedOf(phrase: string, passphrase: string): Promise<string> {
  return toHex(await mnemonicToSeedWebcrypto(wordsOf(phrase).join(' '), passphrase));
}
