// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AI_CODE_MAX_CHARS } from '@contract/code-transform';
import type { CssMinifyRequest } from '@contract/css-minify';
import { type FakeGemini, requestText, startFakeGemini } from '@test-support/fake-gemini';
import { expectRefusedWithoutCall, gatewayApp, postJson, TEST_KEY, userBlock } from '@test-support/gateway';

let fake: FakeGemini;
beforeAll(async () => {
  fake = await startFakeGemini({ key: TEST_KEY });
});
afterAll(() => fake.close());
afterEach(() => fake.replyWith(null));

const request = (overrides: Partial<CssMinifyRequest> = {}): CssMinifyRequest => ({ css: 'a { color: #ff0000; }', keepLicense: true, ...overrides });
const systemOf = () =>
  fake.requests
    .at(-1)
    ?.body.systemInstruction?.parts?.map((part) => part.text)
    .join('') ?? '';

describe('POST /api/ai/css-minify', () => {
  it('answers the model text as { text }', async () => {
    fake.replyWith(() => 'a{color:red}');
    const { app } = gatewayApp(fake.url);
    const res = await postJson(app, 'css-minify', request());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ text: 'a{color:red}' });
  });

  it.each<[boolean, string]>([
    [true, 'Keep licence comments (those starting with /*!) exactly as written.'],
    [false, 'Remove all comments, licence comments included.'],
  ])('writes the prompt (keepLicense %s): keep every rule, code only, the // Error rule', async (keepLicense, phrase) => {
    const { app } = gatewayApp(fake.url);
    await postJson(app, 'css-minify', request({ keepLicense, css: 'b { top: 0 }' }));
    const system = systemOf();
    expect(system).toContain(phrase);
    expect(system).toContain('Keep every rule and every declaration, in the same order');
    expect(system).toContain('no Markdown, no code fences');
    expect(system).toContain('If the input is not CSS, answer with one line that starts with "// Error"');
    expect(userBlock(requestText({ contents: fake.requests.at(-1)?.body.contents }), 'CODE')).toBe('b { top: 0 }');
  });

  it.each([
    ['blank CSS', request({ css: '   ' }), 'Input is empty.'],
    ['a restructure flag (Local only)', { ...request(), restructure: true }, /^Unknown field: restructure\./],
    ['a missing licence flag', { css: 'a{}' }, /^Invalid keepLicense: /],
  ])('refuses %s with 400 and never calls the model', async (_, body, message) => {
    await expectRefusedWithoutCall(fake, 'css-minify', body, 400, message);
  });

  it('answers 413 for CSS over the limit', async () => {
    const { app } = gatewayApp(fake.url);
    const res = await postJson(app, 'css-minify', request({ css: 'x'.repeat(AI_CODE_MAX_CHARS + 1) }));
    expect(res.status).toBe(413);
  });
});
