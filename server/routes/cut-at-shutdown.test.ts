// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_CHUNKS, type FakeGemini, startFakeGemini } from '@test-support/fake-gemini';
import { gatewayApp, parseStream, postJson, TEST_KEY, textRequest } from '@test-support/gateway';
import { SHUTTING_DOWN } from './cut-at-shutdown';

let fake: FakeGemini;
beforeAll(async () => {
  fake = await startFakeGemini({ key: TEST_KEY });
});
afterAll(() => fake.close());

describe('AI calls at the end of the shutdown grace', () => {
  it('ends a stream under way with an error line, logs it, and stops the upstream call', async () => {
    const shutdown = new AbortController();
    const { app, logs } = gatewayApp(fake.url, {}, { shutdown: shutdown.signal });
    // [fake:stall] sends one piece, then nothing until the call is aborted.
    const res = await postJson(app, 'text-generate', textRequest('[fake:stall] x'));
    expect(res.status).toBe(200);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    shutdown.abort();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += new TextDecoder().decode(chunk.value);
    expect(parseStream(first + rest)).toEqual([
      { type: 'text', text: FAKE_CHUNKS[0] },
      { type: 'error', ...SHUTTING_DOWN },
    ]);
    await expect.poll(() => logs()).toContainEqual(expect.objectContaining({ route: '/api/ai/text-generate', status: 200, outcome: 'shutting_down' }));
    await expect.poll(() => fake.requests.at(-1)?.disconnected).toBe(true);
  });

  it('leaves a finished stream as it was, and warns of no listener leak with many calls in flight', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    try {
      const shutdown = new AbortController();
      const { app } = gatewayApp(fake.url, { AI_MAX_IN_FLIGHT_PER_CLIENT: '100', RATE_LIMIT_PER_MINUTE: '100' }, { shutdown: shutdown.signal });
      const answers = await Promise.all(Array.from({ length: 20 }, () => postJson(app, 'text-generate', textRequest('x'))));
      const streams = await Promise.all(answers.map((res) => res.text()));
      shutdown.abort();
      for (const text of streams) expect(parseStream(text).at(-1)).toEqual({ type: 'done' });
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });
});
