import type { AlgorithmId } from './algorithms';

/** Node's (OpenSSL's) digest names: the independent implementation the hashing tests check every algorithm it has against. */
const OPENSSL_NAMES: Partial<Record<AlgorithmId, string>> = {
  md5: 'md5',
  sha1: 'sha1',
  sha224: 'sha224',
  sha256: 'sha256',
  sha384: 'sha384',
  sha512: 'sha512',
  'sha512-256': 'sha512-256',
  'sha3-256': 'sha3-256',
  'sha3-512': 'sha3-512',
  'blake2b-512': 'blake2b512',
  ripemd160: 'ripemd160',
};

/** The name node:crypto knows an algorithm by; undefined for those OpenSSL lacks (BLAKE3, Keccak-256, the checksums). */
export const opensslName = (id: AlgorithmId): string | undefined => OPENSSL_NAMES[id];
