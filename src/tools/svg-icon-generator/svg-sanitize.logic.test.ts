import { describe, expect, it } from 'vitest';
import { hasOnlyLocalUrls, isLocalReference } from './svg-sanitize.logic';

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
  ])('%j: %s', (value, expected) => {
    expect(hasOnlyLocalUrls(value)).toBe(expected);
  });
});
