// @vitest-environment node
// A whole (not streamed) answer is read only up to a few times what its task lets the model write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGemini, startFakeGemini } from '@test-support/fake-gemini';
import { gatewayApp, postJson, TEST_KEY, TEST_TEXT_TASK } from '@test-support/gateway';
import { taskSample } from '@test-support/task-samples';
import { maxAnswerBytes } from './answer-bytes';
import { answerCappedFetch, eventCappedFetch } from './providers/capped-fetch';
import { defineTask } from './task';
import { colorPaletteTask } from './tasks/color-palette';
import { AiUpstreamError } from './upstream-error';

let fake: FakeGemini;
beforeAll(async () => {
  fake = await startFakeGemini({ key: TEST_KEY });
});
afterAll(() => fake.close());

const wholeTextTask = defineTask({
  ...TEST_TEXT_TASK,
  id: 'svg-icon',
  maxOutputTokens: 100,
  maxBodyBytes: 1024,
  prompt: ({ prompt }) => ({ system: 'Answer.', text: prompt }),
});

describe('a provider answer past its byte cap', () => {
  it.each([
    ['a text task', wholeTextTask, { prompt: 'x [fake:endless]' }, { prompt: 'x' }],
    ['a JSON task', colorPaletteTask, { prompt: 'ocean [fake:endless]' }, taskSample('color-palette')],
  ])('ends %s with a clear 502, hangs up on the provider, and frees the slot', async (_, task, endless, normal) => {
    // The time limit would end it too, with a 504, having read all it could meanwhile.
    const { app } = gatewayApp(fake.url, { AI_MAX_CONCURRENT_CALLS: '1', AI_TIMEOUT_MS: '3000' }, { tasks: [task] });
    const started = fake.requests.length;
    const res = await postJson(app, task.id, endless);
    expect(res.status).toBe(502);
    const kb = Math.floor(maxAnswerBytes(task.output, task.maxOutputTokens) / 1024);
    expect(await res.json()).toEqual({
      error: `Error communicating with the API. The AI provider sent an answer too large to read (over ${kb} KB).`,
      code: 'upstream_error',
    });
    await fake.waitForDisconnect((request) => fake.requests.indexOf(request) >= started);
    // The one upstream slot is free again.
    expect((await postJson(app, task.id, normal)).status).toBe(200);
  });
});

describe('answerCappedFetch', () => {
  /** A body of `chunks` chunks of 1 KB without a Content-Length; `cancelled` says whether its reader gave up on it. */
  function chunkedAnswer(chunks: number) {
    let cancelled = false;
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull: (controller) => {
        if (sent === chunks) return controller.close();
        sent += 1;
        controller.enqueue(new Uint8Array(1024));
      },
      cancel: () => {
        cancelled = true;
      },
    });
    return { fetch: async () => new Response(body, { status: 200 }), cancelled: () => cancelled, sent: () => sent };
  }

  it('passes an answer within the cap through whole', async () => {
    const answer = chunkedAnswer(4);
    expect((await (await answerCappedFetch(4 * 1024, answer.fetch)('http://fake')).arrayBuffer()).byteLength).toBe(4 * 1024);
  });

  it('fails an answer whose Content-Length is over the cap before reading it', async () => {
    const answer = chunkedAnswer(1000);
    const fetch = async () => new Response((await answer.fetch()).body, { headers: { 'Content-Length': String(1000 * 1024) } });
    await expect(answerCappedFetch(4 * 1024, fetch)('http://fake')).rejects.toEqual(new AiUpstreamError({ kind: 'too-large', maxBytes: 4 * 1024 }));
    expect(answer.cancelled()).toBe(true);
  });

  it('fails an answer without a Content-Length once it passes the cap, and stops reading it', async () => {
    const answer = chunkedAnswer(1000);
    const res = await answerCappedFetch(4 * 1024, answer.fetch)('http://fake');
    const failure = await res.text().catch((error: unknown) => error);
    expect(failure).toEqual(new AiUpstreamError({ kind: 'too-large', maxBytes: 4 * 1024 }));
    expect(answer.cancelled()).toBe(true);
    expect(answer.sent()).toBeLessThan(10);
  });
});

describe('eventCappedFetch', () => {
  const encoder = new TextEncoder();
  /** A stream body of the given pieces, one chunk each; `cancelled` says whether its reader gave up on it. */
  function streamed(pieces: string[]) {
    let cancelled = false;
    const queue = [...pieces];
    const body = new ReadableStream<Uint8Array>({
      pull: (controller) => {
        const piece = queue.shift();
        if (piece === undefined) controller.close();
        else controller.enqueue(encoder.encode(piece));
      },
      cancel: () => {
        cancelled = true;
      },
    });
    return { fetch: async () => new Response(body, { status: 200 }), cancelled: () => cancelled };
  }

  it('passes a long stream of events that are each within the cap, with LF or CRLF lines', async () => {
    const event = `data: ${'x'.repeat(900)}`;
    const stream = streamed([...Array.from({ length: 20 }, () => `${event}\n\n`), ...Array.from({ length: 20 }, () => `${event}\r\n\r\n`)]);
    const text = await (await eventCappedFetch(1024, stream.fetch)('http://fake')).text();
    expect(text.length).toBe(20 * (event.length + 2) + 20 * (event.length + 4));
  });

  it('fails the call once one event passes the cap, even spread over many chunks, and stops reading', async () => {
    const stream = streamed(['data: {"a":"', ...Array.from({ length: 1000 }, () => 'x'.repeat(100))]);
    const failure = await (await eventCappedFetch(1024, stream.fetch)('http://fake')).text().catch((error: unknown) => error);
    expect(failure).toEqual(new AiUpstreamError({ kind: 'too-large', maxBytes: 1024 }));
    expect(stream.cancelled()).toBe(true);
  });
});
