import { hexToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { hex } from './byte-text.logic';
import { DecryptCheckFailed, open, seal, type CipherId } from './ciphers.logic';

const ENGINES = [undefined, 'noble'] as const;
const engineName = (engine: (typeof ENGINES)[number]) => engine ?? 'WebCrypto (or noble for 192-bit keys)';

// NIST SP 800-38A F.2.1, F.2.3, F.2.5: CBC-AES128/192/256.Encrypt. Our CBC pads (PKCS#7), so its first 64 bytes are NIST's.
const CBC_PLAINTEXT = '6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e5130c81c46a35ce411e5fbc1191a0a52eff69f2445df4f9b17ad2b417be66c3710';
const CBC_IV = '000102030405060708090a0b0c0d0e0f';
const CBC_VECTORS = [
  [
    '2b7e151628aed2a6abf7158809cf4f3c',
    '7649abac8119b246cee98e9b12e9197d5086cb9b507219ee95db113a917678b273bed6b8e3c1743b7116e69e222295163ff1caa1681fac09120eca307586e1a7',
  ],
  [
    '8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b',
    '4f021db243bc633d7178183a9fa071e8b4d9ada9ad7dedf4e5e738763f69145a571b242012fb7ae07fa9baac3df102e008b0e27988598881d920a9e64f5615cd',
  ],
  [
    '603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4',
    'f58c4c04d6e5f1ba779eabfb5f7bfbd69cfc4e967edb808d679f777bc6702c7d39f23369a9d9bacfa530e26304231461b2eb05e2c39be9fcda6c19078c6a9d1b',
  ],
] as const;

// The GCM specification's test cases 4, 10 and 16 (SP 800-38D's validation set): 60-byte plaintext, 20 bytes of AAD.
const GCM_PLAINTEXT = 'd9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39';
const GCM_AAD = 'feedfacedeadbeeffeedfacedeadbeefabaddad2';
const GCM_IV = 'cafebabefacedbaddecaf888';
const GCM_VECTORS = [
  [
    'feffe9928665731c6d6a8f9467308308',
    '42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e091',
    '5bc94fbc3221a5db94fae95ae7121a47',
  ],
  [
    'feffe9928665731c6d6a8f9467308308feffe9928665731c',
    '3980ca0b3c00e841eb06fac4872a2757859e1ceaa6efd984628593b40ca1e19c7d773d00c144c525ac619d18c84a3f4718e2448b2fe324d9ccda2710',
    '2519498e80f1478f37ba55bd6d27618c',
  ],
  [
    'feffe9928665731c6d6a8f9467308308feffe9928665731c6d6a8f9467308308',
    '522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662',
    '76fc6ece0f4e1768cddf8853bb2d551b',
  ],
] as const;

// RFC 8439 §2.8.2: the AEAD_CHACHA20_POLY1305 example.
const RFC_8439 = {
  key: '808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9f',
  nonce: '070000004041424344454647',
  aad: '50515253c0c1c2c3c4c5c6c7',
  plaintext: "Ladies and Gentlemen of the class of '99: If I could offer you only one tip for the future, sunscreen would be it.",
  sealed:
    'd31a8d34648e60db7b86afbc53ef7ec2a4aded51296e08fea9e2b5a736ee62d63dbea45e8ca9671282fafb69da92728b1a71de0a9e060b2905d6a5b67ecd3b3692ddbd7f2d778b8c9803aee328091b58fab324e4fad675945585808b4831d7bc3ff4def08e4b7a9de576d26586cec64b6116' +
    '1ae10b594f09e26a7e902ecbd0600691',
};

const b = hexToBytes;

describe.each(ENGINES)('AES with %s', (engine) => {
  it.each(CBC_VECTORS)(`CBC with key %s gives NIST SP 800-38A's ciphertext (${engineName(engine)})`, async (key, expected) => {
    const sealed = await seal('aes-cbc', b(key), b(CBC_IV), b(CBC_PLAINTEXT), undefined, engine);
    expect(sealed.length).toBe(80);
    expect(hex(sealed.subarray(0, 64))).toBe(expected);
    expect(hex(await open('aes-cbc', b(key), b(CBC_IV), sealed, undefined, engine))).toBe(CBC_PLAINTEXT);
  });

  it.each(GCM_VECTORS)('GCM with key %s gives the test case ciphertext and tag', async (key, ciphertext, tag) => {
    const sealed = await seal('aes-gcm', b(key), b(GCM_IV), b(GCM_PLAINTEXT), b(GCM_AAD), engine);
    expect(hex(sealed)).toBe(ciphertext + tag);
    expect(hex(await open('aes-gcm', b(key), b(GCM_IV), sealed, b(GCM_AAD), engine))).toBe(GCM_PLAINTEXT);
  });
});

describe('ChaCha20-Poly1305', () => {
  it("seals and opens RFC 8439's example", async () => {
    const sealed = await seal('chacha20-poly1305', b(RFC_8439.key), b(RFC_8439.nonce), new TextEncoder().encode(RFC_8439.plaintext), b(RFC_8439.aad));
    expect(hex(sealed)).toBe(RFC_8439.sealed);
    const opened = await open('chacha20-poly1305', b(RFC_8439.key), b(RFC_8439.nonce), sealed, b(RFC_8439.aad));
    expect(new TextDecoder().decode(opened)).toBe(RFC_8439.plaintext);
  });
});

describe('open', () => {
  const key = b(GCM_VECTORS[2][0]);
  const cases: [CipherId, string][] = [
    ['aes-gcm', GCM_IV],
    ['chacha20-poly1305', GCM_IV],
  ];
  it.each(cases)('%s refuses a flipped bit in the ciphertext, the tag or the AAD', async (cipher, nonce) => {
    const sealed = await seal(cipher, key, b(nonce), b(GCM_PLAINTEXT), b(GCM_AAD));
    for (const index of [0, 30, sealed.length - 1]) {
      const changed = sealed.slice();
      changed[index] = (changed[index] ?? 0) ^ 1;
      await expect(open(cipher, key, b(nonce), changed, b(GCM_AAD))).rejects.toBeInstanceOf(DecryptCheckFailed);
    }
    const aad = b(GCM_AAD);
    aad[0] = (aad[0] ?? 0) ^ 1;
    await expect(open(cipher, key, b(nonce), sealed, aad)).rejects.toBeInstanceOf(DecryptCheckFailed);
  });

  it.each(ENGINES)('CBC with a wrong key fails its padding check (%s)', async (engine) => {
    const sealed = await seal('aes-cbc', key, b(CBC_IV), new TextEncoder().encode('short'), undefined, engine);
    const wrong = key.slice();
    wrong[0] = (wrong[0] ?? 0) ^ 1;
    await expect(open('aes-cbc', wrong, b(CBC_IV), sealed, undefined, engine)).rejects.toBeInstanceOf(DecryptCheckFailed);
  });
});
