import { wordlist } from '@scure/bip39/wordlists/english.js';

/**
 * The passphrase words: BIP39's English list (2,048 words, so 11 bits each; from @scure/bip39, MIT). Every word is
 * 3 to 8 letters and its first four letters name it alone. Imported by the screen, so it lives in the tool's lazy chunk.
 */
export const WORD_LIST: readonly string[] = wordlist;
