import * as z from 'zod/mini';
import { PROMPT_EMPTY, promptTooLong } from './messages';

/** POST /api/ai/svg-icon: one SVG icon drawn from a description, answered as text (the SVG markup). */
export const SVG_ICON_TASK = 'svg-icon';

export const SVG_PROMPT_MAX_CHARS = 1000;
export const SVG_PROMPT_TOO_LONG = promptTooLong(SVG_PROMPT_MAX_CHARS);

// Strict: unknown fields (a model id, a system prompt, a key) are refused, not ignored.
export const svgIconRequestSchema = z.strictObject({
  prompt: z.string().check(z.trim(), z.minLength(1, PROMPT_EMPTY), z.maxLength(SVG_PROMPT_MAX_CHARS, SVG_PROMPT_TOO_LONG)),
});
export type SvgIconRequest = z.infer<typeof svgIconRequestSchema>;

/** The gateway's answer for a text task. */
export const svgIconResponseSchema = z.object({ text: z.string() });
