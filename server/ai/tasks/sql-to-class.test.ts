// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConversionOptions, SQL_INPUT_MAX_CHARS, type SqlToClassRequest } from '@contract/sql-to-class';
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
const body = (overrides: Partial<SqlToClassRequest> = {}, options: Partial<SqlToClassRequest['options']> = {}): SqlToClassRequest => ({
  sql: 'CREATE TABLE users (id int)',
  dialect: 'auto',
  options: { ...defaultConversionOptions, ...options },
  ...overrides,
});

describe('POST /api/ai/sql-to-class', () => {
  it('asks the strong model for code, with the options in its own prompt and the SQL and class name as data', async () => {
    const { app } = gatewayApp(fake.url, { AI_MODEL_STRONG: 'strong-model-x' });
    fake.replyWith(() => 'public class Users { }');
    try {
      const res = await postJson(
        app,
        'sql-to-class',
        body({ dialect: 'postgresql' }, { language: 'php', className: 'Account', generateConstructor: false, addAnnotations: false, useNullableTypes: false }),
      );
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ text: 'public class Users { }' });
    } finally {
      fake.replyWith(null);
    }
    expect(fake.requests.at(-1)?.model).toBe('strong-model-x');
    const system = systemOf();
    for (const rule of [
      'PHP (Doctrine)',
      'The SQL is PostgreSQL.',
      'Name the class for the first table with the name in the CLASS NAME block',
      'Do not generate constructors.',
      'Do not add data annotations',
      'Do not use nullable types.',
      'no code fences',
      '// Error',
    ]) {
      expect(system).toContain(rule);
    }
    expect(userBlock(userOf(), 'CODE')).toBe('CREATE TABLE users (id int)');
    expect(userBlock(userOf(), 'CLASS NAME')).toBe('Account');
  });

  it('asks for the derived names and all three options when they are on', async () => {
    const { app } = gatewayApp(fake.url);
    await (await postJson(app, 'sql-to-class', body())).json();
    const system = systemOf();
    expect(system).toContain('C#');
    expect(system).toContain('split it on underscores, capitalise each part');
    expect(system).toContain('Generate constructors.');
    expect(system).toContain('Use nullable types for nullable columns.');
  });

  it.each([
    ['a blank SQL', body({ sql: '  ' }), 400, 'Input is empty.'],
    ['an unknown language', body({}, { language: 'cobol' as 'php' }), 400, /^Invalid options\.language/],
    ['an unknown dialect', body({ dialect: 'oracle' as 'auto' }), 400, /^Invalid dialect/],
    ['a class name that is no identifier', body({}, { className: 'My Class;' }), 400, 'Class Name must be an identifier: letters, digits and underscores.'],
    ['a missing toggle', { ...body(), options: { language: 'csharp', className: '' } }, 400, /generateConstructor/],
    ['an unknown option', { ...body(), options: { ...defaultConversionOptions, prompt: 'x' } }, 400, /^Unknown field: prompt\./],
    ['a model id', { ...body(), model: 'gemini-2.5-flash' }, 400, /^Unknown field: model\./],
    ['SQL over the limit', body({ sql: 'x'.repeat(SQL_INPUT_MAX_CHARS + 1) }), 413, 'SQL is too long: at most 100,000 characters.'],
  ])('refuses %s without calling the provider', async (_, request, status, message) => {
    await expectRefusedWithoutCall(fake, 'sql-to-class', request, status, message);
  });

  it('maps a provider failure to the gateway error', async () => {
    const { app } = gatewayApp(fake.url);
    const res = await postJson(app, 'sql-to-class', body({ sql: 'CREATE TABLE t (id int) -- [fake:500]' }));
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ code: 'upstream_error' });
  });
});
