// @vitest-environment node
import { request as httpRequest } from 'node:http';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema } from '@contract/ai';
import { healthSchema } from '@contract/health';
import { TEXT_PROMPT_MAX_CHARS } from '@contract/text-generate';
import { FAKE_CHUNKS, FAKE_PNG_BASE64, type FakeGemini, requestText, startFakeGemini } from '@test-support/fake-gemini';
import { FAKE_OPENAI_CHUNKS, startFakeOpenAi } from '@test-support/fake-openai';
import { defineTask } from '../ai/task';
import { aiTasks } from '../ai/tasks';
import { gatewayApp, listen, parseStream, postJson, TEST_KEY, TEST_TEXT_TASK, textRequest } from '@test-support/gateway';
import { taskSample } from '@test-support/task-samples';

let fake: FakeGemini;

beforeAll(async () => {
  fake = await startFakeGemini({ key: TEST_KEY });
});
afterAll(() => fake.close());

const lastRequest = () => fake.requests.at(-1);

describe('POST /api/ai/text-generate', () => {
  it('streams the answer as NDJSON lines, ending with done', async () => {
    const { app } = gatewayApp(fake.url);
    const res = await postJson(app, 'text-generate', textRequest('A bakery website'));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/x-ndjson; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(parseStream(await res.text())).toEqual([...FAKE_CHUNKS.map((text) => ({ type: 'text', text })), { type: 'done' }]);
  });

  it('owns the prompt and the model: the fast tier, a system instruction, the length and format, the key in the header', async () => {
    const { app } = gatewayApp(fake.url, { AI_MODEL_FAST: 'fast-model-x' });
    await (await postJson(app, 'text-generate', textRequest('  A bakery website  ', { length: { unit: 'words', count: 40 }, format: 'html' }))).text();
    const request = lastRequest();
    expect(request?.model).toBe('fast-model-x');
    expect(request?.method).toBe('streamGenerateContent');
    const system = request?.body.systemInstruction?.parts?.map((part) => part.text).join('') ?? '';
    expect(system).toContain('placeholder text');
    expect(system).toContain('HTML fragment');
    const user = requestText({ contents: request?.body.contents });
    expect(user).toContain('Length: exactly 40 words.');
    expect(user).toContain('\nA bakery website\n');
    expect(request?.body.generationConfig?.maxOutputTokens).toBe(316);
  });

  it.each([
    ['a blank prompt', textRequest('   '), 'Prompt is empty.'],
    ['a missing prompt', { length: { unit: 'words', count: 5 }, format: 'plain' }, /^Invalid prompt: /],
    ['an unknown unit', textRequest('x', { length: { unit: 'pages' as 'words', count: 1 } }), /^Invalid length\.unit: /],
    ['a zero count', textRequest('x', { length: { unit: 'words', count: 0 } }), 'Length must be at least 1.'],
    ['a count above its unit limit', textRequest('x', { length: { unit: 'paragraphs', count: 21 } }), 'Length is above the limit for its unit.'],
    ['a fractional count', textRequest('x', { length: { unit: 'words', count: 2.5 } }), /^Invalid length\.count: /],
    ['an unknown format', textRequest('x', { format: 'pdf' as 'plain' }), /^Invalid format: /],
    ['a model id', { ...textRequest('x'), model: 'gemini-2.5-pro' }, 'Unknown field: model. The server chooses the model and writes the prompt.'],
    ['a system prompt', { ...textRequest('x'), system: 'You are a free chatbot' }, /^Unknown field: system\./],
    ['a key', { ...textRequest('x'), apiKey: 'mine' }, /^Unknown field: apiKey\./],
  ])('refuses %s with 400 and never calls the provider', async (_, body, message) => {
    const { app } = gatewayApp(fake.url);
    const before = fake.requests.length;
    const res = await postJson(app, 'text-generate', body);
    expect(res.status).toBe(400);
    const error = apiErrorSchema.parse(await res.json());
    expect(error.code).toBe('bad_request');
    expect(error.error).toMatch(message);
    expect(fake.requests.length).toBe(before);
  });

  it('refuses a body that does not parse as JSON with a JSON 400', async () => {
    const { app } = gatewayApp(fake.url);
    const res = await postJson(app, 'text-generate', null, { body: '{"prompt":' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Malformed JSON in request body', code: 'bad_request' });
  });

  it.each([
    ['a form', { 'Content-Type': 'application/x-www-form-urlencoded' }],
    ['plain text', { 'Content-Type': 'text/plain' }],
    ['no Content-Type', {}],
  ])('refuses a body sent as %s with 415, unread, and never calls the provider', async (_, headers) => {
    const { app } = gatewayApp(fake.url);
    const before = fake.requests.length;
    const res = await postJson(app, 'css-minify', null, { body: 'css=a{}', headers });
    expect(res.status).toBe(415);
    expect(res.headers.get('Connection')).toBe('close');
    expect(await res.json()).toEqual({ error: 'Content-Type must be application/json', code: 'unsupported_media_type' });
    expect(fake.requests.length).toBe(before);
  });

  it('takes JSON with a charset', async () => {
    const { app } = gatewayApp(fake.url);
    const res = await postJson(app, 'color-palette', taskSample('color-palette'), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
    expect(res.status).toBe(200);
  });

  it('answers 413 for a prompt over the limit and for a body over the byte limit, closing the connection', async () => {
    const { app } = gatewayApp(fake.url);
    const long = await postJson(app, 'text-generate', textRequest('x'.repeat(TEXT_PROMPT_MAX_CHARS + 1)));
    expect(long.status).toBe(413);
    expect(await long.json()).toEqual({ error: 'Prompt is too long: at most 4000 characters.', code: 'too_large' });

    const huge = await postJson(app, 'text-generate', { ...textRequest('x'), padding: 'y'.repeat(200_000) });
    expect(huge.status).toBe(413);
    expect(huge.headers.get('Connection')).toBe('close');
    expect(await huge.json()).toEqual({ error: 'Request body is too large: at most 32 KB.', code: 'too_large' });
  });

  it('accepts a prompt of exactly the limit', async () => {
    const { app } = gatewayApp(fake.url);
    const res = await postJson(app, 'text-generate', textRequest('x'.repeat(TEXT_PROMPT_MAX_CHARS)));
    expect(res.status).toBe(200);
    await res.text();
  });
});

describe('rate limit', () => {
  const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

  it('answers 429 with Retry-After once a client address has used its requests, leaving others alone', async () => {
    const { app } = gatewayApp(fake.url, { RATE_LIMIT_PER_MINUTE: '2' });
    for (let index = 0; index < 2; index += 1) {
      const ok = await postJson(app, 'text-generate', textRequest('x'), {}, from('10.0.0.1'));
      expect(ok.status).toBe(200);
      await ok.text();
    }
    const before = fake.requests.length;
    const limited = await postJson(app, 'text-generate', textRequest('x'), {}, from('10.0.0.1'));
    expect(limited.status).toBe(429);
    // Two a minute: the next token comes back after 30 s.
    expect(limited.headers.get('Retry-After')).toBe('30');
    expect(await limited.json()).toEqual({ error: 'Too many requests. Try again in 30 s.', code: 'rate_limited', retryAfterSeconds: 30 });
    expect(fake.requests.length).toBe(before);

    const other = await postJson(app, 'text-generate', textRequest('x'), {}, from('10.0.0.2'));
    expect(other.status).toBe(200);
    await other.text();
  });

  it('keys IPv6 clients by their /64, and forwarded addresses without their port', async () => {
    const { app } = gatewayApp(fake.url, { RATE_LIMIT_PER_MINUTE: '1' });
    const statusFrom = async (address: string) => (await postJson(app, 'color-palette', taskSample('color-palette'), {}, from(address))).status;
    expect(await statusFrom('2001:db8:0:1::1')).toBe(200);
    // Another address of the same /64 is the same client; the next /64 is another.
    expect(await statusFrom('2001:db8:0:1:ffff:ffff:ffff:ffff')).toBe(429);
    expect(await statusFrom('2001:db8:0:2::1')).toBe(200);

    const proxied = gatewayApp(fake.url, { RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY_HOPS: '1' }).app;
    const statusVia = async (forwardedFor: string) =>
      (
        await postJson(
          proxied,
          'color-palette',
          taskSample('color-palette'),
          { headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor } },
          from('10.0.0.9'),
        )
      ).status;
    expect(await statusVia('198.51.100.7:1111')).toBe(200);
    expect(await statusVia('198.51.100.7:2222')).toBe(429);
  });

  it("takes each task's cost from the client's budget, and says how long until the dearer task fits", async () => {
    const { app } = gatewayApp(fake.url, { RATE_LIMIT_PER_MINUTE: '12' });
    const client = from('10.0.0.3');
    // pdf-to-json costs 5 (a large document on the strong model): two of them leave 2 of the 12.
    for (let index = 0; index < 2; index += 1) expect((await postJson(app, 'pdf-to-json', taskSample('pdf-to-json'), {}, client)).status).toBe(200);
    const dear = await postJson(app, 'pdf-to-json', taskSample('pdf-to-json'), {}, client);
    expect(dear.status).toBe(429);
    // Three more units at one every 5 s.
    expect(await dear.json()).toEqual({ error: 'Too many requests. Try again in 15 s.', code: 'rate_limited', retryAfterSeconds: 15 });
    // A task that costs 1 still fits.
    const cheap = await postJson(app, 'color-palette', taskSample('color-palette'), {}, client);
    expect(cheap.status).toBe(200);
  });

  it("charges a request refused for its body one unit, not its task's cost", async () => {
    const { app } = gatewayApp(fake.url, { RATE_LIMIT_PER_MINUTE: '6' });
    const client = from('10.0.0.4');
    expect((await postJson(app, 'pdf-to-json', { prompt: 'Extract the title.' }, {}, client)).status).toBe(400);
    // pdf-to-json costs 5: after the refused one, 5 of the 6 are left for it.
    expect((await postJson(app, 'pdf-to-json', taskSample('pdf-to-json'), {}, client)).status).toBe(200);
    const spent = await postJson(app, 'color-palette', taskSample('color-palette'), {}, client);
    expect(spent.status).toBe(429);
    expect(spent.headers.get('Connection')).toBe('close');
  });

  it('answers 429 before reading the body once a client has too many requests in flight, and serves others', async () => {
    const { app } = gatewayApp(fake.url, { AI_MAX_IN_FLIGHT_PER_CLIENT: '2' });
    const stop = new AbortController();
    const hanging = [1, 2].map(() => postJson(app, 'svg-icon', { prompt: 'x [fake:slow]' }, { signal: stop.signal }, from('10.0.0.5')));
    await expect.poll(() => fake.requests.filter((request) => requestText(request.body).includes('x [fake:slow]') && !request.disconnected).length).toBe(2);
    const third = await postJson(app, 'svg-icon', { prompt: 'x' }, {}, from('10.0.0.5'));
    expect(third.status).toBe(429);
    expect(third.headers.get('Retry-After')).toBe('1');
    expect(third.headers.get('Connection')).toBe('close');
    expect(await third.json()).toEqual({
      error: 'Too many requests at once: at most 2 at a time. Try again in 1 s.',
      code: 'rate_limited',
      retryAfterSeconds: 1,
    });
    expect((await postJson(app, 'svg-icon', { prompt: 'x' }, {}, from('10.0.0.6'))).status).toBe(200);
    stop.abort();
    await Promise.allSettled(hanging);
    // The slots are free again once those requests have ended.
    await expect.poll(async () => (await postJson(app, 'svg-icon', { prompt: 'x' }, {}, from('10.0.0.5'))).status).toBe(200);
  });

  /**
   * A request whose body is being sent: `bytes` of it, then nothing until `end()`. `reading` resolves once the
   * server has taken in those bytes: when it asks for more after a second, one-byte chunk; `started` says
   * whether it has begun to read.
   */
  function bodyInFlight(app: Hono, task: string, bytes: number, address: string) {
    let end = () => {};
    let read = () => {};
    const reading = new Promise<void>((resolve) => (read = resolve));
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        controller.enqueue(new Uint8Array(bytes).fill(0x20));
        end = () => controller.close();
      },
      pull: (controller) => {
        pulls += 1;
        if (pulls === 1) controller.enqueue(new Uint8Array(1).fill(0x20));
        else read();
      },
    });
    // duplex: a streamed body, as Node's fetch requires it be said (not yet in the DOM's RequestInit type).
    const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, duplex: 'half' } as RequestInit;
    const response = Promise.resolve(app.request(`/api/ai/${task}`, init, from(address)));
    return { response, reading, end, started: () => pulls > 0 };
  }

  it('reads one large body (a PDF, a logo) per client at a time: the next waits its turn unread', async () => {
    const { app } = gatewayApp(fake.url);
    const first = bodyInFlight(app, 'pdf-to-json', 1024, '10.0.2.1');
    await first.reading;
    const second = bodyInFlight(app, 'logo-palette', 1024, '10.0.2.1');
    // A small body from the same client, and a large one from another, go through meanwhile.
    expect((await postJson(app, 'color-palette', taskSample('color-palette'), {}, from('10.0.2.1'))).status).toBe(200);
    expect((await postJson(app, 'pdf-to-json', taskSample('pdf-to-json'), {}, from('10.0.2.2'))).status).toBe(200);
    expect(second.started()).toBe(false);
    first.end();
    expect((await first.response).status).toBe(400);
    await second.reading;
    second.end();
    expect((await second.response).status).toBe(400);
    expect((await postJson(app, 'pdf-to-json', taskSample('pdf-to-json'), {}, from('10.0.2.1'))).status).toBe(200);
  });

  it("answers 503 unread, without spending the client's budget, while other bodies fill the instance's body budget", async () => {
    const MB = 1024 * 1024;
    const { app } = gatewayApp(fake.url, { AI_MAX_BODY_BYTES_IN_FLIGHT: String(MB), RATE_LIMIT_PER_MINUTE: '1' });
    // Alone, a body may take more than the whole budget; a chunked one is charged as it arrives.
    const pdf = bodyInFlight(app, 'pdf-to-json', MB, '10.0.3.1');
    await pdf.reading;
    const body = JSON.stringify(taskSample('color-palette'));
    const post = () =>
      postJson(app, 'color-palette', null, { body, headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length) } }, from('10.0.3.2'));
    const refused = await post();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toBe('1');
    expect(refused.headers.get('Connection')).toBe('close');
    expect(await refused.json()).toEqual({ error: 'The server is busy. Try again in 1 s.', code: 'overloaded', retryAfterSeconds: 1 });
    pdf.end();
    await pdf.response;
    // The budget is back once that body was read, and the client's one call a minute is still there.
    expect((await post()).status).toBe(200);
  });

  it('sheds calls past the global cap with 503 and Retry-After, without spending the budget', async () => {
    const { app } = gatewayApp(fake.url, { AI_MAX_CONCURRENT_CALLS: '2', RATE_LIMIT_PER_MINUTE: '1' });
    const stop = new AbortController();
    const marker = 'busy [fake:slow]';
    const hanging = ['10.0.1.1', '10.0.1.2'].map((address) => postJson(app, 'svg-icon', { prompt: marker }, { signal: stop.signal }, from(address)));
    await expect.poll(() => fake.requests.filter((request) => requestText(request.body).includes(marker) && !request.disconnected).length).toBe(2);
    const shed = await postJson(app, 'svg-icon', { prompt: 'x' }, {}, from('10.0.1.3'));
    expect(shed.status).toBe(503);
    expect(shed.headers.get('Retry-After')).toBe('1');
    expect(await shed.json()).toEqual({ error: 'The server is busy. Try again in 1 s.', code: 'overloaded', retryAfterSeconds: 1 });
    stop.abort();
    await Promise.allSettled(hanging);
    // Its one request a minute is still there.
    await expect.poll(async () => (await postJson(app, 'svg-icon', { prompt: 'x' }, {}, from('10.0.1.3'))).status).toBe(200);
  });
});

describe('availability', () => {
  it('lists the tasks the configuration can run in /api/health', async () => {
    const gemini = gatewayApp(fake.url).app;
    expect(healthSchema.parse(await (await gemini.request('/api/health')).json()).ai).toEqual({
      configured: true,
      provider: 'gemini',
      tasks: aiTasks.map((task) => task.id),
      timeoutMs: 60_000,
    });
    const none = gatewayApp(fake.url, {}, { provider: null }).app;
    expect(healthSchema.parse(await (await none.request('/api/health')).json()).ai).toEqual({
      configured: false,
      provider: null,
      tasks: [],
      timeoutMs: 60_000,
    });
  });

  it('answers 503 naming the variable to set when no provider is configured', async () => {
    const { app } = gatewayApp(fake.url, {}, { provider: null });
    const res = await postJson(app, 'text-generate', textRequest('x'));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: 'AI is not configured on this server. Set GEMINI_API_KEY (or OPENAI_BASE_URL and OPENAI_MODEL) where it runs, then restart it.',
      code: 'unavailable',
    });
  });

  it('answers unknown tasks with the JSON 404', async () => {
    const { app } = gatewayApp(fake.url);
    const res = await postJson(app, 'no-such-task', {});
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found', code: 'not_found' });
    expect((await app.request('/api/ai/no-such-task', { method: 'OPTIONS' })).status).toBe(404);
  });

  it.each(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'])('answers %s on a task with 405 and Allow: POST', async (method) => {
    for (const { app } of [gatewayApp(fake.url), gatewayApp(fake.url, { GEMINI_API_KEY: '' })]) {
      const res = await app.request('/api/ai/css-minify', { method });
      expect(res.status).toBe(405);
      expect(res.headers.get('Allow')).toBe('POST');
      if (method !== 'HEAD') expect(await res.json()).toEqual({ error: 'Method not allowed: use POST.', code: 'method_not_allowed' });
    }
  });

  it('answers TRACE, which only a real socket carries, with 405 and Allow where the path exists', async () => {
    const server = await listen(gatewayApp(fake.url).app);
    const trace = (path: string) =>
      new Promise<{ status: number | undefined; allow: string | undefined }>((resolve, reject) => {
        const req = httpRequest(`${server.url}${path}`, { method: 'TRACE' }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode, allow: res.headers.allow }));
        });
        req.on('error', reject);
        req.end();
      });
    try {
      expect(await trace('/api/ai/css-minify')).toEqual({ status: 405, allow: 'POST' });
      expect(await trace('/api/health')).toEqual({ status: 405, allow: 'GET, HEAD' });
      expect((await trace('/api/ai/no-such-task')).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe('request log', () => {
  it('writes one JSON line per request with route, status, duration and tier, and no input or secret', async () => {
    const { app, logs } = gatewayApp(fake.url);
    await (await postJson(app, 'text-generate', textRequest('PRIVATE-PROMPT-TEXT'))).text();
    await postJson(app, 'text-generate', textRequest(''));
    await expect.poll(() => logs().length).toBe(2);
    const [ok, bad] = logs();
    expect(ok).toMatchObject({ method: 'POST', route: '/api/ai/text-generate', status: 200, tier: 'fast', outcome: 'ok' });
    expect(typeof ok?.durationMs).toBe('number');
    expect(bad).toMatchObject({ route: '/api/ai/text-generate', status: 400, tier: 'fast', outcome: 'http-400' });
    const text = JSON.stringify(logs());
    expect(text).not.toContain('PRIVATE-PROMPT-TEXT');
    expect(text).not.toContain(TEST_KEY);
  });
});

describe('other task shapes, through test-only task modules', () => {
  // The route serves only the contract's tasks, so these take contract ids and bodies, each with its own
  // prompt and answer shape: they test the route's handling of each kind of output, not a real task.
  const paletteSchema = z.object({ colors: z.array(z.string()), files: z.number() });
  const logo = { mimeType: 'image/png', data: FAKE_PNG_BASE64 };
  const jsonTask = defineTask({
    id: 'logo-palette',
    tier: 'strong',
    cost: 2,
    maxOutputTokens: 512,
    needs: ['text', 'files'],
    output: 'json',
    schema: paletteSchema,
    maxBodyBytes: 1024,
    prompt: ({ image }) => ({ system: 'Extract.', text: 'Read the file.', files: [image] }),
  });
  const imageTask = defineTask({
    id: 'logo-mockup',
    tier: 'image',
    cost: 5,
    maxOutputTokens: 8_192,
    needs: ['image-output'],
    output: 'image',
    maxBodyBytes: 1024,
    prompt: () => ({ system: 'Draw.', text: 'A mockup.' }),
  });
  const textTask = defineTask({
    ...TEST_TEXT_TASK,
    id: 'svg-icon',
    maxBodyBytes: 64,
    prompt: () => ({ system: 'Say.', text: 'Something.' }),
  });
  const tasks = [jsonTask, imageTask, textTask];

  it('sends inline files on the strong tier and returns JSON checked against the schema', async () => {
    const { app } = gatewayApp(fake.url, { AI_MODEL_STRONG: 'strong-model-x' }, { tasks });
    const res = await postJson(app, 'logo-palette', { image: logo });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ result: { colors: ['#112233', '#445566', '#778899', '#aabbcc', '#ddeeff'], files: 1 } });
    const request = lastRequest();
    expect(request?.model).toBe('strong-model-x');
    expect(request?.body.generationConfig?.responseMimeType).toBe('application/json');
    expect(request?.body.contents?.[0]?.parts?.[1]).toEqual({ inlineData: logo });
  });

  it('asks the image tier for an image and returns its inline data', async () => {
    const { app } = gatewayApp(fake.url, { AI_MODEL_IMAGE: 'image-model-x' }, { tasks });
    const palette = { primary: '#111111', secondary: '#222222', accent: '#333333', neutral: '#444444', background: '#FFFFFF' };
    const res = await postJson(app, 'logo-mockup', { image: logo, theme: 'light', palette });
    expect(await res.json()).toEqual({ image: { mimeType: 'image/png', data: FAKE_PNG_BASE64 } });
    expect(lastRequest()?.model).toBe('image-model-x');
    expect(lastRequest()?.body.generationConfig?.responseModalities).toEqual(['TEXT', 'IMAGE']);
  });

  it('returns a whole text answer as JSON', async () => {
    const { app } = gatewayApp(fake.url, {}, { tasks });
    expect(await (await postJson(app, 'svg-icon', { prompt: 'x' })).json()).toEqual({ text: FAKE_CHUNKS.join('') });
  });

  it('offers an OpenAI-compatible server the text tasks only, and streams from it', async () => {
    const openAi = await startFakeOpenAi({ key: 'FAKE-OPENAI-KEY' });
    try {
      const env = { OPENAI_BASE_URL: openAi.url, OPENAI_API_KEY: 'FAKE-OPENAI-KEY', OPENAI_MODEL: 'llama-test' };
      const { app } = gatewayApp(fake.url, { ...env, GEMINI_API_KEY: '', AI_STREAM_TIMEOUT_MS: '5000' });
      const health = healthSchema.parse(await (await app.request('/api/health')).json());
      const textOnly = aiTasks.filter((task) => task.needs.every((need) => need === 'text')).map((task) => task.id);
      expect(textOnly).toEqual(expect.arrayContaining(['svg-icon', 'text-generate']));
      expect(textOnly).not.toContain('logo-mockup');
      expect(health.ai).toEqual({ configured: true, provider: 'openai-compatible', tasks: textOnly, timeoutMs: 60_000 });

      const res = await postJson(app, 'text-generate', textRequest('x'));
      expect(parseStream(await res.text())).toEqual([...FAKE_OPENAI_CHUNKS.map((text) => ({ type: 'text', text })), { type: 'done' }]);
      expect(openAi.requests.at(-1)).toMatchObject({ model: 'llama-test', stream: true, authorization: 'Bearer FAKE-OPENAI-KEY' });

      // One streamed event that never ends is cut at the task's answer cap, not read for the whole time limit.
      const endless = await postJson(app, 'text-generate', textRequest('x [fake:endless]'));
      expect(endless.status).toBe(502);
      expect(await endless.json()).toEqual({
        error: expect.stringMatching(/^Error communicating with the API\. The AI provider sent an answer too large to read \(over \d+ KB\)\.$/),
        code: 'upstream_error',
      });

      const image = await postJson(app, 'logo-mockup', {});
      expect(image.status).toBe(503);
      expect(await image.json()).toEqual({
        error: 'This AI feature needs Gemini. Set GEMINI_API_KEY where the server runs, then restart it.',
        code: 'unavailable',
      });
    } finally {
      await openAi.close();
    }
  });
});
