import { describe, expect, it } from 'vitest';
import { readBase32Secret, type OtpSecret } from './base32-secret.logic';
import { checkCode, codesAt, describeCheck, readParams, readWindow, type OtpParams } from './otp-codes.logic';
import { DEFAULT_SETTINGS } from './otp-settings';

const secretOf = (base32: string): OtpSecret => {
  const result = readBase32Secret(base32);
  if (!result.ok) throw new Error(result.message);
  return result.secret;
};

// RFC 6238 Appendix B's seeds: the ASCII digits "1234567890" repeated to 20, 32 and 64 bytes, in Base32.
const SEED_SHA1 = secretOf('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
const SEED_SHA256 = secretOf('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZA====');
const SEED_SHA512 = secretOf('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNA=');

const totp = (overrides: Partial<OtpParams> = {}): OtpParams => ({
  type: 'totp',
  algorithm: 'SHA1',
  digits: 6,
  period: 30,
  counter: 0,
  ...overrides,
});
const hotp = (counter: number, overrides: Partial<OtpParams> = {}): OtpParams => totp({ type: 'hotp', counter, ...overrides });

describe('RFC 6238 Appendix B (TOTP, 8 digits, 30 s)', () => {
  it.each([
    [59, '94287082', '46119246', '90693936'],
    [1111111109, '07081804', '68084774', '25091201'],
    [1111111111, '14050471', '67062674', '99943326'],
    [1234567890, '89005924', '91819424', '93441116'],
    [2000000000, '69279037', '90698825', '38618901'],
    [20000000000, '65353130', '77737706', '47863826'],
  ])('at %d s: SHA-1 %s, SHA-256 %s, SHA-512 %s', (seconds, sha1, sha256, sha512) => {
    const now = seconds * 1000;
    expect(codesAt(SEED_SHA1, totp({ digits: 8 }), now).current).toBe(sha1);
    expect(codesAt(SEED_SHA256, totp({ digits: 8, algorithm: 'SHA256' }), now).current).toBe(sha256);
    expect(codesAt(SEED_SHA512, totp({ digits: 8, algorithm: 'SHA512' }), now).current).toBe(sha512);
  });
});

describe('RFC 4226 Appendix D (HOTP, SHA-1, 6 digits)', () => {
  const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
  it.each(expected.map((code, counter) => [counter, code] as const))('counter %d gives %s', (counter, code) => {
    expect(codesAt(SEED_SHA1, hotp(counter), 0).current).toBe(code);
  });

  it('shows the codes either side of the counter, and none before counter 0', () => {
    expect(codesAt(SEED_SHA1, hotp(5), 0)).toEqual({ previous: '338314', current: '254676', next: '287922', step: 5, remainingMs: null });
    expect(codesAt(SEED_SHA1, hotp(0), 0).previous).toBeNull();
  });
});

describe('codesAt (TOTP)', () => {
  it('gives the previous and next steps and the time left in this one', () => {
    // 59 s is the last second of step 1: step 0 is 0–29 s, step 2 starts at 60 s.
    const codes = codesAt(SEED_SHA1, totp({ digits: 8 }), 59_000);
    expect(codes).toMatchObject({ previous: codesAt(SEED_SHA1, totp({ digits: 8 }), 0).current, current: '94287082', step: 1, remainingMs: 1000 });
    expect(codes.next).toBe(codesAt(SEED_SHA1, totp({ digits: 8 }), 60_000).current);
  });

  it('changes code exactly on the step boundary', () => {
    const at = (ms: number) => codesAt(SEED_SHA1, totp(), ms);
    expect(at(59_999).current).toBe(at(30_000).current);
    expect(at(60_000).current).not.toBe(at(59_999).current);
    expect(at(59_999).remainingMs).toBe(1);
    expect(at(60_000).remainingMs).toBe(30_000);
  });

  it('uses the period as the step length', () => {
    expect(codesAt(SEED_SHA1, totp({ period: 60 }), 119_000)).toMatchObject({ step: 1, remainingMs: 1000 });
  });
});

describe('checkCode window edges', () => {
  const now = 1_111_111_111_000;
  const params = totp();
  const codeAtStep = (offset: number) => codesAt(SEED_SHA1, params, now + offset * 30_000).current;

  it.each([-2, -1, 0, 1, 2])('accepts the code %d steps away within a window of 2', (offset) => {
    expect(checkCode(SEED_SHA1, params, 2, now, codeAtStep(offset))).toEqual({ ok: true, offset });
  });

  it.each([-3, 3])('rejects the code %d steps away, one past the window', (offset) => {
    expect(checkCode(SEED_SHA1, params, 2, now, codeAtStep(offset))).toEqual({ ok: true, offset: null });
  });

  it('with a window of 0 accepts only the current code', () => {
    expect(checkCode(SEED_SHA1, params, 0, now, codeAtStep(0))).toEqual({ ok: true, offset: 0 });
    expect(checkCode(SEED_SHA1, params, 0, now, codeAtStep(-1))).toEqual({ ok: true, offset: null });
  });

  it('reads a code typed with a space in the middle', () => {
    const code = codeAtStep(0);
    expect(checkCode(SEED_SHA1, params, 2, now, ` ${code.slice(0, 3)} ${code.slice(3)} `)).toEqual({ ok: true, offset: 0 });
  });

  it('finds an HOTP code ahead of the counter, and never looks below counter 0', () => {
    expect(checkCode(SEED_SHA1, hotp(1), 3, 0, '969429')).toEqual({ ok: true, offset: 2 });
    expect(checkCode(SEED_SHA1, hotp(0), 3, 0, '755224')).toEqual({ ok: true, offset: 0 });
  });

  it.each([
    ['12a456', 'A code is digits only.'],
    ['12345', 'This code has 5 digits; these settings make 6-digit codes.'],
    ['1234567', 'This code has 7 digits; these settings make 6-digit codes.'],
  ])('explains why %j cannot be checked', (typed, message) => {
    expect(checkCode(SEED_SHA1, params, 2, now, typed)).toEqual({ ok: false, message });
  });
});

describe('describeCheck', () => {
  it.each([
    [totp(), 1, 0, 'Valid: this is the current code.'],
    [totp(), 1, -1, "Valid, 1 step behind: the code of 30 s ago (typed late, or the authenticator's clock is slow)."],
    [totp(), 2, 2, "Valid, 2 steps ahead: the code due in 60 s (the authenticator's clock is fast)."],
    [totp(), 1, null, 'Invalid: no code within ±1 step (±30 s) matches.'],
    [totp(), 0, null, 'Invalid: no code within the current step matches.'],
    [hotp(7), 1, 0, 'Valid: this is the code for counter 7.'],
    [hotp(7), 2, 2, 'Valid at counter 9 (+2): a server would move its counter to 10.'],
    [hotp(7), 3, null, 'Invalid: no code within ±3 steps matches.'],
  ])('%j within %d steps, offset %j: %s', (params, window, offset, text) => {
    expect(describeCheck({ offset }, params, window)).toBe(text);
  });
});

describe('readWindow', () => {
  it.each([
    ['0', { ok: true, window: 0 }],
    [' 50 ', { ok: true, window: 50 }],
    ['51', { ok: false, message: 'Window: a whole number of steps from 0 to 50.' }],
    ['', { ok: false, message: 'Window: a whole number of steps from 0 to 50.' }],
  ])('%j gives %j', (text, expected) => {
    expect(readWindow(text)).toEqual(expected);
  });
});

describe('readParams', () => {
  it('reads the default settings', () => {
    expect(readParams(DEFAULT_SETTINGS)).toEqual({ ok: true, params: totp() });
  });

  it.each([
    [{ period: '0' }, 'Period: a whole number of seconds from 1 to 86,400.'],
    [{ period: '2.5' }, 'Period: a whole number of seconds from 1 to 86,400.'],
    [{ type: 'hotp', counter: '-1' }, 'Counter: a whole number from 0.'],
    [{ type: 'hotp', counter: '9007199254740992' }, 'Counter: a whole number from 0.'],
  ] as const)('refuses %j', (change, message) => {
    expect(readParams({ ...DEFAULT_SETTINGS, ...change })).toEqual({ ok: false, message });
  });

  it('ignores the field the other type uses', () => {
    expect(readParams({ ...DEFAULT_SETTINGS, type: 'hotp', period: '', counter: '12' })).toMatchObject({ ok: true, params: { type: 'hotp', counter: 12 } });
    expect(readParams({ ...DEFAULT_SETTINGS, counter: 'x' })).toMatchObject({ ok: true });
  });
});
