// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@contract/ai';
import { FAKE_PNG_BASE64, type FakeGemini, requestText, startFakeGemini } from '@test-support/fake-gemini';
import { expectRefusedWithoutCall, gatewayApp, postJson, TEST_KEY } from '@test-support/gateway';

let fake: FakeGemini;

beforeAll(async () => {
  fake = await startFakeGemini({ key: TEST_KEY });
});
afterAll(() => fake.close());

const palette = { primary: '#1D4ED8', secondary: '#0EA5E9', accent: '#F97316', neutral: '#475569', background: '#F8FAFC' };
const body = (theme: string, extra: object = {}) => ({ image: { mimeType: 'image/png', data: FAKE_PNG_BASE64 }, theme, palette, ...extra });

describe('POST /api/ai/logo-mockup', () => {
  it.each(['light', 'dark'])('asks the image model for a %s mockup with the logo inline and returns the PNG', async (theme) => {
    const { app } = gatewayApp(fake.url, { AI_MODEL_IMAGE: 'image-model-x' });
    const res = await postJson(app, 'logo-mockup', body(theme));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ image: { mimeType: 'image/png', data: FAKE_PNG_BASE64 } });
    const request = fake.requests.at(-1);
    expect(request?.model).toBe('image-model-x');
    expect(request?.body.generationConfig?.responseModalities).toContain('IMAGE');
    expect(request?.body.contents?.[0]?.parts?.[1]).toEqual({ inlineData: { mimeType: 'image/png', data: FAKE_PNG_BASE64 } });
    const text = requestText({ contents: request?.body.contents });
    expect(text).toContain(theme === 'light' ? 'Light theme' : 'Dark theme');
    expect(text).toContain('primary #1D4ED8, secondary #0EA5E9, accent #F97316, neutral #475569, background #F8FAFC');
  });

  it('answers 502 when the model sends text but no image', async () => {
    const { app } = gatewayApp(fake.url);
    fake.replyWith(() => 'I cannot draw that.');
    try {
      const res = await postJson(app, 'logo-mockup', body('light'));
      expect(res.status).toBe(502);
      expect(apiErrorSchema.parse(await res.json()).error).toBe('Error communicating with the API. The AI provider returned no content.');
    } finally {
      fake.replyWith(null);
    }
  });

  it('passes an image part without data through, for the browser to say "Image generation failed to return data."', async () => {
    const { app } = gatewayApp(fake.url);
    fake.replyWith(() => [{ inlineData: { mimeType: 'image/png', data: '' } }]);
    try {
      const res = await postJson(app, 'logo-mockup', body('dark'));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ image: { mimeType: 'image/png', data: '' } });
    } finally {
      fake.replyWith(null);
    }
  });

  it.each([
    ['an unknown theme', body('sepia'), /^Invalid theme: /],
    ['a palette colour that is not hex', body('light', { palette: { ...palette, accent: 'orange' } }), /hex values/],
    ['a palette without a role', body('light', { palette: { ...palette, background: undefined } }), /^Invalid palette\.background: /],
    ['a prompt of its own', body('light', { prompt: 'a cat' }), /^Unknown field: prompt\./],
  ])('refuses %s without calling the provider', async (_, request, message) => {
    await expectRefusedWithoutCall(fake, 'logo-mockup', request, 400, message);
  });
});
