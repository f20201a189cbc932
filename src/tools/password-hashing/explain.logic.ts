import { formatCount, formatNumber } from '@contract/format-number';
import { toHex } from '@/lib/hex';
import { bcryptBase64, type HashParams, type ParsedHash } from './hash-format.logic';
import { ALGORITHM_NAMES, DIGEST_BYTES, DIGEST_NAMES, formatMemory, OWASP_PBKDF2 } from './params.logic';

/** One part of a hash: its name, its value as written, and what it means. */
export interface HashPart {
  term: string;
  value: string;
  meaning: string;
}

const BCRYPT_VERSIONS = {
  '2a': 'the 1999 format; today read as 2b',
  '2b': "OpenBSD's 2014 revision (a fix for passwords over 255 bytes): today's default",
  '2y': "PHP's and htpasswd's name for a correct 2a: the same hash as 2b",
} as const;

/** The parts of a read hash, each with what it means, in the order the string holds them. */
export function explainHash({ params, salt, hash, format, user }: ParsedHash): HashPart[] {
  const parts: HashPart[] = [];
  if (user !== undefined) parts.push({ term: 'User', value: user, meaning: "The htpasswd line's user name, before the colon." });
  const saltPart = (written: string): HashPart => ({
    term: 'Salt',
    value: `${written} (hex ${toHex(salt)})`,
    meaning: `${formatCount(salt.length, 'byte', 'bytes')}, random per hash, so equal passwords hash differently.`,
  });
  const hashPart: HashPart = {
    term: 'Hash',
    value: toHex(hash),
    meaning: `${formatCount(hash.length, 'byte', 'bytes')} that only this password (with this salt and cost) gives.`,
  };
  switch (params.algorithm) {
    case 'bcrypt':
      parts.push(
        { term: 'Algorithm', value: `bcrypt ($${params.version}$)`, meaning: `bcrypt, version ${params.version}: ${BCRYPT_VERSIONS[params.version]}.` },
        {
          term: 'Cost',
          value: String(params.cost),
          meaning: `2^${params.cost} = ${formatNumber(2 ** params.cost)} rounds of key setup; each step up doubles the time.`,
        },
        saltPart(bcryptBase64.encode(salt)),
        { ...hashPart, meaning: `${hashPart.meaning} bcrypt keeps 23 of its 24 bytes.` },
      );
      return parts;
    case 'scrypt':
      parts.push(
        { term: 'Algorithm', value: 'scrypt', meaning: 'scrypt (RFC 7914), in the PHC string form passlib writes.' },
        {
          term: 'N',
          value: `2^${params.logN} = ${formatNumber(2 ** params.logN)}`,
          meaning: `CPU and memory cost: ${formatMemory(128 * 2 ** params.logN * params.r)} of memory (128·N·r bytes).`,
        },
        { term: 'r', value: String(params.r), meaning: `Block size: blocks of ${formatMemory(128 * params.r)}.` },
        { term: 'p', value: String(params.p), meaning: 'Parallelism: how many times the memory-hard part is run.' },
        saltPart(phcSalt(salt)),
        hashPart,
      );
      return parts;
    case 'pbkdf2':
      parts.push(
        {
          term: 'Algorithm',
          value: `PBKDF2-HMAC-${DIGEST_NAMES[params.digest]}`,
          meaning: `PBKDF2 (RFC 8018) with HMAC-${DIGEST_NAMES[params.digest]}, as ${format === 'django' ? 'Django' : 'passlib'} writes it.`,
        },
        { term: 'Iterations', value: formatNumber(params.iterations), meaning: 'HMAC rounds per block of output: the time grows with it.' },
        saltPart(format === 'django' ? new TextDecoder().decode(salt) : phcSalt(salt)),
        hashPart,
      );
      return parts;
    default:
      parts.push(
        { term: 'Algorithm', value: params.algorithm, meaning: ARGON2_MEANINGS[params.algorithm] },
        { term: 'Version', value: '19', meaning: 'Argon2 1.3 (0x13), the version RFC 9106 specifies.' },
        {
          term: 'Memory (m)',
          value: `${formatNumber(params.memoryKiB)} KiB`,
          meaning: `${formatMemory(params.memoryKiB * 1024)} filled per hash, which makes guessing on GPUs costly.`,
        },
        { term: 'Iterations (t)', value: String(params.iterations), meaning: 'Passes over that memory.' },
        { term: 'Parallelism (p)', value: String(params.parallelism), meaning: 'Lanes the memory is split into (run one after another here).' },
        saltPart(phcSalt(salt)),
        hashPart,
      );
      return parts;
  }
}

const phcSalt = (salt: Uint8Array) => {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(salt);
  return /^[\x20-\x7e]+$/.test(text) ? `"${text}"` : `${salt.length} bytes`;
};

const ARGON2_MEANINGS = {
  argon2id: 'Argon2id (RFC 9106): the variant OWASP and the RFC recommend, resistant to both GPU and side-channel attacks.',
  argon2i: 'Argon2i: data-independent memory access, resists side channels, weaker against GPU trade-offs than Argon2id.',
  argon2d: 'Argon2d: data-dependent memory access, strongest against GPUs, open to side channels; not for passwords on shared machines.',
} as const;

/** OWASP's Argon2id configurations (memory KiB, iterations), all at parallelism 1, and scrypt's (log2 N, r, p). */
const OWASP_ARGON2 = [
  [47_104, 1],
  [19_456, 2],
  [12_288, 3],
  [9_216, 4],
  [7_168, 5],
] as const;
const OWASP_SCRYPT = [
  [17, 8, 1],
  [16, 8, 2],
  [15, 8, 3],
  [14, 8, 5],
  [13, 8, 10],
] as const;

/** How these parameters compare with OWASP's Password Storage Cheat Sheet; empty when they meet it. */
export function owaspNotes(params: HashParams, saltBytes?: number): string[] {
  const notes: string[] = [];
  switch (params.algorithm) {
    case 'bcrypt':
      if (params.cost < 10) notes.push(`Cost ${params.cost} is below OWASP's minimum work factor of 10.`);
      break;
    case 'scrypt':
      if (!OWASP_SCRYPT.some(([logN, r, p]) => params.logN >= logN && params.r >= r && params.p >= p))
        notes.push("These N, r and p are below OWASP's minimum (N = 2^17, r = 8, p = 1, or an equal trade such as 2^16, 8, 2).");
      break;
    case 'pbkdf2': {
      const minimum = OWASP_PBKDF2[params.digest];
      if (params.iterations < minimum)
        notes.push(`${formatNumber(params.iterations)} iterations is below OWASP's ${formatNumber(minimum)} for PBKDF2-HMAC-${DIGEST_NAMES[params.digest]}.`);
      if (params.length > DIGEST_BYTES[params.digest])
        notes.push(
          `A hash longer than the digest (${DIGEST_BYTES[params.digest]} bytes) makes PBKDF2 run again per block: the defender pays, an attacker checks only the first block.`,
        );
      break;
    }
    default:
      if (params.algorithm !== 'argon2id') notes.push(`OWASP recommends Argon2id; this is ${ALGORITHM_NAMES[params.algorithm]}.`);
      if (!OWASP_ARGON2.some(([memory, iterations]) => params.memoryKiB >= memory && params.iterations >= iterations))
        notes.push("Memory and iterations are below OWASP's minimum (19 MiB with 2 iterations, or an equal trade such as 47 MiB with 1).");
  }
  if (saltBytes !== undefined && saltBytes < 16) notes.push(`A ${saltBytes}-byte salt is short: 16 bytes is the usual minimum.`);
  return notes;
}
