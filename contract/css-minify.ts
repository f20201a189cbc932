import * as z from 'zod/mini';
import { aiCodeField } from './code-transform';

/** POST /api/ai/css-minify: minifies CSS without changing what it styles. */
export const CSS_MINIFY_TASK = 'css-minify';

export const cssMinifyRequestSchema = z.strictObject({
  css: aiCodeField,
  keepLicense: z.boolean(),
});
export type CssMinifyRequest = z.infer<typeof cssMinifyRequestSchema>;
