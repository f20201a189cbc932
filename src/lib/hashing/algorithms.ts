/**
 * The algorithms the Hash and HMAC Generators offer: names, digest sizes and what each is for. Metadata only, so a screen
 * can list them without loading a hasher (those are in hashers.ts, loaded with the first job).
 */

import { choices } from '@/lib/choices';

export const ALGORITHM_IDS = [
  'md5',
  'sha1',
  'sha224',
  'sha256',
  'sha384',
  'sha512',
  'sha512-256',
  'sha3-256',
  'sha3-512',
  'keccak-256',
  'blake2b-512',
  'blake3',
  'ripemd160',
  'crc8',
  'crc16-arc',
  'crc16-ibm-3740',
  'crc16-xmodem',
  'crc16-modbus',
  'crc32',
  'crc32c',
  'adler32',
  'xxhash64',
  'xxh3-64',
  'murmur3-32',
] as const;

export type AlgorithmId = (typeof ALGORITHM_IDS)[number];

/** How the bench and the table group them: by design lineage, which is also roughly by speed. */
export type Family = 'MD/SHA-1' | 'SHA-2' | 'SHA-3' | 'BLAKE' | 'RIPEMD' | 'CRC' | 'Checksum' | 'Fast non-cryptographic';

export interface Algorithm {
  id: AlgorithmId;
  /** The name on screen, as the standard or catalogue names it ("CRC-16/ARC", not "CRC-16"). */
  label: string;
  /** Digest length in bytes. */
  bytes: number;
  family: Family;
  /** Built for security; false for checksums and hash-table hashes, which anyone can forge. */
  cryptographic: boolean;
  /** Collisions have been found: fine to spot corruption, not to trust a download against an attacker. */
  broken?: boolean;
  /** Offered by the HMAC Generator (RFC 2104 needs a hash with a block size; checksums have none worth keying). */
  hmac: boolean;
  /** The name an `openssl dgst` / Subresource Integrity / BSD-style checksum line uses, where there is one. */
  aliases: readonly string[];
  /** One line on what it is, where the label alone does not say (a CRC's parameters, a hash's standard). */
  about: string;
}

const crypto = (
  id: AlgorithmId,
  label: string,
  bytes: number,
  family: Family,
  about: string,
  aliases: string[],
  extra: Partial<Algorithm> = {},
): Algorithm => ({
  id,
  label,
  bytes,
  family,
  cryptographic: true,
  hmac: true,
  aliases,
  about,
  ...extra,
});
const check = (id: AlgorithmId, label: string, bytes: number, family: Family, about: string, aliases: string[]): Algorithm => ({
  id,
  label,
  bytes,
  family,
  cryptographic: false,
  hmac: false,
  aliases,
  about,
});

export const ALGORITHMS: readonly Algorithm[] = [
  crypto('md5', 'MD5', 16, 'MD/SHA-1', 'RFC 1321; collisions are cheap, so only for spotting corruption.', ['md5'], { broken: true }),
  crypto('sha1', 'SHA-1', 20, 'MD/SHA-1', 'FIPS 180-4; collisions shown in 2017 (SHAttered).', ['sha1', 'sha-1'], { broken: true }),
  crypto('sha224', 'SHA-224', 28, 'SHA-2', 'FIPS 180-4.', ['sha224', 'sha-224']),
  crypto('sha256', 'SHA-256', 32, 'SHA-2', 'FIPS 180-4; what sha256sum prints.', ['sha256', 'sha-256']),
  crypto('sha384', 'SHA-384', 48, 'SHA-2', 'FIPS 180-4; the usual Subresource Integrity hash.', ['sha384', 'sha-384']),
  crypto('sha512', 'SHA-512', 64, 'SHA-2', 'FIPS 180-4; what sha512sum prints.', ['sha512', 'sha-512']),
  crypto('sha512-256', 'SHA-512/256', 32, 'SHA-2', 'FIPS 180-4: SHA-512 with its own start values, cut to 256 bits.', [
    'sha512-256',
    'sha-512/256',
    'sha512/256',
  ]),
  crypto('sha3-256', 'SHA3-256', 32, 'SHA-3', 'FIPS 202.', ['sha3-256']),
  crypto('sha3-512', 'SHA3-512', 64, 'SHA-3', 'FIPS 202.', ['sha3-512']),
  crypto('keccak-256', 'Keccak-256', 32, 'SHA-3', 'The pre-standard padding Ethereum uses; differs from SHA3-256.', ['keccak-256', 'keccak256']),
  crypto('blake2b-512', 'BLAKE2b-512', 64, 'BLAKE', 'RFC 7693; what b2sum prints.', ['blake2b', 'blake2b-512', 'blake2b512']),
  crypto('blake3', 'BLAKE3', 32, 'BLAKE', 'BLAKE3, 256-bit output; what b3sum prints.', ['blake3'], { hmac: false }),
  crypto('ripemd160', 'RIPEMD-160', 20, 'RIPEMD', 'ISO/IEC 10118-3; used in Bitcoin addresses.', ['ripemd160', 'ripemd-160', 'rmd160']),
  check('crc8', 'CRC-8/SMBUS', 1, 'CRC', 'Poly 0x07, init 0x00, not reflected (the plain "CRC-8").', ['crc8', 'crc-8']),
  check('crc16-arc', 'CRC-16/ARC', 2, 'CRC', 'Poly 0x8005, init 0x0000, reflected (the plain "CRC-16", also CRC-16/IBM).', ['crc16', 'crc-16']),
  check('crc16-ibm-3740', 'CRC-16/IBM-3740', 2, 'CRC', 'Poly 0x1021, init 0xFFFF, not reflected (often called CRC-16/CCITT-FALSE).', [
    'crc16-ccitt',
    'crc-16/ccitt-false',
  ]),
  check('crc16-xmodem', 'CRC-16/XMODEM', 2, 'CRC', 'Poly 0x1021, init 0x0000, not reflected (also CRC-16/ACORN, LTE).', ['crc16-xmodem']),
  check('crc16-modbus', 'CRC-16/MODBUS', 2, 'CRC', 'Poly 0x8005, init 0xFFFF, reflected.', ['crc16-modbus']),
  check('crc32', 'CRC-32/ISO-HDLC', 4, 'CRC', 'Poly 0x04C11DB7, reflected: the CRC-32 of zip, gzip, PNG and Ethernet.', ['crc32', 'crc-32']),
  check('crc32c', 'CRC-32C/ISCSI', 4, 'CRC', 'Castagnoli poly 0x1EDC6F41: iSCSI, ext4, SCTP, cloud storage checksums.', ['crc32c', 'crc-32c']),
  check('adler32', 'Adler-32', 4, 'Checksum', 'RFC 1950: the zlib trailer checksum.', ['adler32', 'adler-32']),
  check('xxhash64', 'xxHash64', 8, 'Fast non-cryptographic', 'XXH64, seed 0.', ['xxhash64', 'xxh64']),
  check('xxh3-64', 'XXH3-64', 8, 'Fast non-cryptographic', 'XXH3, 64-bit, seed 0.', ['xxh3', 'xxh3-64']),
  check('murmur3-32', 'MurmurHash3 x86 32', 4, 'Fast non-cryptographic', 'MurmurHash3_x86_32, seed 0, as Guava and mmh3.hash (unsigned) give it.', [
    'murmur3',
    'murmurhash3',
  ]),
];

const BY_ID = new Map(ALGORITHMS.map((algorithm) => [algorithm.id, algorithm]));

export const algorithmById = (id: AlgorithmId): Algorithm => BY_ID.get(id) as Algorithm;

export const HMAC_ALGORITHMS = ALGORITHMS.filter((algorithm) => algorithm.hmac);
export type HmacAlgorithmId = Extract<
  AlgorithmId,
  'md5' | 'sha1' | 'sha224' | 'sha256' | 'sha384' | 'sha512' | 'sha512-256' | 'sha3-256' | 'sha3-512' | 'keccak-256' | 'blake2b-512' | 'ripemd160'
>;

/** The sets the Algorithms control offers; "all" is every row. */
export const ALGORITHM_SETS = choices({ all: 'All', common: 'Common', cryptographic: 'Cryptographic', checksums: 'Checksums' });
export type AlgorithmSet = (typeof ALGORITHM_SETS.values)[number];

const COMMON: readonly AlgorithmId[] = ['md5', 'sha1', 'sha256', 'sha512', 'crc32'];

export function algorithmsOf(set: AlgorithmSet): AlgorithmId[] {
  const chosen = ALGORITHMS.filter((algorithm) =>
    set === 'all' ? true : set === 'common' ? COMMON.includes(algorithm.id) : set === 'cryptographic' ? algorithm.cryptographic : !algorithm.cryptographic,
  );
  return chosen.map((algorithm) => algorithm.id);
}
