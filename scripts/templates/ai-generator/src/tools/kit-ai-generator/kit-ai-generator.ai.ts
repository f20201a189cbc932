import { aiTextAnswerSchema, stripCodeFence } from '@contract/code-transform';
import { KIT_AI_GENERATOR_TASK, type KitAiGeneratorRequest } from '@contract/kit-ai-generator';
import { requestAiJson } from '@/lib/ai/client';
import type { KitAiGeneratorOutcome } from './kit-ai-generator.logic';

export const KIT_AI_GENERATOR_AI_EMPTY = 'The AI returned nothing. Try again, or use the Local engine.';

/** The body of POST /api/ai/kit-ai-generator: the input only; the server writes the prompt. */
export function buildKitAiGeneratorRequest(input: string): KitAiGeneratorRequest {
  return { input };
}

/** The model's answer as the screen shows it: the text without a stray code fence. */
export function readKitAiGeneratorAnswer(answer: string): KitAiGeneratorOutcome {
  const text = stripCodeFence(answer);
  return text === '' ? { ok: false, message: KIT_AI_GENERATOR_AI_EMPTY } : { ok: true, text };
}

/** The AI engine's run: the one place this tool calls the AI client. */
export async function requestKitAiGenerator(input: string, signal: AbortSignal): Promise<KitAiGeneratorOutcome> {
  const { text } = await requestAiJson(KIT_AI_GENERATOR_TASK, buildKitAiGeneratorRequest(input), aiTextAnswerSchema, { signal });
  return readKitAiGeneratorAnswer(text);
}
