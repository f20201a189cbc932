import type { LanguageModel, ModelMessage, Schema } from 'ai';
import { generateText, Output, streamText, zodSchema } from 'ai';
import type { z } from 'zod';
import type { AiProvider as AiProviderName } from '@contract/health';
import type { AiPrompt, AiProvider, Capability, Tier } from '../provider';
import { AiUpstreamError } from '../upstream-error';
import { toUpstreamError } from './ai-sdk-errors';
import { answerCappedFetch, eventCappedFetch } from './capped-fetch';

export interface AiSdkProviderOptions {
  name: AiProviderName;
  capabilities: readonly Capability[];
  /** The model for a tier; with `fetch`, one that makes its HTTP calls through it. */
  modelFor: (tier: Tier, fetch?: typeof globalThis.fetch) => LanguageModel;
  /** Provider options that make a model answer with an image (Gemini's responseModalities). */
  imageOutputOptions?: Parameters<typeof generateText>[0]['providerOptions'];
}

/**
 * An AiProvider on the Vercel AI SDK, shared by the Gemini and OpenAI-compatible providers.
 * Retries are off: a retried 429 only burns more quota and hides the wait from the visitor.
 */
export function aiSdkProvider({ name, capabilities, modelFor, imageOutputOptions }: AiSdkProviderOptions): AiProvider {
  const common = (prompt: AiPrompt, tier: Tier, signal: AbortSignal, fetch?: typeof globalThis.fetch) => ({
    model: modelFor(tier, fetch),
    system: prompt.system,
    messages: messagesOf(prompt),
    maxOutputTokens: prompt.maxOutputTokens,
    maxRetries: 0,
    abortSignal: signal,
  });

  return {
    name,
    capabilities: new Set(capabilities),

    async generateText(prompt, { tier, signal, maxAnswerBytes }) {
      const result = await call(() => generateText(common(prompt, tier, signal, answerCappedFetch(maxAnswerBytes))));
      return textOrFailure(result.text, result.finishReason);
    },

    async generateJson(prompt, schema, { tier, signal, maxAnswerBytes }) {
      const result = await call(() =>
        generateText({ ...common(prompt, tier, signal, answerCappedFetch(maxAnswerBytes)), output: Output.object({ schema: sdkSchema(schema) }) }),
      );
      if (result.finishReason === 'content-filter') throw new AiUpstreamError({ kind: 'blocked' });
      // A getter that throws when the model stopped without an object (out of tokens, say): mapped like any failure.
      return call(async () => result.output);
    },

    async generateImage(prompt, { tier, signal, maxAnswerBytes }) {
      const result = await call(() =>
        generateText({ ...common(prompt, tier, signal, answerCappedFetch(maxAnswerBytes)), providerOptions: imageOutputOptions }),
      );
      const image = result.files.find((file) => file.mediaType.startsWith('image/'));
      if (image) return { mimeType: image.mediaType, data: image.base64 };
      throw new AiUpstreamError({ kind: result.finishReason === 'content-filter' ? 'blocked' : 'empty' });
    },

    async *streamText(prompt, { tier, signal, maxAnswerBytes }) {
      // onError: the SDK's default logs the whole error, request body (the visitor's input) included.
      const result = streamText({ ...common(prompt, tier, signal, eventCappedFetch(maxAnswerBytes)), onError: () => {} });
      let wroteText = false;
      for await (const part of upstreamErrorsMapped(result.fullStream, signal)) {
        if (part.type === 'text-delta' && part.text !== '') {
          wroteText = true;
          yield part.text;
        } else if (part.type === 'error') {
          signal.throwIfAborted();
          throw toUpstreamError(part.error);
        } else if (part.type === 'finish') {
          signal.throwIfAborted();
          if (part.finishReason === 'content-filter') throw new AiUpstreamError({ kind: 'blocked' });
          if (!wroteText) throw new AiUpstreamError({ kind: 'empty' });
        }
      }
      // An aborted stream just stops; say why.
      signal.throwIfAborted();
    },
  };
}

const sdkSchemas = new WeakMap<z.core.$ZodType, Schema<unknown>>();

/**
 * A task's answer schema as the SDK takes it, made once per schema: the SDK otherwise turns the zod
 * schema into JSON Schema again on every call (about a tenth of the gateway's CPU per JSON request).
 */
function sdkSchema<Output>(schema: z.core.$ZodType<Output>): Schema<Output> {
  let known = sdkSchemas.get(schema);
  if (!known) {
    known = zodSchema(schema) as Schema<unknown>;
    sdkSchemas.set(schema, known);
  }
  return known as Schema<Output>;
}

/**
 * The SDK's stream with what it throws mapped like its error parts: a connection lost mid-answer
 * is thrown by the stream itself, not sent as a part, and is an SDK error carrying the request body.
 */
async function* upstreamErrorsMapped<Part>(parts: AsyncIterable<Part>, signal: AbortSignal): AsyncIterable<Part> {
  try {
    yield* parts;
  } catch (error) {
    signal.throwIfAborted();
    throw toUpstreamError(error);
  }
}

function messagesOf(prompt: AiPrompt): ModelMessage[] {
  const files = (prompt.files ?? []).map((file) => ({ type: 'file' as const, mediaType: file.mimeType, data: file.data }));
  return [{ role: 'user', content: [{ type: 'text', text: prompt.text }, ...files] }];
}

async function call<Result>(run: () => Promise<Result>): Promise<Result> {
  try {
    return await run();
  } catch (error) {
    throw toUpstreamError(error);
  }
}

function textOrFailure(text: string, finishReason: string): string {
  if (finishReason === 'content-filter') throw new AiUpstreamError({ kind: 'blocked' });
  if (text.trim() === '') throw new AiUpstreamError({ kind: 'empty' });
  return text;
}
