import * as z from 'zod/mini';
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

// Strict: unknown fields (a model id, a system prompt, a key) are refused, not ignored.
export const textGenerateRequestSchema = z.strictObject({
  prompt: z.string().check(z.trim(), z.minLength(1, PROMPT_EMPTY), z.maxLength(TEXT_PROMPT_MAX_CHARS, TEXT_PROMPT_TOO_LONG)),
  length: z
    .strictObject({ unit: z.enum(lengthUnits), count: z.int().check(z.minimum(1, 'Length must be at least 1.')) })
    .check(z.refine(({ unit, count }) => count <= LENGTH_LIMITS[unit], 'Length is above the limit for its unit.')),
  format: z.enum(textFormats),
});
export type TextGenerateRequest = z.infer<typeof textGenerateRequestSchema>;
