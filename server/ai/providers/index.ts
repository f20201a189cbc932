import { aiProviderOf, type ServerEnv } from '../../env';
import type { AiProvider } from '../provider';
import { geminiProvider } from './gemini';
import { openAiCompatibleProvider } from './openai-compatible';

/** The provider the environment configures, or null when AI is off. */
export function providerFromEnv(env: ServerEnv): AiProvider | null {
  switch (aiProviderOf(env)) {
    case 'gemini':
      return geminiProvider({
        apiKey: env.GEMINI_API_KEY ?? '',
        baseUrl: env.GEMINI_BASE_URL,
        models: { fast: env.AI_MODEL_FAST, strong: env.AI_MODEL_STRONG, image: env.AI_MODEL_IMAGE },
      });
    case 'openai-compatible':
      return openAiCompatibleProvider({ baseUrl: env.OPENAI_BASE_URL ?? '', apiKey: env.OPENAI_API_KEY, model: env.OPENAI_MODEL ?? '' });
    case null:
      return null;
  }
}
