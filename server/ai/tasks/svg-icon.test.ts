// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SVG_PROMPT_MAX_CHARS } from '@contract/svg-icon';
import { type FakeGemini, requestText, startFakeGemini } from '@test-support/fake-gemini';
import { expectRefusedWithoutCall, gatewayApp, postJson, TEST_KEY, userBlock } from '@test-support/gateway';

let fake: FakeGemini;
beforeAll(async () => {
  fake = await startFakeGemini({ key: TEST_KEY });
});
afterAll(() => fake.close());

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10"/></svg>';

describe('POST /api/ai/svg-icon', () => {
  it('answers the model text on the fast tier, with the server-owned rules and the prompt as data', async () => {
    fake.replyWith(() => SVG);
    try {
      const { app } = gatewayApp(fake.url, { AI_MODEL_FAST: 'fast-model-x' });
      const res = await postJson(app, 'svg-icon', { prompt: '  edit icon, forecolor green  ' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ text: SVG });
      const request = fake.requests.at(-1);
      expect(request?.model).toBe('fast-model-x');
      expect(request?.method).toBe('generateContent');
      const system = request?.body.systemInstruction?.parts?.map((part) => part.text).join('') ?? '';
      expect(system).toContain('must start with <svg and end with </svg>');
      expect(system).toContain('Never use <script>');
      expect(userBlock(requestText({ contents: request?.body.contents }), 'DESCRIPTION')).toBe('edit icon, forecolor green');
      expect(request?.body.generationConfig?.responseMimeType).toBeUndefined();
    } finally {
      fake.replyWith(null);
    }
  });

  it.each([
    ['a script and an event handler', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><path d="M0 0h24"/></svg>'],
    [
      'an external image and a link',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/a.png"/><a href="javascript:alert(1)"><path d="M0 0h24"/></a></svg>',
    ],
    [
      'foreign HTML',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><iframe src="https://evil.example"></iframe></foreignObject><path d="M0 0h24"/></svg>',
    ],
    ['an escaped url()', '<svg xmlns="http://www.w3.org/2000/svg"><path fill="\\75 rl(https://evil.example/p.svg#a)" d="M0 0h24"/></svg>'],
  ])('sanitises %s in the answer before it leaves the gateway', async (_, hostile) => {
    fake.replyWith(() => `\`\`\`svg\n${hostile}\n\`\`\``);
    try {
      const { app } = gatewayApp(fake.url);
      const res = await postJson(app, 'svg-icon', { prompt: 'edit icon' });
      expect(res.status).toBe(200);
      const { text } = (await res.json()) as { text: string };
      expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<path d="M0 0h24"\/>.*<\/svg>$/s);
      expect(text).not.toMatch(/script|onload|alert|image|iframe|foreignObject|javascript|evil|rl\(/i);
    } finally {
      fake.replyWith(null);
    }
  });

  it('passes an answer that is not SVG as it is, and empties an SVG with nothing safe in it', async () => {
    const { app } = gatewayApp(fake.url);
    try {
      fake.replyWith(() => 'I cannot draw that.');
      expect(await (await postJson(app, 'svg-icon', { prompt: 'x' })).json()).toEqual({ text: 'I cannot draw that.' });
      fake.replyWith(() => '<svg><script>alert(1)</script></svg><svg></svg>');
      expect(await (await postJson(app, 'svg-icon', { prompt: 'x' })).json()).toEqual({ text: '' });
    } finally {
      fake.replyWith(null);
    }
  });

  it.each([
    ['a blank prompt', { prompt: '  ' }, 400, 'Prompt is empty.'],
    ['a missing prompt', {}, 400, /^Invalid prompt: /],
    ['a model id', { prompt: 'x', model: 'gemini-2.5-pro' }, 400, /^Unknown field: model\./],
    ['a prompt over the limit', { prompt: 'x'.repeat(SVG_PROMPT_MAX_CHARS + 1) }, 413, 'Prompt is too long: at most 1000 characters.'],
  ])('refuses %s without calling the provider', async (_, body, status, message) => {
    await expectRefusedWithoutCall(fake, 'svg-icon', body, status, message);
  });

  it('answers 413 for a body over 8 KB before reading it', async () => {
    const { app } = gatewayApp(fake.url);
    const res = await postJson(app, 'svg-icon', { prompt: 'x', padding: 'y'.repeat(20_000) });
    expect(res.status).toBe(413);
    expect(res.headers.get('Connection')).toBe('close');
  });

  it('maps a provider failure to the gateway error', async () => {
    const { app } = gatewayApp(fake.url);
    const res = await postJson(app, 'svg-icon', { prompt: 'x [fake:500]' });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: 'Error communicating with the API. The AI provider failed (HTTP 500).', code: 'upstream_error' });
  });
});
