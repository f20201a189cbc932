import { Agent as HttpAgent, type IncomingMessage, request as httpRequest, type RequestOptions } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import * as z from 'zod/mini';
import type { AiCallOptions, AiPrompt, AiProvider, Tier } from '../provider';
import { AiUpstreamError } from '../upstream-error';
import { failureOfResponse } from './ai-sdk-errors';

export interface GeminiTextSettings {
  apiKey: string;
  /** Up to the API version, e.g. https://generativelanguage.googleapis.com/v1beta. */
  apiRoot: string;
  models: Record<Tier, string>;
}

/**
 * A connection idle this long is closed, sooner when the provider's Keep-Alive hint says so (Node takes
 * a second off it): reusing one the provider is closing at that moment fails the call. Undici, which
 * fetch uses, keeps the same 4 s by default; a call in progress is not affected.
 */
const KEEP_ALIVE = { keepAlive: true, timeout: 4_000 };

/** Finish reasons of an answer withheld for its content (what the AI SDK calls "content-filter"). */
const BLOCKED = new Set(['SAFETY', 'RECITATION', 'BLOCKLIST', 'PROHIBITED_CONTENT', 'SPII', 'IMAGE_SAFETY']);

/** What the text calls read of a GenerateContentResponse (a whole answer, or one event of a stream); the rest is ignored. */
const responseSchema = z.object({
  candidates: z.nullish(
    z.array(
      z.object({
        content: z.nullish(z.object({ parts: z.nullish(z.array(z.object({ text: z.nullish(z.string()), thought: z.nullish(z.boolean()) }))) })),
        finishReason: z.nullish(z.string()),
      }),
    ),
  ),
  promptFeedback: z.nullish(z.object({ blockReason: z.nullish(z.string()) })),
});

/**
 * Gemini's text calls, whole and streamed, straight over its REST API on kept-alive connections. The
 * AI SDK cost about 1 ms of CPU per whole answer and 2.5 ms per stream (web streams, zod checks of its
 * own prompt format), more than the rest of the gateway together; these are the cheap, frequent calls.
 * Failures map as the SDK's do (ai-sdk-errors.ts): same statuses, same Retry-After reading.
 */
export function geminiTextCalls({ apiKey, apiRoot, models }: GeminiTextSettings): Pick<AiProvider, 'generateText' | 'streamText'> {
  const secure = apiRoot.startsWith('https:');
  const agent = secure ? new HttpsAgent(KEEP_ALIVE) : new HttpAgent(KEEP_ALIVE);
  const send = secure ? httpsRequest : httpRequest;

  /** The answer's head once it arrives; a connection failure is "unreachable", an abort passes through. */
  function post(method: string, prompt: AiPrompt, { tier, signal }: AiCallOptions): Promise<IncomingMessage> {
    const body = JSON.stringify(requestBody(prompt));
    const options: RequestOptions = {
      method: 'POST',
      agent,
      signal,
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'x-goog-api-key': apiKey },
    };
    return new Promise((resolve, reject) => {
      const request = send(`${apiRoot}/${modelPath(models[tier])}:${method}`, options, resolve);
      request.on('error', () => reject(networkError(signal)));
      request.end(body);
    });
  }

  return {
    async generateText(prompt, options) {
      const response = await post('generateContent', prompt, options);
      const body = await readAll(response, options);
      if (!succeeded(response)) throw failureOf(response, body);
      const { text, finishReason } = readAnswer(body);
      if (finishReason !== undefined && BLOCKED.has(finishReason)) throw new AiUpstreamError({ kind: 'blocked' });
      if (text.trim() === '') throw new AiUpstreamError({ kind: 'empty' });
      return text;
    },
    async *streamText(prompt, options) {
      const { signal } = options;
      const response = await post('streamGenerateContent?alt=sse', prompt, options);
      try {
        if (!succeeded(response)) throw failureOf(response, await readAll(response, options));
        let finishReason: string | undefined;
        let wroteText = false;
        for await (const event of eventData(response, options)) {
          const piece = readAnswer(event);
          finishReason = piece.finishReason ?? finishReason;
          if (piece.text !== '') {
            wroteText = true;
            yield piece.text;
          }
        }
        // An aborted stream just stops; say why.
        signal.throwIfAborted();
        if (finishReason !== undefined && BLOCKED.has(finishReason)) throw new AiUpstreamError({ kind: 'blocked' });
        if (!wroteText) throw new AiUpstreamError({ kind: 'empty' });
      } finally {
        // The reader stopped early (a length cap, the client left): the connection cannot be reused.
        if (!response.complete) response.destroy();
      }
    },
  };
}

function requestBody({ system, text, files = [], maxOutputTokens }: AiPrompt): object {
  return {
    generationConfig: { maxOutputTokens },
    contents: [{ role: 'user', parts: [{ text }, ...files.map(({ mimeType, data }) => ({ inlineData: { mimeType, data } }))] }],
    systemInstruction: { parts: [{ text: system }] },
  };
}

/** A bare model id is under models/; a full resource name (tunedModels/...) is used as given, as the SDK does. */
const modelPath = (model: string) => (model.includes('/') ? model : `models/${model}`);

const succeeded = (response: IncomingMessage) => (response.statusCode ?? 0) >= 200 && (response.statusCode ?? 0) < 300;

/** Our own abort (time limit, client gone) passes through for the caller to name; anything else means the provider could not be reached. */
function networkError(signal: AbortSignal): unknown {
  return signal.aborted ? signal.reason : new AiUpstreamError({ kind: 'unreachable' });
}

function failureOf(response: IncomingMessage, body: string): AiUpstreamError {
  const retryAfter = response.headers['retry-after'];
  return new AiUpstreamError(
    failureOfResponse(response.statusCode, { responseHeaders: retryAfter === undefined ? {} : { 'retry-after': retryAfter }, responseBody: body }),
  );
}

/**
 * A whole answer, read at most `maxAnswerBytes` far: past it (or a Content-Length over it) the call fails as
 * 'too-large' and the connection is dropped, so an endless or huge answer costs no more memory than that.
 */
async function readAll(response: IncomingMessage, { signal, maxAnswerBytes }: Pick<AiCallOptions, 'signal' | 'maxAnswerBytes'>): Promise<string> {
  const tooLarge = () => {
    response.destroy();
    return new AiUpstreamError({ kind: 'too-large', maxBytes: maxAnswerBytes });
  };
  if (Number(response.headers['content-length']) > maxAnswerBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let read = 0;
  try {
    for await (const chunk of response) {
      read += (chunk as Buffer).byteLength;
      if (read > maxAnswerBytes) throw tooLarge();
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof AiUpstreamError) throw error;
    throw networkError(signal);
  }
  signal.throwIfAborted();
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The data of each server-sent event, as Gemini streams them (one JSON response each); an event cut off at
 * the end is dropped. One event longer than a whole answer may be (`maxAnswerBytes`, counted in characters,
 * which hold at least a byte each) fails the call as 'too-large' and drops the connection: an event that
 * never ends would otherwise grow in memory until the stream's time limit.
 */
async function* eventData(response: IncomingMessage, { signal, maxAnswerBytes }: Pick<AiCallOptions, 'signal' | 'maxAnswerBytes'>): AsyncIterable<string> {
  response.setEncoding('utf8');
  let pending = '';
  let data: string[] = [];
  let dataLength = 0;
  try {
    for await (const chunk of response) {
      const lines = (pending + (chunk as string)).split(/\r?\n/);
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (line === '' && data.length > 0) {
          yield data.join('\n');
          data = [];
          dataLength = 0;
        } else if (line.startsWith('data:')) {
          data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
          dataLength += line.length;
        }
      }
      if (pending.length + dataLength > maxAnswerBytes) throw new AiUpstreamError({ kind: 'too-large', maxBytes: maxAnswerBytes });
    }
  } catch (error) {
    if (error instanceof AiUpstreamError) throw error;
    throw networkError(signal);
  }
}

/** The text of a response (thoughts left out) and its finish reason, or the prompt's block reason; anything else is unreadable. */
function readAnswer(json: string): { text: string; finishReason: string | undefined } {
  let parsed: z.infer<typeof responseSchema>;
  try {
    parsed = z.parse(responseSchema, JSON.parse(json));
  } catch {
    throw new AiUpstreamError({ kind: 'unreadable' });
  }
  const candidate = parsed.candidates?.[0];
  const parts = candidate?.content?.parts ?? [];
  const text = parts.map((part) => (part.thought === true ? '' : (part.text ?? ''))).join('');
  return { text, finishReason: candidate?.finishReason ?? parsed.promptFeedback?.blockReason ?? undefined };
}
