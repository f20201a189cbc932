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

  it.each([
    [44_000, 'expires in a few seconds'],
    [45_000, 'expires in a minute'],
    [89_600, 'expires in a minute'],
    [90_000, 'expires in 2 minutes'],
    [44 * 60_000, 'expires in 44 minutes'],
    [45 * 60_000, 'expires in an hour'],
    [90 * 60_000, 'expires in 2 hours'],
    [21 * 3_600_000, 'expires in 21 hours'],
    [22 * 3_600_000, 'expires in a day'],
    [36 * 3_600_000, 'expires in 2 days'],
    [25 * 86_400_000, 'expires in 25 days'],
    [26 * 86_400_000, 'expires in a month'],
    [46 * 86_400_000, 'expires in 2 months'],
    [304 * 86_400_000, 'expires in 10 months'],
    [335 * 86_400_000, 'expires in a year'],
    [535 * 86_400_000, 'expires in a year'],
    [548 * 86_400_000, 'expires in 2 years'],
    [-3650 * 86_400_000, 'expired 10 years ago'],
  ])('at now%+d ms, a rounded unit gives way to the next one: "%s"', (offset, expected) => {
    expect(timeClaimView('exp', seconds(NOW + offset), NOW, 'UTC')).toMatchObject({ relative: expected });
  });

  it.each([
    ['UTC', NOW, '2026-01-15 12:00:00 GMT+00:00'],
    ['Asia/Kolkata', NOW, '2026-01-15 17:30:00 GMT+05:30'],
    ['Asia/Kathmandu', NOW, '2026-01-15 17:45:00 GMT+05:45'],
    ['America/New_York', Date.UTC(2026, 6, 15, 12), '2026-07-15 08:00:00 GMT-04:00'],
    ['America/Sao_Paulo', Date.UTC(1909, 8, 1, 21, 12, 58), '1909-09-01 18:06:30 GMT-03:06:28'],
    ['Europe/Berlin', -1e12, '1938-04-24 23:13:20 GMT+01:00'],
  ])('shows the local time in %s with its offset then', (timeZone, atMs, local) => {
    expect(timeClaimView('iat', seconds(atMs), NOW, timeZone)).toMatchObject({ local });
  });

  it('says out of range where the local time no longer fits, at the very end of time', () => {
    expect(timeClaimView('exp', 8.64e12, NOW, 'UTC')).toMatchObject({ ok: true, utc: '275760-09-13 00:00:00 UTC' });
    expect(timeClaimView('exp', 8.64e12, NOW, 'Asia/Kolkata')).toEqual({ ok: false, problem: 'This date is out of range.' });
  });

  it('leaves the local time out until the time zone is known, and shows the rest', () => {
    expect(timeClaimView('exp', seconds(NOW + 5 * 60_000), NOW, null)).toEqual({
      ok: true,
      local: null,
      utc: '2026-01-15 12:05:00 UTC',
      relative: 'expires in 5 minutes',
      note: null,
    });
    expect(timeClaimView('exp', 8.64e12 + 1, NOW, null)).toEqual({ ok: false, problem: 'This date is out of range.' });
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
  it.each([
    ['iat', true],
    ['nbf', true],
    ['exp', true],
    ['auth_time', false],
    ['sub', false],
  ])('%s: %s', (name, expected) => {
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
