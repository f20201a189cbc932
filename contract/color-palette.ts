import { z } from 'zod';
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
export const hexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colours must be hex values like #1A2B3C.');

export const colorPaletteRequestSchema = z
  .object({
    prompt: z.string().trim().min(1, PROMPT_EMPTY).max(PALETTE_PROMPT_MAX_CHARS, PALETTE_PROMPT_TOO_LONG),
    /** Colours the visitor locked, at their places; the model fills the others around them. */
    locked: z
      .array(
        z
          .object({
            index: z.int().refine((index) => index >= 0 && index < PALETTE_SIZE, { message: `Locked places are 0 to ${PALETTE_SIZE - 1}.` }),
            hex: hexColorSchema,
          })
          .strict(),
      )
      .max(PALETTE_SIZE - 1, 'Unlock at least one colour to generate.')
      .refine((entries) => new Set(entries.map((entry) => entry.index)).size === entries.length, { message: 'Each place can be locked once.' })
      .optional(),
  })
  // Unknown fields (a model id, a system prompt, a key) are refused, not ignored.
  .strict();
export type ColorPaletteRequest = z.infer<typeof colorPaletteRequestSchema>;

/**
 * The model's answer, as the spec reads it: `colors`, or an `error` it chose to give. Both are
 * optional here so that the browser, not the gateway, says what is wrong with an odd answer
 * ("Received an unexpected format from the API."). The count of 5 is checked there too, since
 * Gemini's schema drops array lengths.
 */
export const colorPaletteAnswerSchema = z
  .object({
    colors: z.array(z.string()).optional(),
    error: z.string().optional(),
  })
  // A palette or a one-sentence refusal is short: a longer answer is off the task (the gateway answers 502).
  .refine(isShortAnswer, 'The answer is far longer than a palette.');
export type ColorPaletteAnswer = z.infer<typeof colorPaletteAnswerSchema>;
