import { expect, test, type Page } from '../../../e2e/test';
import { watchRequests } from '../../../e2e/network';
import { editorTextOf } from '../../../e2e/editor';

const input = (page: Page) => page.getByRole('textbox', { name: 'JSON Input' });
const output = (page: Page) => page.getByRole('textbox', { name: 'Formatted JSON' });
const beautifyButton = (page: Page) => page.getByRole('button', { name: 'Beautify JSON' });
const fileInput = (page: Page) => page.locator('input[type=file][aria-label="Open file"]');

async function open(page: Page) {
  await page.goto('/#/json-beautifier');
  await expect(input(page)).toBeVisible();
}

async function typeJson(page: Page, text: string) {
  await input(page).click();
  await input(page).fill(text);
}

test.describe('JSON Beautifier', () => {
  test('blank input says "Input is empty."', async ({ page }) => {
    await open(page);
    await beautifyButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Input is empty.');
    await typeJson(page, '   ');
    await beautifyButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Input is empty.');
  });

  test('invalid JSON shows the engine message, line and column, and marks the spot', async ({ page }) => {
    await open(page);
    await typeJson(page, '{\n  "a": 1,\n}');
    await beautifyButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(/^Invalid JSON: .+/);
    await expect(page.getByTestId('error-position')).toHaveText('Line 3, column 1');
    await expect(input(page).locator('.cm-problem')).toHaveText('}');
    // Nothing the visitor typed is lost.
    expect(await editorTextOf(page, 'JSON Input')).toBe('{\n  "a": 1,\n}');
  });

  test('formats with 2 spaces by default, then 4 spaces, tabs, sorted keys and minified', async ({ page }) => {
    await open(page);
    await typeJson(page, '{"b":[1,{"d":null}],"a":true}');
    await beautifyButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: /^Formatted / })).toBeVisible();
    expect(await editorTextOf(page, 'Formatted JSON')).toBe('{\n  "b": [\n    1,\n    {\n      "d": null\n    }\n  ],\n  "a": true\n}');

    await page.getByLabel('Indentation').selectOption({ label: '4 spaces' });
    await expect
      .poll(() => editorTextOf(page, 'Formatted JSON'))
      .toBe('{\n    "b": [\n        1,\n        {\n            "d": null\n        }\n    ],\n    "a": true\n}');

    await page.getByLabel('Indentation').selectOption({ label: 'Tab' });
    await expect.poll(() => editorTextOf(page, 'Formatted JSON')).toBe('{\n\t"b": [\n\t\t1,\n\t\t{\n\t\t\t"d": null\n\t\t}\n\t],\n\t"a": true\n}');

    await page.getByLabel('Sort keys').check();
    await expect.poll(() => editorTextOf(page, 'Formatted JSON')).toBe('{\n\t"a": true,\n\t"b": [\n\t\t1,\n\t\t{\n\t\t\t"d": null\n\t\t}\n\t]\n}');

    await page.getByRole('button', { name: 'Minify' }).click();
    await expect.poll(() => editorTextOf(page, 'Formatted JSON')).toBe('{"a":true,"b":[1,{"d":null}]}');
    await expect(page.getByRole('status').filter({ hasText: /^Minified / })).toBeVisible();
  });

  test('keeps big numbers and key order exactly as written', async ({ page }) => {
    await open(page);
    await typeJson(page, '{"z":1,"10":2,"id":12345678901234567890123,"price":1.50}');
    await page.getByRole('button', { name: 'Minify' }).click();
    await expect.poll(() => editorTextOf(page, 'Formatted JSON')).toBe('{"z":1,"10":2,"id":12345678901234567890123,"price":1.50}');
  });

  test('Ctrl+Enter beautifies from the keyboard, and Ctrl+F searches the editor', async ({ page }) => {
    await open(page);
    await typeJson(page, '[1,2]');
    await input(page).press('Control+Enter');
    await expect.poll(() => editorTextOf(page, 'Formatted JSON')).toBe('[\n  1,\n  2\n]');
    expect(await editorTextOf(page, 'JSON Input')).toBe('[1,2]');
    // The editor's search loads after its first paint; the shortcut works once the page has settled.
    await input(page).press('Control+f');
    await expect(page.getByRole('textbox', { name: 'Find' })).toBeFocused();
  });

  test('Copy puts the result on the clipboard and says "Copied!" for about 2 seconds', async ({ page }) => {
    await open(page);
    const copy = page.getByRole('button', { name: 'Copy' });
    await expect(copy).toBeDisabled();
    await typeJson(page, '{"copy":"me"}');
    await beautifyButton(page).click();
    await expect(copy).toBeEnabled();
    await copy.click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('{\n  "copy": "me"\n}');
    await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 4000 });
    await expect(page.getByRole('button', { name: 'Copied!' })).toHaveCount(0);
  });

  test('opens a file from the picker, formats it, and downloads the result under its name', async ({ page }) => {
    await open(page);
    await fileInput(page).setInputFiles({ name: 'data.json', mimeType: 'application/json', buffer: Buffer.from('{"from":"file"}') });
    await expect.poll(() => editorTextOf(page, 'Formatted JSON')).toBe('{\n  "from": "file"\n}');
    await expect(page.getByText('data.json ·')).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('data.formatted.json');
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect(await readFile(path, 'utf8')).toBe('{\n  "from": "file"\n}');
  });

  test('a dropped file opens; a file of the wrong type is refused with a message', async ({ page }) => {
    await open(page);
    const drop = async (name: string, type: string, content: string) => {
      const dataTransfer = await page.evaluateHandle(
        ([fileName, mime, text]) => {
          const transfer = new DataTransfer();
          transfer.items.add(new File([text], fileName, { type: mime }));
          return transfer;
        },
        [name, type, content] as const,
      );
      await input(page).dispatchEvent('dragover', { dataTransfer });
      await expect(page.getByText('Drop a JSON file to open it')).toBeVisible();
      await input(page).dispatchEvent('drop', { dataTransfer });
    };
    await drop('photo.png', 'image/png', 'not json');
    await expect(page.getByRole('alert')).toHaveText('Please open a JSON or text file (.json, .txt).');
    await drop('dropped.json', 'application/json', '[true]');
    await expect.poll(() => editorTextOf(page, 'Formatted JSON')).toBe('[\n  true\n]');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('Repair shows what it would change, and accepting it formats the repaired JSON', async ({ page }) => {
    await open(page);
    await typeJson(page, "{name: 'DevDeck', tags: ['a', 'b',], // note\n}");
    await page.getByRole('button', { name: 'Repair' }).click();
    const preview = page.getByRole('region', { name: 'Repair preview' });
    await expect(preview.getByRole('heading')).toHaveText(/^Repair would make \d+ changes$/);
    await expect(preview.locator('ins').first()).toBeVisible();
    await expect(preview.locator('del').first()).toBeVisible();
    await preview.getByRole('button', { name: 'Accept repair' }).click();
    await expect(preview).toHaveCount(0);
    await expect.poll(() => editorTextOf(page, 'Formatted JSON')).toBe('{\n  "name": "DevDeck",\n  "tags": [\n    "a",\n    "b"\n  ]\n}');
  });

  test('Repair on valid JSON or hopeless text explains itself', async ({ page }) => {
    await open(page);
    await typeJson(page, '{"ok":true}');
    await page.getByRole('button', { name: 'Repair' }).click();
    await expect(page.getByRole('alert')).toHaveText('Nothing to repair: this is already valid JSON.');
    await page.getByRole('button', { name: 'Repair' }).click();
    await typeJson(page, '{"a":1} xyz');
    await page.getByRole('button', { name: 'Repair' }).click();
    await expect(page.getByRole('alert')).toHaveText(/^Could not repair this JSON: /);
  });

  test('the tree view expands, collapses and copies the JSONPath of a node', async ({ page }) => {
    await open(page);
    await typeJson(page, '{"store":{"book":[{"title":"Dune","price":9.99}],"open":true},"first name":"Ada"}');
    await beautifyButton(page).click();
    await page.getByRole('radio', { name: 'Tree' }).check();
    await expect(page.getByRole('button', { name: 'Collapse store' })).toBeVisible();
    const tree = page.getByRole('list', { name: 'JSON tree' });
    await page.getByRole('button', { name: 'Expand all' }).click();
    await expect(tree.getByText('"Dune"')).toBeVisible();
    await page.getByRole('button', { name: 'Copy JSONPath $.store.book[0].title' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('$.store.book[0].title');
    await page.getByRole('button', { name: "Copy JSONPath $['first name']" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("$['first name']");
    await page.getByRole('button', { name: 'Collapse all' }).click();
    await expect(tree.getByText('"Dune"')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Expand store' })).toBeVisible();
    // Back to text: the formatted output is still there.
    await page.getByRole('radio', { name: 'Text' }).check();
    await expect.poll(() => editorTextOf(page, 'Formatted JSON')).toContain('"first name": "Ada"');
  });

  test('a 20 MB document is formatted in the background and the result scrolls to its end', async ({ page }) => {
    // Generous limits: a busy shared CI machine can take minutes to move 20 MB through the browser; speed is the bench's job.
    test.setTimeout(240_000);
    const rows = Array.from({ length: 200_000 }, (_, index) => ({
      id: index,
      name: `item ${index}`,
      tags: ['a', 'b'],
      price: index / 7,
      ok: index % 2 === 0,
      meta: { n: null },
    }));
    const text = JSON.stringify({ rows, end: 'the-last-value' });
    expect(text.length).toBeGreaterThan(20 * 1000 * 1000);
    await open(page);
    await fileInput(page).setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    // Busy state with a way out, while the page stays interactive.
    await expect(page.getByRole('button', { name: 'Beautifying...' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Formatted (19|[2-9]\d)\.\d MB in \d+ ms$/ })).toBeVisible({ timeout: 200_000 });
    await output(page).click();
    await output(page).press('Control+End');
    await expect(output(page).getByText('"end": "the-last-value"')).toBeVisible();
  });

  test('using the tool makes no network request beyond its own static files', async ({ page, baseURL }) => {
    const requests = watchRequests(page, baseURL);
    await open(page);
    await typeJson(page, "{a: 1, 'b': [true,],}");
    await page.getByRole('button', { name: 'Repair' }).click();
    await page.getByRole('button', { name: 'Accept repair' }).click();
    await page.getByRole('button', { name: 'Minify' }).click();
    await page.getByRole('button', { name: 'Copy' }).click();
    await fileInput(page).setInputFiles({ name: 'x.json', mimeType: 'application/json', buffer: Buffer.from('[1]') });
    await expect.poll(() => editorTextOf(page, 'Formatted JSON')).toBe('[\n  1\n]');
    expect(requests.foreign()).toEqual([]);
  });
});
