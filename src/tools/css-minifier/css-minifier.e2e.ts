import { readFileSync } from 'node:fs';
import { expect as baseExpect, test as baseTest, type Page } from '../../../e2e/test';
import { expect, test } from '../../../e2e/ai-fixture';
import { watchAiCalls, watchRequests } from '../../../e2e/network';
import { editorTextOf } from '../../../e2e/editor';

const input = (page: Page) => page.getByRole('textbox', { name: 'CSS Input' });
const minifyButton = (page: Page) => page.getByRole('button', { name: 'Minify CSS' });
const verdict = (page: Page) => page.getByRole('status', { name: 'Verdict' });
const sizes = (page: Page) => page.getByRole('group', { name: 'Sizes' });
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

const minified = (page: Page) => editorTextOf(page, 'Minified CSS');

async function open(page: Page) {
  await page.goto('/#/css-minifier');
  await expect(input(page)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Engine' })).toBeVisible();
}

async function typeCss(page: Page, text: string) {
  await input(page).click();
  await input(page).fill(text);
}

test.describe('CSS Minifier with the AI engine', () => {
  test('defaults to AI, sends the CSS, verifies the answer keeps every rule, shows sizes, and copies it', async ({ page, baseURL, aiApp }) => {
    await open(page);
    await expect(page.getByRole('radio', { name: 'AI' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Merge rules' })).toBeDisabled();
    aiApp.fake.replyWith(() => '.card{color:red;padding:0}a:hover{color:#00f}');
    const calls = watchAiCalls(page);
    await typeCss(page, '.card {\n  color: #ff0000;\n  padding: 0px;\n}\na:hover { color: blue; }\n');
    await minifyButton(page).click();
    await expect.poll(() => minified(page)).toBe('.card{color:red;padding:0}a:hover{color:#00f}');
    await expect(verdict(page)).toHaveText('Valid CSS, the same 2 rules and 3 declarations');
    await expect(sizes(page)).toContainText('Original69 B');
    await expect(sizes(page)).toContainText('Minified45 B');
    await expect(sizes(page)).toContainText('Saved34.8%');
    expect(calls).toEqual([
      { url: `${baseURL}/api/ai/css-minify`, body: { css: '.card {\n  color: #ff0000;\n  padding: 0px;\n}\na:hover { color: blue; }\n', keepLicense: true } },
    ]);
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await clipboard(page)).toBe('.card{color:red;padding:0}a:hover{color:#00f}');
  });

  test('an answer that drops a rule is reported with both counts', async ({ page, aiApp }) => {
    await open(page);
    aiApp.fake.replyWith(() => '```css\n.a{color:red}\n```');
    await typeCss(page, '.a { color: red }\n.b { margin: 0 }');
    await minifyButton(page).click();
    await expect(verdict(page)).toHaveText('Valid CSS, but 2 → 1 rule and 2 → 1 declaration');
    await expect(verdict(page)).toHaveAttribute('data-level', 'warning');
    await expect.poll(() => minified(page)).toBe('.a{color:red}');
  });

  test('an answer that does not parse is refused by the gateway and shown as the error', async ({ page, aiApp }) => {
    await open(page);
    aiApp.fake.replyWith(() => '.a{color red}');
    await typeCss(page, '.a { color: red }');
    await minifyButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(
      'An error occurred: Error communicating with the API. The AI answer did not fit the task: it is not valid CSS (Line 1, column 10: Colon is expected).',
    );
  });

  test('an answer starting with "// Error" is shown as the error and clears the output', async ({ page, aiApp }) => {
    await open(page);
    aiApp.fake.replyWith(() => 'a{top:0}');
    await typeCss(page, 'a { top: 0 }');
    await minifyButton(page).click();
    await expect.poll(() => minified(page)).toBe('a{top:0}');
    aiApp.fake.replyWith(() => '// Error: this is JavaScript, not CSS.');
    await typeCss(page, 'const a = 1;');
    await minifyButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('// Error: this is JavaScript, not CSS.');
    await expect.poll(() => minified(page)).toBe('');
    await expect(verdict(page)).toHaveCount(0);
  });

  test('blank input says "Input is empty."; a provider failure shows the spec\'s error line', async ({ page }) => {
    await open(page);
    const calls = watchAiCalls(page);
    await minifyButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Input is empty.');
    expect(calls).toEqual([]);
    await typeCss(page, 'a { top: 0 } /* [fake:429] */');
    await minifyButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(
      /^An error occurred: Error communicating with the API\. The AI provider is rate limiting this server\. Try again in \d+ s\.$/,
    );
  });

  test('shows "Minifying..." while the AI works', async ({ page }) => {
    await open(page);
    await typeCss(page, 'a { top: 0 } /* [fake:slow] */');
    await minifyButton(page).click();
    await expect(page.getByRole('button', { name: 'Minifying...' })).toBeDisabled();
    await expect(page.getByRole('alert')).toHaveText(/^An error occurred: Error communicating with the API\. The AI provider did not answer within/);
  });
});

baseTest.describe('CSS Minifier without AI configured (Local engine)', () => {
  baseTest('defaults to Local: minifies the sample with csso, verifies it, shows sizes, and re-minifies when options change', async ({ page, baseURL }) => {
    await open(page);
    const requests = watchRequests(page, baseURL);
    await baseExpect(page.getByRole('radio', { name: 'Local' })).toBeChecked();
    await page.getByRole('button', { name: 'Sample' }).click();
    await minifyButton(page).click();
    await baseExpect.poll(() => minified(page)).toMatch(/^\/\*! acme theme v2 \| MIT licence \*\/\n:root\{--brand:#4f46e5;/);
    await baseExpect(verdict(page)).toHaveText('Valid CSS, the same 5 rules and 11 declarations');
    await baseExpect(sizes(page)).toContainText('Saved');
    await baseExpect(page.getByRole('status').filter({ hasText: /^Minified / })).toHaveText(/^Minified \d+ B in \d+ ms \(Local\)$/);

    await page.getByRole('switch', { name: 'Keep licence comments' }).uncheck();
    await baseExpect.poll(() => minified(page)).toMatch(/^:root\{/);
    await page.getByRole('button', { name: 'Copy' }).click();
    baseExpect(await clipboard(page)).toMatch(/^:root\{/);

    await page.getByRole('switch', { name: 'Merge rules' }).check();
    await typeCss(page, '.a { color: red }\n.b { color: red }\n.a { margin: 0 }');
    await minifyButton(page).click();
    await baseExpect.poll(() => minified(page)).toBe('.a,.b{color:red}.a{margin:0}');
    await baseExpect(verdict(page)).toHaveText('Valid CSS, but 3 → 2 rules and 3 → 2 declarations (Merge rules combines rules and drops duplicates)');
    await baseExpect(verdict(page)).toHaveAttribute('data-level', 'warning');
    baseExpect(requests.foreign()).toEqual([]);
  });

  baseTest('a syntax problem is reported with its line and column and marked; nothing is minified', async ({ page }) => {
    await open(page);
    await typeCss(page, 'a { color: red; }\nb { color red; }');
    await minifyButton(page).click();
    await baseExpect(page.getByRole('alert')).toHaveText('Could not minify this CSS: Colon is expected.');
    await baseExpect(page.getByTestId('error-position')).toHaveText('Line 2, column 11');
    await baseExpect(input(page).locator('.cm-problem')).toBeVisible();
    baseExpect(await minified(page)).toBe('');
  });

  baseTest('a real stylesheet from a file is minified and downloads under its name', async ({ page }) => {
    const css = readFileSync(new URL('../../../node_modules/pdfjs-dist/web/pdf_viewer.css', import.meta.url));
    await open(page);
    await page.locator('input[type=file][aria-label="Open file"]').setInputFiles({ name: 'viewer.css', mimeType: 'text/css', buffer: css });
    await baseExpect(page.getByText('viewer.css ·')).toBeVisible();
    await minifyButton(page).click();
    await baseExpect(verdict(page)).toHaveText(/^Valid CSS/, { timeout: 60_000 });
    await baseExpect(sizes(page)).toContainText('Saved');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    baseExpect(download.suggestedFilename()).toBe('viewer.min.css');
    baseExpect(readFileSync(await download.path(), 'utf8').length).toBeLessThan(css.length);
  });
});
