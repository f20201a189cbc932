import { describe, expect, it } from 'vitest';
import { checkFile } from '@/lib/files';
import { logoFileRules, mockupFailure, mockupFileName, rasterTypeOf, regenerateFailure } from './logo-file.logic';

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
