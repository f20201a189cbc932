import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeShareState, encodeShareState, MAX_SHARE_LINK_CHARS, sharedStateInHash, shareLinkFor } from './share-link';

const base = { origin: 'https://devdeck.test', pathname: '/' };

describe('share links', () => {
  it('round-trips any JSON value, Unicode included, in URL-safe characters', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const encoded = encodeShareState(value);
        expect(encoded).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(decodeShareState(encoded)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('builds a link that opens the tool, and reads the state back from its hash', () => {
    const state = { pattern: '(?<year>\\d{4})', flags: 'gu', text: 'né en 1999 🎉' };
    const link = shareLinkFor('regex-tester', state, base);
    expect(link).toMatch(/^https:\/\/devdeck\.test\/#\/regex-tester\?s=[A-Za-z0-9_-]+$/);
    expect(sharedStateInHash(new URL(link ?? '').hash)).toEqual(state);
  });

  it('refuses a link that would be too long', () => {
    expect(shareLinkFor('regex-tester', { text: 'x'.repeat(MAX_SHARE_LINK_CHARS) }, base)).toBeNull();
  });

  it.each(['#/regex-tester', '#/regex-tester?s=', '#/regex-tester?s=%%%', '#/regex-tester?s=bm90IGpzb24', '#/regex-tester?other=1'])(
    'finds nothing usable in %s',
    (hash) => {
      expect(sharedStateInHash(hash)).toBeUndefined();
    },
  );
});
