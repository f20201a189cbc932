// Scaffolds a whole tool: `npm run new-tool -- my-tool "My Tool" "What it does." [local|ai] ["Category"]`.
// local: src/tools/<id>/ (index, screen, pure logic with a table-driven test, e2e spec, bench target); the registry finds it.
// ai: the same with an Engine switch, plus <id>.ai.ts and its test, contract/<id>.ts and its line in
// contract/ai-tasks.ts, server/ai/tasks/<id>.ts, its gateway test and sample, and its line in server/ai/tasks/index.ts.
// Every file written or changed is then formatted with Prettier, so lint, typecheck and the new tests pass at once.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [id, title, description, kind = 'local', category = 'Text'] = process.argv.slice(2);
// The landing sections, read from their one definition so the two never disagree.
const categoryList = /TOOL_CATEGORIES = \[([^\]]*)\]/.exec(readFileSync(join('src', 'tools', 'categories.ts'), 'utf8'))?.[1] ?? '';
const categories = [...categoryList.matchAll(/'([^']+)'/g)].map((match) => match[1]);
if (!id || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(id) || !title || !description || !['local', 'ai'].includes(kind) || !categories.includes(category)) {
  console.error('Usage: npm run new-tool -- <kebab-id> "<Title>" "<One-line description.>" [local|ai] ["<Category>"]');
  console.error(`Categories: ${categories.join(', ')}`);
  process.exit(1);
}
const ai = kind === 'ai';
const folder = join('src', 'tools', id);
const contractPath = join('contract', `${id}.ts`);
const taskPath = join('server', 'ai', 'tasks', `${id}.ts`);
for (const path of ai ? [folder, contractPath, taskPath] : [folder]) {
  if (existsSync(path)) {
    console.error(`${path} already exists.`);
    process.exit(1);
  }
}

const camel = id.replace(/-([a-z0-9])/g, (_, char) => char.toUpperCase());
const pascal = camel[0].toUpperCase() + camel.slice(1);
const constant = id.replace(/-/g, '_').toUpperCase();
/** A single-quoted TypeScript string literal of any text (quotes and backslashes in a title stay harmless). */
const lit = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

const TASK = `${constant}_TASK`;
const MAX = `${constant}_INPUT_MAX_CHARS`;
const TOO_LONG = `${constant}_INPUT_TOO_LONG`;
const Outcome = `${pascal}Outcome`;
const Request = `${pascal}Request`;

// ---------- The tool's folder ----------

const index = `import { ${ai ? 'Sparkles' : 'Wrench'} } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: '${id}',
  title: ${lit(title)},
  description: ${lit(description)},
  icon: ${ai ? 'Sparkles' : 'Wrench'},
  color: '#6366f1',
  kind: '${kind}',
  category: ${lit(category)},
  load: () => import('./${id}.screen'),
});
`;

const logic = `import { INPUT_EMPTY } from '@contract/messages';

/** Pure logic for ${title}${ai ? ' (its Local engine)' : ''}: no React, so it is fast to test and could run in a worker. */

/** What the screen shows: the output, or a message in the spec's words. */
export type ${Outcome} = { ok: true; text: string } | { ok: false; message: string };

export function ${camel}(input: string): ${Outcome} {
  const text = input.trim();
  if (text === '') return { ok: false, message: INPUT_EMPTY };
  return { ok: true, text };
}
`;

const logicTest = `import { describe, expect, it } from 'vitest';
import { ${camel}, type ${Outcome} } from './${id}.logic';

describe('${camel}', () => {
  it.each<[string, ${Outcome}]>([
    ['hello', { ok: true, text: 'hello' }],
    ['  padded\\n', { ok: true, text: 'padded' }],
    ['', { ok: false, message: 'Input is empty.' }],
    ['   ', { ok: false, message: 'Input is empty.' }],
  ])('%j gives %j', (input, expected) => {
    expect(${camel}(input)).toEqual(expected);
  });
});
`;

const localScreen = `import * as z from 'zod/mini';
import { CodePane } from '@/components/code-pane';
import { CopyButton } from '@/components/copy-button';
import { ErrorLine } from '@/components/error-line';
import { useToolInput } from '@/hooks/use-tool-input';
import { shapeOf } from '@/lib/stored-value';
import { ${camel} } from './${id}.logic';

const inputShape = shapeOf(z.string());

export default function ${pascal}Screen() {
  const [input, setInput] = useToolInput('input', '', inputShape);
  const outcome = ${camel}(input);
  const output = outcome.ok ? outcome.text : '';
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <CodePane label="Input" value={input} onChange={setInput} wrapLines placeholder="Type or paste your input here." />
      <div className="flex min-w-0 flex-col gap-3">
        <CodePane label="Output" value={output} readOnly wrapLines placeholder="The output appears here." actions={<CopyButton text={output} />} />
        <ErrorLine message={outcome.ok || input === '' ? null : outcome.message} />
      </div>
    </div>
  );
}
`;

const aiScreen = `import { ${MAX}, ${TASK}, ${TOO_LONG} } from '@contract/${id}';
import { Wand2 } from 'lucide-react';
import * as z from 'zod/mini';
import { CodePane } from '@/components/code-pane';
import { CopyButton } from '@/components/copy-button';
import { EngineSwitch } from '@/components/engine-switch';
import { ErrorLine } from '@/components/error-line';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useEngineTask } from '@/hooks/use-engine-task';
import { useToolInput } from '@/hooks/use-tool-input';
import { shapeOf } from '@/lib/stored-value';
import { request${pascal} } from './${id}.ai';
import { ${camel}, type ${Outcome} } from './${id}.logic';

const inputShape = shapeOf(z.string());

export default function ${pascal}Screen() {
  const [input, setInput] = useToolInput('input', '', inputShape);
  const task = useEngineTask<${Outcome}, string>({
    tasks: [${TASK}],
    ai: ({ signal }, text) => request${pascal}(text, signal),
    local: async (_, text) => ${camel}(text),
  });
  const outcome = task.result;
  const output = outcome?.ok ? outcome.text : '';

  const run = () => {
    if (task.busy || input.trim() === '') return;
    if (task.engine === 'ai' && input.length > ${MAX}) return task.fail(${TOO_LONG});
    void task.run(input);
  };

  return (
    <div className="space-y-4">
      <EngineSwitch value={task.engine} onChange={task.chooseEngine} aiAvailable={task.aiAvailable} />
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-3">
          <CodePane label="Input" value={input} onChange={setInput} onSubmit={run} wrapLines placeholder="Type or paste your input here." />
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="primary" icon={Wand2} busy={task.busy} busyLabel="Running..." onClick={run} disabled={input.trim() === '' || task.engine === null}>
              Run
            </Button>
          </div>
          <ErrorLine message={task.error ?? (outcome && !outcome.ok ? outcome.message : null)} />
        </div>
        <CodePane
          label="Output"
          value={output}
          readOnly
          wrapLines
          placeholder="The output appears here."
          overlay={task.busy ? <Skeleton label="Working…" lines={6} /> : null}
          actions={<CopyButton text={output} loading={task.busy} />}
        />
      </div>
    </div>
  );
}
`;

const aiLogic = `import { ${TASK}, type ${Request} } from '@contract/${id}';
import { aiTextAnswerSchema } from '@contract/code-transform';
import { requestAiJson } from '@/lib/ai/client';
import { stripCodeFence } from '@contract/code-transform';
import type { ${Outcome} } from './${id}.logic';

export const ${constant}_AI_EMPTY = 'The AI returned nothing. Try again, or use the Local engine.';

/** The body of POST /api/ai/${id}: the input only; the server writes the prompt. */
export function build${pascal}Request(input: string): ${Request} {
  return { input };
}

/** The model's answer as the screen shows it: the text without a stray code fence. */
export function read${pascal}Answer(answer: string): ${Outcome} {
  const text = stripCodeFence(answer);
  return text === '' ? { ok: false, message: ${constant}_AI_EMPTY } : { ok: true, text };
}

/** The AI engine's run: the one place this tool calls the AI client. */
export async function request${pascal}(input: string, signal: AbortSignal): Promise<${Outcome}> {
  const { text } = await requestAiJson(${TASK}, build${pascal}Request(input), aiTextAnswerSchema, { signal });
  return read${pascal}Answer(text);
}
`;

const aiTest = `import { describe, expect, it } from 'vitest';
import { ${constant}_AI_EMPTY, build${pascal}Request, read${pascal}Answer } from './${id}.ai';
import type { ${Outcome} } from './${id}.logic';

describe('build${pascal}Request', () => {
  it('sends the input as typed', () => {
    expect(build${pascal}Request(' hello ')).toEqual({ input: ' hello ' });
  });
});

describe('read${pascal}Answer', () => {
  it.each<[string, ${Outcome}]>([
    ['answer', { ok: true, text: 'answer' }],
    ['\\n answer \\n', { ok: true, text: 'answer' }],
    ['\`\`\`\\nfenced\\n\`\`\`', { ok: true, text: 'fenced' }],
    ['  ', { ok: false, message: ${constant}_AI_EMPTY }],
  ])('%j gives %j', (answer, expected) => {
    expect(read${pascal}Answer(answer)).toEqual(expected);
  });
});
`;

const e2eOpen = `async function open(page: Page) {
  await page.goto('/#/${id}');
  await expect(page.getByRole('heading', { level: 1, name: ${lit(title)} })).toBeVisible();
}`;

const localE2e = `import { expect, test, type Page } from '../../../e2e/test';
import { watchRequests } from '../../../e2e/network';

${e2eOpen}

test.describe(${lit(title)}, () => {
  test('shows the output as you type, and makes no network request', async ({ page, baseURL }) => {
    const requests = watchRequests(page, baseURL);
    await open(page);
    await page.getByRole('textbox', { name: 'Input' }).click();
    await page.keyboard.type('  hello  ');
    await expect(page.getByRole('textbox', { name: 'Output' })).toHaveText('hello');
    expect(requests.foreign()).toEqual([]);
  });
});
`;

const aiE2e = `import { expect, test, type Page } from '../../../e2e/test';
import { watchRequests } from '../../../e2e/network';

${e2eOpen}

test.describe(${lit(title)}, () => {
  test('the Local engine runs in the page and makes no network request', async ({ page, baseURL }) => {
    await open(page);
    await page.getByRole('radio', { name: 'Local' }).check();
    const requests = watchRequests(page, baseURL);
    await page.getByRole('textbox', { name: 'Input' }).click();
    await page.keyboard.type('  hello  ');
    await page.getByRole('button', { name: 'Run' }).click();
    await expect(page.getByRole('textbox', { name: 'Output' })).toHaveText('hello');
    expect(requests.foreign()).toEqual([]);
  });
});
`;

const toolFiles = {
  'index.ts': index,
  'keywords.ts': `/** Words the landing search and the command palette also match for this tool; fetched on the first search, not with the landing page. */
export default [${ai ? "'ai'" : ''}];
`,
  [`${id}.logic.ts`]: logic,
  [`${id}.logic.test.ts`]: logicTest,
  [`${id}.screen.tsx`]: ai ? aiScreen : localScreen,
  [`${id}.e2e.ts`]: ai ? aiE2e : localE2e,
  // The tool-open bench times every tool to its first useful content: the generated screen's input editor.
  'bench-target.ts': `import type { ToolOpenTarget } from '../../../bench/tool-open-targets';\n\nexport default { firstUsefulContent: '.cm-content[aria-label="Input"]' } satisfies ToolOpenTarget;\n`,
  ...(ai ? { [`${id}.ai.ts`]: aiLogic, [`${id}.ai.test.ts`]: aiTest } : {}),
};

// ---------- The AI task: contract and server ----------

const contract = `import * as z from 'zod/mini';
import { aiInputTooLong, INPUT_EMPTY } from './messages';

/** POST /api/ai/${id}: ${description.replace(/\*\//g, '* /')} Answered as text. */
export const ${TASK} = '${id}';

export const ${MAX} = 10_000;
export const ${TOO_LONG} = aiInputTooLong('Input', ${MAX});

// Strict: unknown fields (a model id, a system prompt, a key) are refused, not ignored.
export const ${camel}RequestSchema = z.strictObject({
  input: z.string().check(z.trim(), z.minLength(1, INPUT_EMPTY), z.maxLength(${MAX}, ${TOO_LONG})),
});
export type ${Request} = z.infer<typeof ${camel}RequestSchema>;
`;

const serverTask = `import { ${TASK}, type ${Request} } from '@contract/${id}';
import type { AiPrompt } from '../provider';
import { defineTask } from '../task';
import { USER_DATA_RULE, userField, userMessage } from '../user-data';

const SYSTEM = [
  ${lit(`You are the ${title} tool: ${description}`)},
  USER_DATA_RULE,
  'The INPUT block is what to work on.',
  'Answer with the result only, with no markdown and no code fences around it.',
].join(' ');

export function ${camel}Prompt(input: ${Request}): AiPrompt {
  return {
    system: SYSTEM,
    text: userMessage([userField('INPUT', input.input)]),
  };
}

export const ${camel}Task = defineTask({
  id: ${TASK},
  tier: 'fast',
  // Its price and output cap (tune them; the README's task table states them).
  cost: 1,
  maxOutputTokens: 8_192,
  needs: ['text'],
  output: 'text',
  // The input's characters, JSON-escaped at worst 6 bytes each, plus the field name.
  maxBodyBytes: 64 * 1024,
  prompt: ${camel}Prompt,
  answerShape: ({ input }) => ({ maxChars: input.length * 4 + 4000 }),
});
`;

const serverFixture = `// A small valid body of this task, for the tests that go through every task (test-support/task-samples.ts).
import type { AiTaskRequests } from '@contract/ai-tasks';

export default { input: 'hello' } satisfies AiTaskRequests['${id}'];
`;

const serverTest = `// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ${MAX}, ${TASK}, ${TOO_LONG} } from '@contract/${id}';
import { type FakeGemini, requestText, startFakeGemini } from '@test-support/fake-gemini';
import { expectRefusedWithoutCall, gatewayApp, postJson, TEST_KEY, userBlock } from '@test-support/gateway';

let fake: FakeGemini;
beforeAll(async () => {
  fake = await startFakeGemini({ key: TEST_KEY });
});
afterAll(() => fake.close());

describe('POST /api/ai/${id}', () => {
  it('answers the model text on the fast tier, with the server-owned rules and the input as data', async () => {
    fake.replyWith(() => 'ANSWER');
    try {
      const { app } = gatewayApp(fake.url, { AI_MODEL_FAST: 'fast-model-x' });
      const res = await postJson(app, ${TASK}, { input: '  hello  ' });
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
    ['a model id', { input: 'x', model: 'gemini-2.5-pro' }, 400, /^Unknown field: model\\./],
    ['input over the limit', { input: 'x'.repeat(${MAX} + 1) }, 413, ${TOO_LONG}],
  ])('refuses %s without calling the provider', async (_, body, status, message) => {
    await expectRefusedWithoutCall(fake, ${TASK}, body, status, message);
  });

  it('maps a provider failure to the gateway error', async () => {
    const { app } = gatewayApp(fake.url);
    const res = await postJson(app, ${TASK}, { input: 'x [fake:500]' });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: 'Error communicating with the API. The AI provider failed (HTTP 500).', code: 'upstream_error' });
  });
});
`;

// ---------- Writing, and the shared lists ----------

const written = [];
mkdirSync(folder, { recursive: true });
for (const [name, content] of Object.entries(toolFiles)) {
  writeFileSync(join(folder, name), content);
  written.push(join(folder, name));
}
if (ai) {
  for (const [path, content] of [
    [contractPath, contract],
    [taskPath, serverTask],
    [join('server', 'ai', 'tasks', `${id}.test.ts`), serverTest],
    [join('server', 'ai', 'tasks', `${id}.fixture.ts`), serverFixture],
  ]) {
    writeFileSync(path, content);
    written.push(path);
  }
}

/**
 * Adds an import after the file's last import and an entry before the closing line of the list that
 * follows the imports. The lists are Prettier-formatted, one entry per line, ending in `close` on a line
 * of its own; a file that does not look so is left alone with an error rather than edited wrongly.
 */
function addToList(path, importLine, entry, close) {
  const text = readFileSync(path, 'utf8');
  const lines = text.split('\n');
  const lastImport = lines.findLastIndex((line) => line.startsWith('import '));
  const closing = lines.findIndex((line, at) => at > lastImport && line === close);
  if (lastImport < 0 || !lines[lastImport].trimEnd().endsWith(';') || closing < 0) {
    console.error(`Could not find the list in ${path}: add ${entry.trim()} by hand.`);
    process.exitCode = 1;
    return;
  }
  lines.splice(closing, 0, entry);
  lines.splice(lastImport + 1, 0, importLine);
  writeFileSync(path, lines.join('\n'));
  written.push(path);
}

if (ai) {
  addToList(join('contract', 'ai-tasks.ts'), `import { ${camel}RequestSchema } from './${id}';`, `  '${id}': ${camel}RequestSchema,`, '};');
  addToList(join('server', 'ai', 'tasks', 'index.ts'), `import { ${camel}Task } from './${id}';`, `  '${id}': ${camel}Task,`, '};');
  addReadmeTaskRow();
}

/** A row in the README's AI task table, which a test holds to the declared cost and cap. */
function addReadmeTaskRow() {
  const lines = readFileSync('README.md', 'utf8').split('\n');
  const last = lines.findLastIndex((line) => /^\s*\| `[a-z-]+` \|/.test(line));
  if (last < 0) {
    console.error(`Could not find the AI task table in README.md: add a row for ${id} by hand.`);
    process.exitCode = 1;
    return;
  }
  lines.splice(last + 1, 0, `  | \`${id}\` | fast | text (input ≤ 10,000 characters) | 64 KB | 1 | 8,192 |`);
  writeFileSync('README.md', lines.join('\n'));
}

// Generated code follows the project's formatter like the rest, so `npm run lint` passes at once.
const prettier = spawnSync(process.execPath, [join('node_modules', 'prettier', 'bin', 'prettier.cjs'), '--write', '--log-level', 'warn', ...written], {
  stdio: 'inherit',
});
if (prettier.status !== 0) process.exitCode = 1;
console.log(`Created the ${kind} tool ${id}:\n${written.map((path) => `  ${path}`).join('\n')}`);
