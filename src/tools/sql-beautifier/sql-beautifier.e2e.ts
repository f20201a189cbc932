import { expect as baseExpect, test as baseTest, type Page } from '../../../e2e/test';
import { E2E_AI_TIMEOUT_MS, expect, test } from '../../../e2e/ai-fixture';
import { watchAiCalls, watchRequests } from '../../../e2e/network';
import { editorTextOf } from '../../../e2e/editor';

const input = (page: Page) => page.getByRole('textbox', { name: 'SQL Input' });
const beautifyButton = (page: Page) => page.getByRole('button', { name: 'Beautify SQL' });
const verdict = (page: Page) => page.getByRole('status', { name: 'Verdict' });

const formatted = (page: Page) => editorTextOf(page, 'Formatted SQL');

async function open(page: Page) {
  await page.goto('/#/sql-beautifier');
  await expect(input(page)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Engine' })).toBeVisible();
}

async function typeSql(page: Page, text: string) {
  await input(page).click();
  await input(page).fill(text);
}

test.describe('SQL Beautifier with the AI engine', () => {
  test('defaults to AI, sends only the query and options, shows the answer with a "same query" verdict, and copies it', async ({ page, baseURL, aiApp }) => {
    await open(page);
    await expect(page.getByRole('radio', { name: 'AI' })).toBeChecked();
    aiApp.fake.replyWith(() => 'SELECT\n  id,\n  name\nFROM\n  users\nWHERE\n  id = 1');
    const calls = watchAiCalls(page);
    await typeSql(page, 'select id, name from users where id = 1');
    await page.getByLabel('Dialect').selectOption({ label: 'PostgreSQL' });
    await beautifyButton(page).click();
    await expect.poll(() => formatted(page)).toBe('SELECT\n  id,\n  name\nFROM\n  users\nWHERE\n  id = 1');
    await expect(verdict(page)).toHaveText('Same query, only formatting changed');
    await expect(page.getByRole('status').filter({ hasText: /^Formatted \d/ })).toHaveText(/^Formatted \d+ B in \d+ ms \(AI\)$/);
    expect(calls).toEqual([
      {
        url: `${baseURL}/api/ai/sql-beautify`,
        body: { sql: 'select id, name from users where id = 1', dialect: 'postgresql', keywordCase: 'upper', indentation: '2' },
      },
    ]);
    const system =
      aiApp.fake.requests
        .at(-1)
        ?.body.systemInstruction?.parts?.map((part) => part.text)
        .join('') ?? '';
    expect(system).toContain('The dialect is PostgreSQL.');

    const copy = page.getByRole('button', { name: 'Copy' });
    await copy.click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('SELECT\n  id,\n  name\nFROM\n  users\nWHERE\n  id = 1');
  });

  test('an answer that changes the query is shown with a warning naming the first difference', async ({ page, aiApp }) => {
    await open(page);
    aiApp.fake.replyWith(() => 'SELECT\n  id\nFROM\n  user\nLIMIT\n  10');
    await typeSql(page, 'select id from users');
    await beautifyButton(page).click();
    await expect(verdict(page)).toHaveText('Not the same query: the input has "users" (line 1) where the output has "user" (line 4).');
    await expect(verdict(page)).toHaveAttribute('data-level', 'warning');
  });

  test('a stray markdown fence around the answer is removed', async ({ page, aiApp }) => {
    await open(page);
    aiApp.fake.replyWith(() => '```sql\nSELECT\n  1\n```');
    await typeSql(page, 'select 1');
    await beautifyButton(page).click();
    await expect.poll(() => formatted(page)).toBe('SELECT\n  1');
    await expect(verdict(page)).toHaveText('Same query, only formatting changed');
  });

  test('an answer starting with "// Error" is shown as the error and clears the output', async ({ page, aiApp }) => {
    await open(page);
    aiApp.fake.replyWith(() => 'SELECT\n  1');
    await typeSql(page, 'select 1');
    await beautifyButton(page).click();
    await expect.poll(() => formatted(page)).toBe('SELECT\n  1');

    aiApp.fake.replyWith(() => '// Error: this is not SQL.');
    await typeSql(page, 'hello there');
    await beautifyButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('// Error: this is not SQL.');
    await expect.poll(() => formatted(page)).toBe('');
    await expect(verdict(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Copy' })).toBeDisabled();
  });

  test('blank input says "Input is empty." and calls nothing', async ({ page }) => {
    await open(page);
    const calls = watchAiCalls(page);
    await beautifyButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Input is empty.');
    await typeSql(page, '  \n  ');
    await input(page).press('Control+Enter');
    await expect(page.getByRole('alert')).toHaveText('Input is empty.');
    expect(calls).toEqual([]);
  });

  test('shows "Beautifying..." while waiting, then the timeout in the spec\'s words', async ({ page }) => {
    await open(page);
    await typeSql(page, 'select 1 [fake:slow]');
    await beautifyButton(page).click();
    await expect(page.getByRole('button', { name: 'Beautifying...' })).toBeDisabled();
    await expect(page.getByRole('alert')).toHaveText(
      `An error occurred: Error communicating with the API. The AI provider did not answer within ${E2E_AI_TIMEOUT_MS / 1000} s.`,
    );
    await expect(beautifyButton(page)).toBeEnabled();
  });

  for (const [marker, message] of [
    ['500', 'An error occurred: Error communicating with the API. The AI provider failed (HTTP 500).'],
    ['safety', 'An error occurred: Error communicating with the API. The AI provider blocked this response for safety reasons. Try rewording your prompt.'],
  ] as const) {
    test(`a provider failure ([fake:${marker}]) shows the spec's error line and no output`, async ({ page }) => {
      await open(page);
      await typeSql(page, `select 1 [fake:${marker}]`);
      await beautifyButton(page).click();
      await expect(page.getByRole('alert')).toHaveText(message);
      expect(await formatted(page)).toBe('');
    });
  }

  test('Minify writes one line without comments locally, with AI chosen, and redoes it when an option changes', async ({ page }) => {
    await open(page);
    await expect(page.getByRole('radio', { name: 'AI' })).toBeChecked();
    const calls = watchAiCalls(page);
    await typeSql(page, 'select a, b -- note\nfrom t');
    await page.getByRole('button', { name: 'Minify' }).click();
    await expect.poll(() => formatted(page)).toBe('SELECT a,b FROM t');
    await expect(verdict(page)).toHaveText('Minified as Standard SQL (detected). Same query on one line, comments dropped');
    await expect(page.getByRole('status').filter({ hasText: /^Minified \d/ })).toHaveText(/\(Local\)$/);
    await page.getByLabel('Keyword case').selectOption({ label: 'lower' });
    await expect.poll(() => formatted(page)).toBe('select a,b from t');
    expect(calls).toEqual([]);
  });

  test('the Local engine works beside AI and makes no call', async ({ page }) => {
    await open(page);
    await page.getByRole('radio', { name: 'Local' }).check();
    const calls = watchAiCalls(page);
    await typeSql(page, 'select 1');
    await beautifyButton(page).click();
    await expect.poll(() => formatted(page)).toBe('SELECT\n  1');
    // The status line; the verdict under Auto-detect also begins "Formatted" ("Formatted as Standard SQL (detected). ...").
    await expect(page.getByRole('status').filter({ hasText: /^Formatted \d/ })).toHaveText(/\(Local\)$/);
    expect(calls).toEqual([]);
  });
});

baseTest.describe('SQL Beautifier without AI configured (Local engine)', () => {
  baseTest('defaults to Local, formats with the chosen options, re-formats when they change, and verifies', async ({ page, baseURL }) => {
    await open(page);
    // Opening asks /api/health whether AI is on; from then on, using the tool makes no request.
    const requests = watchRequests(page, baseURL);
    await baseExpect(page.getByRole('radio', { name: 'Local' })).toBeChecked();
    await baseExpect(page.getByRole('radio', { name: 'AI' })).toBeDisabled();
    await typeSql(page, "select `id`, count(*) from orders where status = 'paid' group by `id`");
    await page.getByLabel('Dialect').selectOption({ label: 'MySQL' });
    await beautifyButton(page).click();
    await baseExpect.poll(() => formatted(page)).toBe("SELECT\n  `id`,\n  COUNT(*)\nFROM\n  orders\nWHERE\n  status = 'paid'\nGROUP BY\n  `id`");
    await baseExpect(verdict(page)).toHaveText('Same query, only formatting changed');
    await baseExpect(verdict(page)).toHaveAttribute('data-level', 'ok');

    await page.getByLabel('Keyword case').selectOption({ label: 'lower' });
    await baseExpect.poll(() => formatted(page)).toBe("select\n  `id`,\n  count(*)\nfrom\n  orders\nwhere\n  status = 'paid'\ngroup by\n  `id`");
    await page.getByLabel('Indentation').selectOption({ label: '4 spaces' });
    await baseExpect.poll(() => formatted(page)).toContain('select\n    `id`,');

    await page.getByRole('button', { name: 'Copy' }).click();
    baseExpect(await page.evaluate(() => navigator.clipboard.readText())).toContain('select\n    `id`,');
    baseExpect(requests.foreign()).toEqual([]);
  });

  baseTest("More options holds sql-formatter's finer options: a tabular indent style re-formats the result", async ({ page }) => {
    await open(page);
    await baseExpect(page.getByLabel('Indent style')).toBeHidden();
    await typeSql(page, 'select a, b from t where x = 1');
    await beautifyButton(page).click();
    await baseExpect.poll(() => formatted(page)).toBe('SELECT\n  a,\n  b\nFROM\n  t\nWHERE\n  x = 1');
    await page.getByText('More options').click();
    await page.getByLabel('Indent style').selectOption({ label: 'Tabular, right' });
    await baseExpect.poll(() => formatted(page)).toBe('   SELECT a,\n          b\n     FROM t\n    WHERE x = 1');
  });

  baseTest('Auto-detect, the default, formats T-SQL with brackets and TOP and names the dialect it used', async ({ page }) => {
    await open(page);
    await baseExpect(page.getByLabel('Dialect').locator('option:checked')).toHaveText('Auto-detect');
    await typeSql(page, 'select top (10) [Name], [Email] from [dbo].[Users] where [Active] = 1');
    await beautifyButton(page).click();
    await baseExpect.poll(() => formatted(page)).toBe('SELECT\n  TOP (10) [Name],\n  [Email]\nFROM\n  [dbo].[Users]\nWHERE\n  [Active] = 1');
    await baseExpect(verdict(page)).toHaveText('Formatted as T-SQL (detected). Same query, only formatting changed');
    await baseExpect(verdict(page)).toHaveAttribute('data-level', 'ok');
  });

  baseTest('a syntax error shows the message with its line and column, and keeps the input', async ({ page }) => {
    await open(page);
    await typeSql(page, "SELECT a\nFROM b WHERE x = 'abc");
    await beautifyButton(page).click();
    await baseExpect(page.getByRole('alert')).toHaveText(/^Could not format this SQL: Parse error: Unexpected "'abc"\./);
    await baseExpect(page.getByTestId('error-position')).toHaveText('Line 2, column 18');
    await baseExpect(input(page).locator('.cm-problem')).toHaveText("'");
    baseExpect(await editorTextOf(page, 'SQL Input')).toBe("SELECT a\nFROM b WHERE x = 'abc");
    await baseExpect(page.getByRole('button', { name: 'Copy' })).toBeDisabled();
  });

  baseTest('blank input says "Input is empty."; a .sql file opens and the result downloads', async ({ page }) => {
    await open(page);
    await beautifyButton(page).click();
    await baseExpect(page.getByRole('alert')).toHaveText('Input is empty.');
    await page
      .locator('input[type=file][aria-label="Open file"]')
      .setInputFiles({ name: 'report.sql', mimeType: 'application/sql', buffer: Buffer.from('select 2') });
    await baseExpect(page.getByText('report.sql ·')).toBeVisible();
    await beautifyButton(page).click();
    await baseExpect.poll(() => formatted(page)).toBe('SELECT\n  2');
    await baseExpect(page.getByRole('alert')).toHaveCount(0);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    baseExpect(download.suggestedFilename()).toBe('report.formatted.sql');
  });
});
