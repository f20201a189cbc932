import { argon2d, argon2i, argon2id, bcrypt, scrypt } from 'hash-wasm';
import { formatHash, readHash, type HashFormat, type HashParams, type ParsedHash } from './hash-format.logic';
import { refusal } from './params.logic';

/**
 * The hashing itself, on the tool's worker: bcrypt, Argon2 and scrypt from hash-wasm (WebAssembly, compiled on the first
 * hash of each), PBKDF2 from WebCrypto. bcryptjs was measured too (bench/password-hashing.ts, Node, 2 shared cores):
 * hash-wasm's bcrypt took 130 ms at cost 10 where bcryptjs took 350 ms on an idle machine, 253 against 330 ms on a busy
 * one (PHP's C: 248 ms), and one library then serves three algorithms; bcryptjs stays a test and bench reference.
 */

/** bcrypt reads only the first 72 bytes of a password; the others read all of it. */
export const BCRYPT_MAX_BYTES = 72;

const encoder = new TextEncoder();

/** hash-wasm's bcrypt and Argon2 take no empty password (they need at least one byte). */
export const EMPTY_PASSWORD = 'Type a password: an empty one cannot be hashed or checked here.';

/** The bytes bcrypt hashes: the UTF-8 password, cut at 72 bytes as OpenBSD, PHP and htpasswd cut it. */
export const bcryptBytes = (password: string) => encoder.encode(password).subarray(0, BCRYPT_MAX_BYTES);

/** The raw hash of `password` with these parameters and salt. */
export async function derive(password: string, salt: Uint8Array, params: HashParams): Promise<Uint8Array> {
  switch (params.algorithm) {
    case 'bcrypt': {
      // hash-wasm writes "$2a$": the version is ours to set; the 23 hash bytes are the last 31 characters.
      const encoded = await bcrypt({ password: bcryptBytes(password), salt, costFactor: params.cost, outputType: 'encoded' });
      const parsed = readHash(encoded);
      if (!parsed.ok) throw new Error(parsed.message);
      return parsed.value.hash;
    }
    case 'scrypt':
      // As bytes: hash-wasm takes an empty string for no password at all.
      return scrypt({
        password: encoder.encode(password),
        salt,
        costFactor: 2 ** params.logN,
        blockSize: params.r,
        parallelism: params.p,
        hashLength: params.length,
        outputType: 'binary',
      });
    case 'pbkdf2': {
      const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
      const hash = { sha1: 'SHA-1', sha256: 'SHA-256', sha512: 'SHA-512' }[params.digest];
      return new Uint8Array(
        await crypto.subtle.deriveBits({ name: 'PBKDF2', hash, salt: salt as BufferSource, iterations: params.iterations }, key, params.length * 8),
      );
    }
    default: {
      const argon2 = { argon2id, argon2i, argon2d }[params.algorithm];
      const options = {
        password: encoder.encode(password),
        salt,
        iterations: params.iterations,
        parallelism: params.parallelism,
        memorySize: params.memoryKiB,
        hashLength: params.length,
      };
      return argon2({ ...options, outputType: 'binary' });
    }
  }
}

export interface HashRequest {
  kind: 'hash';
  password: string;
  salt: Uint8Array;
  params: HashParams;
  /** How a PBKDF2 hash is written: passlib's `$pbkdf2-sha256$` (the default) or Django's `pbkdf2_sha256$`. */
  format?: HashFormat;
}

export interface VerifyRequest {
  kind: 'verify';
  password: string;
  hash: string;
}

export type Job = HashRequest | VerifyRequest;

export type JobResult =
  | { kind: 'hash'; encoded: string; salt: Uint8Array; hash: Uint8Array; params: HashParams; ms: number }
  | { kind: 'verify'; match: boolean; params: HashParams; ms: number }
  | { kind: 'refused'; message: string };

const formatFor = (params: HashParams, asked?: HashFormat): HashFormat =>
  params.algorithm === 'bcrypt' ? 'bcrypt' : params.algorithm === 'pbkdf2' ? (asked === 'django' ? 'django' : 'passlib') : 'phc';

/** True when both are the same bytes; every byte is compared, whatever the first difference. */
function sameBytes(left: Uint8Array, right: Uint8Array): boolean {
  let difference = left.length ^ right.length;
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) difference |= (left[index] as number) ^ (right[index] as number);
  return difference === 0;
}

/** Hashes or checks a password: the worker's one job. `now` times the hash itself, not the worker's start. */
export async function runJob(job: Job, now: () => number = () => performance.now()): Promise<JobResult> {
  if (job.password === '') return { kind: 'refused', message: EMPTY_PASSWORD };
  if (job.kind === 'hash') {
    const refused = refusal(job.params);
    if (refused) return { kind: 'refused', message: refused };
    const started = now();
    const hash = await derive(job.password, job.salt, job.params);
    const ms = now() - started;
    const encoded = formatHash({ params: job.params, salt: job.salt, hash, format: formatFor(job.params, job.format) });
    return { kind: 'hash', encoded, salt: job.salt, hash, params: job.params, ms };
  }
  const read = readHash(job.hash);
  if (!read.ok) return { kind: 'refused', message: read.message };
  return verifyParsed(job.password, read.value, now);
}

async function verifyParsed(password: string, parsed: ParsedHash, now: () => number): Promise<JobResult> {
  const refused = refusal(parsed.params);
  if (refused) return { kind: 'refused', message: refused };
  const started = now();
  const hash = await derive(password, parsed.salt, parsed.params);
  return { kind: 'verify', match: sameBytes(hash, parsed.hash), params: parsed.params, ms: now() - started };
}

/** The buffers of a result to hand over rather than copy. */
export const resultBuffers = (result: JobResult): Transferable[] => (result.kind === 'hash' ? [result.hash.buffer as ArrayBuffer] : []);
