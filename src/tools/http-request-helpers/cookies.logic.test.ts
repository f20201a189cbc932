import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeLifetime, formatSpan, parseCookieDate, parseCookieHeader, parseSetCookieHeaders } from './cookies.logic';

const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);

describe('parseCookieDate (RFC 6265 5.1.1)', () => {
  it.each([
    ['Wed, 09 Jun 2021 10:18:14 GMT', '2021-06-09T10:18:14.000Z'],
    ['Sun, 06 Nov 1994 08:49:37 GMT', '1994-11-06T08:49:37.000Z'],
    // Netscape's dashed form with a two-digit year, as Cloudflare and Google send it.
    ['Tue, 14-Nov-23 23:13:20 GMT', '2023-11-14T23:13:20.000Z'],
    ['Thu, 28-May-2026 12:00:00 GMT', '2026-05-28T12:00:00.000Z'],
    ['Sunday, 06-Nov-94 08:49:37 GMT', '1994-11-06T08:49:37.000Z'],
    ['Sun Nov  6 08:49:37 1994', '1994-11-06T08:49:37.000Z'],
  ])('%s is %s', (text, iso) => {
    expect(parseCookieDate(text)?.toISOString()).toBe(iso);
  });

  it.each(['tomorrow', '0', 'Wed, 31 Feb 2021 10:18:14 GMT', 'Wed, 09 Jun 2021 25:18:14 GMT', 'Wed, 09 Jun 1500 10:18:14 GMT', '2021-06-09'])(
    '%j is no date',
    (text) => {
      expect(parseCookieDate(text)).toBeNull();
    },
  );

  it('reads back every date written as browsers and servers write it', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }), (date) => {
        const whole = new Date(Math.floor(date.getTime() / 1000) * 1000);
        expect(parseCookieDate(whole.toUTCString())?.getTime()).toBe(whole.getTime());
      }),
    );
  });
});

describe('parseCookieHeader', () => {
  it('reads RFC 6265 section 3.1 and decodes values', () => {
    expect(parseCookieHeader('Cookie: SID=31d4d96e407aad42; lang=en-US')).toEqual({
      cookies: [
        { name: 'SID', raw: '31d4d96e407aad42', value: '31d4d96e407aad42' },
        { name: 'lang', raw: 'en-US', value: 'en-US' },
      ],
      warnings: [],
    });
    expect(parseCookieHeader('a=%E2%82%AC%20x;b="quoted";c=%zz;d=x=y').cookies.map((cookie) => cookie.value)).toEqual(['€ x', 'quoted', '%zz', 'x=y']);
  });

  it('warns of a name sent twice', () => {
    expect(parseCookieHeader('id=1; id=2\nCookie: other=3').warnings).toEqual([
      '"id" is sent 2 times (cookies of different paths or domains): most servers read only the first.',
    ]);
  });
});

describe('parseSetCookieHeaders', () => {
  it('reads the RFC 6265 examples, several lines at once', () => {
    const cookies = parseSetCookieHeaders(
      [
        'Set-Cookie: SID=31d4d96e407aad42; Path=/; Secure; HttpOnly',
        'Set-Cookie: lang=en-US; Path=/; Domain=example.com',
        'Set-Cookie: lang=en-US; Expires=Wed, 09 Jun 2021 10:18:14 GMT',
        'Set-Cookie: lang=; Expires=Sun, 06 Nov 1994 08:49:37 GMT',
      ].join('\n'),
      NOW,
    );
    expect(cookies.map(({ name, value, path, domain, secure, httpOnly }) => ({ name, value, path, domain, secure, httpOnly }))).toEqual([
      { name: 'SID', value: '31d4d96e407aad42', path: '/', domain: undefined, secure: true, httpOnly: true },
      { name: 'lang', value: 'en-US', path: '/', domain: 'example.com', secure: false, httpOnly: false },
      { name: 'lang', value: 'en-US', path: undefined, domain: undefined, secure: false, httpOnly: false },
      { name: 'lang', value: '', path: undefined, domain: undefined, secure: false, httpOnly: false },
    ]);
    expect(cookies[0]?.lifetime).toEqual({ kind: 'session' });
    expect(cookies[3]?.warnings).toEqual(['It has already expired (by Expires): a browser deletes the cookie of this name instead of storing it.']);
  });

  it("reads Google's, GitHub's and Cloudflare's real headers", () => {
    const [google, session, octo, bm] = parseSetCookieHeaders(
      [
        'set-cookie: AEC=AVh_V2h3Zt5ffPs0lXPGzUHoSSL9aBvqQ7YkRIxC4lbRGkVs7VM9hIjXgQ; expires=Thu, 28-May-2026 12:00:00 GMT; path=/; domain=.google.com; Secure; HttpOnly; SameSite=lax',
        'set-cookie: _gh_sess=Xr2t%2FvvfvCUlt3S%2Bd0q--mCZsWBWYTfJ7eNwb--L%2BHb5YwsE6NGxsnuj0D7Dw%3D%3D; path=/; secure; HttpOnly; SameSite=Lax',
        'set-cookie: _octo=GH1.1.1736389093.1764331200; expires=Sun, 28 Nov 2027 12:00:00 GMT; path=/; domain=github.com; secure; SameSite=Lax',
        'set-cookie: __cf_bm=rZ1FQDp8K0vJqT.4l3x2dG_Yu8n9Cq7o0Q3yE5wV1mI-1764331200-1.0.1.1-Jx7yQp; path=/; expires=Fri, 28-Nov-26 12:30:00 GMT; domain=.example.com; HttpOnly; Secure; SameSite=None',
      ].join('\n'),
      NOW,
    );
    expect(google?.lifetime).toEqual({ kind: 'until', at: new Date('2026-05-28T12:00:00Z'), by: 'Expires' });
    expect(google?.sameSite).toBe('lax');
    expect(google?.warnings).toEqual([
      'It has already expired (by Expires): a browser deletes the cookie of this name instead of storing it.',
      'The leading dot of Domain=.google.com is ignored: the cookie goes to google.com and all its subdomains.',
    ]);
    expect(session?.value).toBe('Xr2t/vvfvCUlt3S+d0q--mCZsWBWYTfJ7eNwb--L+Hb5YwsE6NGxsnuj0D7Dw==');
    expect(session?.raw).toContain('%2F');
    expect(octo?.warnings).toEqual([]);
    expect(describeLifetime(octo!.lifetime, NOW)).toBe('Expires in 365 d 0 h');
    expect(bm).toMatchObject({ name: '__cf_bm', secure: true, httpOnly: true, sameSite: 'None', domain: '.example.com' });
    expect(describeLifetime(bm!.lifetime, NOW)).toBe('Expires in 30 min 0 s');
    expect(describeLifetime(bm!.lifetime, NOW + 31 * 60_000)).toBe('Expired 1 min 0 s ago');
  });

  it('lets Max-Age win over Expires, and reads Partitioned and Priority', () => {
    const [cookie] = parseSetCookieHeaders('id=1; Expires=Wed, 09 Jun 2021 10:18:14 GMT; Max-Age=3600; Secure; Partitioned; Priority=High', NOW);
    expect(cookie).toMatchObject({
      maxAge: 3600,
      partitioned: true,
      priority: 'High',
      lifetime: { kind: 'until', by: 'Max-Age', at: new Date(NOW + 3_600_000) },
    });
    expect(cookie?.warnings).toEqual([]);
  });

  it.each([
    ['a=1; SameSite=None', 'SameSite=None without Secure: browsers reject this cookie.'],
    ['a=1; SameSite=Loose', 'SameSite=Loose is not Strict, Lax or None: browsers ignore it and treat the cookie as Lax.'],
    ['a=1; Partitioned', 'Partitioned without Secure: browsers reject this cookie.'],
    ['__Secure-id=1; Path=/', 'A __Secure- cookie must be set with Secure: browsers reject this one.'],
    [
      '__Host-id=1; Domain=example.com; Path=/app',
      'A __Host- cookie must have Secure, Path=/ and no Domain: browsers reject this one, set without Secure, with Domain=example.com, with Path=/app.',
    ],
    ['__Host-id=1; Secure', 'A __Host- cookie must have Secure, Path=/ and no Domain: browsers reject this one, set without Path=/.'],
    ['a=1; Expires=tomorrow', 'Expires=tomorrow is not a date: browsers ignore it, so this is a session cookie.'],
    ['a=1; Max-Age=1h', 'Max-Age=1h is not a whole number of seconds: browsers ignore it.'],
    ['a=1; Max-Age=0', 'It has already expired (by Max-Age): a browser deletes the cookie of this name instead of storing it.'],
    ['a=1; Max-Age=63072000', 'It lives over 400 days: Chromium and Firefox cut it to 400.'],
    ['=1', 'The cookie has no name: browsers keep it, but many servers never read it.'],
  ])('%j: %s', (header, warning) => {
    expect(parseSetCookieHeaders(header, NOW)[0]?.warnings).toEqual([warning]);
  });

  it('accepts a valid __Host- cookie and keeps unknown attributes', () => {
    const [cookie] = parseSetCookieHeaders('__Host-id=1; Secure; Path=/; Foo=bar', NOW);
    expect(cookie?.warnings).toEqual([]);
    expect(cookie?.other).toEqual([['foo', 'bar']]);
  });

  it('splits a line that joins cookies with commas, but not at an Expires date', () => {
    const cookies = parseSetCookieHeaders('a=1; Expires=Wed, 09 Jun 2021 10:18:14 GMT, b=2; Path=/', NOW);
    expect(cookies.map((cookie) => cookie.name)).toEqual(['a', 'b']);
  });
});

describe('formatSpan', () => {
  it.each([
    [0, '0 s'],
    [999, '0 s'],
    [61_000, '1 min 1 s'],
    [3 * 86_400_000 + 4 * 3_600_000 + 5000, '3 d 4 h'],
    [-7_200_000, '2 h 0 min'],
  ])('%d ms is %s', (ms, text) => {
    expect(formatSpan(ms)).toBe(text);
  });
});
