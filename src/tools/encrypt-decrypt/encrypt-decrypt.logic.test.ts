import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type CryptSettings } from './settings';
import { decrypt, encrypt, runsLong, type CryptResult } from './encrypt-decrypt.logic';
import { LIMITS, readEnvelope, writeHeader } from './envelope.logic';

const KEY_256 = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const WRONG_PASSPHRASE = { ok: false, message: 'Could not decrypt: wrong passphrase, or the text was changed.' };

// Small costs keep a property's hundred runs quick; the defaults are measured in the bench.
const FAST = { iterations: '1000', argonMemoryMiB: '1', argonIterations: '1', opensslIterations: '1000' };
const MODES: [string, Partial<CryptSettings>][] = [
  ['AES-256-GCM, PBKDF2', { cipher: 'aes-gcm' }],
  ['AES-128-GCM, Argon2id', { cipher: 'aes-gcm', keyBits: '128', kdf: 'argon2id' }],
  ['AES-192-GCM, PBKDF2', { cipher: 'aes-gcm', keyBits: '192' }],
  ['AES-256-CBC, PBKDF2', { cipher: 'aes-cbc' }],
  ['AES-192-CBC, Argon2id', { cipher: 'aes-cbc', keyBits: '192', kdf: 'argon2id' }],
  ['ChaCha20-Poly1305, PBKDF2', { cipher: 'chacha20-poly1305' }],
  ['ChaCha20-Poly1305, Argon2id', { cipher: 'chacha20-poly1305', kdf: 'argon2id' }],
  ['AES-256-GCM, raw key', { cipher: 'aes-gcm', keyFrom: 'raw' }],
  ['AES-128-CBC, raw key', { cipher: 'aes-cbc', keyFrom: 'raw', keyBits: '128' }],
  ['ChaCha20-Poly1305, raw key', { cipher: 'chacha20-poly1305', keyFrom: 'raw' }],
  ['OpenSSL AES-256-CBC, MD5', { format: 'openssl', opensslKdf: 'md5' }],
  ['OpenSSL AES-128-CBC, SHA-256', { format: 'openssl', keyBits: '128', opensslKdf: 'sha256' }],
  ['OpenSSL AES-192-CBC, PBKDF2', { format: 'openssl', keyBits: '192', opensslKdf: 'pbkdf2' }],
];

const settings = (change: Partial<CryptSettings>): CryptSettings => ({ ...DEFAULT_SETTINGS, ...FAST, ...change });
const secretFor = (mode: Partial<CryptSettings>, passphrase: string) =>
  mode.keyFrom === 'raw' ? (mode.keyBits === '128' ? KEY_256.slice(0, 32) : KEY_256) : passphrase;
const sealed = (result: CryptResult) => {
  if (!result.ok) throw new Error(result.message);
  return result.text;
};
const text = fc.string({ unit: 'grapheme', maxLength: 200 });
const passphrase = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 });
const output = fc.constantFrom('base64', 'base64-lines', 'hex') as fc.Arbitrary<CryptSettings['output']>;

describe.each(MODES)('%s', (_name, mode) => {
  it('decrypts what it encrypts, any Unicode text, in any output form', async () => {
    await fc.assert(
      fc.asyncProperty(text, passphrase, output, async (plain, typed, as) => {
        const secret = secretFor(mode, typed);
        const encrypted = sealed(await encrypt({ settings: settings({ ...mode, output: as }), text: plain, secret }));
        // Decrypting reads the settings from the text: the ones on screen may be anything else.
        const other = settings({ direction: 'decrypt', keyFrom: mode.keyFrom, cipher: 'aes-cbc', keyBits: '128', kdf: 'pbkdf2', iterations: '5' });
        expect(await decrypt({ settings: other, text: encrypted, secret })).toMatchObject({ ok: true, text: plain });
      }),
      { numRuns: mode.kdf === 'argon2id' ? 15 : 40 },
    );
  });

  it('says a wrong passphrase or key is wrong, never showing what it decrypts to', async () => {
    const secret = secretFor(mode, 'the passphrase');
    const wrong = mode.keyFrom === 'raw' ? `ff${secret.slice(2)}` : 'the passphrasf';
    const encrypted = sealed(await encrypt({ settings: settings(mode), text: 'attack at dawn', secret }));
    const result = await decrypt({ settings: settings({ ...mode, direction: 'decrypt' }), text: encrypted, secret: wrong });
    expect(result).toEqual(mode.keyFrom === 'raw' ? { ok: false, message: 'Could not decrypt: wrong key, or the text was changed.' } : WRONG_PASSPHRASE);
  });
});

describe('tampering', () => {
  it.each(['aes-gcm', 'chacha20-poly1305'] as const)('%s refuses a change to any byte, header included', async (cipher) => {
    const encrypted = sealed(await encrypt({ settings: settings({ cipher, output: 'hex' }), text: 'pay 100 euros', secret: 'pw' }));
    const bytes = encrypted.match(/../g) ?? [];
    for (let index = 0; index < bytes.length; index += 1) {
      const changed = bytes.map((pair, at) => (at === index ? (Number.parseInt(pair, 16) ^ 0x01).toString(16).padStart(2, '0') : pair)).join('');
      const result = await decrypt({ settings: settings({ direction: 'decrypt' }), text: changed, secret: 'pw' });
      expect(result.ok, `byte ${index}`).toBe(false);
    }
  });

  it('AES-CBC gives no garbage for a changed ciphertext: its padding or UTF-8 check words it as a wrong passphrase', async () => {
    const encrypted = sealed(await encrypt({ settings: settings({ cipher: 'aes-cbc', output: 'hex' }), text: 'naïve café', secret: 'pw' }));
    const last = encrypted.length - 2;
    const changed = encrypted.slice(0, last) + (Number.parseInt(encrypted.slice(last), 16) ^ 0x55).toString(16).padStart(2, '0');
    expect(await decrypt({ settings: settings({ direction: 'decrypt' }), text: changed, secret: 'pw' })).toEqual(WRONG_PASSPHRASE);
  });
});

describe('the self-describing header', () => {
  it('names everything decrypting needs, and shows the salt and nonce', async () => {
    const result = await encrypt({
      settings: settings({ cipher: 'chacha20-poly1305', kdf: 'argon2id', argonMemoryMiB: '2', argonIterations: '3' }),
      text: 'x',
      secret: 'pw',
    });
    expect(result.ok && result.text.startsWith('RERlbmMx')).toBe(true);
    expect(result.ok && result.details.map(({ label }) => label)).toEqual(['Cipher', 'Key derivation', 'Salt', 'Nonce']);
    expect(result.ok && result.details[1]?.value).toBe('Argon2id, 2 MiB, 3 iterations, parallelism 1');
    expect(result.ok && result.details[2]?.value).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses a header that asks for more work than the limits allow', () => {
    const header = writeHeader('aes-gcm', 32, { kind: 'pbkdf2', iterations: LIMITS.pbkdf2Iterations.max + 1 }, new Uint8Array(16), new Uint8Array(12));
    expect(readEnvelope(header)).toEqual({ ok: false, message: 'Could not decrypt: the DevDeck header is damaged (PBKDF2 iterations out of range).' });
  });

  it('round-trips any header it writes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('aes-gcm', 'aes-cbc', 'chacha20-poly1305' as const),
        fc.integer({ min: 1, max: LIMITS.pbkdf2Iterations.max }),
        fc.uint8Array({ minLength: 8, maxLength: 32 }),
        (cipher, iterations, salt) => {
          const nonce = new Uint8Array(cipher === 'aes-cbc' ? 16 : 12);
          const header = writeHeader(cipher, 32, { kind: 'pbkdf2', iterations }, salt, nonce);
          expect(readEnvelope(header)).toMatchObject({ ok: true, envelope: { cipher, keyBytes: 32, kdf: { kind: 'pbkdf2', iterations }, salt, nonce } });
        },
      ),
    );
  });
});

describe('messages', () => {
  const decryptWith = (input: string, change: Partial<CryptSettings> = {}, secret = 'pw') =>
    decrypt({ settings: settings({ direction: 'decrypt', ...change }), text: input, secret });

  it('asks for a passphrase or key before encrypting', async () => {
    expect(await encrypt({ settings: settings({}), text: 'x', secret: '' })).toEqual({ ok: false, message: 'Could not encrypt: type a passphrase.' });
    expect(await encrypt({ settings: settings({ keyFrom: 'raw' }), text: 'x', secret: 'abcd' })).toEqual({
      ok: false,
      message: 'Could not encrypt: the key is 16 bits as hex; give 128, 192 or 256 bits (32, 48 or 64 hex digits).',
    });
    expect(await encrypt({ settings: settings({ keyFrom: 'raw', cipher: 'chacha20-poly1305' }), text: 'x', secret: KEY_256.slice(0, 32) })).toEqual({
      ok: false,
      message: 'Could not encrypt: the key is 128 bits, and ChaCha20-Poly1305 takes a 256-bit key: give 64 hex digits.',
    });
    expect(await encrypt({ settings: settings({ keyFrom: 'raw', keyBits: '192' }), text: 'x', secret: KEY_256 })).toEqual({
      ok: false,
      message: 'Could not encrypt: the key is 256 bits, and Key size is 192 bits: give 48 hex digits, or change Key size.',
    });
    expect(await encrypt({ settings: settings({ iterations: '0' }), text: 'x', secret: 'pw' })).toEqual({
      ok: false,
      message: 'Could not encrypt: PBKDF2 iterations must be a whole number from 1 to 10,000,000.',
    });
  });

  it('says what it cannot read, and which key a text wants', async () => {
    expect(await decryptWith('hello world')).toMatchObject({
      ok: false,
      message: expect.stringContaining('starts with neither "RERlbmMx" (DevDeck) nor "U2FsdGVkX1"'),
    });
    expect(await decryptWith('U2FsdGVkX18AESIzRFVmdw==')).toEqual({
      ok: false,
      message: 'Could not decrypt: the text is cut short (AES-CBC takes whole 16-byte blocks).',
    });
    const withKey = sealed(await encrypt({ settings: settings({ keyFrom: 'raw' }), text: 'x', secret: KEY_256 }));
    expect(await decryptWith(withKey)).toEqual({
      ok: false,
      message: 'Could not decrypt: this text was encrypted with a raw key: choose Key "Raw key" and paste it.',
    });
  });

  it('reads hex with spaces and Base64 with line breaks', async () => {
    const encrypted = sealed(await encrypt({ settings: settings({ output: 'hex' }), text: 'spaced', secret: 'pw' }));
    expect(await decryptWith(encrypted.replace(/(..)/g, '$1 '))).toMatchObject({ ok: true, text: 'spaced', notes: ['Read the input as hex.'] });
    const lines = sealed(await encrypt({ settings: settings({ output: 'base64-lines' }), text: 'x'.repeat(200), secret: 'pw' }));
    expect(lines.split('\n').length).toBeGreaterThan(3);
    expect(await decryptWith(lines.replaceAll('\n', '\r\n'))).toMatchObject({ ok: true, text: 'x'.repeat(200), notes: ['Read the input as Base64.'] });
  });
});

describe('runsLong', () => {
  it('sends long text and Argon2id (chosen, or named by the header) to the worker, the rest runs in the page', async () => {
    const argon = sealed(await encrypt({ settings: settings({ kdf: 'argon2id' }), text: 'x', secret: 'pw' }));
    const pbkdf2 = sealed(await encrypt({ settings: settings({}), text: 'x', secret: 'pw' }));
    const decrypting = settings({ direction: 'decrypt' });
    expect(runsLong({ settings: decrypting, text: argon, secret: 'pw' })).toBe(true);
    expect(runsLong({ settings: decrypting, text: pbkdf2, secret: 'pw' })).toBe(false);
    expect(runsLong({ settings: settings({ kdf: 'argon2id' }), text: 'x', secret: 'pw' })).toBe(true);
    expect(runsLong({ settings: settings({}), text: 'x'.repeat(70_000), secret: 'pw' })).toBe(true);
    expect(runsLong({ settings: settings({}), text: 'x', secret: 'pw' })).toBe(false);
  });
});
