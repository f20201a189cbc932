// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGemini, startFakeGemini } from '@test-support/fake-gemini';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id';
import { gatewayApp, postJson, TEST_KEY, textRequest } from '@test-support/gateway';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let fake: FakeGemini;
beforeAll(async () => {
  fake = await startFakeGemini({ key: TEST_KEY });
});
afterAll(() => fake.close());

describe('requestIdOf', () => {
  it('keeps an id a load balancer sent', () => {
    expect(requestIdOf('lb-7f3a.42:9')).toBe('lb-7f3a.42:9');
  });

  it.each([
    ['absent', undefined],
    ['empty', ''],
    ['a forged log line', 'abc\n{"status":200}'],
    ['too long', 'x'.repeat(129)],
    ['spaces and quotes', 'a "b" c'],
  ])('makes a fresh UUID when the header is %s', (_, header) => {
    expect(requestIdOf(header)).toMatch(UUID);
  });
});

describe('X-Request-Id', () => {
  it('is on every response: static files, API 404s, health, readiness, AI answers and errors', async () => {
    const { app } = gatewayApp(fake.url);
    const responses = [
      await app.request('/'),
      await app.request('/api/nothing-here'),
      await app.request('/api/health'),
      await app.request('/api/ready'),
      await postJson(app, 'text-generate', textRequest('hi')),
      await postJson(app, 'text-generate', { prompt: '' }),
    ];
    const ids = responses.map((res) => res.headers.get(REQUEST_ID_HEADER));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('echoes the id the request carried, and the log line of that request has it', async () => {
    const { app, logs } = gatewayApp(fake.url);
    const res = await postJson(app, 'text-generate', textRequest('hi'), { headers: { 'Content-Type': 'application/json', [REQUEST_ID_HEADER]: 'trace-123' } });
    expect(res.headers.get(REQUEST_ID_HEADER)).toBe('trace-123');
    await res.text();
    await expect.poll(() => logs().length).toBe(1);
    expect(logs()[0]).toMatchObject({ requestId: 'trace-123', route: '/api/ai/text-generate', status: 200 });
  });

  it('gives a rejected request its generated id in the log too', async () => {
    const { app, logs } = gatewayApp(fake.url);
    const res = await postJson(app, 'text-generate', { prompt: '' });
    expect(res.status).toBe(400);
    await expect.poll(() => logs().length).toBe(1);
    expect(logs()[0]?.requestId).toBe(res.headers.get(REQUEST_ID_HEADER));
  });
});
