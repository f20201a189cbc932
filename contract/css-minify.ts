import { z } from 'zod';
import { aiCodeField } from './code-transform';

/** POST /api/ai/css-minify: minifies CSS without changing what it styles. */
export const CSS_MINIFY_TASK = 'css-minify';

export const cssMinifyRequestSchema = z
  .object({
    css: aiCodeField,
    keepLicense: z.boolean(),
  })
  .strict();
export type CssMinifyRequest = z.infer<typeof cssMinifyRequestSchema>;
