import { createGoogleGenerativeAI } from '@ai-sdk/google';
import type { AiProvider, Tier } from '../provider';
import { aiSdkProvider } from './ai-sdk-provider';
import { geminiTextCalls } from './gemini-text';

export interface GeminiSettings {
  apiKey: string;
  /** An origin, as @google/genai's baseUrl: requests go to {origin}/v1beta/models/{model}:generateContent. */
  baseUrl?: string;
  models: Record<Tier, string>;
}

const GEMINI_ORIGIN = 'https://generativelanguage.googleapis.com';

/**
 * Gemini: text and streamed text over its REST API (gemini-text.ts); JSON against a schema and image
 * output through the AI SDK's Google provider, which turns a zod schema into Gemini's own and reads
 * image parts. Those calls go to the strong or image model, where the SDK's CPU is small beside the call.
 */
export function geminiProvider({ apiKey, baseUrl = GEMINI_ORIGIN, models }: GeminiSettings): AiProvider {
  // The SDK's baseURL includes the API version; ours, like Google's own SDK, is the origin.
  const apiRoot = `${baseUrl.replace(/\/+$/, '')}/v1beta`;
  const settings = { apiKey, baseURL: apiRoot };
  const google = createGoogleGenerativeAI(settings);
  const sdk = aiSdkProvider({
    name: 'gemini',
    capabilities: ['text', 'files', 'image-output'],
    // A call with its own fetch gets a provider of its own: well under a microsecond.
    modelFor: (tier, fetch) => (fetch ? createGoogleGenerativeAI({ ...settings, fetch }) : google)(models[tier]),
    imageOutputOptions: { google: { responseModalities: ['TEXT', 'IMAGE'] } },
  });
  return { ...sdk, ...geminiTextCalls({ apiKey, apiRoot, models }) };
}
