// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@contract/ai';
import { type FakeGemini, startFakeGemini } from '@test-support/fake-gemini';
import { gatewayApp, postJson, TEST_KEY, textRequest } from '@test-support/gateway';

let fake: FakeGemini;
beforeAll(async () => {
  fake = await startFakeGemini({ key: TEST_KEY });
});
afterAll(() => fake.close());
afterEach(() => fake.replyWith(null));

const ESSAY = 'Sure! Here is a short essay about why this is a great idea, with some thoughts on the history of computing and its future. '.repeat(3);
const sql = { sql: 'select id from users', dialect: 'postgresql', keywordCase: 'upper', indentation: '2' };
const js = { code: 'function add(first, second) { return first + second; }', sourceType: 'module', keepLicense: false };
const css = { css: '.a { color: red }', keepLicense: false };
const classOptions = { language: 'csharp', className: '', generateConstructor: true, addAnnotations: true, useNullableTypes: true };
const sqlToClass = { sql: 'CREATE TABLE users (id int)', dialect: 'auto', options: classOptions };
const jsonToCSharp = {
  json: '{"a":1}',
  options: { className: 'Root', namespace: 'App', framework: 'system-text-json', typeKind: 'class', nullable: 'as-seen' },
};

async function answerTo(task: string, body: object, reply: string) {
  fake.replyWith(() => reply);
  const res = await postJson(gatewayApp(fake.url).app, task, body);
  return { status: res.status, body: (await res.json()) as unknown };
}

describe('answers have the shape of their task', () => {
  it.each<[string, object, string, RegExp]>([
    ['sql-beautify', sql, ESSAY, /it is not the SQL that was sent \(\d+ of its \d+ tokens are not in the input\)\.$/],
    ['js-minify', js, `Here you go: ${ESSAY}`, /it is not valid JavaScript \(Line 1, column \d+: .+\)\.$/],
    ['js-minify', js, '```js\nfunction add(n,d){return n+d\n```', /it is not valid JavaScript \(Line \d+, column \d+: Unexpected token: eof/],
    ['css-minify', css, '.a{color red}', /it is not valid CSS \(Line 1, column 10: Colon is expected\)\.$/],
    ['css-minify', css, ESSAY, /it is not valid CSS/],
    ['sql-to-class', sqlToClass, ESSAY, /it declares no class\.$/],
    ['json-to-csharp', jsonToCSharp, ESSAY, /it declares no class\.$/],
    ['json-to-csharp', jsonToCSharp, `// Error: ${ESSAY.repeat(2)}`, /its "\/\/ Error" report is longer than one short line\.$/],
    ['sql-beautify', sql, `SELECT id FROM users ${'-- padding\n'.repeat(2000)}`, /it is longer than this request can need \(\d+ characters, at most 4060\)\.$/],
    ['color-palette', { prompt: 'sea' }, JSON.stringify({ error: ESSAY.repeat(3) }), /^Error communicating with the API\. /],
    [
      'logo-palette',
      { image: { mimeType: 'image/png', data: 'iVBORw0KGgo=' } },
      JSON.stringify({ primary: ESSAY.repeat(3), secondary: '', accent: '', neutral: '', background: '' }),
      /^Error communicating/,
    ],
  ])('%s: an off-task answer is a 502 with a clear message', async (task, body, reply, message) => {
    const { status, body: error } = await answerTo(task, body, reply);
    expect(status).toBe(502);
    const parsed = apiErrorSchema.parse(error);
    expect(parsed.code).toBe('upstream_error');
    expect(parsed.error).toMatch(message);
    if (!['color-palette', 'logo-palette'].includes(task))
      expect(parsed.error).toMatch(/^Error communicating with the API\. The AI answer did not fit the task: /);
  });

  it.each<[string, object, string, string]>([
    ['sql-beautify', sql, 'SELECT\n  id\nFROM\n  user\nLIMIT\n  10', 'a small change, which the page reports as a warning'],
    ['sql-beautify', sql, '```sql\nSELECT\n  id\nFROM\n  users\n```', 'a fenced formatting'],
    ['sql-beautify', sql, '// Error: this is not SQL.', 'the model refusing the input'],
    ['js-minify', js, 'export function add(n,d){return n+d}', 'valid JavaScript'],
    ['css-minify', css, '.a{color:red}', 'valid CSS'],
    ['sql-to-class', sqlToClass, '```python\nclass Users(Base):\n    id: Mapped[int]\n```', 'a Python model'],
    ['json-to-csharp', jsonToCSharp, 'public record Root(int A);', 'a C# record'],
    ['svg-icon', { prompt: 'a cat' }, 'I cannot draw that.', 'prose, for the page to give the spec message'],
  ])('%s passes %s (%s)', async (task, body, reply) => {
    const { status, body: answer } = await answerTo(task, body, reply);
    expect(status).toBe(200);
    expect(answer).toEqual({ text: reply });
  });

  it('a streamed text far longer than the length asked for is refused', async () => {
    fake.replyWith(() => 'word '.repeat(400));
    const res = await postJson(gatewayApp(fake.url).app, 'text-generate', textRequest('cats', { length: { unit: 'words', count: 5 } }));
    expect(res.status).toBe(502);
    expect(apiErrorSchema.parse(await res.json()).error).toBe(
      'Error communicating with the API. The AI answer did not fit the task: it is longer than the length asked for (over 1050 characters).',
    );
  });

  it('an off-task answer costs the client its call', async () => {
    fake.replyWith(() => ESSAY);
    const { app } = gatewayApp(fake.url, { RATE_LIMIT_PER_MINUTE: '1' });
    expect((await postJson(app, 'css-minify', css)).status).toBe(502);
    expect((await postJson(app, 'css-minify', css)).status).toBe(429);
  });
});
