import { z } from 'zod';

/** POST /api/ai/svg-icon: one SVG icon drawn from a description, answered as text (the SVG markup). */
export const SVG_ICON_TASK = 'svg-icon';

export const SVG_PROMPT_MAX_CHARS = 1000;

export const svgIconRequestSchema = z
  .object({
    prompt: z.string().trim().min(1, 'Prompt is empty.').max(SVG_PROMPT_MAX_CHARS, `Prompt is too long: at most ${SVG_PROMPT_MAX_CHARS} characters.`),
  })
  // Unknown fields (a model id, a system prompt, a key) are refused, not ignored.
  .strict();
export type SvgIconRequest = z.infer<typeof svgIconRequestSchema>;

/** The gateway's answer for a text task. */
export const svgIconResponseSchema = z.object({ text: z.string() });
