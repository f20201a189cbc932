// One measurement of bench/encrypt-decrypt.ts in a process of its own (path aliases come from tsconfig.node.json).
// `npx tsx bench/encrypt-decrypt-child.ts <size in MB>` prints one JSON line.
import { argon2idAsync } from '@noble/hashes/argon2.js';
import type { CryptSettings } from '../src/tools/encrypt-decrypt/settings';

// Chromium 140+ has Uint8Array's toBase64 and fromBase64, which the tool's codec uses; Node 20 has not, and its btoa
// fallback would be most of the time measured. Node's native Base64 stands in for Chromium's, before the codec loads.
Object.assign(Uint8Array.prototype, {
  toBase64(this: Uint8Array, options?: { alphabet?: string }) {
    return Buffer.from(this.buffer, this.byteOffset, this.byteLength).toString(options?.alphabet === 'base64url' ? 'base64url' : 'base64');
  },
});
Object.assign(Uint8Array, { fromBase64: (text: string) => new Uint8Array(Buffer.from(text, 'base64')) });
const { DEFAULT_SETTINGS } = await import('../src/tools/encrypt-decrypt/settings');
const { decrypt, encrypt } = await import('../src/tools/encrypt-decrypt/encrypt-decrypt.logic');
const { argon2idKey, DEFAULT_ARGON2, DEFAULT_PBKDF2_ITERATIONS, evpBytesToKey, pbkdf2Sha256 } =
  await import('../src/tools/encrypt-decrypt/key-derivation.logic');

const KEY = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
/** Each mode with a raw key or a one-round derivation, so its figure is the cipher and the text encoding alone. */
const MODES: Record<string, { settings: Partial<CryptSettings>; secret: string }> = {
  'AES-256-GCM (WebCrypto)': { settings: { cipher: 'aes-gcm', keyFrom: 'raw' }, secret: KEY },
  'AES-192-GCM (@noble/ciphers)': { settings: { cipher: 'aes-gcm', keyFrom: 'raw', keyBits: '192' }, secret: KEY.slice(0, 48) },
  'AES-256-CBC (WebCrypto)': { settings: { cipher: 'aes-cbc', keyFrom: 'raw' }, secret: KEY },
  'ChaCha20-Poly1305 (@noble/ciphers)': { settings: { cipher: 'chacha20-poly1305', keyFrom: 'raw' }, secret: KEY },
  'OpenSSL AES-256-CBC, MD5': { settings: { format: 'openssl', opensslKdf: 'md5' }, secret: 'passphrase' },
};

/** Prose with some non-ASCII, made from a seeded generator so every run encrypts the same text. */
function makeText(size: number): string {
  const words = ['the', 'quick', 'brown', 'fox', 'jumps', 'über', 'lazy', 'dog', 'naïve', 'café', '数据', 'secret', 'plan', 'noon'];
  const parts: string[] = [];
  let state = 0x2545f491;
  let length = 0;
  while (length < size) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    const word = words[state % words.length] ?? '';
    parts.push(word);
    length += word.length + 1;
  }
  return parts.join(' ').slice(0, size);
}

const time = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const value = await work();
  return [value, performance.now() - started];
};

const megabytes = Number(process.argv[2] ?? '10');
const text = makeText(megabytes * 1024 * 1024);
const modes: Record<string, { encryptMs: number; decryptMs: number }> = {};
for (const [name, { settings: change, secret }] of Object.entries(MODES)) {
  const settings = { ...DEFAULT_SETTINGS, ...change };
  const [sealed, encryptMs] = await time(() => encrypt({ settings, text, secret }));
  if (!sealed.ok) throw new Error(sealed.message);
  const [opened, decryptMs] = await time(() => decrypt({ settings: { ...settings, direction: 'decrypt' }, text: sealed.text, secret }));
  if (!opened.ok || opened.text !== text) throw new Error(`${name} did not round-trip.`);
  modes[name] = { encryptMs, decryptMs };
}
const salt = new Uint8Array(16);
const [, pbkdf2Ms] = await time(() => pbkdf2Sha256('passphrase', salt, DEFAULT_PBKDF2_ITERATIONS, 32));
const [, argon2WasmMs] = await time(() => argon2idKey('passphrase', salt, DEFAULT_ARGON2, 32));
const [, argon2JsMs] = await time(() =>
  argon2idAsync('passphrase', salt, { t: DEFAULT_ARGON2.iterations, m: DEFAULT_ARGON2.memoryKiB, p: DEFAULT_ARGON2.parallelism, dkLen: 32 }),
);
const [, evpMs] = await time(() => Promise.resolve(evpBytesToKey('md5', 'passphrase', salt.subarray(0, 8), 48)));
console.log(JSON.stringify({ textBytes: new TextEncoder().encode(text).length, modes, pbkdf2Ms, argon2WasmMs, argon2JsMs, evpMs }));
