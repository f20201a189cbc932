import { describe, expect, it } from 'vitest';
import type { EscapeOutcome } from './escape-outcome.logic';
import { escapeUrl, unescapeUrl } from './url.logic';

const text = (outcome: EscapeOutcome) => (outcome.ok ? outcome.text : `ERROR ${outcome.message}`);

describe('URL components (RFC 3986, WHATWG URL form encoding)', () => {
  it.each([
    ["a b&c=d/é!'()*~", 'component', "a%20b%26c%3Dd%2F%C3%A9!'()*~"],
    ["a b!'()*~", 'rfc3986', 'a%20b%21%27%28%29%2A~'],
    ["a b!'()*~", 'form', 'a+b%21%27%28%29*%7E'],
    ['😀', 'component', '%F0%9F%98%80'],
  ] as const)('encodes %j (%s)', (input, mode, expected) => expect(text(escapeUrl(input, mode))).toBe(expected));

  it('refuses a lone surrogate, which has no UTF-8 form', () => {
    expect(text(escapeUrl('ab\ud800', 'component'))).toBe(
      'ERROR Line 1, column 3: a lone surrogate (U+D800) has no UTF-8 form, so it cannot be percent-encoded.',
    );
  });

  it.each([
    ['a%20b%C3%A9%F0%9F%98%80', 'component', 'a bé😀'],
    ['a+b%2B', 'form', 'a b+'],
    ['%e2%82%ac', 'rfc3986', '€'],
    ['%EF%BB%BFx', 'component', '\ufeffx'], // a leading U+FEFF is text, not a byte-order mark to drop
  ] as const)('decodes %j (%s)', (input, mode, expected) => expect(text(unescapeUrl(input, mode))).toBe(expected));

  it.each([
    ['100%', 'ERROR Line 1, column 4: "%" must be followed by two hex digits (found "%"); a percent sign itself is written %25.'],
    ['%zz', 'ERROR Line 1, column 1: "%" must be followed by two hex digits (found "%zz"); a percent sign itself is written %25.'],
    ['ok%C3%28', 'ERROR Line 1, column 3: %C3%28 is not valid UTF-8.'],
    ['%FF', 'ERROR Line 1, column 1: %FF is not valid UTF-8: a byte past %7F must be part of a multi-byte sequence.'],
    ['%C0%AF', 'ERROR Line 1, column 1: %C0%AF is not valid UTF-8.'],
    ['%ED%A0%80', 'ERROR Line 1, column 1: %ED%A0%80 is not valid UTF-8.'],
  ])('refuses %j', (input, expected) => expect(text(unescapeUrl(input, 'component'))).toBe(expected));

  it('notes that "+" stays a plus outside form encoding', () => {
    expect(unescapeUrl('a+b', 'component')).toEqual({ ok: true, text: 'a+b', notes: [expect.stringContaining('"+" is kept as a plus sign')] });
  });
});
