import { describe, expect, it } from 'vitest';
import { cssDecoded, hasOnlyLocalUrls, isLocalReference } from './svg-sanitize.logic';

// sanitizeSvg itself runs DOMPurify, which needs a real browser DOM: under happy-dom 21, DOMPurify 3.4
// drops the <svg> and keeps an <img onerror>, so its hostile samples are checked in Chromium by the
// e2e spec (svg-icon-generator.e2e.ts), through the page as a visitor gets them.

describe('isLocalReference', () => {
  it.each([
    ['#icon', true],
    ['  #a-b_c.d  ', true],
    ['#', true],
    ['https://evil.example/s.svg#icon', false],
    ['//evil.example/s.svg#i', false],
    ['javascript:alert(1)', false],
    [' JavaScript:alert(1)', false],
    ['data:image/svg+xml;base64,AAAA', false],
    ['sprite.svg#icon', false],
    ['#a b', false],
    ['#x)', false],
    ['', false],
  ])('%j is local: %s', (value, expected) => {
    expect(isLocalReference(value)).toBe(expected);
  });
});

describe('hasOnlyLocalUrls', () => {
  it.each([
    ['green', true],
    ['url(#g)', true],
    ["url('#g')", true],
    ['url( "#g" ) blue', true],
    ['url(#a) url(#b)', true],
    ['url(https://evil.example/p.svg#g)', false],
    ["url('//evil.example/x')", false],
    ['url(#a) url(data:image/png;base64,AAAA)', false],
    ['URL(javascript:alert(1))', false],
    ['url(#a', false],
    // CSS escapes and comments: what CSS reads, not what is written.
    ['\\75 rl(https://example.com/a.svg#p)', false],
    ['\\000075rl(https://example.com/a.svg#p)', false],
    ['\\55 RL(https://example.com/a.svg#p)', false],
    ['u\\rl(https://example.com/a.svg#p)', false],
    ['u\\72 l(https://example.com/a.svg#p)', false],
    ['url(\\68 ttps://example.com/a.svg#p)', false],
    ['/* x */url(https://example.com/a.svg#p)', false],
    ['url(/**/https://example.com/a.svg#p)', false],
    ['url(#a) /* unclosed url(https://example.com', false],
    ['\\75 rl(#g)', true],
    // Checked as written too, so an escaped fragment is refused: strict, and no model writes one.
    ['url(\\23 g)', false],
    ['red /* a comment */', true],
  ])('%j: %s', (value, expected) => {
    expect(hasOnlyLocalUrls(value)).toBe(expected);
  });
});

describe('cssDecoded', () => {
  it.each([
    ['\\75 rl(x)', 'url(x)'],
    ['\\000075rl(x)', 'url(x)'],
    ['u\\rl(x)', 'url(x)'],
    ['a/* b */c', 'ac'],
    ['a/* unclosed', 'a'],
    ['\\0 x', '\ufffdx'],
    ['\\110000', '\ufffd'],
    ['end\\', 'end'],
  ])('%j reads as %j', (value, expected) => {
    expect(cssDecoded(value)).toBe(expected);
  });
});
