/**
 * The two checksums the formats carry in their trailers (CRC-32 for gzip and zip, RFC 1952; Adler-32 for zlib,
 * RFC 1950). fflate writes them but does not check them when it inflates, so a corrupt stream would decode to
 * wrong bytes silently; these let the tool say so. Both are running sums, fed chunk by chunk as data streams.
 */

/** The CRC-32 table for the reflected polynomial 0xEDB88320, made once. */
const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let byte = 0; byte < 256; byte += 1) {
    let value = byte;
    for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
    table[byte] = value >>> 0;
  }
  return table;
})();

export interface RunningChecksum {
  update: (chunk: Uint8Array) => void;
  /** The checksum of everything fed so far, as an unsigned 32-bit number. */
  value: () => number;
}

export function crc32(): RunningChecksum {
  let crc = 0xffffffff;
  return {
    update: (chunk) => {
      // An indexed loop with casts, not for-of with `?? 0`: 6 to 8 times faster here (100 MB in 0.35 s instead of 2.2 s). Indices are in range.
      for (let index = 0; index < chunk.length; index += 1) crc = (CRC_TABLE[(crc ^ (chunk[index] as number)) & 0xff] as number) ^ (crc >>> 8);
    },
    value: () => (crc ^ 0xffffffff) >>> 0,
  };
}

const ADLER_MOD = 65_521;
/** The most bytes summed before the sums must be reduced so they stay below 2^53 (zlib's NMAX is far smaller, for 32 bits). */
const ADLER_BLOCK = 1 << 20;

export function adler32(): RunningChecksum {
  let low = 1;
  let high = 0;
  return {
    update: (chunk) => {
      for (let start = 0; start < chunk.length; start += ADLER_BLOCK) {
        const end = Math.min(start + ADLER_BLOCK, chunk.length);
        for (let index = start; index < end; index += 1) {
          low += chunk[index] as number;
          high += low;
        }
        low %= ADLER_MOD;
        high %= ADLER_MOD;
      }
    },
    value: () => ((high << 16) | low) >>> 0,
  };
}

/** A checksum as the tool writes it in a message: eight hex digits. */
export const checksumHex = (value: number) => value.toString(16).padStart(8, '0');
