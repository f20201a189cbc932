import { customAlphabet, urlAlphabet } from 'nanoid';
import { decodeTime, isValid as isUlid, monotonicFactory } from 'ulid';
import { preloadable } from '@/lib/preloadable';
import { formatNumber } from '@contract/format-number';

/** The IDs beside UUIDs: each a string made from the time and/or random bits, with its own alphabet. */
export type OtherIdKind = 'ulid' | 'nanoid' | 'ksuid' | 'cuid2' | 'snowflake';

export const SNOWFLAKE_EPOCHS = [
  { value: 'twitter', label: 'Twitter / X (2010-11-04)', ms: 1_288_834_974_657 },
  { value: 'discord', label: 'Discord (2015-01-01)', ms: 1_420_070_400_000 },
  { value: 'unix', label: 'Unix (1970-01-01)', ms: 0 },
] as const;

export type SnowflakeEpoch = (typeof SNOWFLAKE_EPOCHS)[number]['value'];

/** The choices the other IDs take; UUIDs ignore them. */
export interface OtherIdOptions {
  nanoAlphabet: string;
  nanoSize: number;
  cuidLength: number;
  snowflakeEpoch: SnowflakeEpoch;
  /** The 10-bit machine (worker) number a Snowflake carries: 0 to 1023. */
  snowflakeWorker: number;
}

export const DEFAULT_OTHER_ID_OPTIONS: OtherIdOptions = {
  nanoAlphabet: urlAlphabet,
  nanoSize: 21,
  cuidLength: 24,
  snowflakeEpoch: 'twitter',
  snowflakeWorker: 1,
};

export const NANO_SIZE = { min: 2, max: 255 } as const;
export const CUID_LENGTH = { min: 2, max: 32 } as const;
export const SNOWFLAKE_WORKER = { min: 0, max: 1023 } as const;

export type OtherIdsResult = { ok: true; ids: string[] } | { ok: false; message: string };

/**
 * CUID2's library, fetched when CUID2 is first chosen: with bignumber.js and SHA-3 it is about 12 KB gzip, more
 * than the rest of the tool's IDs together, which the GUID Generator's first paint need not wait for.
 */
export const cuid2Library = preloadable(() => import('@paralleldrive/cuid2'));

/** KSUID's epoch: 2014-05-13T16:53:20Z, in seconds since 1970. */
const KSUID_EPOCH_S = 1_400_000_000;
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const KSUID_LENGTH = 27;

/** 20 bytes as the 27-character base62 number KSUID writes (segmentio/ksuid), zero-padded on the left. */
export function base62Ksuid(bytes: Uint8Array): string {
  let value = BigInt(`0x${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('') || '0'}`);
  let text = '';
  while (value > 0n) {
    text = BASE62.charAt(Number(value % 62n)) + text;
    value /= 62n;
  }
  return text.padStart(KSUID_LENGTH, '0');
}

/** A KSUID: 4 bytes of seconds since the KSUID epoch, then 16 random bytes. */
export function makeKsuid(nowMs: number, random: Uint8Array): string {
  const bytes = new Uint8Array(20);
  new DataView(bytes.buffer).setUint32(0, Math.floor(nowMs / 1000) - KSUID_EPOCH_S);
  bytes.set(random.subarray(0, 16), 4);
  return base62Ksuid(bytes);
}

/** The time a 27-character KSUID carries, or null when it is not one. */
export function ksuidTime(text: string): number | null {
  if (!/^[0-9A-Za-z]{27}$/.test(text)) return null;
  let value = 0n;
  for (const char of text) value = value * 62n + BigInt(BASE62.indexOf(char));
  if (value >= 1n << 160n) return null;
  return (Number(value >> 128n) + KSUID_EPOCH_S) * 1000;
}

const epochMs = (epoch: SnowflakeEpoch) => SNOWFLAKE_EPOCHS.find((choice) => choice.value === epoch)?.ms ?? 0;

/**
 * Snowflakes as Twitter defined them: 41 bits of milliseconds since the epoch, 10 bits of worker, 12 bits of
 * sequence. More than 4,096 in one millisecond move on to the next, as a real generator waits for it.
 */
export function makeSnowflakes(count: number, nowMs: number, epoch: SnowflakeEpoch, worker: number): string[] {
  const ids: string[] = [];
  let time = BigInt(nowMs - epochMs(epoch));
  let sequence = 0n;
  for (let index = 0; index < count; index++) {
    if (sequence > 4095n) {
      time += 1n;
      sequence = 0n;
    }
    ids.push(((time << 22n) | (BigInt(worker) << 12n) | sequence).toString());
    sequence += 1n;
  }
  return ids;
}

export interface SnowflakeParts {
  unixMs: number;
  worker: number;
  /** Twitter splits the worker into a datacenter (5 bits) and a worker (5 bits). */
  datacenter: number;
  process: number;
  sequence: number;
}

/** A Snowflake's fields, read with the given epoch; null when the text is not a 64-bit unsigned number. */
export function snowflakeParts(text: string, epoch: SnowflakeEpoch): SnowflakeParts | null {
  if (!/^\d{1,20}$/.test(text)) return null;
  const value = BigInt(text);
  if (value >= 1n << 64n) return null;
  const worker = Number((value >> 12n) & 0x3ffn);
  return {
    unixMs: Number(value >> 22n) + epochMs(epoch),
    worker,
    datacenter: worker >> 5,
    process: worker & 0x1f,
    sequence: Number(value & 0xfffn),
  };
}

/** Why a Nano ID alphabet cannot be used, or null: it needs 2 to 256 distinct characters. */
export function nanoAlphabetProblem(alphabet: string): string | null {
  const characters = [...alphabet];
  if (characters.length < 2) return 'The alphabet needs at least 2 characters.';
  if (characters.length > 256) return 'The alphabet may have at most 256 characters.';
  // nanoid picks UTF-16 code units: an emoji's two halves would be picked apart.
  if (characters.length !== alphabet.length) return 'Characters outside the Basic Multilingual Plane (emoji and the like) cannot be used.';
  const seen = new Set<string>();
  for (const character of characters) {
    if (seen.has(character)) return `"${character}" is in the alphabet twice: each character must appear once.`;
    seen.add(character);
  }
  return null;
}

const inRange = (value: number, { min, max }: { min: number; max: number }) => Number.isInteger(value) && value >= min && value <= max;

/** `count` IDs of one kind, made now (or at `nowMs`), with the library that defines each where one exists. */
export function generateOtherIds(kind: OtherIdKind, count: number, options: OtherIdOptions, nowMs = Date.now()): OtherIdsResult {
  switch (kind) {
    case 'ulid': {
      // Monotonic: IDs made in the same millisecond still sort in the order they were made.
      const next = monotonicFactory();
      return { ok: true, ids: Array.from({ length: count }, () => next(nowMs)) };
    }
    case 'nanoid': {
      const problem = nanoAlphabetProblem(options.nanoAlphabet);
      if (problem) return { ok: false, message: problem };
      if (!inRange(options.nanoSize, NANO_SIZE)) return { ok: false, message: `The size must be ${NANO_SIZE.min} to ${NANO_SIZE.max} characters.` };
      const make = customAlphabet(options.nanoAlphabet, options.nanoSize);
      return { ok: true, ids: Array.from({ length: count }, () => make()) };
    }
    case 'ksuid':
      return { ok: true, ids: Array.from({ length: count }, () => makeKsuid(nowMs, crypto.getRandomValues(new Uint8Array(16)))) };
    case 'cuid2': {
      if (!inRange(options.cuidLength, CUID_LENGTH)) return { ok: false, message: `The length must be ${CUID_LENGTH.min} to ${CUID_LENGTH.max} characters.` };
      const library = cuid2Library.loaded();
      // The screen loads it before asking (see cuid2Library).
      if (!library) return { ok: false, message: 'CUID2 is still loading.' };
      const make = library.init({ length: options.cuidLength });
      return { ok: true, ids: Array.from({ length: count }, () => make()) };
    }
    case 'snowflake':
      if (!inRange(options.snowflakeWorker, SNOWFLAKE_WORKER)) return { ok: false, message: 'The worker number must be 0 to 1,023.' };
      return { ok: true, ids: makeSnowflakes(count, nowMs, options.snowflakeEpoch, options.snowflakeWorker) };
  }
}

/** What a pasted ID that is not a UUID is, and the time it carries, if any. */
export interface OtherIdInspection {
  kind: string;
  /** Facts beside the time: a Snowflake's worker and sequence, a note on what the ID holds. */
  facts: { term: string; value: string }[];
  unixMs: number | null;
}

/** Reads a ULID, KSUID, Snowflake, CUID2 or Nano ID by its shape; null when it looks like none of them. */
export function inspectOtherId(text: string, epoch: SnowflakeEpoch): OtherIdInspection | null {
  if (isUlid(text)) {
    return { kind: 'ULID', unixMs: decodeTime(text.toUpperCase()), facts: [{ term: 'Holds', value: '48 bits of milliseconds, then 80 random bits' }] };
  }
  const ksuid = ksuidTime(text);
  if (ksuid !== null) return { kind: 'KSUID', unixMs: ksuid, facts: [{ term: 'Holds', value: '32 bits of seconds since 2014-05-13, then 128 random bits' }] };
  const snowflake = snowflakeParts(text, epoch);
  if (snowflake) {
    return {
      kind: 'Snowflake',
      unixMs: snowflake.unixMs,
      facts: [
        { term: 'Worker', value: `${snowflake.worker} (datacenter ${snowflake.datacenter}, process ${snowflake.process})` },
        { term: 'Sequence', value: formatNumber(snowflake.sequence) },
      ],
    };
  }
  // CUID2's own check (isCuid) is this shape; at its default length or more it is told apart from other IDs.
  if (/^[a-z][0-9a-z]{23,31}$/.test(text))
    return { kind: 'CUID2 (by its shape)', unixMs: null, facts: [{ term: 'Holds', value: 'No time: a CUID2 is a hash of time, a counter and random data' }] };
  if (/^[A-Za-z0-9_-]{21}$/.test(text)) return { kind: 'Nano ID (by its shape)', unixMs: null, facts: [{ term: 'Holds', value: 'No time: 126 random bits' }] };
  return null;
}
