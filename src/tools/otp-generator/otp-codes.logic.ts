import { formatCount, formatNumber } from '@contract/format-number';
import { HOTP, TOTP } from 'otpauth';
import type { OtpSecret } from './base32-secret.logic';
import type { OtpAlgorithm, OtpSettings, OtpType } from './otp-settings';

/** Codes from a secret with otpauth (RFC 4226 HOTP, RFC 6238 TOTP); this file only chooses counters and words results. */

export interface OtpParams {
  type: OtpType;
  algorithm: OtpAlgorithm;
  digits: number;
  /** Seconds per TOTP step. */
  period: number;
  /** The HOTP counter. */
  counter: number;
}

export type ParamsResult = { ok: true; params: OtpParams } | { ok: false; message: string };

export const LIMITS = { period: { min: 1, max: 86_400 }, window: { min: 0, max: 50 } } as const;

function wholeNumber(text: string, min: number, max: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : null;
}

/** The typed settings as numbers, or the first one that is not a usable number, worded for the screen. */
export function readParams(settings: OtpSettings): ParamsResult {
  const period = wholeNumber(settings.period, LIMITS.period.min, LIMITS.period.max);
  if (settings.type === 'totp' && period === null) {
    return { ok: false, message: `Period: a whole number of seconds from ${LIMITS.period.min} to ${formatNumber(LIMITS.period.max)}.` };
  }
  const counter = wholeNumber(settings.counter, 0, Number.MAX_SAFE_INTEGER);
  if (settings.type === 'hotp' && counter === null) return { ok: false, message: 'Counter: a whole number from 0.' };
  return {
    ok: true,
    params: { type: settings.type, algorithm: settings.algorithm, digits: Number(settings.digits), period: period ?? 30, counter: counter ?? 0 },
  };
}

export type WindowResult = { ok: true; window: number } | { ok: false; message: string };

/** Steps either side of now (TOTP) or of the counter (HOTP) that a checked code may come from. */
export function readWindow(text: string): WindowResult {
  const window = wholeNumber(text, LIMITS.window.min, LIMITS.window.max);
  return window === null ? { ok: false, message: `Window: a whole number of steps from 0 to ${LIMITS.window.max}.` } : { ok: true, window };
}

/** The HOTP code at one counter value: the one primitive both types reduce to (TOTP's counter is the time step). */
function codeAt(secret: OtpSecret, params: OtpParams, counter: number): string {
  return HOTP.generate({ secret: secret.key, algorithm: params.algorithm, digits: params.digits, counter });
}

/** The counter a code is made from now: the time step for TOTP (RFC 6238's T), the counter for HOTP. */
export function stepAt(params: OtpParams, now: number): number {
  return params.type === 'totp' ? TOTP.counter({ period: params.period, timestamp: now }) : params.counter;
}

export interface OtpCodes {
  /** Null at HOTP counter 0, which has no previous code. */
  previous: string | null;
  current: string;
  next: string;
  step: number;
  /** TOTP only: milliseconds until the current code changes. */
  remainingMs: number | null;
}

export function codesAt(secret: OtpSecret, params: OtpParams, now: number): OtpCodes {
  const step = stepAt(params, now);
  return {
    previous: step > 0 ? codeAt(secret, params, step - 1) : null,
    current: codeAt(secret, params, step),
    next: codeAt(secret, params, step + 1),
    step,
    remainingMs: params.type === 'totp' ? TOTP.remaining({ period: params.period, timestamp: now }) : null,
  };
}

/** A checked code: `offset` is how many steps from now (or from the counter) it matched, null when none did. */
export type CodeCheck = { ok: true; offset: number | null } | { ok: false; message: string };

/**
 * Looks for the code at the current step, then one step either side, two, and so on up to the window, as
 * a server does; a counter below 0 does not exist and is skipped.
 */
export function checkCode(secret: OtpSecret, params: OtpParams, window: number, now: number, typed: string): CodeCheck {
  const code = typed.replace(/\s+/g, '');
  if (!/^\d+$/.test(code)) return { ok: false, message: 'A code is digits only.' };
  if (code.length !== params.digits) {
    return { ok: false, message: `This code has ${formatCount(code.length, 'digit', 'digits')}; these settings make ${params.digits}-digit codes.` };
  }
  const step = stepAt(params, now);
  for (let distance = 0; distance <= window; distance += 1) {
    for (const offset of distance === 0 ? [0] : [-distance, distance]) {
      if (step + offset >= 0 && codeAt(secret, params, step + offset) === code) return { ok: true, offset };
    }
  }
  return { ok: true, offset: null };
}

const stepsWord = (count: number) => formatCount(count, 'step', 'steps');

/** The verdict in words, with what an offset means for each type (clock drift, or presses not seen). */
export function describeCheck(check: { offset: number | null }, params: OtpParams, window: number): string {
  const { offset } = check;
  const totp = params.type === 'totp';
  if (offset === null) {
    const span = totp ? ` (±${formatNumber(window * params.period)} s)` : '';
    return `Invalid: no code within ${window === 0 ? 'the current step' : `±${stepsWord(window)}${span}`} matches.`;
  }
  if (offset === 0) return totp ? 'Valid: this is the current code.' : `Valid: this is the code for counter ${formatNumber(params.counter)}.`;
  const distance = Math.abs(offset);
  if (totp) {
    const seconds = formatNumber(distance * params.period);
    return offset < 0
      ? `Valid, ${stepsWord(distance)} behind: the code of ${seconds} s ago (typed late, or the authenticator's clock is slow).`
      : `Valid, ${stepsWord(distance)} ahead: the code due in ${seconds} s (the authenticator's clock is fast).`;
  }
  const at = params.counter + offset;
  return `Valid at counter ${formatNumber(at)} (${offset > 0 ? '+' : ''}${offset}): a server would move its counter to ${formatNumber(at + 1)}.`;
}
