import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { AiProvider } from '../provider';
import { aiSdkProvider } from './ai-sdk-provider';

export interface OpenAiCompatibleSettings {
  /** Up to the version path, e.g. http://127.0.0.1:11434/v1 for Ollama. */
  baseUrl: string;
  apiKey?: string;
  model: string;
}

/**
 * Any server that speaks OpenAI's chat completions (Ollama, llama.cpp server, vLLM, OpenAI).
 * One model serves every tier; it gets the text tasks only, since inline files and image
 * output differ too much between such servers to rely on.
 */
export function openAiCompatibleProvider({ baseUrl, apiKey, model }: OpenAiCompatibleSettings): AiProvider {
  const settings = { name: 'openai-compatible', baseURL: baseUrl, apiKey, supportsStructuredOutputs: true };
  const provider = createOpenAICompatible(settings);
  return aiSdkProvider({
    name: 'openai-compatible',
    capabilities: ['text'],
    modelFor: (_tier, fetch) => (fetch ? createOpenAICompatible({ ...settings, fetch }) : provider)(model),
  });
}
