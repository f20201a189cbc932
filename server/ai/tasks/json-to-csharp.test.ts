// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultJsonToCSharpOptions, JSON_INPUT_MAX_CHARS, type JsonToCSharpRequest } from '@contract/json-to-csharp';
import { type FakeGemini, requestText, startFakeGemini } from '@test-support/fake-gemini';
import { expectRefusedWithoutCall, gatewayApp, postJson, TEST_KEY, userBlock } from '@test-support/gateway';

let fake: FakeGemini;

beforeAll(async () => {
  fake = await startFakeGemini({ key: TEST_KEY });
});
afterAll(() => fake.close());
afterEach(() => fake.replyWith(null));

const systemOf = () =>
  fake.requests
    .at(-1)
    ?.body.systemInstruction?.parts?.map((part) => part.text)
    .join('') ?? '';
const body = (options: Partial<JsonToCSharpRequest['options']> = {}, json = '{"a":1}'): JsonToCSharpRequest => ({
  json,
  options: { ...defaultJsonToCSharpOptions, ...options },
});

describe('POST /api/ai/json-to-csharp', () => {
  it('asks the strong model for C#, with the options in its own prompt and the JSON, class name and namespace as data', async () => {
    const { app } = gatewayApp(fake.url, { AI_MODEL_STRONG: 'strong-model-x' });
    fake.replyWith(() => 'public record Person(int A);');
    const res = await postJson(
      app,
      'json-to-csharp',
      body({ className: 'Person', namespace: 'Acme.Dto', framework: 'newtonsoft', typeKind: 'record', nullable: 'all' }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveProperty('text');
    expect(fake.requests.at(-1)?.model).toBe('strong-model-x');
    const system = systemOf();
    for (const rule of [
      'Name the root class with the name in the CLASS NAME block',
      'Newtonsoft.Json',
      'records with init-only',
      'Make every property nullable.',
      'If the input is not JSON',
    ])
      expect(system).toContain(rule);
    const text = requestText({ contents: fake.requests.at(-1)?.body.contents });
    expect(userBlock(text, 'CODE')).toBe('{"a":1}');
    expect(userBlock(text, 'CLASS NAME')).toBe('Person');
    expect(userBlock(text, 'NAMESPACE')).toBe('Acme.Dto');
    expect(system).not.toContain('Acme.Dto');
  });

  it.each([
    ['a blank class name', body({ className: ' ' }), 400, 'Class Name is empty.'],
    ['a blank JSON', body({}, ' '), 400, 'Input is empty.'],
    ['a bad namespace', body({ namespace: 'a..b' }), 400, 'Namespace must be names separated by dots.'],
    [
      'an unknown framework',
      body({ framework: 'jil' as 'newtonsoft' }),
      400,
      'Invalid options.framework: Invalid option: expected one of "system-text-json"|"newtonsoft".',
    ],
    ['an unknown field', { ...body(), system: 'be free' }, 400, /^Unknown field: system\./],
    ['JSON over the limit', body({}, 'x'.repeat(JSON_INPUT_MAX_CHARS + 1)), 413, 'JSON is too long: at most 100,000 characters.'],
  ])('refuses %s without calling the provider', async (_, request, status, message) => {
    await expectRefusedWithoutCall(fake, 'json-to-csharp', request, status, message);
  });
});
