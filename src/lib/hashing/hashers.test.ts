// @vitest-environment node
import { createHash } from 'node:crypto';
import { blake3 } from '@noble/hashes/blake3.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toHex } from '@/lib/hex';
import { ALGORITHM_IDS, ALGORITHMS, type AlgorithmId } from './algorithms';
import { createHasher } from './hashers';
import { opensslName } from './openssl-names.fixture';

const utf8 = (text: string) => new TextEncoder().encode(text);

async function hashOnce(id: AlgorithmId, bytes: Uint8Array): Promise<string> {
  const hasher = await createHasher(id);
  hasher.update(bytes);
  return toHex(hasher.digest());
}

/** FIPS 180-4's example messages: one block, and the 448-bit two-block message (896 bits for SHA-384/512). */
const ABC = 'abc';
const TWO_BLOCK = 'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq';
const TWO_BLOCK_512 = 'abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu';
/** The CRC catalogue's check input. */
const CHECK = '123456789';

const VECTORS: [AlgorithmId, string, string][] = [
  // RFC 1321, appendix A.5.
  ['md5', '', 'd41d8cd98f00b204e9800998ecf8427e'],
  ['md5', 'a', '0cc175b9c0f1b6a831c399e269772661'],
  ['md5', 'abc', '900150983cd24fb0d6963f7d28e17f72'],
  ['md5', 'message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
  ['md5', 'abcdefghijklmnopqrstuvwxyz', 'c3fcd3d76192e4007dfb496cca67e13b'],
  ['md5', 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 'd174ab98d277d9f5a5611c2c9f419d9f'],
  ['md5', '1234567890'.repeat(8), '57edf4a22be3c955ac49da2e2107b67a'],
  // FIPS 180-4 examples (NIST CSRC example values).
  ['sha1', ABC, 'a9993e364706816aba3e25717850c26c9cd0d89d'],
  ['sha1', TWO_BLOCK, '84983e441c3bd26ebaae4aa1f95129e5e54670f1'],
  ['sha224', ABC, '23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7'],
  ['sha224', TWO_BLOCK, '75388b16512776cc5dba5da1fd890150b0c6455cb4f58b1952522525'],
  ['sha256', ABC, 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
  ['sha256', TWO_BLOCK, '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1'],
  ['sha384', ABC, 'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7'],
  ['sha384', TWO_BLOCK_512, '09330c33f71147e83d192fc782cd1b4753111b173b3b05d22fa08086e3b0f712fcc7c71a557e2db966c3e9fa91746039'],
  ['sha512', ABC, 'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f'],
  ['sha512', TWO_BLOCK_512, '8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909'],
  ['sha512-256', ABC, '53048e2681941ef99b2e29b76b4c7dabe4c2d0c634fc6d46e0e2f13107e7af23'],
  ['sha512-256', TWO_BLOCK_512, '3928e184fb8690f840da3988121d31be65cb9d3ef83ee6146feac861e19b563a'],
  // FIPS 202 examples (NIST CSRC SHA3-256 / SHA3-512 of the empty message and "abc").
  ['sha3-256', '', 'a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a'],
  ['sha3-256', ABC, '3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532'],
  ['sha3-512', '', 'a69f73cca23a9ac5c8b567dc185a756e97c982164fe25859e0d1dcc1475c80a615b2123af1f5f94c11e3e9402c3ac558f500199d95b6d3e301758586281dcd26'],
  ['sha3-512', ABC, 'b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0'],
  // Keccak-256 as Ethereum uses it.
  ['keccak-256', '', 'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470'],
  ['keccak-256', ABC, '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45'],
  // RFC 7693, appendix A (BLAKE2b-512 of "abc"), and the empty message.
  ['blake2b-512', ABC, 'ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923'],
  ['blake2b-512', '', '786a02f742015903c6c6fd852552d272912f4740e15847618a86e217f71f5419d25e1031afee585313896444934eb04b903a685b1448b755d56f701afe9be2ce'],
  // The BLAKE3 team's test_vectors.json, input_len 0.
  ['blake3', '', 'af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262'],
  // The RIPEMD-160 authors' reference page.
  ['ripemd160', '', '9c1185a5c5e9fc54612808977ee8f548b2258d31'],
  ['ripemd160', ABC, '8eb208f7e05d987a9b044a8e98c6b087f15a0bfc'],
  ['ripemd160', 'message digest', '5d0689ef49d2fae572b881b123a85ffa21595f36'],
  ['ripemd160', '1234567890'.repeat(8), '9b752e45573d4b39f4dbd3323cab82bf63326bfb'],
  // The CRC catalogue's check values (reveng), each the CRC of "123456789".
  ['crc8', CHECK, 'f4'],
  ['crc16-arc', CHECK, 'bb3d'],
  ['crc16-ibm-3740', CHECK, '29b1'],
  ['crc16-xmodem', CHECK, '31c3'],
  ['crc16-modbus', CHECK, '4b37'],
  ['crc32', CHECK, 'cbf43926'],
  ['crc32c', CHECK, 'e3069283'],
  ['crc32', '', '00000000'],
  // RFC 1950's Adler-32: 1 for nothing; "Wikipedia" is the usual worked example.
  ['adler32', '', '00000001'],
  ['adler32', 'Wikipedia', '11e60398'],
  // xxHash's own sanity values for seed 0.
  ['xxhash64', '', 'ef46db3751d8e999'],
  ['xxh3-64', '', '2d06800538d394c2'],
  // MurmurHash3_x86_32, seed 0 (SMHasher's reference implementation).
  ['murmur3-32', '', '00000000'],
  ['murmur3-32', '\u0000\u0000\u0000\u0000', '2362f9de'],
  ['murmur3-32', ABC, 'b3dd93fa'],
];

describe('each algorithm', () => {
  it.each(VECTORS)('%s of %j is %s', async (id, input, expected) => {
    expect(await hashOnce(id, utf8(input))).toBe(expected);
  });

  it('has a vector for every algorithm', () => {
    expect(new Set(VECTORS.map(([id]) => id))).toEqual(new Set(ALGORITHM_IDS));
  });

  it('has the digest length the table says', async () => {
    for (const algorithm of ALGORITHMS) expect((await hashOnce(algorithm.id, utf8(ABC))).length, algorithm.id).toBe(algorithm.bytes * 2);
  });

  it('gives RIPEMD-160 of a million "a" as its authors do', async () => {
    expect(await hashOnce('ripemd160', utf8('a'.repeat(1_000_000)))).toBe('52783243c1697bdbe16d37f97f68f08325dc1528');
  });
});

/** Independent implementations to check against: OpenSSL (through Node) and @noble/hashes. */
const reference = (id: AlgorithmId, bytes: Uint8Array): string | null => {
  const name = opensslName(id);
  if (name) return createHash(name).update(bytes).digest('hex');
  if (id === 'blake3') return toHex(blake3(bytes));
  if (id === 'keccak-256') return toHex(keccak_256(bytes));
  return null;
};

describe('streaming', () => {
  it("in random slices gives the one-shot digest, for every algorithm, and OpenSSL's / noble's where they have it", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 3000 }), fc.array(fc.nat({ max: 300 }), { maxLength: 20 }), async (bytes, cuts) => {
        for (const id of ALGORITHM_IDS) {
          const whole = await hashOnce(id, bytes);
          const hasher = await createHasher(id);
          let start = 0;
          for (const cut of cuts) {
            hasher.update(bytes.subarray(start, start + cut));
            start = Math.min(bytes.length, start + cut);
          }
          hasher.update(bytes.subarray(start));
          expect(toHex(hasher.digest()), id).toBe(whole);
          const expected = reference(id, bytes);
          if (expected) expect(whole, id).toBe(expected);
        }
      }),
      { numRuns: 60 },
    );
  });
});
