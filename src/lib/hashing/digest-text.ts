import { codec } from '@/lib/base64-codec';
import { choices } from '@/lib/choices';
import { fromHex, toHex } from '@/lib/hex';
import { ALGORITHMS, algorithmById, type AlgorithmId } from './algorithms';

/** How a digest is written: IT-Tools', DevToys' and CyberChef's forms. */
export const DIGEST_FORMS = choices({ hex: 'hex', HEX: 'HEX', base64: 'Base64', base64url: 'Base64url', binary: 'Binary' });
export type DigestForm = (typeof DIGEST_FORMS.values)[number];

export function writeDigest(bytes: Uint8Array, form: DigestForm): string {
  switch (form) {
    case 'hex':
      return toHex(bytes);
    case 'HEX':
      return toHex(bytes).toUpperCase();
    case 'base64':
      return codec.encode(bytes, false);
    case 'base64url':
      return codec.encode(bytes, true);
    case 'binary':
      return Array.from(bytes, (byte) => byte.toString(2).padStart(8, '0')).join(' ');
  }
}

/** The Subresource Integrity hashes (W3C SRI: sha256, sha384, sha512) and their digest's algorithm. */
const SRI_PREFIXES: Record<string, AlgorithmId> = { sha256: 'sha256', sha384: 'sha384', sha512: 'sha512' };

/** The value of an `integrity` attribute for a digest: "sha384-" and its Base64. */
export const integrityValue = (id: 'sha256' | 'sha384' | 'sha512', bytes: Uint8Array) => `${id}-${codec.encode(bytes, false)}`;

const sameBytes = (left: Uint8Array, right: Uint8Array) => left.length === right.length && left.every((byte, index) => byte === right[index]);

/** What a pasted expected hash says: the digest's bytes (each way it can be read) and the algorithm it names, if it names one. */
export interface ExpectedHash {
  /** The ways the text can be read as bytes: hex, Base64 or both (a short hex string is also Base64). */
  readings: { form: 'hex' | 'Base64'; bytes: Uint8Array }[];
  /** The algorithm the text names ("SHA256 (file) = …", "sha384-…", "SHA2-256(file)= …"), when it names one. */
  named: AlgorithmId | null;
  /** The file name a checksum line carries ("…  ubuntu.iso"). */
  fileName: string | null;
}

const algorithmNamed = (name: string): AlgorithmId | null => {
  const wanted = name.toLowerCase().replace(/^sha2-/, 'sha');
  return ALGORITHMS.find((algorithm) => algorithm.aliases.includes(wanted) || algorithm.id === wanted)?.id ?? null;
};

/** BSD `sha256 -r`'s and OpenSSL's "NAME (file) = digest" / "NAME(file)= digest". */
const TAGGED_LINE = /^([\w/-]+)\s*\((.*)\)\s*=\s*(\S+)$/;
/** GNU coreutils' "digest  file" (text mode) or "digest *file" (binary mode). */
const CHECKSUM_LINE = /^([0-9a-fA-F]+)\s+\*?(.+)$/;

/**
 * Reads an expected hash as download pages and tools print it: hex in either case (spaces, colons, 0x allowed), Base64 or
 * Base64url, a `sha256sum` line with its file name, a BSD or OpenSSL tagged line, or a Subresource Integrity value.
 * Only the first line counts (a SHA256SUMS file has one per file). Null when nothing in it reads as a digest.
 */
export function readExpected(pasted: string): ExpectedHash | null {
  const line = pasted.trim().split(/\r?\n/)[0]?.trim() ?? '';
  if (line === '') return null;
  let named: AlgorithmId | null = null;
  let fileName: string | null = null;
  let digest = line;
  const tagged = TAGGED_LINE.exec(line);
  const sri = /^(sha256|sha384|sha512)-([A-Za-z0-9+/=_-]+)$/.exec(line);
  const checksum = CHECKSUM_LINE.exec(line);
  if (tagged) {
    named = algorithmNamed(tagged[1] ?? '');
    fileName = tagged[2] ?? null;
    digest = tagged[3] ?? '';
  } else if (sri) {
    named = SRI_PREFIXES[sri[1] ?? ''] ?? null;
    digest = sri[2] ?? '';
  } else if (checksum && fromHex(line) === null) {
    digest = checksum[1] ?? '';
    fileName = checksum[2] ?? null;
  }
  const readings: ExpectedHash['readings'] = [];
  const hex = fromHex(digest);
  if (hex && hex.length > 0) readings.push({ form: 'hex', bytes: hex });
  const base64 = /^[A-Za-z0-9+/_-]+={0,2}$/.test(digest) ? codec.decode(digest) : null;
  if (base64 && base64.length > 0) readings.push({ form: 'Base64', bytes: base64 });
  return readings.length === 0 ? null : { readings, named, fileName };
}

export type Comparison =
  | { kind: 'match'; ids: AlgorithmId[]; form: 'hex' | 'Base64'; message: string }
  | { kind: 'mismatch'; message: string }
  | { kind: 'unreadable'; message: string };

const list = (names: string[]) => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`);

/** Whether a pasted expected hash is one of the digests computed, and if not, what that likely means; `prefix` names them ("HMAC-"). */
export function compareExpected(pasted: string, digests: readonly { id: AlgorithmId; bytes: Uint8Array }[], prefix = ''): Comparison | null {
  if (pasted.trim() === '') return null;
  const expected = readExpected(pasted);
  if (!expected) return { kind: 'unreadable', message: 'This is not a hash: paste it as hex or Base64, or as sha256sum prints it.' };
  for (const reading of expected.readings) {
    const ids = digests.filter((digest) => sameBytes(digest.bytes, reading.bytes)).map((digest) => digest.id);
    if (ids.length > 0) {
      const names = ids.map((id) => prefix + algorithmById(id).label);
      return { kind: 'match', ids, form: reading.form, message: `Match: this is the ${list(names)} digest.` };
    }
  }
  if (expected.named) {
    return {
      kind: 'mismatch',
      message: `Mismatch: the ${prefix}${algorithmById(expected.named).label} digest differs. The input is not the one this hash was made from.`,
    };
  }
  // Hex is read first: 64 hex digits are also Base64 of 48 bytes, but nobody means that.
  const size = expected.readings[0]?.bytes.length;
  const sameSize = digests.filter((digest) => digest.bytes.length === size).map((digest) => prefix + algorithmById(digest.id).label);
  if (sameSize.length > 0) return { kind: 'mismatch', message: `Mismatch: no digest matches; by its length it should be ${list(sameSize)}.` };
  return { kind: 'mismatch', message: 'Mismatch: no digest here has this length; the hints below say which algorithm it may be.' };
}
