import fc from 'fast-check';
import { base64url } from 'jose';
import { describe, expect, it } from 'vitest';
import { CANNOT_DECODE, decodeBase64urlText, decodeToken, headerAlg, INVALID_FORMAT, normalizeToken, SAMPLE_TOKEN, segmentText } from './jwt-decode.logic';

const segment = (value: unknown) => base64url.encode(typeof value === 'string' ? value : JSON.stringify(value));

describe('decodeToken', () => {
  it('decodes the sample: HS256 header, subject, name and issued-at, pretty-printed', () => {
    const decoded = decodeToken(SAMPLE_TOKEN);
    expect(decoded.error).toBeNull();
    expect(decoded.header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(decoded.payload).toEqual({ sub: '1234567890', name: 'John Doe', iat: 1516239022 });
    expect(decoded.headerJson).toBe('{\n  "alg": "HS256",\n  "typ": "JWT"\n}');
    expect(decoded.payloadJson).toBe('{\n  "sub": "1234567890",\n  "name": "John Doe",\n  "iat": 1516239022\n}');
    expect(decoded.signature).toBe('xTauSR2dlM1bJuIiwlRHy0Sj-66g5_7qL2RKWT2u5J4');
  });

  it.each([
    ['no dots', 'abc'],
    ['one dot', 'abc.def'],
    ['four parts', 'a.b.c.d'],
    ['five parts (a JWE)', 'a.b.c.d.e'],
  ])('%s: the format error, header and payload cleared', (_, input) => {
    expect(decodeToken(input)).toEqual({ token: input, header: null, payload: null, headerJson: '', payloadJson: '', signature: '', error: INVALID_FORMAT });
  });

  it.each([
    ['header not base64url', `%%%.${segment({})}.sig`],
    ['header not JSON', `${segment('not json')}.${segment({})}.sig`],
    ['payload not JSON', `${segment({ alg: 'HS256' })}.${segment('{"a":')}.sig`],
    ['empty header', `.${segment({})}.sig`],
    ['invalid UTF-8', `${base64url.encode(new Uint8Array([0xff, 0xfe]))}.${segment({})}.sig`],
    ['impossible base64 length', `a.${segment({})}.sig`],
  ])('%s: the decode error, header and payload cleared, signature kept', (_, input) => {
    const decoded = decodeToken(input);
    expect(decoded.error).toBe(CANNOT_DECODE);
    expect(decoded.header).toBeNull();
    expect(decoded.payload).toBeNull();
    expect(decoded.headerJson).toBe('');
    expect(decoded.signature).toBe('sig');
  });

  it('clearing (empty or blank text) resets everything with no error', () => {
    for (const input of ['', '   \n'])
      expect(decodeToken(input)).toEqual({ token: '', header: null, payload: null, headerJson: '', payloadJson: '', signature: '', error: null });
  });

  it('accepts what people paste around a token: blanks, wrapped lines, "Bearer ", padding', () => {
    const [header, payload, signature] = SAMPLE_TOKEN.split('.') as [string, string, string];
    expect(normalizeToken(`  Bearer ${header}.\n${payload}.${signature}\n`)).toBe(SAMPLE_TOKEN);
    expect(decodeToken(`${segment({ alg: 'HS256' })}==.${segment({ a: 1 })}.x`).header).toEqual({ alg: 'HS256' });
  });

  it('keeps numbers as written: no rounding of ids beyond 2^53', () => {
    const decoded = decodeToken(`${segment({ alg: 'HS256' })}.${segment('{"id":12345678901234567890123,"price":1.50}')}.sig`);
    expect(decoded.payloadJson).toBe('{\n  "id": 12345678901234567890123,\n  "price": 1.50\n}');
  });

  it('decodes a payload that is JSON but not an object', () => {
    expect(decodeToken(`${segment({ alg: 'HS256' })}.${segment([1, 2])}.sig`).payloadJson).toBe('[\n  1,\n  2\n]');
  });

  it('survives hostile input: 5 MB of junk, a 2 MB payload, deep nesting, millions of dots', () => {
    expect(decodeToken('x'.repeat(5 * 1024 * 1024)).error).toBe(INVALID_FORMAT);
    expect(decodeToken('.'.repeat(2_000_000)).error).toBe(INVALID_FORMAT);
    const big = decodeToken(`${segment({ alg: 'HS256' })}.${segment({ blob: 'a'.repeat(2 * 1024 * 1024) })}.sig`);
    expect(big.error).toBeNull();
    expect(big.payloadJson.length).toBeGreaterThan(2 * 1024 * 1024);
    const depth = 100_000;
    const nested = decodeToken(`${segment({ alg: 'HS256' })}.${segment('['.repeat(depth) + ']'.repeat(depth))}.sig`);
    expect(nested.error).toBeNull();
    // Indenting 100,000 levels would need gigabytes, so the JSON is shown as written.
    expect(nested.payloadJson).toBe('['.repeat(depth) + ']'.repeat(depth));
  });

  it('never throws, whatever the string', () => {
    const base64urlChars = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_='.split(''));
    const segmentish = fc.oneof(
      fc.string(),
      fc.string({ unit: base64urlChars }),
      fc.jsonValue().map((value) => segment(JSON.stringify(value) ?? 'null')),
      fc.uint8Array().map((bytes) => base64url.encode(bytes)),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.array(segmentish, { minLength: 1, maxLength: 5 }).map((parts) => parts.join('.')),
        ),
        (input) => {
          const decoded = decodeToken(input);
          expect(decoded.error === null || decoded.error === INVALID_FORMAT || decoded.error === CANNOT_DECODE).toBe(true);
          if (decoded.error) expect(decoded.header).toBeNull();
        },
      ),
      { numRuns: 500 },
    );
  }, 30_000);
});

describe('decodeBase64urlText', () => {
  it.each([
    ['eyJhIjoxfQ', '{"a":1}'],
    ['eyJhIjoxfQ==', '{"a":1}'],
    ['', ''],
    ['ey+/', null],
    ['abcde', null],
  ])('%j gives %j', (input, expected) => {
    expect(decodeBase64urlText(input)).toBe(expected);
  });
});

describe('headerAlg', () => {
  it.each([
    [{ alg: 'RS256' }, 'RS256'],
    [{ alg: '' }, null],
    [{ alg: 5 }, null],
    [{}, null],
    [['alg'], null],
    ['HS256', null],
    [null, null],
  ])('%j gives %j', (header, expected) => {
    expect(headerAlg(header)).toBe(expected);
  });
});

describe('segmentText', () => {
  it('cuts the raw text into header, payload and signature runs with their dots', () => {
    expect(segmentText('aa.bb.cc')).toEqual([
      { kind: 'header', text: 'aa' },
      { kind: 'dot', text: '.' },
      { kind: 'payload', text: 'bb' },
      { kind: 'dot', text: '.' },
      { kind: 'signature', text: 'cc' },
    ]);
  });

  it.each([
    ['', []],
    ['aa', [{ kind: 'header', text: 'aa' }]],
    [
      'aa.',
      [
        { kind: 'header', text: 'aa' },
        { kind: 'dot', text: '.' },
      ],
    ],
    [
      'a.b.c.d.e',
      [
        { kind: 'header', text: 'a' },
        { kind: 'dot', text: '.' },
        { kind: 'payload', text: 'b' },
        { kind: 'dot', text: '.' },
        { kind: 'signature', text: 'c' },
        { kind: 'dot', text: '.' },
        { kind: 'extra', text: 'd.e' },
      ],
    ],
  ])('%j', (input, expected) => {
    expect(segmentText(input)).toEqual(expected);
  });

  it('loses no character', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(
          segmentText(text)
            .map((run) => run.text)
            .join(''),
        ).toBe(text);
      }),
    );
  });
});
