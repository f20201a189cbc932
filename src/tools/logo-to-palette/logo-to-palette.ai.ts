/** The AI engine: the calls to the gateway, the requests they send and the reading of their answers. */
import { type GeneratedImageAnswer, generatedImageAnswerSchema, LOGO_MOCKUP_TASK, type LogoMockupRequest, type MockupTheme } from '@contract/logo-mockup';
import {
  type BrandingPalette,
  type BrandingPaletteAnswer,
  brandingPaletteAnswerSchema,
  brandRoles,
  LOGO_PALETTE_TASK,
  type LogoImage,
  logoMimeTypes,
} from '@contract/logo-palette';
import * as z from 'zod/mini';
import { requestAiJson } from '@/lib/ai/client';
import { normalizeHex } from '@/lib/color/color-math';
import { IMAGE_NO_DATA } from './logo-file.logic';

/** The five roles in "#RRGGBB" form, or null when any is not a hex colour. */
export function readBrandingAnswer(answer: BrandingPaletteAnswer): BrandingPalette | null {
  const palette: Partial<BrandingPalette> = {};
  for (const role of brandRoles) {
    const hex = normalizeHex(answer[role]);
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

const paletteAnswerSchema = z.object({ result: brandingPaletteAnswerSchema });

/** Asks the gateway for the branding palette of a logo; null when a role of the answer is not a colour. */
export async function requestBrandingPalette(image: LogoImage, signal: AbortSignal): Promise<BrandingPalette | null> {
  const answer = await requestAiJson(LOGO_PALETTE_TASK, { image }, paletteAnswerSchema, { signal });
  return readBrandingAnswer(answer.result);
}

/** Asks the gateway for one website mockup: its data URL, or the spec's message when no usable image came back. */
export async function requestMockup(image: LogoImage, theme: MockupTheme, palette: BrandingPalette, signal: AbortSignal) {
  return readMockupAnswer(await requestAiJson(LOGO_MOCKUP_TASK, mockupRequest(image, theme, palette), generatedImageAnswerSchema, { signal }));
}
