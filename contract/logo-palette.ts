import * as z from 'zod/mini';
import { hexColorSchema, isShortAnswer } from './color-palette';

/** POST /api/ai/logo-palette: a five-role branding palette read from a logo sent as inline data. */
export const LOGO_PALETTE_TASK = 'logo-palette';

/** The spec's logo limit. An SVG is rasterised to PNG in the browser first, so only raster types travel. */
export const LOGO_MAX_MB = 4;
export const LOGO_MAX_BYTES = LOGO_MAX_MB * 1024 * 1024;

export const LOGO_TYPE_MESSAGE = 'Please upload a supported image file (PNG, JPG, WEBP, SVG).';
export const LOGO_SIZE_MESSAGE = 'Image size should be less than 4MB.';
export const logoMimeTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Base64 size of LOGO_MAX_BYTES: 4 characters for every 3 bytes, rounded up to whole groups. */
const LOGO_MAX_BASE64_CHARS = Math.ceil(LOGO_MAX_BYTES / 3) * 4;

/** Bytes that a base64 text decodes to. */
function base64DecodedBytes(data: string): number {
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return (data.length / 4) * 3 - padding;
}

export const logoImageSchema = z.strictObject({
  mimeType: z.enum(logoMimeTypes, LOGO_TYPE_MESSAGE),
  data: z.string().check(
    z.minLength(4, 'The image is empty.'),
    z.maxLength(LOGO_MAX_BASE64_CHARS, LOGO_SIZE_MESSAGE),
    // Two simple checks, not one grouped pattern: a repeated group over megabytes overflows the regex engine's stack.
    z.refine((data) => data.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(data), 'The image data is not valid base64.'),
    // A too_big issue, so the gateway answers 413 as for any other limit.
    z.superRefine((data, context) => {
      if (base64DecodedBytes(data) > LOGO_MAX_BYTES) {
        context.addIssue({ code: 'too_big', origin: 'number', maximum: LOGO_MAX_BYTES, input: data, message: LOGO_SIZE_MESSAGE });
      }
    }),
  ),
});
export type LogoImage = z.infer<typeof logoImageSchema>;

export const logoPaletteRequestSchema = z.strictObject({ image: logoImageSchema });
export type LogoPaletteRequest = z.infer<typeof logoPaletteRequestSchema>;

export const brandRoles = ['primary', 'secondary', 'accent', 'neutral', 'background'] as const;

/** The spec's branding palette: five hex strings by role. Hex form is checked in the browser, which words the failure. */
export const brandingPaletteAnswerSchema = z
  .object({
    primary: z.string(),
    secondary: z.string(),
    accent: z.string(),
    neutral: z.string(),
    background: z.string(),
  })
  // Five colour values: a longer answer is off the task (the gateway answers 502).
  .check(z.refine(isShortAnswer, 'The answer is far longer than a palette.'));
export type BrandingPaletteAnswer = z.infer<typeof brandingPaletteAnswerSchema>;

/** A checked branding palette, as requests carry it. */
export const brandingPaletteSchema = z.strictObject({
  primary: hexColorSchema,
  secondary: hexColorSchema,
  accent: hexColorSchema,
  neutral: hexColorSchema,
  background: hexColorSchema,
});
export type BrandingPalette = z.infer<typeof brandingPaletteSchema>;

/** The body limit: the largest logo in base64 plus room for the JSON around it. */
export const LOGO_BODY_MAX_BYTES = LOGO_MAX_BASE64_CHARS + 4 * 1024;
