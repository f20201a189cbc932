// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiErrorSchema } from '@contract/ai';
import { FAKE_CHUNKS, FAKE_RETRY_SECONDS, type FakeGemini, startFakeGemini, TRICKLE_CHUNKS } from '@test-support/fake-gemini';
import { freePort } from '@test-support/free-port';
import { maxAnswerBytes } from './answer-bytes';
import { defineTask } from './task';
import { textGenerateTask } from './tasks/text-generate';
import { gatewayApp, listen, parseStream, postJson, TEST_KEY, TEST_TEXT_TASK, textRequest } from '@test-support/gateway';

let fake: FakeGemini;

beforeAll(async () => {
  fake = await startFakeGemini({ key: TEST_KEY });
});
afterAll(() => fake.close());

const PREFIX = 'Error communicating with the API.';
/** Words of the fake's own error bodies: a raw provider body must never reach the client. */
const RAW_PROVIDER_WORDS = ['RESOURCE_EXHAUSTED', 'Resource has been exhausted', 'INTERNAL', 'API_KEY_INVALID', 'API key not valid', 'candidates'];

async function expectCleanError(res: Response, status: number, body: object) {
  expect(res.status).toBe(status);
  expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
  const text = await res.text();
  expect(JSON.parse(text)).toEqual(body);
  for (const word of [...RAW_PROVIDER_WORDS, TEST_KEY, '    at ', '.ts:']) expect(text).not.toContain(word);
}

describe('upstream failures', () => {
  it.each([
    ['500', 502, { error: `${PREFIX} The AI provider failed (HTTP 500).`, code: 'upstream_error' }],
    ['malformed', 502, { error: `${PREFIX} The AI provider sent an answer that could not be read.`, code: 'upstream_error' }],
    ['empty', 502, { error: `${PREFIX} The AI provider returned no content.`, code: 'upstream_error' }],
    ['safety', 422, { error: `${PREFIX} The AI provider blocked this response for safety reasons. Try rewording your prompt.`, code: 'blocked' }],
  ])('maps [fake:%s] to %i with a clear message', async (behavior, status, body) => {
    const { app } = gatewayApp(fake.url);
    await expectCleanError(await postJson(app, 'text-generate', textRequest(`x [fake:${behavior}]`)), status, body);
  });

  it('answers a JSON task whose model stopped before writing an object with a clear 502, not a crash', async () => {
    const { app } = gatewayApp(fake.url);
    const res = await postJson(app, 'color-palette', { prompt: 'ocean [fake:length]' });
    expect(res.status).toBe(502);
    expect(apiErrorSchema.parse(await res.json())).toMatchObject({ code: 'upstream_error', error: expect.stringMatching(new RegExp(`^${PREFIX} `)) });
  });

  it('passes a provider 429 on as 429 with the Retry-After it asked for', async () => {
    const { app } = gatewayApp(fake.url);
    const res = await postJson(app, 'text-generate', textRequest('x [fake:429]'));
    expect(res.headers.get('Retry-After')).toBe(String(FAKE_RETRY_SECONDS));
    await expectCleanError(res, 429, {
      error: `${PREFIX} The AI provider is rate limiting this server. Try again in ${FAKE_RETRY_SECONDS} s.`,
      code: 'upstream_rate_limited',
      retryAfterSeconds: FAKE_RETRY_SECONDS,
    });
  });

  it('clamps a provider 429 asking for an absurd wait to ten minutes, in the header and the message', async () => {
    const { app } = gatewayApp(fake.url);
    const res = await postJson(app, 'text-generate', textRequest('x [fake:throttle]'));
    expect(res.headers.get('Retry-After')).toBe('600');
    await expectCleanError(res, 429, {
      error: `${PREFIX} The AI provider is rate limiting this server. Try again in 600 s.`,
      code: 'upstream_rate_limited',
      retryAfterSeconds: 600,
    });
  });

  it('answers 504 when the provider does not answer in time, and ends the upstream call', async () => {
    const { app } = gatewayApp(fake.url, { AI_TIMEOUT_MS: '300' });
    const started = fake.requests.length;
    await expectCleanError(await postJson(app, 'text-generate', textRequest('x [fake:slow]')), 504, {
      error: `${PREFIX} The AI provider did not answer within 0.3 s.`,
      code: 'upstream_timeout',
    });
    await fake.waitForDisconnect((request) => fake.requests.indexOf(request) >= started);
  });

  it('says so when the server key is refused, without echoing the provider', async () => {
    const { app } = gatewayApp(fake.url, { GEMINI_API_KEY: 'WRONG-KEY' });
    await expectCleanError(await postJson(app, 'text-generate', textRequest('x')), 502, {
      error: `${PREFIX} The AI provider rejected this server's API key.`,
      code: 'upstream_error',
    });
  });

  it('says so when the provider cannot be reached', async () => {
    const { app } = gatewayApp(`http://127.0.0.1:${await freePort()}`);
    await expectCleanError(await postJson(app, 'text-generate', textRequest('x')), 502, {
      error: `${PREFIX} Could not reach the AI provider.`,
      code: 'upstream_error',
    });
  });

  it('ends a stream that breaks after its first piece with an error line', async () => {
    const { app, logs } = gatewayApp(fake.url);
    const res = await postJson(app, 'text-generate', textRequest('x [fake:cutoff]'));
    expect(res.status).toBe(200);
    expect(parseStream(await res.text())).toEqual([
      { type: 'text', text: FAKE_CHUNKS[0] },
      { type: 'error', error: `${PREFIX} The AI provider sent an answer that could not be read.`, code: 'upstream_error' },
    ]);
    await expect.poll(() => logs().at(-1)?.outcome).toBe('upstream_error');
  });

  it('ends a stream whose provider connection drops mid-answer with the lost-connection line, logged as no bug', async () => {
    const bugLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { app, logs } = gatewayApp(fake.url);
      const res = await postJson(app, 'text-generate', textRequest('x [fake:drop] my secret input'));
      expect(res.status).toBe(200);
      expect(parseStream(await res.text())).toEqual([
        { type: 'text', text: FAKE_CHUNKS[0] },
        { type: 'error', error: `${PREFIX} Could not reach the AI provider.`, code: 'upstream_error' },
      ]);
      await expect.poll(() => logs().at(-1)?.outcome).toBe('upstream_error');
      expect(bugLog).not.toHaveBeenCalled();
      expect(JSON.stringify(logs())).not.toContain('my secret input');
    } finally {
      bugLog.mockRestore();
    }
  });

  it('refuses a stream whose first event never ends with a clear 502, and hangs up on the provider', async () => {
    // Without a cap the event would grow in memory until the limit in all ended it with a timeout.
    const { app, logs } = gatewayApp(fake.url, { AI_STREAM_TIMEOUT_MS: '5000' });
    const started = fake.requests.length;
    const res = await postJson(app, 'text-generate', textRequest('x [fake:endless]'));
    const kb = Math.floor(maxAnswerBytes(textGenerateTask.output, textGenerateTask.maxOutputTokens) / 1024);
    await expectCleanError(res, 502, { error: `${PREFIX} The AI provider sent an answer too large to read (over ${kb} KB).`, code: 'upstream_error' });
    await fake.waitForDisconnect((request) => fake.requests.indexOf(request) >= started);
    await expect.poll(() => logs().at(-1)?.outcome).toBe('upstream_error');
  });

  it('ends a stream that goes quiet with a timeout line, each piece getting the full limit', async () => {
    const { app } = gatewayApp(fake.url, { AI_TIMEOUT_MS: '300' });
    const res = await postJson(app, 'text-generate', textRequest('x [fake:stall]'));
    expect(parseStream(await res.text())).toEqual([
      { type: 'text', text: FAKE_CHUNKS[0] },
      { type: 'error', error: `${PREFIX} The AI provider did not answer within 0.3 s.`, code: 'upstream_timeout' },
    ]);
  });

  it('ends a stream whose pieces keep coming with a timeout line at its limit in all, and hangs up on the provider', async () => {
    const { app, logs } = gatewayApp(fake.url, { AI_TIMEOUT_MS: '10000', AI_STREAM_TIMEOUT_MS: '500' });
    const started = fake.requests.length;
    const res = await postJson(app, 'text-generate', textRequest('x [fake:trickle]'));
    const events = parseStream(await res.text());
    // A piece every 100 ms, each well within the per-piece 10 s: only the limit in all ends it.
    expect(events.at(-1)).toEqual({ type: 'error', error: `${PREFIX} The AI provider did not answer within 0.5 s.`, code: 'upstream_timeout' });
    expect(events.slice(0, -1).every((event) => event.type === 'text')).toBe(true);
    expect(events.length).toBeLessThan(TRICKLE_CHUNKS);
    await expect.poll(() => logs().at(-1)?.outcome).toBe('upstream_timeout');
    await fake.waitForDisconnect((request) => fake.requests.indexOf(request) >= started);
  });

  it('keeps an unexpected provider bug a plain 500, logged without secrets', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const broken = {
        name: 'gemini' as const,
        capabilities: new Set(['text' as const]),
        generateText: vi.fn(),
        generateJson: vi.fn(),
        generateImage: vi.fn(),
        streamText: () => {
          throw new Error(`bug near ${TEST_KEY}`);
        },
      };
      const { app } = gatewayApp(fake.url, {}, { provider: broken });
      const res = await postJson(app, 'text-generate', textRequest('x'));
      expect(res.status).toBe(500);
      expect(apiErrorSchema.parse(await res.json())).toEqual({ error: 'Internal server error', code: 'internal' });
      expect(log.mock.calls.flat().join(' ')).not.toContain(TEST_KEY);
    } finally {
      log.mockRestore();
    }
  });
});

describe('a hostile or broken provider', () => {
  // A whole-answer task beside the streamed text-generate, so both kinds of call are covered. A
  // test-only module under a contract id (the route serves no other), with the body as the whole prompt.
  const wholeTextTask = defineTask({
    ...TEST_TEXT_TASK,
    id: 'svg-icon',
    maxBodyBytes: 1024,
    prompt: ({ prompt }) => ({ system: 'Answer.', text: prompt }),
  });
  const appWithTasks = (env: Record<string, string> = {}) => gatewayApp(fake.url, env, { tasks: [wholeTextTask, textGenerateTask] });

  it.each([
    ['reset', 'Could not reach the AI provider.', 'Could not reach the AI provider.'],
    // An HTML page holds no server-sent event at all, so the stream reads as empty.
    ['html', 'The AI provider sent an answer that could not be read.', 'The AI provider returned no content.'],
  ])('answers [fake:%s] with a clear 502, whole or streamed', async (behavior, wholeError, streamError) => {
    const { app } = appWithTasks();
    await expectCleanError(await postJson(app, 'svg-icon', { prompt: `x [fake:${behavior}]` }), 502, {
      error: `${PREFIX} ${wholeError}`,
      code: 'upstream_error',
    });
    await expectCleanError(await postJson(app, 'text-generate', textRequest(`x [fake:${behavior}]`)), 502, {
      error: `${PREFIX} ${streamError}`,
      code: 'upstream_error',
    });
  });

  it('answers 504 at the time limit when a whole answer drips in byte by byte, and hangs up on the provider', async () => {
    const { app } = appWithTasks({ AI_TIMEOUT_MS: '500' });
    const started = fake.requests.length;
    await expectCleanError(await postJson(app, 'svg-icon', { prompt: 'x [fake:drip]' }), 504, {
      error: `${PREFIX} The AI provider did not answer within 0.5 s.`,
      code: 'upstream_timeout',
    });
    await fake.waitForDisconnect((request) => fake.requests.indexOf(request) >= started);
  });

  it('still serves normally after all of that', async () => {
    const { app } = appWithTasks();
    const res = await postJson(app, 'svg-icon', { prompt: 'hello' });
    expect(await res.json()).toEqual({ text: FAKE_CHUNKS.join('') });
  });
});

describe('cancellation', () => {
  it('aborts the upstream call when the browser stops reading a stream', async () => {
    const { app, logs } = gatewayApp(fake.url);
    const server = await listen(app);
    try {
      const started = fake.requests.length;
      const controller = new AbortController();
      const res = await fetch(`${server.url}/api/ai/text-generate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(textRequest('x [fake:trickle]')),
        signal: controller.signal,
      });
      const reader = res.body?.getReader();
      const first = await reader?.read();
      expect(new TextDecoder().decode(first?.value)).toContain('Piece 1.');
      controller.abort();
      const request = await fake.waitForDisconnect((candidate) => fake.requests.indexOf(candidate) >= started);
      expect(request.finished).toBe(false);
      await expect.poll(() => logs().at(-1)?.outcome).toBe('cancelled');
    } finally {
      await server.close();
    }
  });

  it('aborts the upstream call when the browser gives up before the first piece', async () => {
    const { app } = gatewayApp(fake.url);
    const server = await listen(app);
    try {
      const started = fake.requests.length;
      const controller = new AbortController();
      const pending = fetch(`${server.url}/api/ai/text-generate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(textRequest('x [fake:slow]')),
        signal: controller.signal,
      }).catch((error: unknown) => error);
      await expect.poll(() => fake.requests.length).toBeGreaterThan(started);
      controller.abort();
      expect(await pending).toBeInstanceOf(Error);
      await fake.waitForDisconnect((candidate) => fake.requests.indexOf(candidate) >= started);
    } finally {
      await server.close();
    }
  });
});
