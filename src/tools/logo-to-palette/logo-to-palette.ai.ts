/** Requests to the AI engine and the reading of its answers. Pure: no fetch. */
import type { GeneratedImageAnswer, LogoMockupRequest, MockupTheme } from '@contract/logo-mockup';
import { type BrandingPalette, type BrandingPaletteAnswer, brandRoles, type LogoImage, logoMimeTypes } from '@contract/logo-palette';
import { normaliseHex } from '@/lib/color/color-math';
import { IMAGE_NO_DATA } from './logo-file.logic';

/** The five roles in "#RRGGBB" form, or null when any is not a hex colour. */
export function readBrandingAnswer(answer: BrandingPaletteAnswer): BrandingPalette | null {
  const palette: Partial<BrandingPalette> = {};
  for (const role of brandRoles) {
    const hex = normaliseHex(answer[role]);
    if (!hex) return null;
    palette[role] = hex;
  }
  return palette as BrandingPalette;
}

export function mockupRequest(image: LogoImage, theme: MockupTheme, palette: BrandingPalette): LogoMockupRequest {
  return { image, theme, palette };
}

const IMAGE_TYPES: readonly string[] = logoMimeTypes;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The mockup as a data URL, or the spec's "Image generation failed to return data." for an answer with no usable image. */
export function readMockupAnswer(answer: GeneratedImageAnswer): { dataUrl: string } | { error: string } {
  const { mimeType, data } = answer.image;
  if (!IMAGE_TYPES.includes(mimeType) || data.length % 4 !== 0 || !BASE64.test(data)) return { error: IMAGE_NO_DATA };
  return { dataUrl: `data:${mimeType};base64,${data}` };
}
