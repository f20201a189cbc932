/** What a logo upload may be, the spec's messages, and the size an SVG is drawn at. */
import { LOGO_MAX_BYTES } from '@contract/logo-palette';
import type { MockupTheme } from '@contract/logo-mockup';
import type { FileRules } from '@/lib/files';

export const UNSUPPORTED_TYPE = 'Please upload a supported image file (PNG, JPG, WEBP, SVG).';
export const TOO_BIG = 'Image size should be less than 4MB.';
export const NO_FILE = 'Please upload an image first.';
export const EXTRACT_FAILED = 'Failed to extract colors.';
export const IMAGE_NO_DATA = 'Image generation failed to return data.';
export const GENERATION_FAILED = 'Generation failed';

export const mockupFailure = (theme: MockupTheme) => `Failed to generate ${theme} mockup.`;
export const regenerateFailure = (theme: MockupTheme) => `Failed to regenerate ${theme} mockup.`;

export const SVG_TYPE = 'image/svg+xml';

export const logoFileRules: FileRules = {
  mimeTypes: ['image/png', 'image/jpeg', 'image/webp', SVG_TYPE],
  extensions: ['.png', '.jpg', '.jpeg', '.webp', '.svg'],
  maxBytes: LOGO_MAX_BYTES,
  messages: { type: UNSUPPORTED_TYPE, size: TOO_BIG },
};

export function isSvg(file: Pick<File, 'name' | 'type'>): boolean {
  return file.type === SVG_TYPE || (file.type === '' && file.name.toLowerCase().endsWith('.svg'));
}

/** A raster logo's type: the browser's, else one read from the name (some systems give none). */
export function rasterTypeOf(file: Pick<File, 'name' | 'type'>): 'image/png' | 'image/jpeg' | 'image/webp' {
  const type = file.type || (/\.jpe?g$/i.test(file.name) ? 'image/jpeg' : /\.webp$/i.test(file.name) ? 'image/webp' : 'image/png');
  return type === 'image/jpeg' || type === 'image/webp' ? type : 'image/png';
}

/** The spec: an SVG is rasterised to PNG with its longer side 512 px. */
export const SVG_RASTER_SIDE = 512;

/** Width and height scaled so the longer side is `side`, each at least 1 px. */
export function scaleToLongerSide(width: number, height: number, side = SVG_RASTER_SIDE): { width: number; height: number } {
  const scale = side / Math.max(width, height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** A length attribute in user units ("120", "120px", "120.5"); null for percentages, ems and the like. */
function userUnits(value: string | null): number | null {
  const match = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*(px)?\s*$/.exec(value ?? '');
  const number = match ? Number(match[1]) : NaN;
  return number > 0 ? number : null;
}

/** An SVG's own aspect: its width and height attributes, else its viewBox, else a square. */
export function svgIntrinsicSize(attributes: { width: string | null; height: string | null; viewBox: string | null }): { width: number; height: number } {
  const width = userUnits(attributes.width);
  const height = userUnits(attributes.height);
  if (width && height) return { width, height };
  const box = (attributes.viewBox ?? '').trim().split(/[\s,]+/).map(Number);
  const [, , boxWidth, boxHeight] = box;
  if (box.length === 4 && boxWidth && boxHeight && boxWidth > 0 && boxHeight > 0) {
    // One given side keeps the viewBox's aspect.
    if (width) return { width, height: (width * boxHeight) / boxWidth };
    if (height) return { width: (height * boxWidth) / boxHeight, height };
    return { width: boxWidth, height: boxHeight };
  }
  return { width: width ?? height ?? SVG_RASTER_SIDE, height: height ?? width ?? SVG_RASTER_SIDE };
}

/** File name for a mockup download, by theme and image type. */
export function mockupFileName(theme: MockupTheme, mimeType: string): string {
  const extension = mimeType === 'image/jpeg' ? 'jpg' : mimeType === 'image/webp' ? 'webp' : 'png';
  return `logo-mockup-${theme}.${extension}`;
}
