import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkColors, colorWarnings, contrastRatio, parseHexColor, relativeLuminance } from './color-contrast.logic';

const hexColor = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map((channels) => `#${channels.map((value) => value.toString(16).padStart(2, '0')).join('')}`);

describe('parseHexColor', () => {
  it.each([
    ['#000000', { r: 0, g: 0, b: 0 }],
    ['#FFFFFF', { r: 255, g: 255, b: 255 }],
    ['#1a2B3c', { r: 26, g: 43, b: 60 }],
  ])('%s', (hex, rgb) => {
    expect(parseHexColor(hex)).toEqual(rgb);
  });

  it.each(['', '#fff', '000000', '#12345g', '#1234567', 'red'])('refuses %j', (hex) => {
    expect(parseHexColor(hex)).toBeNull();
  });
});

describe('WCAG contrast', () => {
  // Reference values from the WCAG 2 definition (as computed by WebAIM's contrast checker).
  it.each([
    ['#000000', '#FFFFFF', 21],
    ['#FFFFFF', '#FFFFFF', 1],
    ['#777777', '#FFFFFF', 4.48],
    ['#0000FF', '#FFFFFF', 8.59],
    ['#FF0000', '#FFFFFF', 4],
    ['#767676', '#FFFFFF', 4.54],
  ])('%s on %s is %d:1', (a, b, expected) => {
    expect(contrastRatio(parseHexColor(a)!, parseHexColor(b)!)).toBeCloseTo(expected, 2);
  });

  it('luminance runs from 0 (black) to 1 (white)', () => {
    expect(relativeLuminance({ r: 0, g: 0, b: 0 })).toBe(0);
    expect(relativeLuminance({ r: 255, g: 255, b: 255 })).toBeCloseTo(1, 10);
  });

  it('is symmetric and between 1 and 21 (property)', () => {
    fc.assert(
      fc.property(hexColor, hexColor, (a, b) => {
        const ratio = contrastRatio(parseHexColor(a)!, parseHexColor(b)!);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21.0000001);
        expect(contrastRatio(parseHexColor(b)!, parseHexColor(a)!)).toBe(ratio);
      }),
    );
  });
});

describe('checkColors', () => {
  it.each([
    ['#000000', '#FFFFFF', { ratioText: '21.0:1', lowContrast: false, inverted: false }],
    ['#FFFFFF', '#000000', { ratioText: '21.0:1', lowContrast: false, inverted: true }],
    ['#777777', '#FFFFFF', { ratioText: '4.4:1', lowContrast: false, inverted: false }],
    ['#999999', '#FFFFFF', { ratioText: '2.8:1', lowContrast: true, inverted: false }],
    ['#FFFF00', '#FFFFFF', { ratioText: '1.0:1', lowContrast: true, inverted: false }],
    ['#123456', '#123456', { ratioText: '1.0:1', lowContrast: true, inverted: false }],
  ])('%s on %s', (foreground, background, expected) => {
    expect(checkColors(foreground, background)).toMatchObject(expected);
  });

  it('rounds the shown ratio down, so a failing pair never reads as 4.0:1', () => {
    const check = checkColors('#8a8a8a', '#FFFFFF')!;
    expect(check.ratio).toBeLessThan(4);
    expect(check.ratioText).toBe('3.4:1');
    const nearMiss = checkColors('#009080', '#FFFFFF')!;
    expect(nearMiss.ratio).toBeGreaterThan(3.95);
    expect(nearMiss.ratio).toBeLessThan(4);
    expect(nearMiss.ratioText).toBe('3.9:1');
    expect(nearMiss.lowContrast).toBe(true);
  });

  it('returns null for a colour it cannot read', () => {
    expect(checkColors('#000', '#FFFFFF')).toBeNull();
  });
});

describe('colourWarnings', () => {
  it.each([
    ['#000000', '#FFFFFF', []],
    ['#999999', '#FFFFFF', ['Low contrast (2.8:1): scanners may not read this code. Use colours with at least 4:1 contrast.']],
    ['#FFFFFF', '#000000', ['Inverted colours: the foreground is lighter than the background, and many scanners cannot read light-on-dark codes.']],
    [
      '#EEEEEE',
      '#CCCCCC',
      [
        'Low contrast (1.3:1): scanners may not read this code. Use colours with at least 4:1 contrast.',
        'Inverted colours: the foreground is lighter than the background, and many scanners cannot read light-on-dark codes.',
      ],
    ],
  ])('%s on %s', (foreground, background, expected) => {
    expect(colorWarnings(checkColors(foreground, background))).toEqual(expected);
  });

  it('says nothing for colours it cannot read', () => {
    expect(colorWarnings(null)).toEqual([]);
  });
});
