// A fake Gemini REST server for tests and benchmarks. It speaks the real protocol
// (POST /v1beta/models/{model}:generateContent and :streamGenerateContent?alt=sse, the
// x-goog-api-key header, candidates[].content.parts[]) on 127.0.0.1, and misbehaves on
// request: a marker such as [fake:429] anywhere in the request's text picks the behaviour,
// so tests in other processes (the app under e2e) can steer it through the prompt alone.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_BEHAVIORS = [
  'ok',
  '429',
  'throttle',
  '500',
  'slow',
  'malformed',
  'empty',
  'safety',
  'trickle',
  'echo',
  'cutoff',
  'stall',
  'drop',
  'reset',
  'html',
  'drip',
  'length',
  'endless',
] as const;
export type FakeBehavior = (typeof FAKE_BEHAVIORS)[number];

/** What the fake answers by default: three chunks when streaming, their concatenation otherwise. */
export const FAKE_CHUNKS = ['Placeholder text from the fake. ', 'It arrives in pieces. ', 'This is the last piece.'] as const;
export const FAKE_TEXT = FAKE_CHUNKS.join('');
/** Seconds the fake's 429 asks the caller to wait (as Gemini does, in a RetryInfo detail). */
export const FAKE_RETRY_SECONDS = 7;
/** A 1x1 PNG, returned as inlineData when the request asks for IMAGE output. */
export const FAKE_PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
/** Chunks sent by the 'trickle' behaviour, TRICKLE_MS apart: long enough to press Stop halfway. */
export const TRICKLE_CHUNKS = 200;
const TRICKLE_MS = 100;
/** The 'drip' behaviour's pause between bytes (whole answer) or characters (stream). */
export const DRIP_MS = 40;

export interface FakeRequest {
  model: string;
  method: 'generateContent' | 'streamGenerateContent';
  behavior: FakeBehavior;
  /** The parsed JSON body: contents, systemInstruction, generationConfig. */
  body: GeminiRequestBody;
  /** True when the caller went away before the fake had finished answering. */
  disconnected: boolean;
  /** True once the whole answer was sent. */
  finished: boolean;
}

export interface GeminiPart {
  text?: string;
  inlineData?: { mimeType: string; data: string };
}

export interface GeminiRequestBody {
  contents?: { role?: string; parts?: GeminiPart[] }[];
  systemInstruction?: { parts?: GeminiPart[] };
  generationConfig?: { responseMimeType?: string; responseSchema?: unknown; responseModalities?: string[]; maxOutputTokens?: number };
}

/** A scripted answer: the text (or parts) the model sends for a request. */
export type FakeReply = (body: GeminiRequestBody) => string | GeminiPart[];

export interface FakeGemini {
  /** Origin to use as GEMINI_BASE_URL, e.g. http://127.0.0.1:40123 */
  url: string;
  key: string;
  /** Every model call received, newest last. */
  requests: FakeRequest[];
  /**
   * Scripts the model's answer for 'ok' requests (a text, or parts such as an inlineData image)
   * until reset with null: lets a tool's spec make the "model" say exactly what the case needs.
   */
  replyWith: (reply: FakeReply | null) => void;
  /** Resolves once a request matching the test has seen its caller disconnect. */
  waitForDisconnect: (matching?: (request: FakeRequest) => boolean, timeoutMs?: number) => Promise<FakeRequest>;
  close: () => Promise<void>;
}

const MODEL_PATH = /^\/v1beta\/models\/([^/:]+):(generateContent|streamGenerateContent)$/;

export async function startFakeGemini({ key = 'FAKE-GEMINI-KEY', port = 0 }: { key?: string; port?: number } = {}): Promise<FakeGemini> {
  const requests: FakeRequest[] = [];
  let scripted: FakeReply | null = null;
  const sockets = new Set<import('node:net').Socket>();
  const server = createServer((req, res) => void handle(req, res).catch(() => res.destroy()));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const match = MODEL_PATH.exec(url.pathname);
    if (req.method !== 'POST' || !match) return sendError(res, 404, 'NOT_FOUND', `Unknown path ${url.pathname}.`);
    const suppliedKey = req.headers['x-goog-api-key'] ?? url.searchParams.get('key');
    const raw = await readBody(req);
    if (suppliedKey !== key)
      return sendError(res, 400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.', [
        { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID' },
      ]);
    let body: GeminiRequestBody;
    try {
      body = JSON.parse(raw) as GeminiRequestBody;
    } catch {
      return sendError(res, 400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.');
    }
    const method = match[2] as FakeRequest['method'];
    const record: FakeRequest = { model: decodeURIComponent(match[1] ?? ''), method, behavior: behaviorOf(body), body, disconnected: false, finished: false };
    requests.push(record);
    res.on('close', () => {
      if (!res.writableFinished) record.disconnected = true;
    });
    await answer(record, res, method === 'streamGenerateContent' && url.searchParams.get('alt') === 'sse', scripted);
    record.finished = res.writableFinished;
  }

  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const { port: boundPort } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${boundPort}`,
    key,
    requests,
    replyWith(reply) {
      scripted = reply;
    },
    async waitForDisconnect(matching = () => true, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = requests.find((request) => request.disconnected && matching(request));
        if (found) return found;
        if (Date.now() > deadline) throw new Error('The fake Gemini saw no disconnect in time.');
        await sleep(20);
      }
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}

/** All text in the request, system instruction included, where the markers are looked for. */
export function requestText(body: GeminiRequestBody): string {
  const parts = [...(body.systemInstruction?.parts ?? []), ...(body.contents ?? []).flatMap((content) => content.parts ?? [])];
  return parts.map((part) => part.text ?? '').join('\n');
}

function behaviorOf(body: GeminiRequestBody): FakeBehavior {
  const marker = /\[fake:([a-z0-9]+)\]/.exec(requestText(body))?.[1];
  return FAKE_BEHAVIORS.find((behavior) => behavior === marker) ?? 'ok';
}

async function answer(record: FakeRequest, res: ServerResponse, sse: boolean, scripted: FakeReply | null): Promise<void> {
  switch (record.behavior) {
    case '429':
      return sendError(res, 429, 'RESOURCE_EXHAUSTED', 'Resource has been exhausted (e.g. check quota).', [
        { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: `${FAKE_RETRY_SECONDS}s` },
      ]);
    case 'throttle':
      // A provider (or a proxy before it) asking for an absurd wait, in the header and in RetryInfo.
      res.setHeader('Retry-After', '999999999');
      return sendError(res, 429, 'RESOURCE_EXHAUSTED', 'Resource has been exhausted (e.g. check quota).', [
        { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '999999999s' },
      ]);
    case '500':
      return sendError(res, 500, 'INTERNAL', 'An internal error has occurred.');
    case 'slow':
      // Never answers: the caller's time limit or its abort must end the call.
      await once(res, 'close');
      return;
    case 'malformed':
      res.writeHead(200, { 'Content-Type': sse ? 'text/event-stream' : 'application/json' });
      res.end(sse ? 'data: {"candidates": [{"content": \n\n' : '{"candidates": [{"content": ');
      return;
    case 'empty':
      return sendReply(res, sse, [{ candidates: [], usageMetadata: usage(0) }]);
    case 'safety':
      return sendReply(res, sse, [
        {
          candidates: [
            {
              content: { role: 'model', parts: [] },
              finishReason: 'SAFETY',
              index: 0,
              safetyRatings: [{ category: 'HARM_CATEGORY_DANGEROUS_CONTENT', probability: 'HIGH', blocked: true }],
            },
          ],
          usageMetadata: usage(0),
        },
      ]);
    case 'length':
      // The model ran out of output tokens before writing anything, as Gemini reports it.
      return sendReply(res, sse, [{ candidates: [{ content: { role: 'model', parts: [] }, finishReason: 'MAX_TOKENS', index: 0 }], usageMetadata: usage(0) }]);
    case 'cutoff':
      // Streams one piece, then a chunk that will not parse.
      if (!sse) return sendChunks(res, sse, [FAKE_CHUNKS[0]], 0);
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.end(`data: ${JSON.stringify(candidateResponse([{ text: FAKE_CHUNKS[0] }], undefined))}\r\n\r\ndata: {"candidates": [\r\n\r\n`);
      return;
    case 'stall':
      // Streams one piece, then goes quiet without closing.
      res.writeHead(200, { 'Content-Type': sse ? 'text/event-stream' : 'application/json' });
      if (sse) res.write(`data: ${JSON.stringify(candidateResponse([{ text: FAKE_CHUNKS[0] }], undefined))}\r\n\r\n`);
      await once(res, 'close');
      return;
    case 'drop':
      // Streams one piece, then the connection dies mid-answer.
      res.writeHead(200, { 'Content-Type': sse ? 'text/event-stream' : 'application/json' });
      if (sse) res.write(`data: ${JSON.stringify(candidateResponse([{ text: FAKE_CHUNKS[0] }], undefined))}\r\n\r\n`);
      else res.write('{"candidates": [');
      // Sent before the socket goes: a destroy right after write could drop the piece too.
      await new Promise((resolve) => res.write('', resolve));
      res.socket?.destroy();
      return;
    case 'reset':
      // The connection dies without an answer, as when a proxy or the provider drops it.
      res.socket?.destroy();
      return;
    case 'html':
      // A gateway's error page in place of the API's JSON.
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
      return;
    case 'drip':
      return drip(res, sse);
    case 'endless':
      return endless(res, sse);
    case 'trickle':
      return sendChunks(
        res,
        sse,
        Array.from({ length: TRICKLE_CHUNKS }, (_, index) => `Piece ${index + 1}. `),
        TRICKLE_MS,
      );
    case 'echo':
      return sendChunks(res, sse, [requestText(record.body)], 0);
    case 'ok': {
      if (!scripted) return sendChunks(res, sse, okChunks(record.body), 0);
      const reply = scripted(record.body);
      return sendChunks(res, sse, typeof reply === 'string' ? [reply] : [reply], 0);
    }
  }
}

/** A plain reply, or what the request's generationConfig asks for: JSON text or an image. */
function okChunks(body: GeminiRequestBody): string[] | GeminiPart[][] {
  const config = body.generationConfig ?? {};
  if (config.responseModalities?.includes('IMAGE')) return [[{ text: 'Here is the image.' }, { inlineData: { mimeType: 'image/png', data: FAKE_PNG_BASE64 } }]];
  if (config.responseMimeType === 'application/json') {
    const files = (body.contents ?? []).flatMap((content) => content.parts ?? []).filter((part) => part.inlineData).length;
    return [JSON.stringify({ colors: ['#112233', '#445566', '#778899', '#aabbcc', '#ddeeff'], files })];
  }
  return [...FAKE_CHUNKS];
}

/**
 * A complete, valid answer sent slowly: a whole answer one byte at a time (so only a limit on the
 * whole call can stop it), a stream one character per event (each arriving well within a
 * per-piece limit, about three seconds in all).
 */
async function drip(res: ServerResponse, sse: boolean): Promise<void> {
  const characters = [...FAKE_TEXT];
  if (sse)
    return sendReply(
      res,
      true,
      characters.map((character, index) => candidateResponse([{ text: character }], index === characters.length - 1 ? 'STOP' : undefined)),
      DRIP_MS,
    );
  const body = JSON.stringify(candidateResponse([{ text: FAKE_TEXT }], 'STOP'));
  res.writeHead(200, { 'Content-Type': 'application/json; charset=UTF-8' });
  for (const byte of body) {
    if (res.destroyed) return;
    res.write(byte);
    await sleep(DRIP_MS);
  }
  res.end();
}

/**
 * A whole answer whose text never ends, as fast as the caller reads it but at most 64 KB a
 * millisecond: only a cap on the answer's size, or the time limit, stops it.
 */
async function endless(res: ServerResponse, sse: boolean): Promise<void> {
  res.writeHead(200, { 'Content-Type': sse ? 'text/event-stream' : 'application/json; charset=UTF-8' });
  res.write(`${sse ? 'data: ' : ''}{"candidates": [{"content": {"role": "model", "parts": [{"text": "`);
  const chunk = 'x'.repeat(64 * 1024);
  const closed = once(res, 'close').catch(() => {});
  while (!res.destroyed) {
    if (!res.write(chunk)) await Promise.race([once(res, 'drain'), closed]);
    await sleep(1);
  }
}

async function sendChunks(res: ServerResponse, sse: boolean, chunks: string[] | GeminiPart[][], delayMs: number): Promise<void> {
  const partsOf = (chunk: string | GeminiPart[]): GeminiPart[] => (typeof chunk === 'string' ? [{ text: chunk }] : chunk);
  if (!sse) {
    const parts = (chunks as (string | GeminiPart[])[]).flatMap(partsOf);
    const text = parts
      .filter((part) => part.text !== undefined)
      .map((part) => part.text)
      .join('');
    const merged: GeminiPart[] = [...(text ? [{ text }] : []), ...parts.filter((part) => part.inlineData)];
    return sendReply(res, false, [candidateResponse(merged, 'STOP')]);
  }
  const responses = (chunks as (string | GeminiPart[])[]).map((chunk, index) =>
    candidateResponse(partsOf(chunk), index === chunks.length - 1 ? 'STOP' : undefined),
  );
  return sendReply(res, true, responses, delayMs);
}

function candidateResponse(parts: GeminiPart[], finishReason: string | undefined): object {
  return {
    candidates: [{ content: { role: 'model', parts }, ...(finishReason ? { finishReason } : {}), index: 0 }],
    usageMetadata: usage(parts.length),
    modelVersion: 'fake-gemini',
  };
}

const usage = (candidates: number) => ({ promptTokenCount: 10, candidatesTokenCount: candidates, totalTokenCount: 10 + candidates });

async function sendReply(res: ServerResponse, sse: boolean, responses: object[], delayMs = 0): Promise<void> {
  if (!sse) {
    res.writeHead(200, { 'Content-Type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify(responses[0]));
    return;
  }
  res.writeHead(200, { 'Content-Type': 'text/event-stream' });
  for (const response of responses) {
    if (res.destroyed) return;
    res.write(`data: ${JSON.stringify(response)}\r\n\r\n`);
    if (delayMs > 0) await sleep(delayMs);
  }
  res.end();
}

function sendError(res: ServerResponse, code: number, status: string, message: string, details?: object[]): void {
  res.writeHead(code, { 'Content-Type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify({ error: { code, message, status, ...(details ? { details } : {}) } }));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
