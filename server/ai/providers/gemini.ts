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
  const settings = {
    apiKey,
    // The SDK's baseURL includes the API version; ours, like Google's own SDK, is the origin.
    ...(baseUrl ? { baseURL: `${baseUrl.replace(/\/+$/, '')}/v1beta` } : {}),
  };
  const google = createGoogleGenerativeAI(settings);
  return aiSdkProvider({
    name: 'gemini',
    capabilities: ['text', 'files', 'image-output'],
    // A call with its own fetch gets a provider of its own: well under a microsecond.
    modelFor: (tier, fetch) => (fetch ? createGoogleGenerativeAI({ ...settings, fetch }) : google)(models[tier]),
    imageOutputOptions: { google: { responseModalities: ['TEXT', 'IMAGE'] } },
  });
}
