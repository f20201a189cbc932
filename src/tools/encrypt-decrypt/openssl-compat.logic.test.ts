import { execFileSync } from 'node:child_process';
import { hexToBytes } from '@noble/hashes/utils.js';
import CryptoJS from 'crypto-js';
import { describe, expect, it } from 'vitest';
import type { KeyBits } from './crypt-options.logic';
import { DEFAULT_SETTINGS, type CryptSettings } from './settings';
import { decrypt, encrypt, type CryptResult } from './encrypt-decrypt.logic';
import type { OpensslKdf } from './openssl.logic';

// Both directions against Debian's openssl command (CI installs it) and CryptoJS (a dev dependency; the tool does not use it).
const TEXT = 'Grüße, 世界! 🔐\nA second line with "quotes" & <tags>.';
const PASSPHRASE = 'correct horse ✓ battery';
const SALT = '0011223344556677';

const openssl = (args: string[], input: string) => execFileSync('openssl', ['enc', ...args], { input, stdio: ['pipe', 'pipe', 'pipe'] }).toString('utf8');
const kdfArgs = (kdf: OpensslKdf, iterations = 10_000) => (kdf === 'pbkdf2' ? ['-pbkdf2', '-iter', String(iterations)] : ['-md', kdf]);
const settings = (change: Partial<CryptSettings>): CryptSettings => ({ ...DEFAULT_SETTINGS, format: 'openssl', ...change });
const fixedSalt = () => hexToBytes(SALT);
const textOf = (result: CryptResult) => {
  if (!result.ok) throw new Error(result.message);
  return result.text;
};

const MODES: [KeyBits, OpensslKdf][] = (['128', '192', '256'] as const).flatMap((bits) =>
  (['md5', 'sha256', 'pbkdf2'] as const).map((kdf) => [bits, kdf] as [KeyBits, OpensslKdf]),
);

describe('openssl enc', () => {
  it.each(MODES)('AES-%s-CBC with %s: the text made here is byte for byte what openssl makes, and each decrypts the other', async (keyBits, kdf) => {
    const chosen = settings({ keyBits, opensslKdf: kdf, output: 'base64-lines' });
    const ours = textOf(await encrypt({ settings: chosen, text: TEXT, secret: PASSPHRASE }, fixedSalt));
    // OpenSSL 3 leaves out the "Salted__" header when given -S: it goes in front of its ciphertext here.
    const raw = openssl([`-aes-${keyBits}-cbc`, ...kdfArgs(kdf), '-a', '-S', SALT, '-pass', `pass:${PASSPHRASE}`], TEXT);
    const theirs = Buffer.concat([Buffer.from('Salted__'), Buffer.from(SALT, 'hex'), Buffer.from(raw, 'base64')]).toString('base64');
    expect(Buffer.from(ours, 'base64').toString('base64')).toBe(theirs);
    expect(ours.split('\n').every((line) => line.length <= 64)).toBe(true);
    expect(openssl(['-d', `-aes-${keyBits}-cbc`, ...kdfArgs(kdf), '-a', '-pass', `pass:${PASSPHRASE}`], ours)).toBe(TEXT);
    expect(textOf(await decrypt({ settings: { ...chosen, direction: 'decrypt' }, text: theirs, secret: PASSPHRASE }))).toBe(TEXT);
  });

  it('decrypts openssl output with a fresh random salt, one-line Base64 (-A) and a PBKDF2 iteration count of its own', async () => {
    const long = TEXT.repeat(20);
    const theirs = openssl(['-aes-256-cbc', '-pbkdf2', '-iter', '1234', '-a', '-A', '-pass', `pass:${PASSPHRASE}`], long);
    expect(theirs.trim()).not.toContain('\n');
    const chosen = settings({ direction: 'decrypt', opensslKdf: 'pbkdf2', opensslIterations: '1234' });
    expect(textOf(await decrypt({ settings: chosen, text: theirs, secret: PASSPHRASE }))).toBe(long);
  });

  it('writes one-line Base64 that `openssl -a -A` reads, and hex that reads back through xxd -r -p as binary', async () => {
    const oneLine = textOf(await encrypt({ settings: settings({ opensslKdf: 'sha256', output: 'base64' }), text: TEXT.repeat(5), secret: PASSPHRASE }));
    expect(oneLine).not.toContain('\n');
    expect(openssl(['-d', '-aes-256-cbc', '-md', 'sha256', '-a', '-A', '-pass', `pass:${PASSPHRASE}`], oneLine)).toBe(TEXT.repeat(5));
    const hexText = textOf(await encrypt({ settings: settings({ opensslKdf: 'pbkdf2', output: 'hex' }), text: TEXT, secret: PASSPHRASE }));
    const binary = execFileSync('openssl', ['enc', '-d', '-aes-256-cbc', '-pbkdf2', '-iter', '10000', '-pass', `pass:${PASSPHRASE}`], {
      input: Buffer.from(hexText, 'hex'),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    expect(binary.toString('utf8')).toBe(TEXT);
  });

  it('finds the key size and derivation of openssl output when the chosen ones do not fit, and says so', async () => {
    const theirs = openssl(['-aes-192-cbc', '-md', 'md5', '-a', '-pass', `pass:${PASSPHRASE}`], TEXT);
    const result = await decrypt({ settings: settings({ direction: 'decrypt', keyBits: '256', opensslKdf: 'pbkdf2' }), text: theirs, secret: PASSPHRASE });
    expect(result).toMatchObject({ ok: true, text: TEXT });
    expect(result.ok && result.notes).toContain('Decrypted as AES-192-CBC with EVP_BytesToKey, MD5: not the settings chosen, which did not fit.');
  });

  it('says a wrong passphrase is wrong rather than show what it decrypts to', async () => {
    const theirs = openssl(['-aes-256-cbc', '-md', 'sha256', '-a', '-pass', `pass:${PASSPHRASE}`], TEXT);
    expect(await decrypt({ settings: settings({ direction: 'decrypt' }), text: theirs, secret: 'correct horse battery' })).toEqual({
      ok: false,
      message: 'Could not decrypt: wrong passphrase, or the text was changed.',
    });
  });
});

describe('CryptoJS (and IT-Tools, which calls CryptoJS.AES.encrypt(text, passphrase))', () => {
  it('decrypts what CryptoJS.AES.encrypt makes with a passphrase', async () => {
    const theirs = CryptoJS.AES.encrypt(TEXT, PASSPHRASE).toString();
    expect(theirs).toMatch(/^U2FsdGVkX1/);
    expect(textOf(await decrypt({ settings: settings({ direction: 'decrypt', opensslKdf: 'md5' }), text: theirs, secret: PASSPHRASE }))).toBe(TEXT);
  });

  it('makes text CryptoJS.AES.decrypt reads, with the MD5 derivation CryptoJS uses', async () => {
    const ours = textOf(await encrypt({ settings: settings({ opensslKdf: 'md5', output: 'base64' }), text: TEXT, secret: PASSPHRASE }));
    expect(CryptoJS.AES.decrypt(ours, PASSPHRASE).toString(CryptoJS.enc.Utf8)).toBe(TEXT);
  });

  it('decrypts CryptoJS output even when the settings name another derivation', async () => {
    const theirs = CryptoJS.AES.encrypt('ok', 'pw').toString();
    expect(await decrypt({ settings: settings({ direction: 'decrypt', opensslKdf: 'sha256', keyBits: '128' }), text: theirs, secret: 'pw' })).toMatchObject({
      ok: true,
      text: 'ok',
    });
  });
});
