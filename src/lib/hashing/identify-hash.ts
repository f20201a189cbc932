import { codec } from '@/lib/base64-codec';
import { ALGORITHMS, algorithmById } from './algorithms';
import { readExpected } from './digest-text';

/** Well-known digests of each length that this page does not compute, so a guess names them too. */
const OTHERS: Record<number, string[]> = {
  1: [],
  2: ['other CRC-16 variants (KERMIT, CCITT…)'],
  4: ['xxHash32', 'FNV-1a 32'],
  8: ['CRC-64', 'FNV-1a 64'],
  16: ['MD4', 'NTLM', 'RIPEMD-128', 'MurmurHash3 x64 128', 'XXH3-128'],
  20: ['SHA-0', 'HAS-160'],
  28: ['SHA3-224', 'SHA-512/224'],
  32: ['BLAKE2s-256', 'BLAKE2b-256', 'SM3', 'GOST R 34.11-2012 256 (Streebog)'],
  48: ['SHA3-384', 'BLAKE2b-384'],
  64: ['Whirlpool', 'GOST R 34.11-2012 512 (Streebog)'],
};

/** Password-hash formats (modular crypt and friends): salted and slow on purpose, so no table here can recompute them. */
const PASSWORD_FORMATS: [RegExp, string][] = [
  [/^\$2[abxy]?\$\d\d\$[./A-Za-z0-9]{53}$/, 'bcrypt'],
  [/^\$argon2(id|i|d)\$/, 'Argon2'],
  [/^\$scrypt\$|^\$7\$/, 'scrypt'],
  [/^\$y\$/, 'yescrypt'],
  [/^\$6\$/, 'SHA-512-crypt'],
  [/^\$5\$/, 'SHA-256-crypt'],
  [/^\$1\$/, 'MD5-crypt'],
  [/^\$apr1\$/, 'Apache MD5 (apr1)'],
  [/^\{SSHA\}/i, 'LDAP salted SHA-1 (SSHA)'],
  [/^pbkdf2[_:$-]/i, 'PBKDF2'],
];

export interface HashGuess {
  /** What the text is, read from its shape: "64 hex digits: 32 bytes (256 bits)". */
  shape: string;
  /** Algorithms this page computes whose digest has that length, most common first. */
  here: string[];
  /** Others of that length. */
  elsewhere: string[];
  /** A password hash is named, not guessed from its length. */
  passwordHash?: string;
}

/** CyberChef's "Analyse hash": which algorithms a pasted digest may come from, by its length and alphabet. */
export function identifyHash(pasted: string): HashGuess | null {
  const text = pasted.trim();
  if (text === '') return null;
  const password = PASSWORD_FORMATS.find(([pattern]) => pattern.test(text));
  if (password) return { shape: `A ${password[1]} password hash`, here: [], elsewhere: [], passwordHash: password[1] };
  const expected = readExpected(text);
  if (!expected) return null;
  const reading = expected.readings[0];
  if (!reading) return null;
  const bytes = reading.bytes.length;
  const digits = text.replace(/^0x/i, '').replace(/[\s:]/g, '');
  const shape =
    reading.form === 'hex'
      ? `${bytes * 2} hex digits: ${bytes} bytes (${bytes * 8} bits)`
      : `Base64 of ${bytes} bytes (${bytes * 8} bits)${codec.decode(digits) && /[-_]/.test(digits) ? ', URL-safe alphabet' : ''}`;
  const here = ALGORITHMS.filter((algorithm) => algorithm.bytes === bytes).map((algorithm) => algorithm.label);
  if (expected.named) return { shape: `${shape}, named ${algorithmById(expected.named).label}`, here, elsewhere: OTHERS[bytes] ?? [] };
  const ethereum = /^0x[0-9a-f]{64}$/i.test(text) ? ' with 0x, as Ethereum writes Keccak-256' : '';
  return { shape: shape + ethereum, here, elsewhere: OTHERS[bytes] ?? [] };
}
