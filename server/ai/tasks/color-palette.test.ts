// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PALETTE_PROMPT_MAX_CHARS } from '@contract/color-palette';
import { type FakeGemini, requestText, startFakeGemini } from '@test-support/fake-gemini';
import { expectRefusedWithoutCall, gatewayApp, postJson, TEST_KEY, userBlock } from '@test-support/gateway';

let fake: FakeGemini;

beforeAll(async () => {
  fake = await startFakeGemini({ key: TEST_KEY });
});
afterAll(() => fake.close());

const systemOf = () =>
  fake.requests
    .at(-1)
    ?.body.systemInstruction?.parts?.map((part) => part.text)
    .join('') ?? '';
const userOf = () => requestText({ contents: fake.requests.at(-1)?.body.contents });

describe('POST /api/ai/color-palette', () => {
  it('asks the fast model for JSON against the palette schema and returns the result', async () => {
    const { app } = gatewayApp(fake.url, { AI_MODEL_FAST: 'fast-model-x' });
    const res = await postJson(app, 'color-palette', { prompt: '  ocean sunset  ' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ result: { colors: ['#112233', '#445566', '#778899', '#aabbcc', '#ddeeff'] } });
    const request = fake.requests.at(-1);
    expect(request?.model).toBe('fast-model-x');
    expect(request?.body.generationConfig?.responseMimeType).toBe('application/json');
    expect(JSON.stringify(request?.body.generationConfig?.responseSchema)).toContain('colors');
    expect(systemOf()).toContain('exactly 5 colours');
    expect(userBlock(userOf(), 'THEME')).toBe('ocean sunset');
  });

  it('tells the model which colours are locked and where', async () => {
    const { app } = gatewayApp(fake.url);
    await (
      await postJson(app, 'color-palette', {
        prompt: 'forest',
        locked: [
          { index: 0, hex: '#1a2b3c' },
          { index: 3, hex: '#FFEEDD' },
        ],
      })
    ).json();
    expect(userOf()).toContain('1: #1A2B3C\n4: #FFEEDD');
  });

  it.each([
    ['an error field', '{"error":"That is not a theme."}', { error: 'That is not a theme.' }],
    ['no colors array', '{"palette":["#000000"]}', {}],
  ])('passes an answer with %s through for the browser to word', async (_, reply, result) => {
    const { app } = gatewayApp(fake.url);
    fake.replyWith(() => reply);
    try {
      const res = await postJson(app, 'color-palette', { prompt: 'x' });
      expect(await res.json()).toEqual({ result });
    } finally {
      fake.replyWith(null);
    }
  });

  it.each([
    ['a blank prompt', { prompt: '  ' }, 400, 'Prompt is empty.'],
    ['a long prompt', { prompt: 'x'.repeat(PALETTE_PROMPT_MAX_CHARS + 1) }, 413, 'Prompt is too long: at most 500 characters.'],
    ['a bad locked colour', { prompt: 'x', locked: [{ index: 0, hex: 'red' }] }, 400, /hex values/],
    ['a locked place out of range', { prompt: 'x', locked: [{ index: 5, hex: '#000000' }] }, 400, 'Locked places are 0 to 4.'],
    [
      'five locked colours',
      { prompt: 'x', locked: [0, 1, 2, 3, 4].map((index) => ({ index, hex: '#000000' })) },
      413,
      'Unlock at least one colour to generate.',
    ],
    ['a place locked twice', { prompt: 'x', locked: [0, 0].map((index) => ({ index, hex: '#000000' })) }, 400, 'Each place can be locked once.'],
    ['a model id', { prompt: 'x', model: 'gemini-2.5-pro' }, 400, /^Unknown field: model\./],
  ])('refuses %s without calling the provider', async (_, body, status, message) => {
    await expectRefusedWithoutCall(fake, 'color-palette', body, status, message);
  });

  it('maps a provider failure to the gateway error', async () => {
    const { app } = gatewayApp(fake.url);
    const res = await postJson(app, 'color-palette', { prompt: 'x [fake:500]' });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: 'Error communicating with the API. The AI provider failed (HTTP 500).', code: 'upstream_error' });
  });
});
