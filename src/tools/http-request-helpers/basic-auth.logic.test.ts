import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildBasicAuth, decodeBasicAuth } from './basic-auth.logic';

describe('buildBasicAuth', () => {
  it.each([
    // RFC 7617 section 2 and section 2.1 (UTF-8).
    ['Aladdin', 'open sesame', 'Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ=='],
    ['test', '123£', 'Basic dGVzdDoxMjPCow=='],
    // An empty password is allowed: "user:" is still a pair.
    ['user', '', 'Basic dXNlcjo='],
    // A colon in the password is fine: only the first one splits.
    ['a', 'b:c', 'Basic YTpiOmM='],
  ])('%s / %s gives %s', (user, password, header) => {
    expect(buildBasicAuth(user, password)).toEqual({ ok: true, credentials: header.slice(6), header });
  });

  it('refuses a colon in the user-id and control characters', () => {
    expect(buildBasicAuth('a:b', 'c')).toEqual({ ok: false, message: expect.stringContaining('a user-id cannot contain a colon') });
    expect(buildBasicAuth('a', 'b\nc')).toEqual({ ok: false, message: expect.stringContaining('control characters') });
  });
});

describe('decodeBasicAuth', () => {
  it.each([
    ['Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ=='],
    ['authorization:basic   QWxhZGRpbjpvcGVuIHNlc2FtZQ==  '],
    ['BASIC QWxhZGRpbjpvcGVuIHNlc2FtZQ=='],
    ['QWxhZGRpbjpvcGVuIHNlc2FtZQ=='],
    ['Proxy-Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ'],
  ])('reads %j as Aladdin / open sesame', (text) => {
    expect(decodeBasicAuth(text)).toEqual({ ok: true, value: { user: 'Aladdin', password: 'open sesame', charset: 'UTF-8' } });
  });

  it('reads UTF-8 as RFC 7617 says, and falls back to ISO-8859-1 for bytes that are not UTF-8', () => {
    expect(decodeBasicAuth('Basic dGVzdDoxMjPCow==')).toEqual({ ok: true, value: { user: 'test', password: '123£', charset: 'UTF-8' } });
    // "test:123£" in ISO-8859-1: £ is the single byte 0xA3.
    expect(decodeBasicAuth('dGVzdDoxMjOj')).toEqual({ ok: true, value: { user: 'test', password: '123£', charset: 'ISO-8859-1' } });
  });

  it.each([
    ['Basic QWxhZGRpbg==', 'Could not read the credentials: the decoded text has no colon between the user-id and the password.'],
    ['Basic QWxh*GRpbg==', 'Could not decode the credentials: "*" at character 5 is not Base64.'],
    ['Basic QWxhZ GRpbg==', 'Could not decode the credentials: a space at character 6 is not Base64.'],
    ['Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ=', 'Could not decode the credentials: the Base64 is cut short or badly padded.'],
    ['Bearer eyJhbGciOiJIUzI1NiJ9.e30.x', 'Could not read the credentials: this is the Bearer scheme, not Basic.'],
    ['Authorization: Basic', 'Could not read the credentials: there is no Base64 after "Basic".'],
    ['', 'Could not read the credentials: there is no Base64 after "Basic".'],
  ])('%j: %s', (text, message) => {
    expect(decodeBasicAuth(text)).toEqual({ ok: false, message });
  });

  it('gives back any user-id without a colon and any password it was built from', () => {
    // eslint-disable-next-line no-control-regex -- RFC 7617 forbids control characters, which the header refuses.
    const noControl = (text: string) => !/[\u0000-\u001f\u007f]/.test(text);
    const user = fc.string({ unit: 'grapheme' }).filter((text) => !text.includes(':') && noControl(text));
    const password = fc.string({ unit: 'grapheme' }).filter(noControl);
    fc.assert(
      fc.property(user, password, (u, p) => {
        const built = buildBasicAuth(u, p);
        if (!built.ok) throw new Error(built.message);
        expect(decodeBasicAuth(`Authorization: ${built.header}`)).toEqual({ ok: true, value: { user: u, password: p, charset: 'UTF-8' } });
      }),
    );
  });
});
