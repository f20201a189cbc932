import { formatNumber } from '@contract/format-number';
import { formatBytes } from '@/lib/files';
import type { HashParams, Pbkdf2Digest } from './hash-format.logic';

/**
 * The costs a hash may ask for here. bcrypt goes to 31 and Argon2 to 4 TiB on paper; a browser tab at cost 31 would
 * work for days, and cannot count on more than 1 GiB of WebAssembly memory, so both hashing and checking stop below, at
 * costs a laptop's browser runs in well under the 60 s a worker job may take.
 */
export const LIMITS = {
  bcryptCost: { min: 4, max: 18 },
  argonMemoryKiB: { min: 8, max: 1_048_576 },
  argonIterations: { min: 1, max: 1_000 },
  argonParallelism: { min: 1, max: 64 },
  /** Memory times passes, in KiB: 1 GiB 16 times over, about 30 s in a laptop's browser (a worker job may run 60 s). */
  argonWorkKiB: 16_777_216,
  scryptMemoryBytes: 1_073_741_824,
  /** 128·N·r·p bytes touched: 1 GiB 8 times over, about 25 s in a laptop's browser. */
  scryptWorkBytes: 8_589_934_592,
  scryptP: { min: 1, max: 64 },
  pbkdf2Iterations: { min: 1, max: 10_000_000 },
  length: { min: 4, max: 1_024 },
  saltBytes: { min: 8, max: 64 },
} as const;

/** The iteration counts OWASP's cheat sheet gives for each PBKDF2 digest (2023). */
export const OWASP_PBKDF2: Record<Pbkdf2Digest, number> = { sha1: 1_300_000, sha256: 600_000, sha512: 210_000 };

export const ALGORITHM_NAMES: Record<HashParams['algorithm'], string> = {
  bcrypt: 'bcrypt',
  argon2id: 'Argon2id',
  argon2i: 'Argon2i',
  argon2d: 'Argon2d',
  scrypt: 'scrypt',
  pbkdf2: 'PBKDF2',
};
export const DIGEST_NAMES: Record<Pbkdf2Digest, string> = { sha1: 'SHA-1', sha256: 'SHA-256', sha512: 'SHA-512' };

/**
 * Why these parameters are not run here, whether typed or read from a pasted hash: beyond what the algorithm allows, or
 * beyond what a browser tab can do in reasonable time and memory. Null when they can be run.
 */
export function refusal(params: HashParams): string | null {
  switch (params.algorithm) {
    case 'bcrypt': {
      const { max } = LIMITS.bcryptCost;
      if (params.cost < 4 || params.cost > 31) return `bcrypt's cost is from 4 to 31; this is ${params.cost}.`;
      if (params.cost <= max) return null;
      return `Cost ${params.cost} is ${formatNumber(2 ** params.cost)} rounds, about ${formatDuration(estimateMs(params))} of work in a laptop's browser; this tool runs bcrypt up to cost ${max} (${formatDuration(estimateMs({ ...params, cost: max }))}).`;
    }
    case 'scrypt': {
      const memory = 128 * 2 ** params.logN * params.r;
      if (params.logN > 40 || memory > LIMITS.scryptMemoryBytes)
        return `scrypt with N = 2^${params.logN} and r = ${params.r} needs ${formatMemory(memory)} of memory (128·N·r bytes); this tool runs scrypt with up to ${formatMemory(LIMITS.scryptMemoryBytes)}.`;
      if (params.p > LIMITS.scryptP.max) return `scrypt's parallelism p is at most ${LIMITS.scryptP.max} here; this is ${formatNumber(params.p)}.`;
      if (memory * params.p > LIMITS.scryptWorkBytes)
        return `scrypt with these N, r and p works through ${formatMemory(memory * params.p)} (128·N·r·p bytes); this tool stops at ${formatMemory(LIMITS.scryptWorkBytes)}.`;
      return null;
    }
    case 'pbkdf2': {
      const { max } = LIMITS.pbkdf2Iterations;
      return params.iterations > max ? `PBKDF2 runs up to ${formatNumber(max)} iterations here; this is ${formatNumber(params.iterations)}.` : null;
    }
    default: {
      const { argonMemoryKiB, argonIterations, argonParallelism, argonWorkKiB } = LIMITS;
      if (params.memoryKiB > argonMemoryKiB.max)
        return `Argon2 runs with up to ${formatMemory(argonMemoryKiB.max * 1024)} of memory here (a browser tab cannot count on more); this asks for ${formatMemory(params.memoryKiB * 1024)} (${formatNumber(params.memoryKiB)} KiB).`;
      if (params.parallelism > argonParallelism.max)
        return `Argon2's parallelism is at most ${argonParallelism.max} here; this is ${formatNumber(params.parallelism)}.`;
      if (params.memoryKiB < 8 * params.parallelism)
        return `Argon2 needs at least 8 KiB of memory per lane: ${formatNumber(8 * params.parallelism)} KiB for parallelism ${params.parallelism}.`;
      if (params.iterations > argonIterations.max || params.memoryKiB * params.iterations > argonWorkKiB)
        return `Argon2 with ${formatMemory(params.memoryKiB * 1024)} and ${formatNumber(params.iterations)} iterations is about ${formatDuration(estimateMs(params))} of work; this tool stops at ${formatMemory(argonWorkKiB * 1024)} of memory passes (memory × iterations).`;
      if (params.length < 4) return "Argon2's hash is at least 4 bytes long.";
      return null;
    }
  }
}

/** How much work a hash is, in the unit its time grows with. */
function workOf(params: HashParams): number {
  switch (params.algorithm) {
    case 'bcrypt':
      return 2 ** params.cost;
    case 'scrypt':
      return 2 ** params.logN * params.r * params.p;
    case 'pbkdf2':
      return params.iterations * Math.ceil(params.length / DIGEST_BYTES[params.digest]);
    default:
      return params.memoryKiB * params.iterations;
  }
}

export const DIGEST_BYTES: Record<Pbkdf2Digest, number> = { sha1: 20, sha256: 32, sha512: 64 };

/** A hash that took `ms` here, to scale other costs of the same algorithm (and digest) by. */
export interface Timing {
  params: HashParams;
  ms: number;
}

/** Typical times in a laptop's browser, until this browser has timed a hash of its own. */
const TYPICAL: Timing[] = [
  { params: { algorithm: 'bcrypt', cost: 10, version: '2b' }, ms: 70 },
  { params: { algorithm: 'argon2id', memoryKiB: 19_456, iterations: 2, parallelism: 1, length: 32 }, ms: 60 },
  { params: { algorithm: 'scrypt', logN: 17, r: 8, p: 1, length: 32 }, ms: 400 },
  { params: { algorithm: 'pbkdf2', digest: 'sha1', iterations: 1_300_000, length: 20 }, ms: 400 },
  { params: { algorithm: 'pbkdf2', digest: 'sha256', iterations: 600_000, length: 32 }, ms: 250 },
  { params: { algorithm: 'pbkdf2', digest: 'sha512', iterations: 210_000, length: 64 }, ms: 200 },
];

const family = (params: HashParams) =>
  params.algorithm === 'pbkdf2' ? `pbkdf2-${params.digest}` : params.algorithm.startsWith('argon2') ? 'argon2' : params.algorithm;

/** The time a hash with `params` should take, scaled from the latest timing of its kind here (or a typical one). */
export function estimateMs(params: HashParams, timed: readonly Timing[] = []): number {
  const base = [...timed, ...TYPICAL].find((timing) => family(timing.params) === family(params)) ?? TYPICAL[0];
  return base ? (base.ms * workOf(params)) / workOf(base.params) : 0;
}

/** Above this estimate the form warns before the visitor hashes. */
export const SLOW_MS = 1_000;

/** The warning for a slow hash, or null when it should take under a second. */
export function slowWarning(params: HashParams, timed: readonly Timing[]): string | null {
  const ms = estimateMs(params, timed);
  if (ms < SLOW_MS) return null;
  const own = timed.some((timing) => family(timing.params) === family(params));
  return `Expect about ${formatDuration(ms)} per hash at this cost (${own ? 'scaled from the last hash timed here' : "a typical laptop's time; hash once to time this device"}). A login that takes this long is slow for users too; Cancel stops it.`;
}

/** 850 → "850 ms", 3_400 → "3.4 s", 600_000 → "10 min", longer in hours and days. */
export function formatDuration(ms: number): string {
  if (ms < 1_000) return `${Math.max(1, Math.round(ms))} ms`;
  if (ms < 60_000) return `${formatNumber(ms / 1_000, ms < 10_000 ? 1 : 0)} s`;
  if (ms < 7_200_000) return `${formatNumber(ms / 60_000)} min`;
  if (ms < 172_800_000) return `${formatNumber(ms / 3_600_000)} h`;
  return `${formatNumber(ms / 86_400_000)} days`;
}

/** Bytes as memory is spoken of: 1 GiB, 19 MiB, 512 KiB. */
export function formatMemory(bytes: number): string {
  return formatBytes(bytes)
    .replace(/\.0 /, ' ')
    .replace(/ ([KMG])B$/, ' $1iB');
}
