import * as z from 'zod/mini';
import { brandingPaletteSchema, logoImageSchema } from './logo-palette';

/** POST /api/ai/logo-mockup: a website mockup image for a logo and its palette, in a light or dark theme. */
export const LOGO_MOCKUP_TASK = 'logo-mockup';

export const mockupThemes = ['light', 'dark'] as const;
export type MockupTheme = (typeof mockupThemes)[number];

export const logoMockupRequestSchema = z.strictObject({
  image: logoImageSchema,
  theme: z.enum(mockupThemes),
  palette: brandingPaletteSchema,
});
export type LogoMockupRequest = z.infer<typeof logoMockupRequestSchema>;

/** The gateway's answer for an image task. */
export const generatedImageAnswerSchema = z.object({ image: z.object({ mimeType: z.string(), data: z.string() }) });
export type GeneratedImageAnswer = z.infer<typeof generatedImageAnswerSchema>;
