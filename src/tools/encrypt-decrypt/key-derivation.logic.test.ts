import { argon2id as nobleArgon2id } from '@noble/hashes/argon2.js';
import { hexToBytes } from '@noble/hashes/utils.js';
import { argon2id } from 'hash-wasm';
import { describe, expect, it, vi } from 'vitest';
import { hex } from './byte-text.logic';
import { argon2idKey, evpBytesToKey, pbkdf2Sha256 } from './key-derivation.logic';

const SALT = hexToBytes('0001020304050607');

describe('evpBytesToKey', () => {
  // Printed by `openssl enc -aes-…-cbc -P -md <md> -S 0001020304050607 -pass pass:<passphrase>` (OpenSSL 3.0).
  it.each([
    ['md5', 'password', 32, 'b03096345e805d3aa4392d2e72791dfb13e12d3f61094a3fc347ace86b99ada6', 'acde38b46073eef81840283e44a4b22a'],
    ['sha256', 'pässwörd', 32, '18fdbaf5706eb7e76e36755b772c7b50b26bb47bf3641a28c4ad781aed2c19ef', 'bb339dd77f09c1298cd3bbd9cc2460e4'],
    ['md5', 'x', 16, '28479356ffc4a6cdfe5897323d0bb606', '180696e578859a6ab28a000f4a9a05c6'],
  ] as const)('%s of %j gives the key and IV openssl prints', (digest, passphrase, keyBytes, key, iv) => {
    const material = evpBytesToKey(digest, passphrase, SALT, keyBytes + 16);
    expect(hex(material.subarray(0, keyBytes))).toBe(key);
    expect(hex(material.subarray(keyBytes))).toBe(iv);
  });
});

describe('pbkdf2Sha256', () => {
  it("gives RFC 7914 §11's PBKDF2-HMAC-SHA256 vector", async () => {
    const key = await pbkdf2Sha256('passwd', new TextEncoder().encode('salt'), 1, 64);
    expect(hex(key)).toBe('55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783');
  });

  it('gives the key and IV `openssl enc -pbkdf2 -iter 1000 -P` prints', async () => {
    const material = await pbkdf2Sha256('password', SALT, 1000, 48);
    expect(hex(material)).toBe('f8b177bdec64144719f02b69ee888b2660d125f514100f8861d09a32ed96f3f0c8a6463614b4bb1f5e8055d0a79aa93b');
  });
});

describe('argon2idKey', () => {
  it("rests on a library that agrees with RFC 9106 §5.3's Argon2id vector", async () => {
    const password = new Uint8Array(32).fill(1);
    const salt = new Uint8Array(16).fill(2);
    const secret = new Uint8Array(8).fill(3);
    // The RFC's vector has associated data, which hash-wasm does not take: @noble/hashes gives the RFC's tag with it,
    // and hash-wasm gives what @noble/hashes gives without it.
    const rfc = nobleArgon2id(password, salt, { t: 3, m: 32, p: 4, dkLen: 32, key: secret, personalization: new Uint8Array(12).fill(4) });
    expect(hex(rfc)).toBe('0d640df58d78766c08c037a34a8b53c9d01ef0452d75b65eb52520e96b01e659');
    const tag = await argon2id({ password, salt, secret, iterations: 3, memorySize: 32, parallelism: 4, hashLength: 32, outputType: 'hex' });
    expect(tag).toBe(hex(nobleArgon2id(password, salt, { t: 3, m: 32, p: 4, dkLen: 32, key: secret })));
  });

  it('derives what @noble/hashes derives for the same passphrase, salt and cost', async () => {
    const salt = hexToBytes('000102030405060708090a0b0c0d0e0f');
    const key = await argon2idKey('correct horse battery staple ✓', salt, { memoryKiB: 256, iterations: 2, parallelism: 2 }, 32);
    expect(hex(key)).toBe(hex(nobleArgon2id('correct horse battery staple ✓', salt, { t: 2, m: 256, p: 2, dkLen: 32 })));
  });
});

describe('argon2idKey where WebAssembly is refused', () => {
  it("falls back to @noble/hashes, as under the app's Content-Security-Policy, with the same key", async () => {
    vi.resetModules();
    const wasm = vi.fn(() => Promise.reject(new WebAssembly.CompileError('WebAssembly.compile(): refused by the Content Security Policy')));
    vi.doMock('hash-wasm', () => ({ argon2id: wasm }));
    const { argon2idKey: refused } = await import('./key-derivation.logic');
    const salt = hexToBytes('0f0e0d0c0b0a09080706050403020100');
    const cost = { memoryKiB: 64, iterations: 1, parallelism: 1 };
    expect(hex(await refused('pw', salt, cost, 16))).toBe(hex(nobleArgon2id('pw', salt, { t: 1, m: 64, p: 1, dkLen: 16 })));
    expect(hex(await refused('pw2', salt, cost, 16))).toBe(hex(nobleArgon2id('pw2', salt, { t: 1, m: 64, p: 1, dkLen: 16 })));
    // Refused once, WebAssembly is not tried again.
    expect(wasm).toHaveBeenCalledTimes(1);
    vi.doUnmock('hash-wasm');
  });
});
