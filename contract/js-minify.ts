import * as z from 'zod/mini';
import { aiCodeField } from './code-transform';

/** POST /api/ai/js-minify: minifies JavaScript without changing what it does. */
export const JS_MINIFY_TASK = 'js-minify';

/** An ES module (import/export, strict, top-level names are private) or a classic script (top-level names are globals). */
export const jsSourceTypes = ['module', 'script'] as const;
export type JsSourceType = (typeof jsSourceTypes)[number];

export const jsMinifyRequestSchema = z.strictObject({
  code: aiCodeField,
  sourceType: z.enum(jsSourceTypes),
  keepLicense: z.boolean(),
});
export type JsMinifyRequest = z.infer<typeof jsMinifyRequestSchema>;
