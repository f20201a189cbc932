// @vitest-environment node
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { cssDecoded, hasOnlyLocalUrls, isLocalReference, sanitizeSvgIn } from './svg-sanitize';

// DOMPurify needs a real DOM: under happy-dom 21 it drops the <svg> and keeps an <img onerror>. jsdom
// (the gateway's DOM) runs it here; Chromium runs it in the e2e spec (svg-icon-generator.e2e.ts).
const { window } = new JSDOM('');

describe('sanitizeSvgIn (jsdom, as the gateway runs it)', () => {
  it.each([
    ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><circle r="4"/></svg>'],
    ['<svg xmlns="http://www.w3.org/2000/svg"><style>@import url(https://evil.example/x.css);</style><circle r="4"/></svg>'],
    ['<svg xmlns="http://www.w3.org/2000/svg"><use href="https://evil.example/sprite.svg#a"/><circle r="4"/></svg>'],
    ['<svg xmlns="http://www.w3.org/2000/svg"><circle r="4" fill="u\\rl(https://evil.example/p.svg#a)" style="fill:red"/></svg>'],
    ['<svg xmlns="http://www.w3.org/2000/svg"><set attributeName="href" to="javascript:alert(1)"/><circle r="4"/></svg>'],
  ])('keeps the drawing and removes what is active or external: %s', (hostile) => {
    const clean = sanitizeSvgIn(window, hostile);
    expect(clean).toMatch(/<circle r="4"\/>/);
    expect(clean).not.toMatch(/script|onload|alert|style|evil|href|rl\(/i);
  });

  it('keeps a reference inside the drawing', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><defs><linearGradient id="g"/></defs><circle r="4" fill="url(#g)"/></svg>';
    expect(sanitizeSvgIn(window, svg)).toBe(svg);
  });

  it('gives null when no single <svg> root is left', () => {
    expect(sanitizeSvgIn(window, '<div>not svg</div>')).toBeNull();
    expect(sanitizeSvgIn(window, '<svg></svg><svg></svg>')).toBeNull();
  });
});

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
