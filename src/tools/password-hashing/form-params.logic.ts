import { formatNumber } from '@contract/format-number';
import type { HashParams } from './hash-format.logic';
import { LIMITS, refusal } from './params.logic';
import type { Settings } from './settings';

/** The form's settings, typed as text, read into the parameters of a hash. */

export type ReadParams = { ok: true; params: HashParams } | { ok: false; message: string };

const fail = (message: string) => ({ ok: false as const, message });

/** A typed number in its range, or the sentence that says what it should be. */
function readWhole(text: string, name: string, { min, max }: { min: number; max: number }): number | string {
  const value = /^\s*\d{1,12}\s*$/.test(text) ? Number(text) : Number.NaN;
  if (Number.isNaN(value)) return `${name} must be a whole number from ${formatNumber(min)} to ${formatNumber(max)}.`;
  if (value < min || value > max) return `${name} must be from ${formatNumber(min)} to ${formatNumber(max)}; it is ${formatNumber(value)}.`;
  return value;
}

/** Reads all of `fields` or gives the first problem. */
function readAll<Names extends string>(fields: Record<Names, [string, string, { min: number; max: number }]>): Record<Names, number> | string {
  const values = {} as Record<Names, number>;
  for (const [key, [text, name, range]] of Object.entries(fields) as [Names, [string, string, { min: number; max: number }]][]) {
    const value = readWhole(text, name, range);
    if (typeof value === 'string') return value;
    values[key] = value;
  }
  return values;
}

/** The form's settings as the parameters of a hash, or the first thing wrong with them. */
export function readParams(settings: Settings): ReadParams {
  const { algorithm } = settings;
  let params: HashParams | string;
  if (algorithm === 'bcrypt') {
    const cost = readWhole(settings.bcryptCost, 'The cost', { min: 4, max: 31 });
    params = typeof cost === 'string' ? cost : { algorithm, cost, version: settings.bcryptVersion };
  } else if (algorithm === 'scrypt') {
    const read = readAll({
      logN: [settings.scryptLogN, 'log2(N)', { min: 1, max: 63 }],
      r: [settings.scryptR, 'The block size r', { min: 1, max: 1_024 }],
      p: [settings.scryptP, 'The parallelism p', { min: 1, max: 1_024 }],
      length: [settings.scryptLength, 'The hash length', LIMITS.length],
    });
    params = typeof read === 'string' ? read : { algorithm, ...read };
  } else if (algorithm === 'pbkdf2') {
    const read = readAll({
      iterations: [settings.pbkdf2Iterations, 'The iterations', { min: 1, max: 100_000_000_000 }],
      length: [settings.pbkdf2Length, 'The hash length', LIMITS.length],
    });
    params = typeof read === 'string' ? read : { algorithm, digest: settings.pbkdf2Digest, ...read };
  } else {
    const read = readAll({
      memoryKiB: [settings.argonMemory, 'The memory', { min: 8, max: 4_294_967_295 }],
      iterations: [settings.argonIterations, 'The iterations', { min: 1, max: 4_294_967_295 }],
      parallelism: [settings.argonParallelism, 'The parallelism', { min: 1, max: 16_777_215 }],
      length: [settings.argonLength, 'The hash length', LIMITS.length],
    });
    params = typeof read === 'string' ? read : { algorithm, ...read };
  }
  if (typeof params === 'string') return fail(params);
  const refused = refusal(params);
  return refused ? fail(refused) : { ok: true, params };
}

/** The salt length the form asks for (bcrypt's is always 16 bytes). */
export function readSaltBytes(settings: Settings): number | string {
  return settings.algorithm === 'bcrypt' ? 16 : readWhole(settings.saltBytes, 'The salt length', LIMITS.saltBytes);
}
