import { fail, floorDiv, NS, ok, type Result } from './instant.logic';

/** 100-nanosecond intervals from 1582-10-15T00:00Z (the Gregorian reform, UUID v1's epoch) to 1970-01-01T00:00Z. */
const GREGORIAN_OFFSET = 122_192_928_000_000_000n;
const HUNDRED_NS = 100n;

export const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/i;
export const UUID_PATTERN = /^(?:urn:uuid:)?\{?([0-9a-f]{8})-?([0-9a-f]{4})-?([0-9a-f]{4})-?([0-9a-f]{4})-?([0-9a-f]{12})\}?$/i;

/** MongoDB ObjectId: its first 4 bytes are seconds since 1970, big-endian. */
export function objectIdTime(id: string): bigint {
  return BigInt(Number.parseInt(id.slice(0, 8), 16)) * NS.second;
}

/** The smallest ObjectId of that second (the rest zero): what a range query on _id compares against. */
export function objectIdFor(epochNs: bigint): Result<string> {
  const seconds = floorDiv(epochNs, NS.second);
  if (seconds < 0n || seconds > 0xffffffffn) return fail('An ObjectId holds seconds from 1970 to 2106 only.');
  return ok(`${seconds.toString(16).padStart(8, '0')}${'0'.repeat(16)}`);
}

/** The 32 hex digits of a UUID written with or without hyphens, braces or "urn:uuid:". */
export function uuidHex(text: string): string | null {
  const match = UUID_PATTERN.exec(text.trim());
  return match ? match.slice(1).join('').toLowerCase() : null;
}

export function uuidVersion(hex: string): number {
  return Number.parseInt(hex[12] ?? '0', 16);
}

/** The instant a UUID of version 1, 6 or 7 holds (RFC 9562 sections 5.1, 5.6, 5.7); an explanation for the rest. */
export function uuidTime(hex: string): Result<bigint> {
  const version = uuidVersion(hex);
  if (version === 7) return ok(BigInt(`0x${hex.slice(0, 12)}`) * NS.milli);
  if (version === 1 || version === 6) {
    // v1 stores time_low, time_mid, time_high; v6 the same 60 bits in order, high first.
    const ticks = version === 1 ? BigInt(`0x${hex.slice(13, 16)}${hex.slice(8, 12)}${hex.slice(0, 8)}`) : BigInt(`0x${hex.slice(0, 12)}${hex.slice(13, 16)}`);
    return ok((ticks - GREGORIAN_OFFSET) * HUNDRED_NS);
  }
  return fail(`This UUID is version ${version}, which holds no time: only versions 1, 6 and 7 do.`);
}

const hyphenate = (hex: string) => `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/** A v1 UUID of that instant with clock sequence and node zero (variant bits set): a range bound, not a unique id. */
export function uuidV1For(epochNs: bigint): Result<string> {
  const ticks = floorDiv(epochNs, HUNDRED_NS) + GREGORIAN_OFFSET;
  if (ticks < 0n || ticks >= 1n << 60n) return fail('A version 1 UUID holds times from 1582-10-15 to 5236 only.');
  const hex = ticks.toString(16).padStart(15, '0');
  return ok(hyphenate(`${hex.slice(7)}${hex.slice(3, 7)}1${hex.slice(0, 3)}8000000000000000`));
}

/** A v7 UUID of that millisecond with the random bits zero (variant bits set): a range bound, not a unique id. */
export function uuidV7For(epochNs: bigint): Result<string> {
  const millis = floorDiv(epochNs, NS.milli);
  if (millis < 0n || millis >= 1n << 48n) return fail('A version 7 UUID holds milliseconds from 1970 to 10889 only.');
  return ok(hyphenate(`${millis.toString(16).padStart(12, '0')}7000${'8'.padEnd(16, '0')}`));
}

export interface SnowflakeScheme {
  /** Milliseconds since 1970 at which the id's clock starts. */
  epochMs: bigint;
  /** Bits below the timestamp (worker, shard, sequence). */
  shift: bigint;
}

export const SNOWFLAKE_PRESETS = [
  { id: 'twitter', label: 'Twitter / X (epoch 1288834974657)', scheme: { epochMs: 1_288_834_974_657n, shift: 22n } },
  { id: 'discord', label: 'Discord (epoch 1420070400000)', scheme: { epochMs: 1_420_070_400_000n, shift: 22n } },
  { id: 'instagram', label: 'Instagram (epoch 1314220021721, 23 low bits)', scheme: { epochMs: 1_314_220_021_721n, shift: 23n } },
  { id: 'mastodon', label: 'Mastodon (epoch 1970, 16 low bits)', scheme: { epochMs: 0n, shift: 16n } },
] as const satisfies readonly { id: string; label: string; scheme: SnowflakeScheme }[];

export type SnowflakePresetId = (typeof SNOWFLAKE_PRESETS)[number]['id'];

const MAX_SNOWFLAKE = (1n << 64n) - 1n;

export function snowflakeTime(id: bigint, { epochMs, shift }: SnowflakeScheme): Result<bigint> {
  if (id < 0n || id > MAX_SNOWFLAKE) return fail('A Snowflake id is a whole number from 0 to 18446744073709551615.');
  return ok(((id >> shift) + epochMs) * NS.milli);
}

/** The smallest id of that millisecond (worker and sequence zero). */
export function snowflakeFor(epochNs: bigint, { epochMs, shift }: SnowflakeScheme): Result<string> {
  const millis = floorDiv(epochNs, NS.milli) - epochMs;
  if (millis < 0n) return fail('This instant is before the epoch of these Snowflake ids.');
  const id = millis << shift;
  if (id > MAX_SNOWFLAKE) return fail('This instant is too late for a 64-bit Snowflake id with this epoch.');
  return ok(id.toString());
}
