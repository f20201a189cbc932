import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildUrl, parseUrl, type UrlParts } from './url-parts.logic';

const partsOf = (text: string) => {
  const parsed = parseUrl(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.parts;
};

describe('parseUrl', () => {
  it.each<[string, Partial<UrlParts>]>([
    [
      'https://deploy:s3cr%40t@build.example.com:8443/api/v2/jobs?id=7&id=8#log',
      {
        protocol: 'https:',
        username: 'deploy',
        password: 's3cr@t',
        hostname: 'build.example.com',
        port: '8443',
        pathname: '/api/v2/jobs',
        search: '?id=7&id=8',
        fragment: 'log',
      },
    ],
    ['http://[2001:db8::1]:8080/status', { hostname: '[2001:db8::1]', port: '8080', pathname: '/status' }],
    ['http://[2001:0DB8:0000::0001]/', { hostname: '[2001:db8::1]' }],
    ['https://bücher.example/straße', { hostname: 'xn--bcher-kva.example', pathname: '/stra%C3%9Fe' }],
    ['HTTPS://EXAMPLE.COM:443/A', { protocol: 'https:', hostname: 'example.com', port: '', pathname: '/A' }],
    ['https://example.com/search?q=caf%C3%A9+au+lait&lang=fr', { search: '?q=caf%C3%A9+au+lait&lang=fr' }],
    ['https://example.com/#section%202', { fragment: 'section 2' }],
    ['mailto:ada@example.com?subject=Hi', { protocol: 'mailto:', hostname: '', pathname: 'ada@example.com', slashes: false }],
    ['file:///etc/hosts', { protocol: 'file:', hostname: '', pathname: '/etc/hosts', slashes: true }],
    ['  https://example.com  ', { hostname: 'example.com' }],
  ])('%s', (text, expected) => {
    expect(partsOf(text)).toEqual(expect.objectContaining(expected));
  });

  it.each([
    ['', 'Type or paste a URL.'],
    ['example.com/path', 'Line 1, column 1: there is no scheme: write it first, as in https://example.com/path.'],
    ['ht_tp://example.com', 'Line 1, column 3: a scheme holds only letters, digits, "+", "-" and ".", and starts with a letter.'],
    ['https://example.com:80a/x', 'Line 1, column 23: the port is a number from 0 to 65535.'],
    ['https://example.com:99999/', 'Line 1, column 21: the port is a number from 0 to 65535.'],
    ['https://exa mple.com/', 'Line 1, column 12: a host cannot hold a space.'],
    ['https://user:pw@exa<mple.com/', 'Line 1, column 20: a host cannot hold "<".'],
    ['http://[2001:db8::1/', 'Line 1, column 8: the IPv6 address opened with "[" is not closed with "]".'],
    ['http://[2001:db8::g]/', 'Line 1, column 9: this is not a valid IPv6 address.'],
    ['http://999.1.1.1/', 'Line 1, column 8: this looks like an IPv4 address, but it is not a valid one.'],
    ['https://?q=1', 'Line 1, column 9: a https URL needs a host after "//".'],
  ])('%j is refused: %s', (text, message) => {
    const parsed = parseUrl(text);
    expect(parsed).toEqual(expect.objectContaining({ ok: false, message }));
  });

  it('agrees with the URL parser on which URLs it reads', () => {
    for (const text of ['https://a.b', 'http://1.2.3.4:0/', 'ws://h/p?q#f', 'https://x/%zz', 'http://h:65535']) {
      expect(parseUrl(text)).toEqual(expect.objectContaining({ ok: true, href: new URL(text).href }));
    }
  });
});

describe('buildUrl', () => {
  it('rebuilds what it parsed, exactly as the URL parser normalises it', () => {
    for (const text of [
      'https://deploy:s3cr%40t@build.example.com:8443/api/v2/jobs?id=7&id=8#log',
      'http://[2001:db8::1]:8080/status?x=a+b%2Bc',
      'https://xn--bcher-kva.example/stra%C3%9Fe?q=%E2%82%AC#caf%C3%A9',
      'mailto:ada@example.com?subject=Hi%20there',
      'file:///etc/hosts',
      'https://u:p%3Aw%40rd@h.example/',
    ]) {
      const built = buildUrl(partsOf(text));
      expect(built).toEqual(expect.objectContaining({ ok: true, href: new URL(text).href }));
    }
  });

  it('writes an edited part the way the URL needs it', () => {
    const parts = { ...partsOf('https://example.com/'), username: 'ada lovelace', password: 'p@ss:w/rd#1', port: '8080', fragment: 'a b#c' };
    const built = buildUrl(parts);
    expect(built.ok && built.href).toBe('https://ada%20lovelace:p%40ss%3Aw%2Frd%231@example.com:8080/#a%20b%23c');
    expect(built.ok && built.parts).toEqual(expect.objectContaining({ username: 'ada lovelace', password: 'p@ss:w/rd#1', fragment: 'a b#c' }));
  });

  it('turns a Unicode host into its xn-- form', () => {
    const built = buildUrl({ ...partsOf('https://example.com/'), hostname: 'münchen.de' });
    expect(built.ok && built.href).toBe('https://xn--mnchen-3ya.de/');
  });

  it('refuses a part that cannot be used', () => {
    const base = partsOf('https://example.com/');
    expect(buildUrl({ ...base, port: 'eighty' })).toEqual(expect.objectContaining({ ok: false, message: 'The port is a number from 0 to 65535.' }));
    expect(buildUrl({ ...base, protocol: '1http' }).ok).toBe(false);
    expect(buildUrl({ ...base, hostname: 'a b' }).ok).toBe(false);
  });

  it('property: parse ∘ build keeps every part, and build ∘ parse keeps the URL', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 12 });
    // Not "xn--": such a label must be valid punycode, which the IDN tests cover.
    const label = fc.stringMatching(/^[a-z][a-z0-9-]{0,8}[a-z0-9]$/).filter((text) => !text.startsWith('xn--'));
    fc.assert(
      fc.property(
        fc.record({
          protocol: fc.constantFrom('http:', 'https:', 'ftp:', 'ws:'),
          username: text,
          password: text,
          hostname: fc.oneof(
            fc.array(label, { minLength: 1, maxLength: 3 }).map((labels) => labels.join('.')),
            fc.constant('[::1]'),
          ),
          port: fc.oneof(fc.constant(''), fc.integer({ min: 1, max: 65535 }).map(String)),
          fragment: text,
        }),
        (edits) => {
          const built = buildUrl({ ...partsOf('https://example.com/p?q=1'), ...edits });
          expect(built.ok).toBe(true);
          if (!built.ok) return;
          const defaultPort = { 'http:': '80', 'https:': '443', 'ftp:': '21', 'ws:': '80' }[edits.protocol];
          const expected = { ...edits, port: edits.port === defaultPort ? '' : edits.port, password: edits.username || edits.password ? edits.password : '' };
          expect(built.parts).toEqual(expect.objectContaining(expected));
          expect(buildUrl(built.parts)).toEqual(expect.objectContaining({ href: built.href }));
        },
      ),
    );
  });
});
