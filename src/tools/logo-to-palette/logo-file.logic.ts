/** What a logo upload may be, the spec's messages, and the size an SVG is drawn at. */
import { LOGO_MAX_MB, LOGO_SIZE_MESSAGE, LOGO_TYPE_MESSAGE } from '@contract/logo-palette';
import type { MockupTheme } from '@contract/logo-mockup';
import { binaryFile } from '@/lib/files';
import { SVG_TYPE } from '@/lib/svg-size';

export const NO_FILE = 'Please upload an image first.';
export const EXTRACT_FAILED = 'Failed to extract colors.';
export const IMAGE_NO_DATA = 'Image generation failed to return data.';
export const GENERATION_FAILED = 'Generation failed';

export const mockupFailure = (theme: MockupTheme) => `Failed to generate ${theme} mockup.`;
export const regenerateFailure = (theme: MockupTheme) => `Failed to regenerate ${theme} mockup.`;

export const logoFileRules = binaryFile({
  mimeTypes: ['image/png', 'image/jpeg', 'image/webp', SVG_TYPE],
  extensions: ['.png', '.jpg', '.jpeg', '.webp', '.svg'],
  maxMB: LOGO_MAX_MB,
  messages: { type: LOGO_TYPE_MESSAGE, size: LOGO_SIZE_MESSAGE },
});

/** A raster logo's type: the browser's, else one read from the name (some systems give none). */
export function rasterTypeOf(file: Pick<File, 'name' | 'type'>): 'image/png' | 'image/jpeg' | 'image/webp' {
  const type = file.type || (/\.jpe?g$/i.test(file.name) ? 'image/jpeg' : /\.webp$/i.test(file.name) ? 'image/webp' : 'image/png');
  return type === 'image/jpeg' || type === 'image/webp' ? type : 'image/png';
}

/** The spec: an SVG is rasterised to PNG with its longer side 512 px. */
export const SVG_RASTER_SIDE = 512;

/** File name for a mockup download, by theme and image type. */
export function mockupFileName(theme: MockupTheme, mimeType: string): string {
  const extension = mimeType === 'image/jpeg' ? 'jpg' : mimeType === 'image/webp' ? 'webp' : 'png';
  return `logo-mockup-${theme}.${extension}`;
}
