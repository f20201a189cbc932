import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../../../e2e/test';
import { watchRequests } from '../../../e2e/network';
import { editorTextOf } from '../../../e2e/editor';

const input = (page: Page) => page.getByRole('textbox', { name: 'Input' });
const output = (page: Page) => page.getByRole('textbox', { name: 'Output' });
const fileInput = (page: Page) => page.locator('input[type=file][aria-label="Open file"]');
const mode = (page: Page, name: 'Encode' | 'Decode') => page.getByRole('radio', { name });
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const DECODE_ERROR = 'Invalid input for decoding. Not a valid Base64 string.';

async function open(page: Page) {
  await page.goto('/#/base64-converter');
  await expect(input(page)).toBeVisible();
}

async function typeInput(page: Page, text: string) {
  await input(page).click();
  await page.keyboard.press('Control+A');
  if (text === '') await page.keyboard.press('Delete');
  else await page.keyboard.insertText(text);
}

// A 1x1 transparent PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

test.describe('Base64 Converter', () => {
  test('encodes and decodes the RFC 4648 test vectors as you type', async ({ page }) => {
    await open(page);
    await expect(mode(page, 'Encode')).toBeChecked();
    const vectors: [string, string][] = [
      ['f', 'Zg=='],
      ['fo', 'Zm8='],
      ['foo', 'Zm9v'],
      ['foob', 'Zm9vYg=='],
      ['fooba', 'Zm9vYmE='],
      ['foobar', 'Zm9vYmFy'],
    ];
    for (const [plain, encoded] of vectors) {
      await typeInput(page, plain);
      await expect.poll(() => editorTextOf(page, 'Output')).toBe(encoded);
    }
    await mode(page, 'Decode').click();
    for (const [plain, encoded] of vectors) {
      await typeInput(page, encoded);
      await expect.poll(() => editorTextOf(page, 'Output')).toBe(plain);
    }
  });

  test('handles UTF-8 both ways, where a naive btoa breaks on "é" and emoji', async ({ page }) => {
    await open(page);
    await typeInput(page, 'café 👍🏽 世界');
    await expect.poll(() => editorTextOf(page, 'Output')).toBe('Y2Fmw6kg8J+RjfCfj70g5LiW55WM');
    await mode(page, 'Decode').click();
    await expect.poll(() => editorTextOf(page, 'Output')).toBe('café 👍🏽 世界');
  });

  test('the URL-safe alphabet uses - and _ without padding; decoding reads it back', async ({ page }) => {
    await open(page);
    await typeInput(page, '??>~');
    await expect.poll(() => editorTextOf(page, 'Output')).toBe('Pz8+fg==');
    await page.getByRole('switch', { name: 'URL-safe alphabet' }).check();
    await expect.poll(() => editorTextOf(page, 'Output')).toBe('Pz8-fg');
    await mode(page, 'Decode').click();
    await expect(page.getByRole('switch', { name: 'URL-safe alphabet' })).toBeDisabled();
    await expect.poll(() => editorTextOf(page, 'Input')).toBe('Pz8-fg');
    await typeInput(page, 'Pz8-fg');
    await expect.poll(() => editorTextOf(page, 'Output')).toBe('??>~');
  });

  test('invalid input to decode shows the spec message; switching to Encode swaps input and output and clears it', async ({ page }) => {
    await open(page);
    await mode(page, 'Decode').click();
    await typeInput(page, 'not base64!');
    await expect(page.getByRole('alert')).toHaveText(DECODE_ERROR);
    await expect.poll(() => editorTextOf(page, 'Output')).toBe('');
    await mode(page, 'Encode').click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect.poll(() => editorTextOf(page, 'Output')).toBe('not base64!');
    await expect.poll(() => editorTextOf(page, 'Input')).toBe('');
  });

  test('switching the toggle moves the output into the input and the input into the output', async ({ page }) => {
    await open(page);
    await typeInput(page, 'hello');
    await expect.poll(() => editorTextOf(page, 'Output')).toBe('aGVsbG8=');
    await mode(page, 'Decode').click();
    await expect.poll(() => editorTextOf(page, 'Input')).toBe('aGVsbG8=');
    await expect.poll(() => editorTextOf(page, 'Output')).toBe('hello');
    await mode(page, 'Encode').click();
    await expect.poll(() => editorTextOf(page, 'Input')).toBe('hello');
    await expect.poll(() => editorTextOf(page, 'Output')).toBe('aGVsbG8=');
  });

  test('Copy and Download give the whole output', async ({ page }) => {
    await open(page);
    const copy = page.getByRole('button', { name: 'Copy', exact: true });
    await expect(copy).toBeDisabled();
    await typeInput(page, 'copy me');
    await expect.poll(() => editorTextOf(page, 'Output')).toBe('Y29weSBtZQ==');
    await copy.click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await clipboard(page)).toBe('Y29weSBtZQ==');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download', exact: true }).click()]);
    expect(download.suggestedFilename()).toBe('encoded.txt');
    expect(await readFile(await download.path(), 'utf8')).toBe('Y29weSBtZQ==');
  });

  test('a dropped file is encoded, with a data: URL of its MIME type', async ({ page }) => {
    await open(page);
    const dataTransfer = await page.evaluateHandle((base64) => {
      const transfer = new DataTransfer();
      const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
      transfer.items.add(new File([bytes], 'pixel.png', { type: 'image/png' }));
      return transfer;
    }, PNG.toString('base64'));
    await input(page).dispatchEvent('dragover', { dataTransfer });
    await expect(page.getByText('Drop a file to encode it')).toBeVisible();
    await input(page).dispatchEvent('drop', { dataTransfer });
    await expect(page.getByText('pixel.png', { exact: true })).toBeVisible();
    await expect.poll(() => editorTextOf(page, 'Output')).toBe(PNG.toString('base64'));
    await expect(page.getByTestId('data-url')).toHaveText(/^data:image\/png;base64,iVBORw0KGgo/);
    await page.getByRole('button', { name: 'Copy data URL' }).click();
    expect(await clipboard(page)).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
    // Back to typing text.
    await page.getByRole('button', { name: 'Remove file and type text' }).click();
    await expect(page.getByTestId('data-url')).toHaveCount(0);
  });

  test('decoded bytes that are not text are offered as a file, not garbled', async ({ page }) => {
    await open(page);
    await mode(page, 'Decode').click();
    await typeInput(page, `data:image/png;base64,${PNG.toString('base64')}`);
    await expect(page.getByText(/^PNG image · 68 B · image\/png$/)).toBeVisible();
    await expect(page.getByRole('img', { name: 'Preview of the decoded image' })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download decoded.png' }).click()]);
    expect(download.suggestedFilename()).toBe('decoded.png');
    expect(await readFile(await download.path())).toEqual(PNG);
    // Switching to Encode makes those bytes the file to encode.
    await mode(page, 'Encode').click();
    await expect(page.getByText('decoded.png', { exact: true })).toBeVisible();
  });

  test('"Each line separately" encodes and decodes line by line', async ({ page }) => {
    await open(page);
    await typeInput(page, 'fo\nbar');
    await expect.poll(() => editorTextOf(page, 'Output')).toBe('Zm8KYmFy');
    await page.getByRole('switch', { name: 'Each line separately' }).check();
    await expect.poll(() => editorTextOf(page, 'Output')).toBe('Zm8=\nYmFy');
    await mode(page, 'Decode').click();
    await expect.poll(() => editorTextOf(page, 'Output')).toBe('fo\nbar');
  });

  test('the File name field names the decoded download', async ({ page }) => {
    await open(page);
    await mode(page, 'Decode').click();
    await typeInput(page, PNG.toString('base64'));
    await expect(page.getByLabel('File name')).toHaveAttribute('placeholder', 'decoded.png');
    await page.getByLabel('File name').fill('pixel.png');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download pixel.png' }).click()]);
    expect(download.suggestedFilename()).toBe('pixel.png');
  });

  test('encodes a 10 MB file and decodes it back without freezing', async ({ page }) => {
    await open(page);
    const bytes = Buffer.alloc(10 * 1024 * 1024);
    for (let index = 0; index < bytes.length; index += 1) bytes[index] = (index * 31) & 0xff;
    await fileInput(page).setInputFiles({ name: 'big.bin', mimeType: 'application/octet-stream', buffer: bytes });
    await expect(page.getByRole('status').filter({ hasText: /^Encoded 10\.0 MB to 13\.3 MB of Base64 in \d+ ms$/ })).toBeVisible({ timeout: 30_000 });
    await expect(output(page)).toContainText(bytes.subarray(0, 300).toString('base64'));
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    expect(await clipboard(page)).toBe(bytes.toString('base64'));
    await mode(page, 'Decode').click();
    await expect(page.getByText(/^Binary data · 10\.0 MB · application\/octet-stream$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download big.bin' })).toBeVisible();
    await typeInput(page, bytes.subarray(0, 3 * 1000).toString('base64'));
    await expect(page.getByText(/^Binary data · 2\.9 KB · application\/octet-stream$/)).toBeVisible();
  });

  test('makes no network request', async ({ page, baseURL }) => {
    const requests = watchRequests(page, baseURL);
    await open(page);
    await typeInput(page, 'secret');
    await fileInput(page).setInputFiles({ name: 'big.bin', mimeType: 'application/octet-stream', buffer: Buffer.alloc(1024 * 1024, 7) });
    await expect(page.getByRole('status').filter({ hasText: /^Encoded 1\.0 MB/ })).toBeVisible();
    await mode(page, 'Decode').click();
    await expect(page.getByText(/^Binary data · 1\.0 MB/)).toBeVisible();
    expect(requests.foreign()).toEqual([]);
  });
});
