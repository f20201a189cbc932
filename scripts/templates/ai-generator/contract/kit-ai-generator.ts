import * as z from 'zod/mini';
import { aiInputTooLong, INPUT_EMPTY } from './messages';

/** POST /api/ai/kit-ai-generator: Kit AI-generator template description. Answered as text. */
export const KIT_AI_GENERATOR_TASK = 'kit-ai-generator';

export const KIT_AI_GENERATOR_INPUT_MAX_CHARS = 10_000;
export const KIT_AI_GENERATOR_INPUT_TOO_LONG = aiInputTooLong('Input', KIT_AI_GENERATOR_INPUT_MAX_CHARS);

// Strict: unknown fields (a model id, a system prompt, a key) are refused, not ignored.
export const kitAiGeneratorRequestSchema = z.strictObject({
  input: z.string().check(z.trim(), z.minLength(1, INPUT_EMPTY), z.maxLength(KIT_AI_GENERATOR_INPUT_MAX_CHARS, KIT_AI_GENERATOR_INPUT_TOO_LONG)),
});
export type KitAiGeneratorRequest = z.infer<typeof kitAiGeneratorRequestSchema>;
