import fc from 'fast-check';
import { Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { readBase32Secret, type OtpSecret } from './base32-secret.logic';
import type { OtpParams } from './otp-codes.logic';
import { buildKeyUri, readKeyUri } from './otp-uri.logic';
import { OTP_ALGORITHMS } from './otp-settings';

const secretOf = (base32: string): OtpSecret => {
  const result = readBase32Secret(base32);
  if (!result.ok) throw new Error(result.message);
  return result.secret;
};

const SECRET = secretOf('JBSWY3DPEHPK3PXP');
const params: OtpParams = { type: 'totp', algorithm: 'SHA1', digits: 6, period: 30, counter: 0 };

describe('buildKeyUri', () => {
  it('writes the Key URI format with the issuer in the label and as a parameter', () => {
    expect(buildKeyUri(SECRET, params, 'ACME Co', 'john.doe@email.com')).toEqual({
      ok: true,
      uri: 'otpauth://totp/ACME%20Co:john.doe%40email.com?issuer=ACME%20Co&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
    });
  });

  it('writes the counter of an HOTP key and leaves out an empty issuer', () => {
    expect(buildKeyUri(SECRET, { ...params, type: 'hotp', counter: 7, algorithm: 'SHA256', digits: 8 }, '', 'alice')).toEqual({
      ok: true,
      uri: 'otpauth://hotp/alice?secret=JBSWY3DPEHPK3PXP&algorithm=SHA256&digits=8&counter=7',
    });
  });

  it.each([
    ['Example', '', 'Enter an account name: authenticator apps list the code under it.'],
    ['Ex:ample', 'alice', 'The issuer and the account name cannot contain a colon (“:”) in a key URI.'],
    ['Example', 'al:ice', 'The issuer and the account name cannot contain a colon (“:”) in a key URI.'],
  ])('refuses issuer %j with account %j', (issuer, account, message) => {
    expect(buildKeyUri(SECRET, params, issuer, account)).toEqual({ ok: false, message });
  });
});

describe('readKeyUri', () => {
  it("reads Google's example URI into the form", () => {
    expect(readKeyUri('otpauth://totp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP&issuer=Example')).toEqual({
      ok: true,
      value: {
        settings: { type: 'totp', algorithm: 'SHA1', digits: '6', period: '30', issuer: 'Example', account: 'alice@google.com' },
        secret: 'JBSWY3DPEHPK3PXP',
      },
    });
  });

  it('reads what exports write: surrounding space, lower-case and padded secrets, a space after the colon, the issuer only in the label', () => {
    expect(readKeyUri('  otpauth://hotp/ACME%20Co:%20bob?secret=mzxw6ytboi======&digits=8&counter=42&algorithm=sha512\n')).toEqual({
      ok: true,
      value: {
        settings: { type: 'hotp', algorithm: 'SHA512', digits: '8', counter: '42', issuer: 'ACME Co', account: 'bob' },
        secret: 'MZXW6YTBOI',
      },
    });
  });

  it.each(['JBSW Y3DP EHPK 3PXP', 'JBSW%20Y3DP%20EHPK%203PXP', 'JBSW-Y3DP-EHPK-3PXP', 'JBSW+Y3DP+EHPK+3PXP'])(
    'reads a secret printed in groups: %s',
    (grouped) => {
      expect(readKeyUri(`otpauth://totp/alice?secret=${grouped}&period=60`)).toMatchObject({
        ok: true,
        value: { secret: 'JBSWY3DPEHPK3PXP', settings: { period: '60' } },
      });
    },
  );

  it.each([
    ['https://example.com', 'A key URI starts with otpauth://totp/ or otpauth://hotp/.'],
    [
      'otpauth-migration://offline?data=CjEKCkhlbGxvId6tvu8',
      'This is a Google Authenticator export (otpauth-migration://), which packs several accounts in binary: export or copy one account’s otpauth:// URI instead.',
    ],
    ['otpauth://totp/alice?issuer=Example', "Could not read this key URI: Missing or invalid 'secret' parameter."],
    ['otpauth://hotp/alice?secret=JBSWY3DPEHPK3PXP', "Could not read this key URI: Missing or invalid 'counter' parameter."],
    ['otpauth://hotp/alice?secret=JBSWY3DPEHPK3PXP&counter=-1', 'This URI’s counter, -1, is not a whole number from 0.'],
    [
      'otpauth://totp/alice?secret=JBSWY3DPEHPK3PXP&algorithm=SHA3-256',
      'This URI asks for SHA3-256; authenticator apps and this tool use SHA-1, SHA-256, SHA-512.',
    ],
    ['otpauth://totp/alice?secret=JBSWY3DPEHPK3PXP&digits=10', 'This URI asks for 10-digit codes; this tool makes codes of 6 to 8 digits.'],
    ['otpauth://totp/alice?secret=JBSWY3DPEHPK3PXP&period=100000', 'This URI’s period is 100,000 s; at most 86,400 s are used.'],
    ['otpauth://totp/%E0%A4%A?secret=JBSWY3DPEHPK3PXP', 'Could not read this key URI: URI malformed.'],
  ])('refuses %j', (uri, message) => {
    expect(readKeyUri(uri)).toEqual({ ok: false, message });
  });
});

describe('URI round trip (property)', () => {
  // The Key URI format forbids a colon in the issuer and the account, and drops spaces after the label's colon.
  const name = fc.string({ unit: 'grapheme', maxLength: 30 }).filter((text) => !text.includes(':'));
  const account = name.filter((text) => text.trim() !== '' && !/^\s/.test(text));

  it('reads back every form it builds, the secret included', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 1, maxLength: 64 }),
        fc.constantFrom('totp' as const, 'hotp' as const),
        fc.constantFrom(...OTP_ALGORITHMS),
        fc.constantFrom(6, 7, 8),
        fc.integer({ min: 1, max: 86_400 }),
        fc.maxSafeNat(),
        name,
        account,
        (bytes, type, algorithm, digits, period, counter, issuer, label) => {
          const secret = secretOf(new Secret({ buffer: bytes.slice().buffer }).base32);
          const built = buildKeyUri(secret, { type, algorithm, digits, period, counter }, issuer, label);
          if (!built.ok) throw new Error(built.message);
          const read = readKeyUri(built.uri);
          const typeField = type === 'totp' ? { period: String(period) } : { counter: String(counter) };
          expect(read).toEqual({
            ok: true,
            value: { settings: { type, algorithm, digits: String(digits), issuer, account: label, ...typeField }, secret: secret.base32 },
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
