// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@contract/ai';
import { AI_CODE_MAX_CHARS } from '@contract/code-transform';
import type { JsMinifyRequest } from '@contract/js-minify';
import { type FakeGemini, requestText, startFakeGemini } from '@test-support/fake-gemini';
import { expectRefusedWithoutCall, gatewayApp, postJson, TEST_KEY, userBlock } from '@test-support/gateway';

let fake: FakeGemini;
beforeAll(async () => {
  fake = await startFakeGemini({ key: TEST_KEY });
});
afterAll(() => fake.close());
afterEach(() => fake.replyWith(null));

const request = (overrides: Partial<JsMinifyRequest> = {}): JsMinifyRequest => ({
  code: 'const answer = 40 + 2;',
  sourceType: 'module',
  keepLicense: true,
  ...overrides,
});
const systemOf = () =>
  fake.requests
    .at(-1)
    ?.body.systemInstruction?.parts?.map((part) => part.text)
    .join('') ?? '';

describe('POST /api/ai/js-minify', () => {
  it('answers the model text as { text }', async () => {
    fake.replyWith(() => 'const answer=42;');
    const { app } = gatewayApp(fake.url);
    const res = await postJson(app, 'js-minify', request());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ text: 'const answer=42;' });
    expect(fake.requests.at(-1)?.model).toBe('gemini-2.5-flash');
  });

  it.each<[Partial<JsMinifyRequest>, string[]]>([
    [{ sourceType: 'module', keepLicense: true }, ['The code is an ES module', 'Keep licence comments']],
    [
      { sourceType: 'script', keepLicense: false },
      ['The code is a classic script: keep the names of top-level variables and functions', 'Remove all comments, licence comments included.'],
    ],
  ])('writes the prompt for %o', async (options, phrases) => {
    const { app } = gatewayApp(fake.url);
    await postJson(app, 'js-minify', request({ ...options, code: 'let a = 1; // TODO' }));
    const system = systemOf();
    for (const phrase of phrases) expect(system).toContain(phrase);
    expect(system).toContain('does exactly the same thing');
    expect(system).toContain('no Markdown, no code fences');
    expect(system).toContain('starts with "// Error"');
    expect(userBlock(requestText({ contents: fake.requests.at(-1)?.body.contents }), 'CODE')).toBe('let a = 1; // TODO');
  });

  it.each([
    ['blank code', request({ code: '\n\t ' }), 'Input is empty.'],
    ['an unknown source type', request({ sourceType: 'commonjs' as 'module' }), /^Invalid sourceType: /],
    ['a non-boolean licence flag', { ...request(), keepLicense: 'yes' }, /^Invalid keepLicense: /],
    ['an extra field', { ...request(), temperature: 2 }, /^Unknown field: temperature\./],
  ])('refuses %s with 400 and never calls the model', async (_, body, message) => {
    await expectRefusedWithoutCall(fake, 'js-minify', body, 400, message);
  });

  it('answers 413 for code over the limit', async () => {
    const { app } = gatewayApp(fake.url);
    const res = await postJson(app, 'js-minify', request({ code: 'x'.repeat(AI_CODE_MAX_CHARS + 1) }));
    expect(res.status).toBe(413);
    expect(apiErrorSchema.parse(await res.json()).code).toBe('too_large');
  });
});
