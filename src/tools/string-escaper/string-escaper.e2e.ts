import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../../../e2e/test';
import { editorTextOf } from '../../../e2e/editor';
import { watchRequests } from '../../../e2e/network';

async function open(page: Page, hash = '#/string-escaper') {
  await page.goto(`/${hash}`);
  await expect(page.getByRole('heading', { level: 1, name: 'String Escaper' })).toBeVisible();
}

async function typeInto(page: Page, name: string, text: string) {
  await page.getByRole('textbox', { name, exact: true }).click();
  await page.keyboard.insertText(text);
}

test.describe('String Escaper', () => {
  test('escapes JSON as you type, copies and downloads it, and makes no network request', async ({ page, baseURL }) => {
    const requests = watchRequests(page, baseURL);
    await open(page);
    await typeInto(page, 'Plain text', 'say "hi"\n\tC:\\dir');
    await expect.poll(() => editorTextOf(page, 'Escaped text')).toBe('say \\"hi\\"\\n\\tC:\\\\dir');
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('say \\"hi\\"\\n\\tC:\\\\dir');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('text.escaped.txt');
    expect(await readFile((await download.path()) ?? '', 'utf8')).toBe('say \\"hi\\"\\n\\tC:\\\\dir');
    expect(requests.foreign()).toEqual([]);
  });

  test('Swap reads the escaped text back, and a bad escape is a sentence with its line and column', async ({ page }) => {
    await open(page);
    await page.getByRole('combobox', { name: 'Format' }).selectOption('python');
    await typeInto(page, 'Plain text', 'say "hi"\\');
    await expect.poll(() => editorTextOf(page, 'Escaped text')).toBe('say \\"hi\\"\\\\');
    await page.getByRole('button', { name: 'Swap' }).click();
    await expect(page.getByRole('radio', { name: 'Unescape' })).toBeChecked();
    await expect.poll(() => editorTextOf(page, 'Plain text')).toBe('say "hi"\\');
    await page.getByRole('textbox', { name: 'Escaped text' }).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText('\\x4');
    await expect(page.getByRole('alert')).toHaveText('Truncated \\x escape: it needs exactly 2 hex digits (found "\\x4").');
    await expect(page.getByTestId('error-position')).toHaveText('Line 1, column 13');
  });

  test("IT-Tools' Escape HTML entities page name opens the tool on HTML, and an unknown entity is named in a note", async ({ page }) => {
    await open(page, '#/html-entities');
    await expect(page.getByRole('combobox', { name: 'Format' })).toHaveValue('html');
    await typeInto(page, 'Plain text', '<a title="x">&</a>');
    await expect.poll(() => editorTextOf(page, 'Escaped text')).toBe('&lt;a title=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
    await page.getByRole('radio', { name: 'Unescape' }).check();
    await page.getByRole('button', { name: 'Clear' }).click();
    await typeInto(page, 'Escaped text', '&copy; &hellip; &bogus;');
    await expect.poll(() => editorTextOf(page, 'Plain text')).toBe('© … &bogus;');
    await expect(page.getByRole('list', { name: 'Notes' })).toHaveText('Line 1, column 17: &bogus; is not an HTML named reference, left as it is.');
  });

  test('escapes a 20 MB file in the background', async ({ page }) => {
    await open(page);
    await page.getByRole('combobox', { name: 'Format' }).selectOption('url');
    const line = 'a b/é?\n';
    await page
      .locator('input[type=file][aria-label="Open file"]')
      .setInputFiles({ name: 'big.txt', mimeType: 'text/plain', buffer: Buffer.from(line.repeat(3_000_000)) });
    await expect(page.getByText('a%20b%2F%C3%A9%3F%0Aa%20b').first()).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeEnabled();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
