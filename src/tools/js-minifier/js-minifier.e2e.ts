import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { expect as baseExpect, test as baseTest, type Page } from '../../../e2e/test';
import { E2E_AI_TIMEOUT_MS, expect, test } from '../../../e2e/ai-fixture';
import { watchAiCalls, watchRequests } from '../../../e2e/network';
import { editorTextOf } from '../../../e2e/editor';

const input = (page: Page) => page.getByRole('textbox', { name: 'JavaScript Input' });
const minifyButton = (page: Page) => page.getByRole('button', { name: 'Minify JS' });
const verdict = (page: Page) => page.getByRole('status', { name: 'Verdict' });
const sizes = (page: Page) => page.getByRole('group', { name: 'Sizes' }).getByRole('definition');
const fileInput = (page: Page) => page.locator('input[type=file][aria-label="Open file"]');
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

const minified = (page: Page) => editorTextOf(page, 'Minified JavaScript');

async function open(page: Page) {
  await page.goto('/#/js-minifier');
  await expect(input(page)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Engine' })).toBeVisible();
}

async function typeJs(page: Page, text: string) {
  await input(page).click();
  await input(page).fill(text);
}

/** Runs one of the semantic test programs (it sets globalThis.__program) and returns its results as JSON. */
async function evaluateProgram(code: string): Promise<string> {
  const sandbox: { __program?: () => Promise<unknown> } = {};
  runInNewContext(code, sandbox, { timeout: 5_000 });
  return JSON.stringify(await sandbox.__program?.());
}

test.describe('JS Minifier with the AI engine', () => {
  test('defaults to AI, sends the code and options, verifies the answer, shows sizes, and copies it', async ({ page, baseURL, aiApp }) => {
    await open(page);
    await expect(page.getByRole('radio', { name: 'AI' })).toBeChecked();
    aiApp.fake.replyWith(() => 'export function add(n,d){return n+d}');
    const calls = watchAiCalls(page);
    await typeJs(page, 'export function add(first, second) {\n  return first + second;\n}\n');
    await page.getByRole('switch', { name: 'Keep licence comments' }).uncheck();
    await minifyButton(page).click();
    await expect.poll(() => minified(page)).toBe('export function add(n,d){return n+d}');
    await expect(verdict(page)).toHaveText(/^Valid JavaScript module, \d+(\.\d)?% smaller$/);
    await expect(verdict(page)).toHaveAttribute('data-level', 'ok');
    await expect(page.getByRole('group', { name: 'Sizes' })).toContainText('Original64 B');
    await expect(page.getByRole('group', { name: 'Sizes' })).toContainText('Minified36 B');
    await expect(page.getByRole('group', { name: 'Sizes' })).toContainText('Saved43.8%');
    await expect(sizes(page).last()).toHaveText(/^\d+ B → \d+ B$/);
    expect(calls).toEqual([
      {
        url: `${baseURL}/api/ai/js-minify`,
        body: { code: 'export function add(first, second) {\n  return first + second;\n}\n', sourceType: 'module', keepLicense: false },
      },
    ]);

    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await clipboard(page)).toBe('export function add(n,d){return n+d}');
  });

  test('an answer that does not parse is refused by the gateway and shown as the error, never as success', async ({ page, aiApp }) => {
    await open(page);
    aiApp.fake.replyWith(() => '```js\nfunction add(n,d){return n+d\n```');
    await typeJs(page, 'function add(first, second) { return first + second; }');
    await minifyButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(
      'An error occurred: Error communicating with the API. The AI answer did not fit the task: it is not valid JavaScript (Line 1, column 29: Unexpected token: eof (undefined)).',
    );
    await expect.poll(() => minified(page)).toBe('');
  });

  test('an answer starting with "// Error" is shown as the error and clears the output', async ({ page, aiApp }) => {
    await open(page);
    aiApp.fake.replyWith(() => 'let a=1;');
    await typeJs(page, 'let a = 1;');
    await minifyButton(page).click();
    await expect.poll(() => minified(page)).toBe('let a=1;');
    aiApp.fake.replyWith(() => '// Error: the input is not JavaScript.');
    await typeJs(page, 'body { color: red }');
    await minifyButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('// Error: the input is not JavaScript.');
    await expect.poll(() => minified(page)).toBe('');
    await expect(verdict(page)).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Sizes' })).toHaveCount(0);
  });

  test('blank input and input too long for the AI are refused before any call', async ({ page }) => {
    await open(page);
    const calls = watchAiCalls(page);
    await minifyButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Input is empty.');
    await typeJs(page, `const x = "${'a'.repeat(50_001)}";`);
    await minifyButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Input is too long for the AI engine: at most 50,000 characters. Use the Local engine for bigger input.');
    expect(calls).toEqual([]);
  });

  test('shows "Minifying..." while the AI works, then the timeout in the spec\'s words', async ({ page }) => {
    await open(page);
    await typeJs(page, 'let a = 1; // [fake:slow]');
    await minifyButton(page).click();
    await expect(page.getByRole('button', { name: 'Minifying...' })).toBeDisabled();
    await expect(page.getByRole('alert')).toHaveText(
      `An error occurred: Error communicating with the API. The AI provider did not answer within ${E2E_AI_TIMEOUT_MS / 1000} s.`,
    );
    await expect(minifyButton(page)).toBeEnabled();
  });

  test("a provider failure shows the spec's error line", async ({ page }) => {
    await open(page);
    await typeJs(page, 'let a = 1; // [fake:500]');
    await minifyButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('An error occurred: Error communicating with the API. The AI provider failed (HTTP 500).');
    expect(await minified(page)).toBe('');
  });
});

baseTest.describe('JS Minifier without AI configured (Local engine)', () => {
  baseTest('defaults to Local: minifies the sample with terser, verifies it, shows sizes, and re-minifies when options change', async ({ page, baseURL }) => {
    await open(page);
    const requests = watchRequests(page, baseURL);
    await baseExpect(page.getByRole('radio', { name: 'Local' })).toBeChecked();
    await baseExpect(page.getByRole('radio', { name: 'AI' })).toBeDisabled();
    await page.getByRole('button', { name: 'Sample' }).click();
    await input(page).press('Control+Enter');
    await baseExpect.poll(() => minified(page)).toMatch(/^\/\*! greeter v1\.0 \| MIT licence \*\/\nexport class Greeter\{#\w+;constructor\(/);
    await baseExpect(verdict(page)).toHaveText(/^Valid JavaScript module, \d+(\.\d)?% smaller$/);
    await baseExpect(page.getByRole('status').filter({ hasText: /^Minified / })).toHaveText(/^Minified \d+ B in \d+ ms \(Local\)$/);
    await baseExpect(page.getByRole('group', { name: 'Sizes' })).toContainText('Original');

    await page.getByRole('switch', { name: 'Keep licence comments' }).uncheck();
    await baseExpect.poll(() => minified(page)).toMatch(/^export class Greeter\{/);
    await page.getByRole('radio', { name: 'Script' }).check();
    await baseExpect(verdict(page)).toHaveText(/^Valid JavaScript script, /);
    baseExpect(requests.foreign()).toEqual([]);
  });

  baseTest('a syntax error shows its line and column and marks the spot; the input is kept', async ({ page }) => {
    await open(page);
    await typeJs(page, 'function ok() {}\nconst total = (1, ;\n');
    await minifyButton(page).click();
    await baseExpect(page.getByRole('alert')).toHaveText('Could not minify this JavaScript: Unexpected token: punc (;).');
    await baseExpect(page.getByTestId('error-position')).toHaveText('Line 2, column 19');
    await baseExpect(input(page).locator('.cm-problem')).toHaveText(';');
    baseExpect(await editorTextOf(page, 'JavaScript Input')).toBe('function ok() {}\nconst total = (1, ;\n');
  });

  baseTest('end to end: a real program minified in the page still computes the same results', async ({ page }) => {
    const source = readFileSync(new URL('./semantic-programs/inventory.js', import.meta.url), 'utf8');
    await open(page);
    await fileInput(page).setInputFiles({ name: 'inventory.js', mimeType: 'text/javascript', buffer: Buffer.from(source) });
    await baseExpect(page.getByText('inventory.js ·')).toBeVisible();
    await page.getByRole('radio', { name: 'Script' }).check();
    await minifyButton(page).click();
    await baseExpect(verdict(page)).toHaveText(/^Valid JavaScript script, \d+(\.\d)?% smaller$/);
    await page.getByRole('button', { name: 'Copy' }).click();
    const output = await clipboard(page);
    baseExpect(output.length).toBeLessThan(source.length * 0.7);
    baseExpect(await evaluateProgram(output)).toBe(await evaluateProgram(source));

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    baseExpect(download.suggestedFilename()).toBe('inventory.min.js');
    baseExpect(readFileSync(await download.path(), 'utf8')).toBe(output);
  });

  baseTest('a 1 MB library is minified in a worker while the page stays responsive; Stop ends a run', async ({ page }) => {
    baseTest.setTimeout(240_000);
    // A real, unminified 1.1 MB library from node_modules.
    const bundle = readFileSync(new URL('../../../node_modules/react-dom/cjs/react-dom-client.development.js', import.meta.url));
    baseExpect(bundle.length).toBeGreaterThan(1024 * 1024);
    await open(page);
    await fileInput(page).setInputFiles({ name: 'react-dom.js', mimeType: 'text/javascript', buffer: bundle });
    await page.getByRole('radio', { name: 'Script' }).check();
    // Stop terminates the worker: no output, no error, ready again.
    await minifyButton(page).click();
    await page.getByRole('button', { name: 'Stop' }).click();
    await baseExpect(minifyButton(page)).toBeEnabled();
    await baseExpect(page.getByRole('alert')).toHaveCount(0);
    await baseExpect(verdict(page)).toHaveCount(0);

    await minifyButton(page).click();
    await baseExpect(page.getByRole('button', { name: 'Minifying...' })).toBeDisabled();
    // The page answers while terser works: a switch flips and the busy state stays.
    const license = page.getByRole('switch', { name: 'Keep licence comments' });
    await license.uncheck();
    await baseExpect(license).not.toBeChecked();
    await baseExpect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
    await baseExpect(page.getByRole('status').filter({ hasText: /^Minified / })).toHaveText(/^Minified 1\.1 MB in \d+ ms \(Local\)$/, { timeout: 180_000 });
    await baseExpect(verdict(page)).toHaveText(/^Valid JavaScript script, \d+(\.\d)?% smaller$/);
    await baseExpect(page.getByRole('group', { name: 'Sizes' })).toContainText('Original1.1 MB');
  });
});
