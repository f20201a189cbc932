import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFile } from '@/lib/files';
import { fitWithin, imageFileRules } from './image-file.logic';

describe('imageFileRules', () => {
  it.each([
    [{ name: 'code.png', type: 'image/png', size: 1000 }, null],
    [{ name: 'photo.JPG', type: '', size: 1000 }, null],
    [{ name: 'anim.gif', type: 'image/gif', size: 10 * 1024 * 1024 }, null],
    [{ name: 'shot.webp', type: 'image/webp', size: 5 }, null],
    [{ name: 'icon.svg', type: 'image/svg+xml', size: 5 }, null],
    [{ name: 'Logo.SVG', type: '', size: 5 }, null],
    [{ name: 'drawing.svgz', type: '', size: 5 }, 'Please use a PNG, JPEG, WEBP, GIF or SVG image.'],
    [{ name: 'notes.txt', type: 'text/plain', size: 5 }, 'Please use a PNG, JPEG, WEBP, GIF or SVG image.'],
    [{ name: 'huge.svg', type: 'image/svg+xml', size: 10 * 1024 * 1024 + 1 }, 'The image must be 10 MB or smaller.'],
    [{ name: 'huge.png', type: 'image/png', size: 10 * 1024 * 1024 + 1 }, 'The image must be 10 MB or smaller.'],
  ])('%j → %j', (file, expected) => {
    expect(checkFile(file, imageFileRules)).toBe(expected);
  });
});

describe('fitWithin', () => {
  it.each([
    [4000, 3000, 2048, { width: 2048, height: 1536 }],
    [100, 50, 2048, { width: 100, height: 50 }],
    [10000, 1, 512, { width: 512, height: 1 }],
    [0, 0, 512, { width: 1, height: 1 }],
  ])('%d×%d within %d', (width, height, max, expected) => {
    expect(fitWithin(width, height, max)).toEqual(expected);
  });

  it('never exceeds the limit nor enlarges (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20000 }), fc.integer({ min: 1, max: 20000 }), fc.integer({ min: 16, max: 4096 }), (width, height, max) => {
        const fitted = fitWithin(width, height, max);
        expect(Math.max(fitted.width, fitted.height)).toBeLessThanOrEqual(Math.max(max, 1));
        expect(fitted.width).toBeLessThanOrEqual(width);
        expect(fitted.height).toBeLessThanOrEqual(height);
      }),
    );
  });
});
