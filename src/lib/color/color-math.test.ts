import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { colorDistance, contrastInfo, contrastRatio, formatRatio, hexToLch, hueDistance, lchToHex, normalizeHex, wcagRating } from './color-math';

const hexArbitrary = fc.integer({ min: 0, max: 0xffffff }).map((value) => `#${value.toString(16).padStart(6, '0').toUpperCase()}`);

describe('normaliseHex', () => {
  it.each([
    ['#abc', '#AABBCC'],
    ['abc', '#AABBCC'],
    ['#1a2B3c', '#1A2B3C'],
    ['  112233 ', '#112233'],
    ['#12345', null],
    ['#1234567', null],
    ['red', null],
    ['#ggg', null],
    ['', null],
  ])('%j → %j', (input, expected) => {
    expect(normalizeHex(input)).toBe(expected);
  });
});

describe('OKLCH', () => {
  it('reads known colours', () => {
    expect(hexToLch('#FFFFFF').l).toBeCloseTo(1, 3);
    expect(hexToLch('#000000').l).toBeCloseTo(0, 3);
    expect(hexToLch('#FF0000').h).toBeCloseTo(29.2, 0);
    expect(hexToLch('#808080').c).toBeLessThan(0.001);
  });

  it('round-trips every sRGB colour through OKLCH', () => {
    fc.assert(
      fc.property(hexArbitrary, (hex) => {
        expect(lchToHex(hexToLch(hex))).toBe(hex);
      }),
    );
  });

  it('brings out-of-gamut colours into sRGB keeping lightness and hue close', () => {
    const hex = lchToHex({ l: 0.7, c: 0.4, h: 140 });
    expect(hex).toMatch(/^#[0-9A-F]{6}$/);
    const back = hexToLch(hex);
    expect(back.l).toBeCloseTo(0.7, 1);
    expect(hueDistance(back.h, 140)).toBeLessThan(3);
  });

  it('measures distance and hue angle', () => {
    expect(colorDistance('#FFFFFF', '#FFFFFF')).toBe(0);
    expect(colorDistance('#000000', '#FFFFFF')).toBeCloseTo(1, 3);
    expect(hueDistance(350, 10)).toBe(20);
    expect(hueDistance(10, 190)).toBe(180);
  });
});

describe('contrast', () => {
  it('gives the WCAG ratios of known pairs', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    expect(formatRatio(4.48)).toBe('4.4:1');
  });

  it.each([
    [21, 'AAA'],
    [7, 'AAA'],
    [6.99, 'AA'],
    [4.5, 'AA'],
    [4.49, 'AA Large'],
    [3, 'AA Large'],
    [2.99, 'Fail'],
  ] as const)('%d:1 rates %s', (ratio, rating) => {
    expect(wcagRating(ratio)).toBe(rating);
  });

  it('picks the text colour that reads better', () => {
    expect(contrastInfo('#FFFF00').bestText).toBe('#000000');
    expect(contrastInfo('#1E3A8A').bestText).toBe('#FFFFFF');
    expect(contrastInfo('#1E3A8A').white.rating).toBe('AAA');
  });

  it('is symmetric and between 1 and 21', () => {
    fc.assert(
      fc.property(hexArbitrary, hexArbitrary, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21.0001);
        expect(contrastRatio(b, a)).toBeCloseTo(ratio, 10);
      }),
    );
  });
});
