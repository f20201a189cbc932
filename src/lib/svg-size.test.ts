import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSvg, scaleToLongerSide, svgIntrinsicSize } from './svg-size';

describe('isSvg', () => {
  it.each([
    [{ name: 'a.png', type: 'image/svg+xml' }, true],
    [{ name: 'logo.svg', type: 'image/svg+xml' }, true],
    [{ name: 'A.SVG', type: '' }, true],
    [{ name: 'a.svg', type: 'image/png' }, false],
    [{ name: 'a.png', type: '' }, false],
    [{ name: 'svg', type: '' }, false],
  ])('%j → %s', (file, expected) => {
    expect(isSvg(file)).toBe(expected);
  });
});

describe('svgIntrinsicSize', () => {
  it.each([
    [
      { width: '100', height: '50', viewBox: null },
      { width: 100, height: 50 },
    ],
    [
      { width: '100px', height: '50px', viewBox: '0 0 10 10' },
      { width: 100, height: 50 },
    ],
    [
      { width: null, height: null, viewBox: '0 0 300 100' },
      { width: 300, height: 100 },
    ],
    [
      { width: '100%', height: '100%', viewBox: '0,0,40,80' },
      { width: 40, height: 80 },
    ],
    [
      { width: '200', height: null, viewBox: '0 0 40 80' },
      { width: 200, height: 400 },
    ],
    [
      { width: null, height: '.5', viewBox: '0 0 40 80' },
      { width: 0.25, height: 0.5 },
    ],
    [
      { width: '30', height: null, viewBox: null },
      { width: 30, height: 30 },
    ],
    [
      { width: null, height: null, viewBox: null },
      { width: 512, height: 512 },
    ],
    [
      { width: '2em', height: '0', viewBox: 'garbage' },
      { width: 512, height: 512 },
    ],
  ])('%j → %j (fallback 512)', (attributes, size) => {
    expect(svgIntrinsicSize(attributes, 512)).toEqual(size);
  });

  it('falls back to a square of the given side', () => {
    expect(svgIntrinsicSize({ width: null, height: null, viewBox: '0 0 -1 5' }, 1024)).toEqual({ width: 1024, height: 1024 });
  });
});

describe('scaleToLongerSide', () => {
  it('scales up or down so the longer side is `side`, the shorter at least 1 px', () => {
    expect(scaleToLongerSide(100, 50, 512)).toEqual({ width: 512, height: 256 });
    expect(scaleToLongerSide(40, 80, 512)).toEqual({ width: 256, height: 512 });
    expect(scaleToLongerSide(5000, 1, 512)).toEqual({ width: 512, height: 1 });
    expect(scaleToLongerSide(4000, 3000, 1024)).toEqual({ width: 1024, height: 768 });
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 1e5, noNaN: true }),
        fc.double({ min: 0.01, max: 1e5, noNaN: true }),
        fc.integer({ min: 1, max: 4096 }),
        (width, height, side) => {
          const size = scaleToLongerSide(width, height, side);
          expect(Math.max(size.width, size.height)).toBe(side);
          expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(1);
        },
      ),
    );
  });
});
