import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFile } from '@/lib/files';
import { isSvg, logoFileRules, mockupFailure, mockupFileName, rasterTypeOf, regenerateFailure, scaleToLongerSide, svgIntrinsicSize } from './logo-file.logic';

const MB = 1024 * 1024;

describe('logo file rules', () => {
  it.each([
    [{ name: 'logo.png', type: 'image/png', size: 1000 }, null],
    [{ name: 'logo.jpg', type: 'image/jpeg', size: 1000 }, null],
    [{ name: 'logo.webp', type: 'image/webp', size: 1000 }, null],
    [{ name: 'logo.svg', type: 'image/svg+xml', size: 1000 }, null],
    [{ name: 'logo.svg', type: '', size: 1000 }, null],
    [{ name: 'exactly-4mb.png', type: 'image/png', size: 4 * MB }, null],
    [{ name: 'big.png', type: 'image/png', size: 4 * MB + 1 }, 'Image size should be less than 4MB.'],
    [{ name: 'anim.gif', type: 'image/gif', size: 1000 }, 'Please upload a supported image file (PNG, JPG, WEBP, SVG).'],
    [{ name: 'doc.pdf', type: 'application/pdf', size: 1000 }, 'Please upload a supported image file (PNG, JPG, WEBP, SVG).'],
    [{ name: 'big.gif', type: 'image/gif', size: 9 * MB }, 'Please upload a supported image file (PNG, JPG, WEBP, SVG).'],
  ])('%j → %j', (file, message) => {
    expect(checkFile(file, logoFileRules)).toBe(message);
  });

  it('knows an SVG by type or, without one, by name', () => {
    expect(isSvg({ name: 'a.png', type: 'image/svg+xml' })).toBe(true);
    expect(isSvg({ name: 'A.SVG', type: '' })).toBe(true);
    expect(isSvg({ name: 'a.svg', type: 'image/png' })).toBe(false);
  });

  it.each([
    [{ name: 'a.png', type: 'image/png' }, 'image/png'],
    [{ name: 'a.jpg', type: 'image/jpeg' }, 'image/jpeg'],
    [{ name: 'a.JPEG', type: '' }, 'image/jpeg'],
    [{ name: 'a.webp', type: '' }, 'image/webp'],
    [{ name: 'a.png', type: '' }, 'image/png'],
  ])('sends %j as %s', (file, type) => {
    expect(rasterTypeOf(file)).toBe(type);
  });

  it('words the mockup failures per theme', () => {
    expect(mockupFailure('light')).toBe('Failed to generate light mockup.');
    expect(regenerateFailure('dark')).toBe('Failed to regenerate dark mockup.');
    expect(mockupFileName('dark', 'image/png')).toBe('logo-mockup-dark.png');
    expect(mockupFileName('light', 'image/jpeg')).toBe('logo-mockup-light.jpg');
  });
});

describe('SVG size', () => {
  it.each([
    [{ width: '100', height: '50', viewBox: null }, { width: 100, height: 50 }],
    [{ width: '100px', height: '50px', viewBox: '0 0 10 10' }, { width: 100, height: 50 }],
    [{ width: null, height: null, viewBox: '0 0 300 100' }, { width: 300, height: 100 }],
    [{ width: '100%', height: '100%', viewBox: '0,0,40,80' }, { width: 40, height: 80 }],
    [{ width: '200', height: null, viewBox: '0 0 40 80' }, { width: 200, height: 400 }],
    [{ width: null, height: null, viewBox: null }, { width: 512, height: 512 }],
    [{ width: '2em', height: '0', viewBox: 'garbage' }, { width: 512, height: 512 }],
  ])('%j → %j', (attributes, size) => {
    expect(svgIntrinsicSize(attributes)).toEqual(size);
  });

  it('scales so the longer side is 512 px', () => {
    expect(scaleToLongerSide(100, 50)).toEqual({ width: 512, height: 256 });
    expect(scaleToLongerSide(40, 80)).toEqual({ width: 256, height: 512 });
    expect(scaleToLongerSide(5000, 1)).toEqual({ width: 512, height: 1 });
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1e5, noNaN: true }), fc.double({ min: 0.01, max: 1e5, noNaN: true }), (width, height) => {
        const size = scaleToLongerSide(width, height);
        expect(Math.max(size.width, size.height)).toBe(512);
        expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});
