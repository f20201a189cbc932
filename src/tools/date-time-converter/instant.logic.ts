import { Temporal } from 'temporal-polyfill';

/** Nanoseconds per unit, as BigInt so that every conversion stays exact. */
export const NS = { second: 1_000_000_000n, milli: 1_000_000n, micro: 1_000n, nano: 1n } as const;

/** Temporal's (and ECMAScript's) range: 10^8 days either side of 1970-01-01. */
export const MAX_EPOCH_NS = 8_640_000_000_000_000_000_000n;

export const OUT_OF_RANGE = 'This is outside the range a date can have: about 271,821 years either side of 1970.';

/** Anything that can fail: the value, or a sentence the screen shows as it is. */
export type Result<T> = { ok: true; value: T } | { ok: false; message: string };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T>(message: string): Result<T> => ({ ok: false, message });

export function inRange(epochNs: bigint): boolean {
  return epochNs >= -MAX_EPOCH_NS && epochNs <= MAX_EPOCH_NS;
}

export function checkedInstant(epochNs: bigint): Result<bigint> {
  return inRange(epochNs) ? ok(epochNs) : fail(OUT_OF_RANGE);
}

export function toInstant(epochNs: bigint): Temporal.Instant {
  return Temporal.Instant.fromEpochNanoseconds(epochNs);
}

/** Division rounding toward minus infinity (BigInt's `/` truncates toward zero). */
export function floorDiv(value: bigint, divisor: bigint): bigint {
  const quotient = value / divisor;
  return value % divisor !== 0n && value < 0n !== divisor < 0n ? quotient - 1n : quotient;
}

/** `value / unit` (a power of ten) written exactly in decimal, without trailing zeros: (1500000000n, 1e9) → "1.5". */
export function formatScaled(value: bigint, unit: bigint): string {
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const whole = magnitude / unit;
  const rest = magnitude % unit;
  const digits = unit.toString().length - 1;
  const fraction = rest === 0n ? '' : `.${rest.toString().padStart(digits, '0').replace(/0+$/, '')}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/**
 * A decimal number ("-1.5", "1700000000", "1e3" is not accepted) times `unit`, a power of ten, exactly; digits beyond
 * what the unit can hold are rounded half away from zero.
 */
export function parseScaled(text: string, unit: bigint): bigint | null {
  const match = /^([+-]?)(\d+)(?:\.(\d*))?$/.exec(text) ?? /^([+-]?)()\.(\d+)$/.exec(text);
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  const digits = unit.toString().length - 1;
  let value = BigInt(whole || '0') * unit + BigInt(fraction.slice(0, digits).padEnd(digits, '0') || '0');
  if (fraction.length > digits && Number(fraction[digits]) >= 5) value += 1n;
  return sign === '-' ? -value : value;
}
