import { formatNumber } from '@contract/format-number';
import { HOTP, TOTP, URI } from 'otpauth';
import { failureMessage } from '@/lib/job-failure';
import { readBase32Secret, type OtpSecret } from './base32-secret.logic';
import { LIMITS, type OtpParams } from './otp-codes.logic';
import { ALGORITHM_LABELS, OTP_ALGORITHMS, OTP_DIGITS, type OtpAlgorithm, type OtpDigits, type OtpSettings } from './otp-settings';

/** The Key URI format (Google Authenticator's `otpauth://`), built and read by otpauth; this file checks what it may hold. */

export type UriResult = { ok: true; uri: string } | { ok: false; message: string };

/** The label is `issuer:account`, so neither may hold a colon (Key URI format); an account name is required. */
export function buildKeyUri(secret: OtpSecret, params: OtpParams, issuer: string, account: string): UriResult {
  if (account.trim() === '') return { ok: false, message: 'Enter an account name: authenticator apps list the code under it.' };
  if (issuer.includes(':') || account.includes(':'))
    return { ok: false, message: 'The issuer and the account name cannot contain a colon (“:”) in a key URI.' };
  const common = { issuer, label: account, secret: secret.key, algorithm: params.algorithm, digits: params.digits };
  try {
    const otp = params.type === 'totp' ? new TOTP({ ...common, period: params.period }) : new HOTP({ ...common, counter: params.counter });
    return { ok: true, uri: otp.toString() };
  } catch (error) {
    return { ok: false, message: failureMessage('Could not build the key URI', error) };
  }
}

/** What a pasted URI sets: the non-secret settings, and the secret apart (it is never remembered). */
export interface ReadUri {
  /** The fields the URI sets: a TOTP URI leaves the counter as it was, an HOTP one the period. */
  settings: Partial<OtpSettings>;
  secret: string;
}

export type ReadUriResult = { ok: true; value: ReadUri } | { ok: false; message: string };

const isAlgorithm = (value: string): value is OtpAlgorithm => (OTP_ALGORITHMS as readonly string[]).includes(value);
const isDigits = (value: string): value is OtpDigits => (OTP_DIGITS as readonly string[]).includes(value);

/** A pasted `otpauth://totp/...` or `otpauth://hotp/...` URI, as authenticator exports and QR codes hold them. */
export function readKeyUri(text: string): ReadUriResult {
  const uri = text.trim();
  if (/^otpauth-migration:/i.test(uri)) {
    return {
      ok: false,
      message:
        'This is a Google Authenticator export (otpauth-migration://), which packs several accounts in binary: export or copy one account’s otpauth:// URI instead.',
    };
  }
  if (!/^otpauth:\/\//i.test(uri)) return { ok: false, message: 'A key URI starts with otpauth://totp/ or otpauth://hotp/.' };
  // Some issuers print the secret in groups; otpauth's parser takes Base32 letters only, so the gaps go first.
  const compacted = uri.replace(/([?&]secret=)([^&]*)/i, (_match, key: string, value: string) => key + value.replace(/%20|[\s+-]/g, ''));
  let otp: TOTP | HOTP;
  try {
    otp = URI.parse(compacted);
  } catch (error) {
    return { ok: false, message: failureMessage('Could not read this key URI', error) };
  }
  const algorithm = otp.algorithm.toUpperCase().replace('-', '');
  if (!isAlgorithm(algorithm)) {
    return {
      ok: false,
      message: `This URI asks for ${otp.algorithm}; authenticator apps and this tool use ${OTP_ALGORITHMS.map((name) => ALGORITHM_LABELS[name]).join(', ')}.`,
    };
  }
  const digits = String(otp.digits);
  if (!isDigits(digits)) return { ok: false, message: `This URI asks for ${digits}-digit codes; this tool makes codes of 6 to 8 digits.` };
  if (otp instanceof HOTP && !(Number.isSafeInteger(otp.counter) && otp.counter >= 0)) {
    return { ok: false, message: `This URI’s counter, ${otp.counter}, is not a whole number from 0.` };
  }
  if (otp instanceof TOTP && otp.period > LIMITS.period.max) {
    return { ok: false, message: `This URI’s period is ${formatNumber(otp.period)} s; at most ${formatNumber(LIMITS.period.max)} s are used.` };
  }
  // Re-read through the form's own rules (length, alphabet), so the secret field shows what the form accepts.
  const secret = readBase32Secret(otp.secret.base32);
  if (!secret.ok) return secret;
  // The format allows spaces after the label's colon; otpauth drops a literal one but keeps an encoded `%20`.
  const named = { algorithm, digits, issuer: otp.issuer, account: otp.label.trimStart() };
  const settings: Partial<OtpSettings> =
    otp instanceof TOTP ? { type: 'totp', ...named, period: String(otp.period) } : { type: 'hotp', ...named, counter: String(otp.counter) };
  return { ok: true, value: { settings, secret: secret.secret.base32 } };
}
