import { z } from 'zod';
import { PROMPT_EMPTY, promptTooLong } from './messages';

/** POST /api/ai/text-generate: placeholder text about a topic, streamed as it is written. */
export const TEXT_GENERATE_TASK = 'text-generate';

export const TEXT_PROMPT_MAX_CHARS = 4000;
export const TEXT_PROMPT_TOO_LONG = promptTooLong(TEXT_PROMPT_MAX_CHARS);

export const lengthUnits = ['paragraphs', 'sentences', 'words'] as const;
export type LengthUnit = (typeof lengthUnits)[number];

/** The most of each unit one request may ask for: enough for any placeholder, small enough to answer quickly. */
export const LENGTH_LIMITS: Readonly<Record<LengthUnit, number>> = { paragraphs: 20, sentences: 100, words: 2000 };

export const textFormats = ['plain', 'markdown', 'html'] as const;
export type TextFormat = (typeof textFormats)[number];

export const textGenerateRequestSchema = z
  .object({
    prompt: z.string().trim().min(1, PROMPT_EMPTY).max(TEXT_PROMPT_MAX_CHARS, TEXT_PROMPT_TOO_LONG),
    length: z
      .object({ unit: z.enum(lengthUnits), count: z.int().min(1, 'Length must be at least 1.') })
      .strict()
      .refine(({ unit, count }) => count <= LENGTH_LIMITS[unit], { message: 'Length is above the limit for its unit.' }),
    format: z.enum(textFormats),
  })
  // Unknown fields (a model id, a system prompt, a key) are refused, not ignored.
  .strict();
export type TextGenerateRequest = z.infer<typeof textGenerateRequestSchema>;
