import { expect, test, type Page } from '../../../e2e/test';
import { editorTextOf } from '../../../e2e/editor';
import { watchRequests } from '../../../e2e/network';

const output = (page: Page) => editorTextOf(page, 'Output');
const counts = (page: Page) => page.getByTestId('list-counts');

async function paste(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Input' }).click();
  await page.keyboard.insertText(text);
}

test.describe('List Tools', () => {
  test('dedupes, sorts naturally, writes an SQL IN list with counts, and makes no network request', async ({ page, baseURL }) => {
    const requests = watchRequests(page, baseURL);
    await page.goto('/#/list-tools');
    await expect(page.getByRole('heading', { level: 1, name: 'List Tools' })).toBeVisible();
    await paste(page, "file10\n  file2 \nO'Brien\n\nfile2\nFILE1");
    await page.getByRole('switch', { name: 'Remove duplicates' }).check();
    await page.getByRole('combobox', { name: 'Order' }).selectOption('natural');
    await expect.poll(() => output(page)).toBe("FILE1\nfile2\nfile10\nO'Brien");
    await expect(counts(page)).toHaveText('Before: 6 items (6 unique); after: 4 items (4 unique)');

    await page.getByRole('combobox', { name: 'Output as' }).selectOption('sql');
    await expect.poll(() => output(page)).toBe("IN ('FILE1', 'file2', 'file10', 'O''Brien')");
    await page.getByRole('combobox', { name: 'Output as' }).selectOption('json');
    await expect.poll(() => output(page)).toBe('["FILE1","file2","file10","O\'Brien"]');
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('["FILE1","file2","file10","O\'Brien"]');
    expect(requests.foreign()).toEqual([]);
  });

  test('a seeded shuffle comes back the same through a share link', async ({ page }) => {
    await page.goto('/#/list-tools');
    await paste(page, Array.from({ length: 12 }, (_, index) => `item ${index + 1}`).join('\n'));
    await page.getByRole('combobox', { name: 'Order' }).selectOption('shuffle');
    await page.getByRole('spinbutton', { name: 'Seed' }).fill('2024');
    await expect.poll(() => output(page)).not.toMatch(/^item 1\nitem 2\n/);
    const shuffled = await output(page);
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await page.goto('about:blank');
    await page.goto(link);
    await expect(page.getByRole('spinbutton', { name: 'Seed' })).toHaveValue('2024');
    await expect.poll(() => output(page)).toBe(shuffled);
  });

  test('the "Remove duplicate lines" alias presets dedupe; a 100,000-line file is sorted off the main thread', async ({ page }) => {
    await page.goto('/#/remove-duplicate-lines');
    await expect(page.getByRole('switch', { name: 'Remove duplicates' })).toBeChecked();
    const lines = Array.from({ length: 100_000 }, (_, index) => `line ${(index * 7919) % 50_000}`).join('\n');
    await page.locator('input[type=file][aria-label="Open file"]').setInputFiles({ name: 'big.txt', mimeType: 'text/plain', buffer: Buffer.from(lines) });
    await page.getByRole('combobox', { name: 'Order' }).selectOption('natural');
    await expect(counts(page)).toHaveText('Before: 100,000 items (50,000 unique); after: 50,000 items (50,000 unique)');
    await expect.poll(async () => (await output(page)).split('\n').slice(0, 3)).toEqual(['line 0', 'line 1', 'line 2']);
  });
});
