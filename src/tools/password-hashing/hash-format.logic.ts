import { base64, base64nopad } from '@scure/base';

/**
 * Password hash strings as the tools that write them spell them: bcrypt's modular crypt format (`$2b$10$…`), the PHC
 * strings of Argon2 (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`) and scrypt (`$scrypt$ln=…,r=…,p=…$…`, passlib's and
 * @phc/scrypt's), passlib's PBKDF2 (`$pbkdf2-sha256$rounds$salt$hash`, in its "adapted" Base64) and Django's
 * (`pbkdf2_sha256$rounds$salt$hash`); an Apache htpasswd line is `user:` before one of them.
 */

export const ARGON2_TYPES = ['argon2id', 'argon2i', 'argon2d'] as const;
export type Argon2Type = (typeof ARGON2_TYPES)[number];
export const PBKDF2_DIGESTS = ['sha1', 'sha256', 'sha512'] as const;
export type Pbkdf2Digest = (typeof PBKDF2_DIGESTS)[number];
export const BCRYPT_VERSIONS = ['2b', '2a', '2y'] as const;
export type BcryptVersion = (typeof BCRYPT_VERSIONS)[number];

/** A hash's algorithm and cost: what hashing needs besides the password and salt. */
export type HashParams =
  | { algorithm: 'bcrypt'; cost: number; version: BcryptVersion }
  | { algorithm: Argon2Type; memoryKiB: number; iterations: number; parallelism: number; length: number }
  | { algorithm: 'scrypt'; logN: number; r: number; p: number; length: number }
  | { algorithm: 'pbkdf2'; digest: Pbkdf2Digest; iterations: number; length: number };

export type HashFormat = 'bcrypt' | 'phc' | 'passlib' | 'django';

/** A whole hash string read into its parts; `hash.length` is the length the hash is checked at. */
export interface ParsedHash {
  params: HashParams;
  salt: Uint8Array;
  hash: Uint8Array;
  format: HashFormat;
  /** The htpasswd user name, when the text was a `user:hash` line. */
  user?: string;
}

export type ReadHash = { ok: true; value: ParsedHash } | { ok: false; message: string };

const BCRYPT_ALPHABET = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** bcrypt's Base64 is the standard one, bit for bit, in another alphabet: translated, @scure/base does the work. */
const translate = (text: string, from: string, to: string) => Array.from(text, (char) => to[from.indexOf(char)] ?? '!').join('');

export const bcryptBase64 = {
  encode: (bytes: Uint8Array) => translate(base64nopad.encode(bytes), BASE64_ALPHABET, BCRYPT_ALPHABET),
  /** Lenient about the unused low bits of the last character, as bcrypt itself is (it never reads them). */
  decode: (text: string): Uint8Array | null => {
    if (!/^[./A-Za-z0-9]*$/.test(text)) return null;
    const bits = (text.length * 6) % 8;
    const last = BCRYPT_ALPHABET.indexOf(text.at(-1) ?? '.');
    const tidy = bits === 0 ? text : text.slice(0, -1) + BCRYPT_ALPHABET[last & ~((1 << bits) - 1)];
    return attempt(() => base64nopad.decode(translate(tidy, BCRYPT_ALPHABET, BASE64_ALPHABET)));
  },
};

/** Passlib's "adapted" Base64: "." for "+", no padding. */
export const adaptedBase64 = {
  encode: (bytes: Uint8Array) => base64nopad.encode(bytes).replaceAll('+', '.'),
  decode: (text: string) => attempt(() => base64nopad.decode(text.replaceAll('.', '+'))),
};

/** PHC strings' Base64: standard alphabet, no padding (a padded one is read too, as some writers add it). */
export const phcBase64 = {
  encode: (bytes: Uint8Array) => base64nopad.encode(bytes),
  decode: (text: string) => attempt(() => base64nopad.decode(text.replace(/=+$/, ''))),
};

function attempt<T>(make: () => T): T | null {
  try {
    return make();
  } catch {
    return null;
  }
}

const PASSLIB_PBKDF2_IDS: Record<Pbkdf2Digest, string> = { sha1: 'pbkdf2', sha256: 'pbkdf2-sha256', sha512: 'pbkdf2-sha512' };

/** The hash string a tool writes for these parts (PBKDF2 in passlib's form unless Django's is asked for). */
export function formatHash({ params, salt, hash, format }: Omit<ParsedHash, 'user'>): string {
  switch (params.algorithm) {
    case 'bcrypt':
      return `$${params.version}$${String(params.cost).padStart(2, '0')}$${bcryptBase64.encode(salt)}${bcryptBase64.encode(hash)}`;
    case 'scrypt':
      return `$scrypt$ln=${params.logN},r=${params.r},p=${params.p}$${phcBase64.encode(salt)}$${phcBase64.encode(hash)}`;
    case 'pbkdf2':
      return format === 'django'
        ? `pbkdf2_${params.digest}$${params.iterations}$${new TextDecoder().decode(salt)}$${base64.encode(hash)}`
        : `$${PASSLIB_PBKDF2_IDS[params.digest]}$${params.iterations}$${adaptedBase64.encode(salt)}$${adaptedBase64.encode(hash)}`;
    default:
      return `$${params.algorithm}$v=19$m=${params.memoryKiB},t=${params.iterations},p=${params.parallelism}$${phcBase64.encode(salt)}$${phcBase64.encode(hash)}`;
  }
}

const fail = (message: string) => ({ ok: false as const, message });
const ok = (value: ParsedHash) => ({ ok: true as const, value });
const whole = (text: string) => (/^(0|[1-9]\d{0,9})$/.test(text) ? Number(text) : null);

/** `m=65536,t=3,p=4` as a map; null when a part is not `name=number`. */
function readPhcParams(text: string): Map<string, number> | null {
  const params = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name = '', value = '', ...rest] = part.split('=');
    const number = whole(value);
    if (rest.length > 0 || number === null || params.has(name)) return null;
    params.set(name, number);
  }
  return params;
}

function readBcrypt(text: string): ReadHash {
  const match = /^\$(2[abxy]?)\$(\d\d)\$([./A-Za-z0-9]{22})([./A-Za-z0-9]{31})$/.exec(text);
  if (!match) return fail('This bcrypt hash is not whole: it is "$2b$", two cost digits, "$", then 53 characters of salt and hash (60 in all).');
  const [, version = '', costText = '', saltText = '', hashText = ''] = match;
  if (version === '2x')
    return fail('This is a "$2x$" hash, made by a crypt_blowfish version with a known bug in its handling of 8-bit characters; it cannot be checked here.');
  if (version === '2') return fail('This is a "$2$" hash, bcrypt\'s first version, which no current library writes or checks; it cannot be checked here.');
  const cost = Number(costText);
  if (cost < 4 || cost > 31) return fail(`bcrypt's cost is between 04 and 31; this hash says ${costText}.`);
  const salt = bcryptBase64.decode(saltText);
  const hash = bcryptBase64.decode(hashText);
  if (!salt || !hash) return fail('This bcrypt hash is not whole.');
  return ok({ params: { algorithm: 'bcrypt', cost, version: version as BcryptVersion }, salt, hash, format: 'bcrypt' });
}

function readArgon2(type: Argon2Type, fields: string[]): ReadHash {
  // $argon2id$v=19$m=…,t=…,p=…$salt$hash; version 1.0 hashes have no v= field.
  const [versionField, paramField = '', saltText = '', hashText = '', ...rest] = fields[0]?.startsWith('v=') ? fields : ['v=16', ...fields];
  if (rest.length > 0 || hashText === '') return fail(`This ${type} hash is not whole: it is $${type}$v=19$m=…,t=…,p=…$salt$hash.`);
  if (versionField !== 'v=19')
    return fail(
      `This ${type} hash is of Argon2 version ${versionField === 'v=16' ? '1.0 (v=16)' : versionField}; only version 1.3 (v=19), what every current library writes, can be checked here.`,
    );
  const params = readPhcParams(paramField);
  const memoryKiB = params?.get('m');
  const iterations = params?.get('t');
  const parallelism = params?.get('p');
  if (!params || memoryKiB === undefined || iterations === undefined || parallelism === undefined)
    return fail(`This ${type} hash's parameters are not m=…,t=…,p=… (memory in KiB, iterations, parallelism): "${paramField}".`);
  if ([...params.keys()].some((name) => !['m', 't', 'p'].includes(name)))
    return fail(`This ${type} hash has parameters besides m, t and p (a key id or associated data), which cannot be given here.`);
  const salt = phcBase64.decode(saltText);
  const hash = phcBase64.decode(hashText);
  if (!salt || !hash) return fail(`This ${type} hash's salt or hash is not Base64.`);
  return ok({ params: { algorithm: type, memoryKiB, iterations, parallelism, length: hash.length }, salt, hash, format: 'phc' });
}

function readScrypt(fields: string[]): ReadHash {
  const [paramField = '', saltText = '', hashText = '', ...rest] = fields;
  if (rest.length > 0 || hashText === '') return fail('This scrypt hash is not whole: it is $scrypt$ln=…,r=…,p=…$salt$hash.');
  const params = readPhcParams(paramField);
  const logN = params?.get('ln');
  const r = params?.get('r');
  const p = params?.get('p');
  if (!params || params.size !== 3 || logN === undefined || r === undefined || p === undefined)
    return fail(`This scrypt hash's parameters are not ln=…,r=…,p… (log2 of N, block size, parallelism): "${paramField}".`);
  const salt = phcBase64.decode(saltText);
  const hash = phcBase64.decode(hashText);
  if (!salt || !hash) return fail("This scrypt hash's salt or hash is not Base64.");
  return ok({ params: { algorithm: 'scrypt', logN, r, p, length: hash.length }, salt, hash, format: 'phc' });
}

function readPasslibPbkdf2(digest: Pbkdf2Digest, fields: string[]): ReadHash {
  const [roundsText = '', saltText = '', hashText = '', ...rest] = fields;
  const iterations = whole(roundsText);
  if (rest.length > 0 || hashText === '' || iterations === null)
    return fail(`This PBKDF2 hash is not whole: it is $${PASSLIB_PBKDF2_IDS[digest]}$rounds$salt$hash.`);
  const salt = adaptedBase64.decode(saltText);
  const hash = adaptedBase64.decode(hashText);
  if (!salt || !hash) return fail("This PBKDF2 hash's salt or hash is not passlib's Base64.");
  return ok({ params: { algorithm: 'pbkdf2', digest, iterations, length: hash.length }, salt, hash, format: 'passlib' });
}

function readDjangoPbkdf2(text: string): ReadHash {
  const match = /^pbkdf2_(sha1|sha256)\$(\d+)\$([^$]*)\$([A-Za-z0-9+/]+={0,2})$/.exec(text);
  const iterations = whole(match?.[2] ?? '');
  const hash = match && attempt(() => base64.decode(match[4] ?? ''));
  if (!match || iterations === null || !hash) return fail('This Django hash is not whole: it is pbkdf2_sha256$iterations$salt$hash, the hash in Base64.');
  const digest = match[1] as Pbkdf2Digest;
  return ok({ params: { algorithm: 'pbkdf2', digest, iterations, length: hash.length }, salt: new TextEncoder().encode(match[3]), hash, format: 'django' });
}

const MAX_HASH_TEXT = 2_000;

/** A pasted hash (or htpasswd line) read into its parts, or why it cannot be. */
export function readHash(pasted: string): ReadHash {
  let text = pasted.trim();
  if (text.length > MAX_HASH_TEXT) return fail(`This text is ${text.length} characters long; no password hash is longer than ${MAX_HASH_TEXT}.`);
  let user: string | undefined;
  // An htpasswd line: the user name before the first colon (the hash itself never holds one).
  const colon = text.indexOf(':');
  if (colon > 0 && !text.slice(0, colon).includes('$')) {
    user = text.slice(0, colon);
    text = text.slice(colon + 1);
  }
  const read = readWhole(text);
  return read.ok && user !== undefined ? ok({ ...read.value, user }) : read;
}

function readWhole(text: string): ReadHash {
  if (text === '') return fail('Paste a hash to read.');
  if (text.startsWith('pbkdf2_')) return readDjangoPbkdf2(text);
  if (text.startsWith('$2')) return readBcrypt(text);
  const [empty, id = '', ...fields] = text.split('$');
  if (empty !== '' || id === '') return fail(unknownMessage(text));
  if ((ARGON2_TYPES as readonly string[]).includes(id)) return readArgon2(id as Argon2Type, fields);
  if (id === 'scrypt') return readScrypt(fields);
  const digest = (Object.keys(PASSLIB_PBKDF2_IDS) as Pbkdf2Digest[]).find((key) => PASSLIB_PBKDF2_IDS[key] === id);
  if (digest) return readPasslibPbkdf2(digest, fields);
  return fail(unknownMessage(text));
}

/** Names the hash when it is a kind people often paste here (crypt's $1$, $5$, $6$; htpasswd's $apr1$). */
function unknownMessage(text: string): string {
  const id = /^\$([^$]+)\$/.exec(text)?.[1];
  const known: Record<string, string> = {
    '1': 'an MD5-crypt hash ($1$)',
    apr1: "an Apache MD5 hash ($apr1$, htpasswd's default before -B)",
    '5': 'a SHA-256-crypt hash ($5$)',
    '6': 'a SHA-512-crypt hash ($6$)',
    y: "a yescrypt hash ($y$, Debian's /etc/shadow)",
  };
  const named = id && known[id];
  if (named) return `This is ${named}, not one of bcrypt, Argon2, scrypt or PBKDF2: it cannot be checked here.`;
  return 'This is not a hash this tool reads: it reads bcrypt ($2b$…), Argon2 ($argon2id$…), scrypt ($scrypt$…) and PBKDF2 ($pbkdf2-sha256$… or pbkdf2_sha256$…).';
}
