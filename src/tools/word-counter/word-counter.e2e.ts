import { expect, test, type Page } from '../../../e2e/test';
import { watchRequests } from '../../../e2e/network';

const textArea = (page: Page) => page.getByRole('textbox', { name: 'Text' });
const fileInput = (page: Page) => page.locator('input[type=file][aria-label="Open file"]');
/** A tile's value, found by its label as a visitor reads it. */
const tile = (page: Page, label: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

async function open(page: Page) {
  await page.goto('/#/word-counter');
  await expect(textArea(page)).toBeVisible();
}

async function expectTiles(page: Page, expected: Record<string, string>) {
  for (const [label, value] of Object.entries(expected)) await expect(tile(page, label), label).toHaveText(value);
}

test.describe('Word Counter', () => {
  test('starts at zero: empty text has 0 words, 0 characters and 0 lines', async ({ page }) => {
    await open(page);
    await expectTiles(page, { Words: '0', Characters: '0', Lines: '0', Sentences: '0', Paragraphs: '0', 'UTF-8 bytes': '0', 'Reading time': '0 min' });
  });

  test('counts as you type, an emoji with a skin tone as one character', async ({ page }) => {
    await open(page);
    await textArea(page).click();
    await page.keyboard.type('Hello world. Nice 👍🏽!');
    await expectTiles(page, { Words: '4', Characters: '20', Lines: '1', 'Characters without spaces': '17', Sentences: '2', 'UTF-8 bytes': '27' });
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('漢字 かな');
    await expectTiles(page, { Words: '6', Characters: '27', Lines: '3', Paragraphs: '2', Sentences: '3' });
  });

  test('whitespace-only text has lines but no words; Clear empties everything', async ({ page }) => {
    await open(page);
    await textArea(page).click();
    await page.keyboard.insertText('   \n');
    await expectTiles(page, { Words: '0', Characters: '4', Lines: '2', 'Characters without spaces': '0' });
    await page.getByRole('button', { name: 'Clear' }).click();
    await expectTiles(page, { Words: '0', Characters: '0', Lines: '0' });
    await expect(page.getByRole('button', { name: 'Clear' })).toBeDisabled();
  });

  test('opens a text file with CRLF line endings and counts it', async ({ page }) => {
    await open(page);
    await fileInput(page).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('one two\r\nthree\r\n') });
    await expectTiles(page, { Words: '3', Lines: '3', Paragraphs: '2' });
  });

  test('refuses a file that is not text, with a message', async ({ page }) => {
    await open(page);
    await fileInput(page).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
    await expect(page.getByRole('alert')).toHaveText('Please open a text file (.txt, .md, .csv, .log, .json, source code, ...).');
  });

  test('counts 5 MB in the background and keeps the editor typable', async ({ page }) => {
    await open(page);
    const paragraph = `${'The quick brown fox jumps over the lazy dog. '.repeat(20)}👍🏽 café\n`;
    const repeats = Math.ceil((5 * 1024 * 1024) / Buffer.byteLength(paragraph));
    await fileInput(page).setInputFiles({ name: 'big.txt', mimeType: 'text/plain', buffer: Buffer.from(paragraph.repeat(repeats)) });
    const words = repeats * (9 * 20 + 2);
    await expect(tile(page, 'Words')).toHaveText(words.toLocaleString('en'), { timeout: 30_000 });
    await expect(tile(page, 'Lines')).toHaveText((repeats + 1).toLocaleString('en'));
    await expect(tile(page, 'Paragraphs')).toHaveText(repeats.toLocaleString('en'));
    await expect(tile(page, 'Characters')).toHaveText((repeats * (45 * 20 + 1 + 5 + 1)).toLocaleString('en'));
    // Typing at the start still lands in the text and is counted.
    await textArea(page).click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.type('Extra ');
    await expect(tile(page, 'Words')).toHaveText((words + 1).toLocaleString('en'), { timeout: 30_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Counting' })).toHaveCount(0);
  });

  test('shows keyword density, readability, longest words and a sortable character table', async ({ page }) => {
    await open(page);
    await textArea(page).click();
    await page.keyboard.insertText('The cat sat on the mat. The cat napped!');
    const keywords = page.getByRole('table', { name: 'Most frequent words' });
    await expect(keywords.getByRole('row').nth(1)).toHaveText('cat222.22%');
    await page.getByRole('switch', { name: 'Leave out stop words' }).uncheck();
    await expect(keywords.getByRole('row').nth(1)).toHaveText('the333.33%');
    await page.getByRole('combobox', { name: 'Phrase length' }).selectOption('2');
    await expect(page.getByRole('table', { name: 'Most frequent 2-word phrases' }).getByRole('row').nth(1)).toHaveText('the cat225.00%');
    await expect(page.getByRole('term').filter({ hasText: 'Flesch reading ease' }).locator('xpath=following-sibling::dd[1]')).toHaveText('117.7');
    await expect(page.getByRole('list', { name: 'Longest words' }).getByRole('listitem').first()).toHaveText('napped (6)');
    const characters = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Code point' }) });
    await expect(characters.getByRole('row').nth(1)).toContainText('SpaceU+0020Whitespace820.51%');
    await characters.getByRole('button', { name: 'Character' }).click();
    await expect(characters.getByRole('columnheader', { name: 'Character' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(characters.getByRole('row').nth(1)).toContainText('SpaceU+0020');
    await expect(characters.getByRole('row').nth(2)).toContainText('!U+0021Punctuation12.56%');
  });

  test('makes no network request while counting', async ({ page, baseURL }) => {
    const requests = watchRequests(page, baseURL);
    await open(page);
    await textArea(page).click();
    await page.keyboard.type('Private words stay here.');
    await fileInput(page).setInputFiles({ name: 'big.txt', mimeType: 'text/plain', buffer: Buffer.from('word '.repeat(100_000)) });
    await expect(tile(page, 'Words')).toHaveText('100,000');
    expect(requests.foreign()).toEqual([]);
  });
});
