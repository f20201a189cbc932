// @vitest-environment node
import { createHmac } from 'node:crypto';
import { hmac } from '@noble/hashes/hmac.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '@/lib/hex';
import { HMAC_ALGORITHMS, type HmacAlgorithmId } from './algorithms';
import { createHmacHasher } from './hashers';
import { opensslName } from './openssl-names.fixture';

const utf8 = (text: string) => new TextEncoder().encode(text);
const repeat = (byte: number, count: number) => new Uint8Array(count).fill(byte);
const COUNTING_KEY = Uint8Array.from({ length: 25 }, (_, index) => index + 1);

async function mac(id: HmacAlgorithmId, key: Uint8Array, data: Uint8Array): Promise<string> {
  const hasher = await createHmacHasher(id, key);
  hasher.update(data);
  return toHex(hasher.digest());
}

/** RFC 4231 section 4: test cases 1-4, 6 and 7 (5 truncates the output, which this tool does not). */
const RFC_4231: [name: string, key: Uint8Array, data: Uint8Array, sha224: string, sha256: string, sha384: string, sha512: string][] = [
  [
    'case 1',
    repeat(0x0b, 20),
    utf8('Hi There'),
    '896fb1128abbdf196832107cd49df33f47b4b1169912ba4f53684b22',
    'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    'afd03944d84895626b0825f4ab46907f15f9dadbe4101ec682aa034c7cebc59cfaea9ea9076ede7f4af152e8b2fa9cb6',
    '87aa7cdea5ef619d4ff0b4241a1d6cb02379f4e2ce4ec2787ad0b30545e17cdedaa833b7d6b8a702038b274eaea3f4e4be9d914eeb61f1702e696c203a126854',
  ],
  [
    'case 2',
    utf8('Jefe'),
    utf8('what do ya want for nothing?'),
    'a30e01098bc6dbbf45690f3a7e9e6d0f8bbea2a39e6148008fd05e44',
    '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    'af45d2e376484031617f78d2b58a6b1b9c7ef464f5a01b47e42ec3736322445e8e2240ca5e69e2c78b3239ecfab21649',
    '164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737',
  ],
  [
    'case 3',
    repeat(0xaa, 20),
    repeat(0xdd, 50),
    '7fb3cb3588c6c1f6ffa9694d7d6ad2649365b0c1f65d69d1ec8333ea',
    '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe',
    '88062608d3e6ad8a0aa2ace014c8a86f0aa635d947ac9febe83ef4e55966144b2a5ab39dc13814b94e3ab6e101a34f27',
    'fa73b0089d56a284efb0f0756c890be9b1b5dbdd8ee81a3655f83e33b2279d39bf3e848279a722c806b485a47e67c807b946a337bee8942674278859e13292fb',
  ],
  [
    'case 4',
    COUNTING_KEY,
    repeat(0xcd, 50),
    '6c11506874013cac6a2abc1bb382627cec6a90d86efc012de7afec5a',
    '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b',
    '3e8a69b7783c25851933ab6290af6ca77a9981480850009cc5577c6e1f573b4e6801dd23c4a7d679ccf8a386c674cffb',
    'b0ba465637458c6990e5a8c5f61d4af7e576d97ff94b872de76f8050361ee3dba91ca5c11aa25eb4d679275cc5788063a5f19741120c4f2de2adebeb10a298dd',
  ],
  [
    'case 6 (a key longer than the block)',
    repeat(0xaa, 131),
    utf8('Test Using Larger Than Block-Size Key - Hash Key First'),
    '95e9a0db962095adaebe9b2d6f0dbce2d499f112f2d2b7273fa6870e',
    '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    '4ece084485813e9088d2c63a041bc5b44f9ef1012a2b588f3cd11f05033ac4c60c2ef6ab4030fe8296248df163f44952',
    '80b24263c7c1a3ebb71493c1dd7be8b49b46d1f41b4aeec1121b013783f8f3526b56d037e05f2598bd0fd2215d6a1e5295e64f73f63f0aec8b915a985d786598',
  ],
  [
    'case 7 (key and data longer than the block)',
    repeat(0xaa, 131),
    utf8(
      'This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.',
    ),
    '3a854166ac5d9f023f54d517d0b39dbd946770db9c2b95c9f6f565d1',
    '9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2',
    '6617178e941f020d351e2f254e8fd32c602420feb0b8fb9adccebb82461e99c5a678cc31e799176d3860e6110c46523e',
    'e37b6a775dc87dbaa4dfa9f96e5e3ffddebd71f8867289865df5a32d20cdc944b6022cac3c4982b10d5eeb55c3e4de15134676fb6de0446065c97440fa8c6a58',
  ],
];

/** RFC 2202 sections 2 and 3: HMAC-MD5 and HMAC-SHA-1, all seven cases each (5's output is not truncated here). */
const RFC_2202: [name: string, key: Uint8Array, data: Uint8Array, md5: string, sha1: string][] = [
  ['case 1', repeat(0x0b, 16), utf8('Hi There'), '9294727a3638bb1c13f48ef8158bfc9d', ''],
  ['case 1', repeat(0x0b, 20), utf8('Hi There'), '', 'b617318655057264e28bc0b6fb378c8ef146be00'],
  ['case 2', utf8('Jefe'), utf8('what do ya want for nothing?'), '750c783e6ab0b503eaa86e310a5db738', 'effcdf6ae5eb2fa2d27416d5f184df9c259a7c79'],
  ['case 3', repeat(0xaa, 16), repeat(0xdd, 50), '56be34521d144c88dbb8c733f0e8b3f6', ''],
  ['case 3', repeat(0xaa, 20), repeat(0xdd, 50), '', '125d7342b9ac11cd91a39af48aa17b4f63f175d3'],
  ['case 4', COUNTING_KEY, repeat(0xcd, 50), '697eaf0aca3a3aea3a75164746ffaa79', '4c9007f4026250c6bc8414f9bf50c86c2d7235da'],
  ['case 5', repeat(0x0c, 16), utf8('Test With Truncation'), '56461ef2342edc00f9bab995690efd4c', ''],
  ['case 5', repeat(0x0c, 20), utf8('Test With Truncation'), '', '4c1a03424b55e07fe7f27be1d58bb9324a9a5a04'],
  [
    'case 6',
    repeat(0xaa, 80),
    utf8('Test Using Larger Than Block-Size Key - Hash Key First'),
    '6b1ab7fe4bd7bf8f0b62e6ce61b9d0cd',
    'aa4ae5e15272d00e95705637ce8a3b55ed402112',
  ],
  [
    'case 7',
    repeat(0xaa, 80),
    utf8('Test Using Larger Than Block-Size Key and Larger Than One Block-Size Data'),
    '6f630fad67cda0ee1fb1f562db3aa53e',
    'e8e99d0f45237d786d6bbaa7965c7808bbff1a91',
  ],
];

describe('HMAC', () => {
  it.each(RFC_4231)('gives RFC 4231 %s for SHA-224/256/384/512', async (_, key, data, sha224, sha256, sha384, sha512) => {
    expect(await mac('sha224', key, data)).toBe(sha224);
    expect(await mac('sha256', key, data)).toBe(sha256);
    expect(await mac('sha384', key, data)).toBe(sha384);
    expect(await mac('sha512', key, data)).toBe(sha512);
  });

  it.each(RFC_2202)('gives RFC 2202 %s for MD5 and SHA-1', async (_, key, data, md5, sha1) => {
    if (md5) expect(await mac('md5', key, data)).toBe(md5);
    if (sha1) expect(await mac('sha1', key, data)).toBe(sha1);
  });

  it('gives NIST\'s HMAC-SHA3-256 example (key 00..1f, "Sample message for keylen<blocklen")', async () => {
    const key = fromHex('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f') as Uint8Array;
    expect(await mac('sha3-256', key, utf8('Sample message for keylen<blocklen'))).toBe('4fe8e202c4f058e8dddc23d8c34e467343e23555e24fc2f025d598f558f67205');
  });

  it('agrees with OpenSSL (and noble for Keccak-256) for any key and message, streamed in two parts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), fc.uint8Array({ maxLength: 600 }), fc.nat({ max: 600 }), async (key, data, cut) => {
        for (const { id } of HMAC_ALGORITHMS) {
          const hasher = await createHmacHasher(id as HmacAlgorithmId, key);
          hasher.update(data.subarray(0, cut));
          hasher.update(data.subarray(cut));
          const expected =
            id === 'keccak-256'
              ? toHex(hmac(keccak_256, key, data))
              : createHmac(opensslName(id) as string, key)
                  .update(data)
                  .digest('hex');
          expect(toHex(hasher.digest()), id).toBe(expected);
        }
      }),
      { numRuns: 40 },
    );
  });
});
