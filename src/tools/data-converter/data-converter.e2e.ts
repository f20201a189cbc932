import { readFile } from 'node:fs/promises';
import { editorTextOf } from '../../../e2e/editor';
import { watchRequests } from '../../../e2e/network';
import { expect, test, type Page } from '../../../e2e/test';

const pane = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function open(page: Page, hash = 'data-converter') {
  await page.goto(`/#/${hash}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Data Converter' })).toBeVisible();
}

test.describe('Data Converter', () => {
  test('#/yaml-to-json opens preset; either pane converts into the other; no network request', async ({ page, baseURL }) => {
    const requests = watchRequests(page, baseURL);
    await open(page, 'yaml-to-json');
    await expect(page.getByRole('combobox', { name: 'From format' })).toHaveValue('yaml');
    await expect(page.getByRole('combobox', { name: 'To format' })).toHaveValue('json');
    await pane(page, 'From: YAML').fill('# a comment\nid: 12345678901234567890\nlist: &l [b, a]\ncopy: *l\n');
    await expect
      .poll(() => editorTextOf(page, 'To: JSON'))
      .toBe('{\n  "id": 12345678901234567890,\n  "list": [\n    "b",\n    "a"\n  ],\n  "copy": [\n    "b",\n    "a"\n  ]\n}\n');
    // Now the JSON side is the source: the YAML side follows.
    await pane(page, 'To: JSON').fill('{"z": 1, "a": {"b": true}}');
    await expect.poll(() => editorTextOf(page, 'From: YAML')).toBe('z: 1\na:\n  b: true\n');
    await page.getByRole('button', { name: 'Copy YAML' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('z: 1\na:\n  b: true\n');
    expect(requests.foreign()).toEqual([]);
  });

  test('a syntax error is named with line and column, and the other pane says it is not updated', async ({ page }) => {
    await open(page);
    await pane(page, 'From: JSON').fill('{\n  "a": 1,\n  "b": [1, 2,]\n}');
    await expect(page.getByRole('alert')).toHaveText('This JSON is not valid: Expected a value, unexpected "]".');
    await expect(page.getByTestId('error-position')).toHaveText('Line 3, column 14');
    await expect(page.getByText('Not updated: this is the conversion of the last valid text on the other side.')).toBeVisible();
  });

  test('an opened file picks its format by extension; CSV options apply; the download has the target extension', async ({ page }) => {
    await open(page);
    await page.getByRole('combobox', { name: 'To format' }).selectOption('json');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from('name;age\r\nAda;36\r\n"Lovelace; A";"37"\r\n') });
    await expect(page.getByRole('combobox', { name: 'From format' })).toHaveValue('csv');
    await expect.poll(() => editorTextOf(page, 'To: JSON')).toContain('"name": "Lovelace; A",\n    "age": "37"');
    await expect(page.getByRole('list', { name: 'Conversion notes' })).toContainText('Delimiter: ";" (detected).');
    await page.getByRole('switch', { name: 'Infer types' }).uncheck();
    await expect.poll(() => editorTextOf(page, 'To: JSON')).toContain('"age": "36"');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download JSON' }).click()]);
    expect(download.suggestedFilename()).toBe('people.json');
    expect(JSON.parse(await readFile(await download.path(), 'utf8'))).toEqual([
      { name: 'Ada', age: '36' },
      { name: 'Lovelace; A', age: '37' },
    ]);
  });

  test('a 300 KB JSON file is converted to YAML off the main thread and Swap turns it back', async ({ page }) => {
    await open(page);
    const rows = Array.from({ length: 4_000 }, (_, index) => ({ id: index, name: `row ${index}`, tags: ['a', 'b'], big: `${index + 1}12345678901234567890` }));
    const json = JSON.stringify(rows).replace(/"big":"(\d+)"/g, '"big":$1');
    await page.locator('input[type=file]').setInputFiles({ name: 'rows.json', mimeType: 'application/json', buffer: Buffer.from(json) });
    await expect(page.getByText(/^YAML · \d+\.\d KB · converted$/)).toBeVisible();
    await expect.poll(() => editorTextOf(page, 'To: YAML')).toMatch(/^- id: 0\n {2}name: row 0\n {2}tags:\n {4}- a\n {4}- b\n {2}big: 112345678901234567890/);
    await page.getByRole('button', { name: 'Swap' }).click();
    await expect(page.getByRole('combobox', { name: 'From format' })).toHaveValue('yaml');
    await expect(page.getByText(/^JSON · \d+\.\d KB · converted$/)).toBeVisible();
    await expect.poll(() => editorTextOf(page, 'To: JSON')).toMatch(/^\[\n {2}\{\n {4}"id": 0,/);
  });
});
