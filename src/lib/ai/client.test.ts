import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { TextGenerateRequest } from '@contract/text-generate';
import { AiOfflineError, AiRequestError, OFFLINE_MESSAGE, screenMessage } from './ai-error';
import { requestAiJson, streamAiText } from './client';
import { rememberServerTimeout } from './deadline';
import { JobFailure } from '@/lib/job-failure';

const REQUEST: TextGenerateRequest = { prompt: 'x', length: { unit: 'words', count: 3 }, format: 'plain' };

/** A fetch answering with the given body, sent in the given pieces (to cut lines mid-way). */
function answer(status: number, pieces: string[], contentType = 'application/x-ndjson; charset=utf-8') {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  const fetchMock = vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': contentType } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
}

describe('streamAiText', () => {
  it('posts the inputs to our own /api/ai/<task> and reports the text as it grows', async () => {
    const fetchMock = answer(200, ['{"type":"text","text":"Hel', 'lo"}\n{"type":"text","text":" world"}\n', '{"type":"done"}\n']);
    const seen: string[] = [];
    await expect(streamAiText('text-generate', REQUEST, { onText: (text) => seen.push(text) })).resolves.toBe('Hello world');
    expect(seen).toEqual(['Hello', 'Hello world']);
    expect(fetchMock).toHaveBeenCalledWith('/api/ai/text-generate', expect.objectContaining({ method: 'POST', body: JSON.stringify(REQUEST) }));
  });

  it('throws the error line of a stream that failed midway, keeping the code', async () => {
    answer(200, [
      '{"type":"text","text":"a"}\n{"type":"error","error":"Error communicating with the API. The AI provider returned no content.","code":"upstream_error"}\n',
    ]);
    const error = await streamAiText('text-generate', REQUEST, { onText: () => {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AiRequestError);
    expect(error).toMatchObject({ message: 'Error communicating with the API. The AI provider returned no content.', code: 'upstream_error' });
  });

  it.each([
    ['a stream cut off before done', 200, ['{"type":"text","text":"a"}\n'], undefined, 'Error communicating with the API. The answer was cut off.'],
    ['a line that is not an event', 200, ['<html>\n'], undefined, 'Error communicating with the API. The server sent an answer that could not be read.'],
    ['a 200 that is not a stream', 200, ['{}'], 'application/json', 'Error communicating with the API. The server sent an answer that could not be read.'],
    ['an error page from a proxy', 502, ['<html>Bad gateway</html>'], 'text/html', 'Error communicating with the API. The server answered with HTTP 502.'],
  ])('turns %s into a clear error', async (_, status, pieces, contentType, message) => {
    answer(status, pieces, contentType);
    await expect(streamAiText('text-generate', REQUEST, { onText: () => {} })).rejects.toThrow(new AiRequestError(message));
  });

  it('throws the server JSON error with its code and wait', async () => {
    answer(429, ['{"error":"Too many requests. Try again in 12 s.","code":"rate_limited","retryAfterSeconds":12}'], 'application/json');
    await expect(streamAiText('text-generate', REQUEST, { onText: () => {} })).rejects.toMatchObject({ code: 'rate_limited', retryAfterSeconds: 12 });
  });

  it('says so when the server cannot be reached, and lets an abort through as an abort', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(streamAiText('text-generate', REQUEST, { onText: () => {} })).rejects.toThrow('Error communicating with the API. Could not reach the server.');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new DOMException('stopped', 'AbortError'))),
    );
    await expect(streamAiText('text-generate', REQUEST, { onText: () => {} })).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('offline', () => {
  const failedFetch = () =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );

  it('says plainly that AI needs a connection, for streamed and JSON tasks alike', async () => {
    goOffline();
    failedFetch();
    const streamed = await streamAiText('text-generate', REQUEST, { onText: () => {} }).catch((caught: unknown) => caught);
    expect(streamed).toBeInstanceOf(AiOfflineError);
    expect(screenMessage(streamed)).toBe('You are offline: AI features need a connection. Local engines still work.');
    const json = await requestAiJson('text-generate', REQUEST, z.object({})).catch((caught: unknown) => caught);
    expect(screenMessage(json)).toBe(OFFLINE_MESSAGE);
  });

  it('says so too when the network drops in the middle of a stream', async () => {
    let pieces = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pieces += 1;
        if (pieces === 1) controller.enqueue(new TextEncoder().encode('{"type":"text","text":"Hel"}\n'));
        else {
          goOffline();
          controller.error(new TypeError('network error'));
        }
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { headers: { 'Content-Type': 'application/x-ndjson' } })),
    );
    const seen: string[] = [];
    await expect(streamAiText('text-generate', REQUEST, { onText: (text) => seen.push(text) })).rejects.toThrow(OFFLINE_MESSAGE);
    expect(seen).toEqual(['Hel']);
  });

  it('keeps "Could not reach the server" while online, and lets an abort through while offline', async () => {
    failedFetch();
    await expect(streamAiText('text-generate', REQUEST, { onText: () => {} })).rejects.toThrow('Error communicating with the API. Could not reach the server.');
    goOffline();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new DOMException('stopped', 'AbortError'))),
    );
    await expect(streamAiText('text-generate', REQUEST, { onText: () => {} })).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('requestAiJson', () => {
  it('returns the answer checked against its schema', async () => {
    answer(200, ['{"result":{"colors":["#fff"]}}'], 'application/json');
    const schema = z.object({ result: z.object({ colors: z.array(z.string()) }) });
    await expect(requestAiJson('text-generate', REQUEST, schema)).resolves.toEqual({ result: { colors: ['#fff'] } });
  });

  it('refuses an answer of the wrong shape', async () => {
    answer(200, ['{"result":{"colors":"red"}}'], 'application/json');
    const schema = z.object({ result: z.object({ colors: z.array(z.string()) }) });
    await expect(requestAiJson('text-generate', REQUEST, schema)).rejects.toThrow(
      'Error communicating with the API. The server sent an answer that could not be read.',
    );
  });
});

/** A server that never finishes: the answer (or its next piece, after `pieces`) never comes; only an abort ends the call. */
function stall(pieces: string[] = []) {
  const fetchMock = vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const signal = init.signal as AbortSignal;
        signal.addEventListener('abort', () => reject(signal.reason));
        if (pieces.length === 0) return;
        const encoder = new TextEncoder();
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            for (const piece of pieces) controller.enqueue(encoder.encode(piece));
            signal.addEventListener('abort', () => controller.error(signal.reason));
          },
        });
        resolve(new Response(body, { status: 200, headers: { 'Content-Type': 'application/x-ndjson' } }));
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
}

describe('the browser ends an AI call that outlives the server timeout', () => {
  afterEach(() => {
    vi.useRealTimers();
    rememberServerTimeout(60_000);
  });

  it('ends a call with no answer after the server timeout plus a margin, with a plain message', async () => {
    vi.useFakeTimers();
    rememberServerTimeout(5_000);
    stall();
    const call = requestAiJson('text-generate', REQUEST, z.object({}));
    const settled = expect(call).rejects.toMatchObject({
      message: 'Error communicating with the API. The server did not answer in time (20 s). Try again.',
      code: 'upstream_timeout',
    });
    await vi.advanceTimersByTimeAsync(20_000);
    await settled;
  });

  it('ends a stream whose next piece never comes, keeping what arrived for the screen', async () => {
    vi.useFakeTimers();
    rememberServerTimeout(5_000);
    stall(['{"type":"text","text":"Hello"}\n']);
    const seen: string[] = [];
    const call = streamAiText('text-generate', REQUEST, { onText: (text) => seen.push(text) });
    const settled = expect(call).rejects.toThrow('The server did not answer in time (20 s)');
    await vi.advanceTimersByTimeAsync(20_000);
    await settled;
    expect(seen).toEqual(['Hello']);
  });

  it('a call the visitor stops is still an abort, not a timeout', async () => {
    stall();
    const controller = new AbortController();
    const call = requestAiJson('text-generate', REQUEST, z.object({}), { signal: controller.signal });
    controller.abort();
    const error = await call.catch((caught: unknown) => caught);
    expect(screenMessage(error)).toBeNull();
  });
});

describe('screenMessage', () => {
  it.each([
    [new AiRequestError('Error communicating with the API. Boom.', 'upstream_error'), 'An error occurred: Error communicating with the API. Boom.'],
    [new AiRequestError('Too many requests. Try again in 5 s.', 'rate_limited', 5), 'Too many requests. Try again in 5 s.'],
    [new AiOfflineError(), 'You are offline: AI features need a connection. Local engines still work.'],
    [new Error('plain'), 'An error occurred: plain'],
    ['a string', 'An unknown error occurred.'],
    [undefined, 'An unknown error occurred.'],
    [new DOMException('stopped', 'AbortError'), null],
    [
      new JobFailure('Could not convert this SQL', 'it took longer than 60 s, so it was stopped'),
      'Could not convert this SQL: it took longer than 60 s, so it was stopped.',
    ],
  ])('shows %o as %j', (error, message) => {
    expect(screenMessage(error)).toBe(message);
  });
});
