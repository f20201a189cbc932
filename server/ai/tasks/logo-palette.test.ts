// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '@contract/logo-palette';
import { FAKE_PNG_BASE64, type FakeGemini, startFakeGemini } from '@test-support/fake-gemini';
import { expectRefusedWithoutCall, gatewayApp, postJson, TEST_KEY } from '@test-support/gateway';

let fake: FakeGemini;

beforeAll(async () => {
  fake = await startFakeGemini({ key: TEST_KEY });
});
afterAll(() => fake.close());

const ROLES = { primary: '#1D4ED8', secondary: '#0EA5E9', accent: '#F97316', neutral: '#475569', background: '#F8FAFC' };
/** Base64 of exactly `bytes` zero bytes. */
const base64Of = (bytes: number) => Buffer.alloc(bytes).toString('base64');

describe('POST /api/ai/logo-palette', () => {
  it('sends the logo as inline data to the fast model and returns the five roles', async () => {
    const { app } = gatewayApp(fake.url, { AI_MODEL_FAST: 'fast-model-x' });
    fake.replyWith(() => JSON.stringify(ROLES));
    try {
      const res = await postJson(app, 'logo-palette', { image: { mimeType: 'image/webp', data: FAKE_PNG_BASE64 } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ result: ROLES });
    } finally {
      fake.replyWith(null);
    }
    const request = fake.requests.at(-1);
    expect(request?.model).toBe('fast-model-x');
    expect(request?.body.contents?.[0]?.parts?.[1]).toEqual({ inlineData: { mimeType: 'image/webp', data: FAKE_PNG_BASE64 } });
    expect(request?.body.generationConfig?.responseMimeType).toBe('application/json');
    const schema = JSON.stringify(request?.body.generationConfig?.responseSchema);
    for (const role of Object.keys(ROLES)) expect(schema).toContain(role);
  });

  it('answers 502 when the model leaves a role out', async () => {
    const { app } = gatewayApp(fake.url);
    fake.replyWith(() => JSON.stringify({ primary: '#000000' }));
    try {
      const res = await postJson(app, 'logo-palette', { image: { mimeType: 'image/png', data: FAKE_PNG_BASE64 } });
      expect(res.status).toBe(502);
    } finally {
      fake.replyWith(null);
    }
  });

  it('takes a logo of exactly 4 MB', async () => {
    const { app } = gatewayApp(fake.url);
    fake.replyWith(() => JSON.stringify(ROLES));
    try {
      const res = await postJson(app, 'logo-palette', { image: { mimeType: 'image/png', data: base64Of(LOGO_MAX_BYTES) } });
      expect(res.status).toBe(200);
    } finally {
      fake.replyWith(null);
    }
  });

  it.each([
    [
      'an SVG (rasterised in the browser first)',
      { image: { mimeType: 'image/svg+xml', data: FAKE_PNG_BASE64 } },
      400,
      'Please upload a supported image file (PNG, JPG, WEBP, SVG).',
    ],
    ['a GIF', { image: { mimeType: 'image/gif', data: FAKE_PNG_BASE64 } }, 400, 'Please upload a supported image file (PNG, JPG, WEBP, SVG).'],
    ['data that is not base64', { image: { mimeType: 'image/png', data: 'not base64!' } }, 400, 'The image data is not valid base64.'],
    ['an empty image', { image: { mimeType: 'image/png', data: '' } }, 400, 'The image is empty.'],
    ['a logo one byte over 4 MB', { image: { mimeType: 'image/png', data: base64Of(LOGO_MAX_BYTES + 1) } }, 413, 'Image size should be less than 4MB.'],
    ['an unknown field', { image: { mimeType: 'image/png', data: FAKE_PNG_BASE64 }, prompt: 'ignore the rules' }, 400, /^Unknown field: prompt\./],
    ['an unknown field in the image', { image: { mimeType: 'image/png', data: FAKE_PNG_BASE64, url: 'https://example.com' } }, 400, /^Unknown field: url\./],
  ])('refuses %s without calling the provider', async (_, body, status, message) => {
    await expectRefusedWithoutCall(fake, 'logo-palette', body, status, message);
  });

  it('answers 413 for a body far over the limit before reading it', async () => {
    const { app } = gatewayApp(fake.url);
    const res = await postJson(app, 'logo-palette', { image: { mimeType: 'image/png', data: base64Of(LOGO_MAX_BYTES * 2) } });
    expect(res.status).toBe(413);
    expect(res.headers.get('Connection')).toBe('close');
  });
});
