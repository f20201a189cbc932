import { describe, expect, it } from 'vitest';
import { claimValuePreview, describeClaim, isTimeClaim, timeClaimView } from './jwt-claims.logic';

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const seconds = (ms: number) => ms / 1000;

describe('timeClaimView', () => {
  it('shows local time, UTC and how long ago or ahead', () => {
    expect(timeClaimView('exp', seconds(NOW + 5 * 60_000), NOW, 'Europe/Berlin')).toEqual({
      ok: true,
      local: '2026-01-15 13:05:00 GMT+01:00',
      utc: '2026-01-15 12:05:00 UTC',
      relative: 'expires in 5 minutes',
      note: null,
    });
    expect(timeClaimView('exp', seconds(NOW - 2 * 3_600_000), NOW, 'America/New_York')).toMatchObject({
      local: '2026-01-15 05:00:00 GMT-05:00',
      utc: '2026-01-15 10:00:00 UTC',
      relative: 'expired 2 hours ago',
    });
  });

  it.each([
    ['exp', 5 * 60_000, 'expires in 5 minutes'],
    ['exp', -2 * 3_600_000, 'expired 2 hours ago'],
    ['exp', 0, 'expired a few seconds ago'],
    ['nbf', 3 * 86_400_000, 'becomes valid in 3 days'],
    ['nbf', -30 * 60_000, 'became valid 30 minutes ago'],
    ['iat', -400 * 86_400_000, 'issued a year ago'],
    ['iat', 10 * 60_000, 'issued in the future (in 10 minutes)'],
  ] as const)('%s at now%+d ms reads "%s"', (claim, offset, expected) => {
    expect(timeClaimView(claim, seconds(NOW + offset), NOW, 'UTC')).toMatchObject({ relative: expected });
  });

  it('takes fractional seconds', () => {
    expect(timeClaimView('iat', seconds(NOW) + 0.5, NOW, 'UTC')).toMatchObject({ utc: '2026-01-15 12:00:00 UTC' });
  });

  it('points out a value that is milliseconds by mistake', () => {
    expect(timeClaimView('exp', NOW, NOW, 'UTC')).toMatchObject({ ok: true, note: 'This looks like milliseconds; NumericDate counts seconds.' });
  });

  it.each([
    ['a string', '1516239022', 'exp should be a number of seconds since 1970 (NumericDate).'],
    ['null', null, 'exp should be a number of seconds since 1970 (NumericDate).'],
    ['out of range', 1e300, 'This date is out of range.'],
  ])('%s is explained, not shown as a date', (_, value, problem) => {
    expect(timeClaimView('exp', value, NOW, 'UTC')).toEqual({ ok: false, problem });
  });
});

describe('describeClaim', () => {
  it('explains registered and OpenID Connect claims, and nothing else', () => {
    expect(describeClaim('exp')).toBe('Expiration Time: the token must not be accepted on or after this time.');
    expect(describeClaim('email_verified')).toBe('Whether the email address has been verified.');
    expect(describeClaim('favourite_colour')).toBeNull();
    expect(describeClaim('constructor')).toBeNull();
    expect(describeClaim('__proto__')).toBeNull();
  });
});

describe('isTimeClaim', () => {
  it.each([['iat', true], ['nbf', true], ['exp', true], ['auth_time', false], ['sub', false]])('%s: %s', (name, expected) => {
    expect(isTimeClaim(name)).toBe(expected);
  });
});

describe('claimValuePreview', () => {
  it.each([
    ['text', '"text"'],
    [42, '42'],
    [['a', 'b'], '["a","b"]'],
    [{ a: { b: null } }, '{"a":{"b":null}}'],
  ])('%j', (value, expected) => {
    expect(claimValuePreview(value)).toBe(expected);
  });

  it('shortens long values', () => {
    expect(claimValuePreview('x'.repeat(500), 10)).toBe('"xxxxxxxxx…');
  });

  it('survives values nested deeper than the stack', () => {
    const deep = JSON.parse('['.repeat(200_000) + ']'.repeat(200_000));
    expect(claimValuePreview(deep)).toBe('(nested too deeply to show)');
  });
});
