import * as z from 'zod/mini';
import { shapeOf } from '@/lib/stored-value';

/** The form's non-secret fields: remembered (when the visitor opts in) and preset by aliases. Never the secret. */

export const OTP_TYPES = ['totp', 'hotp'] as const;
export type OtpType = (typeof OTP_TYPES)[number];
export const OTP_ALGORITHMS = ['SHA1', 'SHA256', 'SHA512'] as const;
export type OtpAlgorithm = (typeof OTP_ALGORITHMS)[number];
export const OTP_DIGITS = ['6', '7', '8'] as const;
export type OtpDigits = (typeof OTP_DIGITS)[number];

export const ALGORITHM_LABELS: Record<OtpAlgorithm, string> = { SHA1: 'SHA-1', SHA256: 'SHA-256', SHA512: 'SHA-512' };

const text = (max: number) => z.string().check(z.maxLength(max));
const settingsSchema = z.object({
  type: z.enum(OTP_TYPES),
  algorithm: z.enum(OTP_ALGORITHMS),
  digits: z.enum(OTP_DIGITS),
  /** Text as typed, so a half-typed number stays on screen; otp-codes.logic.ts reads it. */
  period: text(12),
  counter: text(20),
  window: text(6),
  issuer: text(200),
  account: text(200),
});

export type OtpSettings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: OtpSettings = {
  type: 'totp',
  algorithm: 'SHA1',
  digits: '6',
  period: '30',
  counter: '0',
  window: '1',
  issuer: 'DevDeck',
  account: 'user@example.com',
};

export const settingsShape = shapeOf(settingsSchema);
/** A share link's or alias's state names some fields; a `secret` field in it is dropped with the other unknown keys. */
export const sharedSettingsShape = shapeOf(z.partial(settingsSchema));
