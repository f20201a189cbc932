import crc16Arc from 'crc/calculators/crc16';
import crc16ccitt from 'crc/calculators/crc16ccitt';
import crc16modbus from 'crc/calculators/crc16modbus';
import crc16xmodem from 'crc/calculators/crc16xmodem';
import crc8 from 'crc/calculators/crc8';
import {
  createAdler32,
  createBLAKE2b,
  createBLAKE3,
  createCRC32,
  createHMAC,
  createKeccak,
  createMD5,
  createRIPEMD160,
  createSHA1,
  createSHA224,
  createSHA256,
  createSHA3,
  createSHA384,
  createSHA512,
  createXXHash3,
  createXXHash64,
  type IHasher,
} from 'hash-wasm';
import { hmac } from '@noble/hashes/hmac.js';
import { sha512_256 } from '@noble/hashes/sha2.js';
import MurmurHash3 from 'imurmurhash';
import type { AlgorithmId, HmacAlgorithmId } from './algorithms';

/**
 * One running hash: bytes in, slice by slice, then its digest. Every algorithm comes from a library (hash-wasm's WASM,
 * @noble/hashes, crc, imurmurhash); this file only gives them one shape. A hash-wasm module is compiled on the first
 * create of its algorithm, so a job that asks for SHA-256 alone never compiles BLAKE3.
 */
export interface Hasher {
  update: (bytes: Uint8Array) => void;
  digest: () => Uint8Array;
}

const wasm = (hasher: IHasher): Hasher => ({
  update: (bytes) => void hasher.update(bytes),
  digest: () => hasher.digest('binary'),
});

const bigEndian = (value: number, bytes: number) => {
  const out = new Uint8Array(bytes);
  for (let index = 0; index < bytes; index += 1) out[index] = (value >>> (8 * (bytes - 1 - index))) & 0xff;
  return out;
};

/** A `crc` calculator carried from slice to slice through its `previous` argument. */
function crcHasher(calculate: (bytes: Uint8Array, previous?: number) => number, bytes: number): Hasher {
  let value: number | undefined;
  return {
    update: (chunk) => {
      if (chunk.length > 0) value = calculate(chunk, value);
    },
    digest: () => bigEndian(value ?? calculate(new Uint8Array(0)), bytes),
  };
}

/** Characters per String.fromCharCode call: well under any engine's argument limit. */
const BINARY_CHUNK = 0x2000;

/**
 * imurmurhash is the incremental MurmurHash3 (x86, 32-bit) on npm; it reads a string's character codes, so bytes are
 * handed to it as a "binary string" of code points 0–255, which it hashes exactly as MurmurHash3 hashes the bytes.
 */
function murmurHasher(): Hasher {
  const state = new MurmurHash3('', 0);
  return {
    update: (chunk) => {
      for (let start = 0; start < chunk.length; start += BINARY_CHUNK) {
        state.hash(String.fromCharCode.apply(null, chunk.subarray(start, start + BINARY_CHUNK) as unknown as number[]));
      }
    },
    digest: () => bigEndian(state.result(), 4),
  };
}

const noble = (hash: { update: (bytes: Uint8Array) => unknown; digest: () => Uint8Array }): Hasher => ({
  update: (bytes) => void hash.update(bytes),
  digest: () => hash.digest(),
});

const CASTAGNOLI = 0x82f63b78;

const WASM_HASHERS: Record<HmacAlgorithmId | 'blake3', () => Promise<IHasher>> = {
  md5: createMD5,
  sha1: createSHA1,
  sha224: createSHA224,
  sha256: createSHA256,
  sha384: createSHA384,
  sha512: createSHA512,
  'sha512-256': () => Promise.reject(new Error('SHA-512/256 comes from @noble/hashes')),
  'sha3-256': () => createSHA3(256),
  'sha3-512': () => createSHA3(512),
  'keccak-256': () => createKeccak(256),
  'blake2b-512': () => createBLAKE2b(512),
  blake3: () => createBLAKE3(256),
  ripemd160: createRIPEMD160,
};

/** A fresh hasher of one algorithm. */
export async function createHasher(id: AlgorithmId): Promise<Hasher> {
  switch (id) {
    case 'sha512-256':
      return noble(sha512_256.create());
    case 'crc8':
      return crcHasher(crc8, 1);
    case 'crc16-arc':
      return crcHasher(crc16Arc, 2);
    case 'crc16-ibm-3740':
      return crcHasher(crc16ccitt, 2);
    case 'crc16-xmodem':
      return crcHasher(crc16xmodem, 2);
    case 'crc16-modbus':
      return crcHasher(crc16modbus, 2);
    case 'crc32':
      return wasm(await createCRC32());
    case 'crc32c':
      return wasm(await createCRC32(CASTAGNOLI));
    case 'adler32':
      return wasm(await createAdler32());
    case 'xxhash64':
      return wasm(await createXXHash64());
    case 'xxh3-64':
      return wasm(await createXXHash3());
    case 'murmur3-32':
      return murmurHasher();
    default:
      return wasm(await WASM_HASHERS[id]());
  }
}

/** A fresh HMAC (RFC 2104) of one algorithm under `key`. */
export async function createHmacHasher(id: HmacAlgorithmId, key: Uint8Array): Promise<Hasher> {
  if (id === 'sha512-256') return noble(hmac.create(sha512_256, key));
  return wasm(await createHMAC(WASM_HASHERS[id](), key));
}
