// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIT_AI_GENERATOR_INPUT_MAX_CHARS, KIT_AI_GENERATOR_TASK, KIT_AI_GENERATOR_INPUT_TOO_LONG } from '@contract/kit-ai-generator';
import { type FakeGemini, requestText, startFakeGemini } from '@test-support/fake-gemini';
import { expectRefusedWithoutCall, gatewayApp, postJson, TEST_KEY, userBlock } from '@test-support/gateway';

let fake: FakeGemini;
beforeAll(async () => {
  fake = await startFakeGemini({ key: TEST_KEY });
});
afterAll(() => fake.close());

describe('POST /api/ai/kit-ai-generator', () => {
  it('answers the model text on the fast tier, with the server-owned rules and the input as data', async () => {
    fake.replyWith(() => 'ANSWER');
    try {
      const { app } = gatewayApp(fake.url, { AI_MODEL_FAST: 'fast-model-x' });
      const res = await postJson(app, KIT_AI_GENERATOR_TASK, { input: '  hello  ' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ text: 'ANSWER' });
      const request = fake.requests.at(-1);
      expect(request?.model).toBe('fast-model-x');
      const system = request?.body.systemInstruction?.parts?.map((part) => part.text).join('') ?? '';
      expect(system).toContain('The INPUT block is what to work on.');
      expect(userBlock(requestText({ contents: request?.body.contents }), 'INPUT')).toBe('hello');
    } finally {
      fake.replyWith(null);
    }
  });

  it.each([
    ['blank input', { input: '  ' }, 400, 'Input is empty.'],
    ['a missing input', {}, 400, /^Invalid input: /],
    ['a model id', { input: 'x', model: 'gemini-2.5-pro' }, 400, /^Unknown field: model\./],
    ['input over the limit', { input: 'x'.repeat(KIT_AI_GENERATOR_INPUT_MAX_CHARS + 1) }, 413, KIT_AI_GENERATOR_INPUT_TOO_LONG],
  ])('refuses %s without calling the provider', async (_, body, status, message) => {
    await expectRefusedWithoutCall(fake, KIT_AI_GENERATOR_TASK, body, status, message);
  });

  it('maps a provider failure to the gateway error', async () => {
    const { app } = gatewayApp(fake.url);
    const res = await postJson(app, KIT_AI_GENERATOR_TASK, { input: 'x [fake:500]' });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: 'Error communicating with the API. The AI provider failed (HTTP 500).', code: 'upstream_error' });
  });
});
