import { formatNumber } from '@contract/format-number';
import { readings } from './byte-text.logic';
import { LIMITS, type Kdf } from './envelope.logic';
import type { CryptSettings } from './settings';

export type Direction = CryptSettings['direction'];
export type KeyBits = CryptSettings['keyBits'];

type Read<T> = { ok: true; value: T } | { ok: false; message: string };

/** A whole number typed in a field, within its range. */
export function readWhole(text: string, name: string, { min, max }: { min: number; max: number }): Read<number> {
  const value = Number(text.trim().replaceAll(',', '').replaceAll('_', ''));
  if (text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max) return { ok: true, value };
  return { ok: false, message: `${name} must be a whole number from ${formatNumber(min)} to ${formatNumber(max)}.` };
}

const ARGON2_MIB = { min: 1, max: LIMITS.argon2MemoryKiB.max / 1024 };

/** The key derivation the settings ask for (for DevDeck's format with a passphrase). */
export function readKdf(settings: CryptSettings): Read<Kdf> {
  if (settings.keyFrom === 'raw') return { ok: true, value: { kind: 'raw' } };
  if (settings.kdf === 'pbkdf2') {
    const iterations = readWhole(settings.iterations, 'PBKDF2 iterations', LIMITS.pbkdf2Iterations);
    return iterations.ok ? { ok: true, value: { kind: 'pbkdf2', iterations: iterations.value } } : iterations;
  }
  const memory = readWhole(settings.argonMemoryMiB, 'Argon2id memory (MiB)', ARGON2_MIB);
  if (!memory.ok) return memory;
  const iterations = readWhole(settings.argonIterations, 'Argon2id iterations', LIMITS.argon2Iterations);
  if (!iterations.ok) return iterations;
  const parallelism = readWhole(settings.argonParallelism, 'Argon2id parallelism', LIMITS.argon2Parallelism);
  if (!parallelism.ok) return parallelism;
  return { ok: true, value: { kind: 'argon2id', memoryKiB: memory.value * 1024, iterations: iterations.value, parallelism: parallelism.value } };
}

export const readOpensslIterations = (settings: CryptSettings) => readWhole(settings.opensslIterations, 'PBKDF2 iterations', LIMITS.pbkdf2Iterations);

/** A raw key typed as hex or Base64: 128, 192 or 256 bits. */
export function readRawKey(text: string): Read<Uint8Array> {
  const sizes = [16, 24, 32];
  const read = readings(text);
  const fitting = read.find(({ bytes }) => sizes.includes(bytes.length));
  if (fitting) return { ok: true, value: fitting.bytes };
  const [{ as, bytes } = { as: 'none', bytes: new Uint8Array(0) }] = read;
  if (as === 'none') return { ok: false, message: 'The key must be hex or Base64.' };
  return {
    ok: false,
    message: `The key is ${formatNumber(bytes.length * 8)} bits as ${as === 'hex' ? 'hex' : 'Base64'}; give 128, 192 or 256 bits (32, 48 or 64 hex digits).`,
  };
}

/** A new random key of this size, in hex: what "Generate key" types into the Key field. */
export function randomKeyHex(bits: KeyBits): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(Number(bits) / 8)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
