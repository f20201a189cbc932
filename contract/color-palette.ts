import * as z from 'zod/mini';
import { PROMPT_EMPTY, promptTooLong } from './messages';

/** POST /api/ai/color-palette: five colours for a theme described in words. */
export const COLOR_PALETTE_TASK = 'color-palette';

export const PALETTE_SIZE = 5;
export const PALETTE_PROMPT_MAX_CHARS = 500;
export const PALETTE_PROMPT_TOO_LONG = promptTooLong(PALETTE_PROMPT_MAX_CHARS);

/** The most JSON a palette answer (five colours, or a short error sentence) can take. */
export const PALETTE_ANSWER_MAX_CHARS = 1000;
export const isShortAnswer = (answer: unknown) => JSON.stringify(answer).length <= PALETTE_ANSWER_MAX_CHARS;

/** "#RRGGBB" (either case): the only colour form requests carry. */
export const hexColorSchema = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'Colours must be hex values like #1A2B3C.'));

// Strict: unknown fields (a model id, a system prompt, a key) are refused, not ignored.
export const colorPaletteRequestSchema = z.strictObject({
  prompt: z.string().check(z.trim(), z.minLength(1, PROMPT_EMPTY), z.maxLength(PALETTE_PROMPT_MAX_CHARS, PALETTE_PROMPT_TOO_LONG)),
  /** Colours the visitor locked, at their places; the model fills the others around them. */
  locked: z.optional(
    z
      .array(
        z.strictObject({
          index: z.int().check(z.refine((index) => index >= 0 && index < PALETTE_SIZE, `Locked places are 0 to ${PALETTE_SIZE - 1}.`)),
          hex: hexColorSchema,
        }),
      )
      .check(
        z.maxLength(PALETTE_SIZE - 1, 'Unlock at least one colour to generate.'),
        z.refine((entries) => new Set(entries.map((entry) => entry.index)).size === entries.length, 'Each place can be locked once.'),
      ),
  ),
});
export type ColorPaletteRequest = z.infer<typeof colorPaletteRequestSchema>;

/**
 * The model's answer, as the spec reads it: `colors`, or an `error` it chose to give. Both are
 * optional here so that the browser, not the gateway, says what is wrong with an odd answer
 * ("Received an unexpected format from the API."). The count of 5 is checked there too, since
 * Gemini's schema drops array lengths.
 */
export const colorPaletteAnswerSchema = z
  .object({
    colors: z.optional(z.array(z.string())),
    error: z.optional(z.string()),
  })
  // A palette or a one-sentence refusal is short: a longer answer is off the task (the gateway answers 502).
  .check(z.refine(isShortAnswer, 'The answer is far longer than a palette.'));
export type ColorPaletteAnswer = z.infer<typeof colorPaletteAnswerSchema>;
