import { createGoogleGenerativeAI } from '@ai-sdk/google';
import type { AiProvider, Tier } from '../provider';
import { aiSdkProvider } from './ai-sdk-provider';

export interface GeminiSettings {
  apiKey: string;
  /** An origin, as @google/genai's baseUrl: requests go to {origin}/v1beta/models/{model}:generateContent. */
  baseUrl?: string;
  models: Record<Tier, string>;
}

/** Gemini through the AI SDK's Google provider: text, JSON against a schema, inline files and image output. */
export function geminiProvider({ apiKey, baseUrl, models }: GeminiSettings): AiProvider {
  const google = createGoogleGenerativeAI({
    apiKey,
    // The SDK's baseURL includes the API version; ours, like Google's own SDK, is the origin.
    ...(baseUrl ? { baseURL: `${baseUrl.replace(/\/+$/, '')}/v1beta` } : {}),
  });
  return aiSdkProvider({
    name: 'gemini',
    capabilities: ['text', 'files', 'image-output'],
    modelFor: (tier) => google(models[tier]),
    imageOutputOptions: { google: { responseModalities: ['TEXT', 'IMAGE'] } },
  });
}
