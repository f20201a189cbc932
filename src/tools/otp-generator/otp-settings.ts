import * as z from 'zod/mini';
import { toolSettings } from '@/lib/tool-settings';

/** The form's non-secret fields: remembered (when the visitor opts in) and preset by aliases. Never the secret. */

export const OTP_TYPES = ['totp', 'hotp'] as const;
export type OtpType = (typeof OTP_TYPES)[number];
export const OTP_ALGORITHMS = ['SHA1', 'SHA256', 'SHA512'] as const;
export type OtpAlgorithm = (typeof OTP_ALGORITHMS)[number];
export const OTP_DIGITS = ['6', '7', '8'] as const;
export type OtpDigits = (typeof OTP_DIGITS)[number];

export const ALGORITHM_LABELS: Record<OtpAlgorithm, string> = { SHA1: 'SHA-1', SHA256: 'SHA-256', SHA512: 'SHA-512' };

const text = (max: number) => z.string().check(z.maxLength(max));
/** A share link's or alias's state names some fields; a `secret` field in it is dropped with the other unknown keys. */
export const SETTINGS = toolSettings({
  type: [z.enum(OTP_TYPES), 'totp'],
  algorithm: [z.enum(OTP_ALGORITHMS), 'SHA1'],
  digits: [z.enum(OTP_DIGITS), '6'],
  /** Text as typed, so a half-typed number stays on screen; otp-codes.logic.ts reads it. */
  period: [text(12), '30'],
  counter: [text(20), '0'],
  window: [text(6), '1'],
  issuer: [text(200), 'DevDeck'],
  account: [text(200), 'user@example.com'],
});
export const { DEFAULT_SETTINGS } = SETTINGS;

export type OtpSettings = typeof DEFAULT_SETTINGS;
