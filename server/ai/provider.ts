import type { z } from 'zod';
import type { AiProvider as AiProviderName } from '@contract/health';

/** Model tiers, as the spec has them: fast by default, strong for code from schemas, image for mockups. */
export type Tier = 'fast' | 'strong' | 'image';

/** What a task needs from a provider beyond plain text. */
export type Capability = 'text' | 'files' | 'image-output';

/** A file sent inline with the prompt (a PDF, a logo), as Gemini's inlineData takes it. */
export interface InlineFile {
  mimeType: string;
  /** Base64, without a data: prefix. */
  data: string;
}

/** Everything the server sends upstream for one call. It is built by a task module, never by the client. */
export interface AiPrompt {
  system: string;
  text: string;
  files?: readonly InlineFile[];
  maxOutputTokens?: number;
}

export interface AiCallOptions {
  tier: Tier;
  /** Aborts the upstream call: the client went away, or the time limit passed. */
  signal: AbortSignal;
  /** The most of a whole (not streamed) answer's body to read, in bytes; past it the call fails as 'too-large'. */
  maxAnswerBytes: number;
}

export interface GeneratedImage {
  mimeType: string;
  data: string;
}

/**
 * One upstream AI service. Implementations live in ai/providers/ (the only files that know an
 * SDK) and throw AiUpstreamError for every failure, so callers never see an SDK's error.
 */
export interface AiProvider {
  name: AiProviderName;
  capabilities: ReadonlySet<Capability>;
  generateText: (prompt: AiPrompt, options: AiCallOptions) => Promise<string>;
  generateJson: <Output>(prompt: AiPrompt, schema: z.core.$ZodType<Output>, options: AiCallOptions) => Promise<Output>;
  generateImage: (prompt: AiPrompt, options: AiCallOptions) => Promise<GeneratedImage>;
  /** Text pieces as the model writes them; ends when the answer is complete. */
  streamText: (prompt: AiPrompt, options: AiCallOptions) => AsyncIterable<string>;
}
