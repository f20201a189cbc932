import { readFile } from 'node:fs/promises';
import { gunzipSync, gzipSync } from 'node:zlib';
import { editorText } from '../../../e2e/editor';
import { watchRequests } from '../../../e2e/network';
import { expect, test, type Page } from '../../../e2e/test';
import { ZIP_ARCHIVES } from './zip-archives.fixture';

const input = (page: Page) => page.getByRole('textbox', { name: 'Input' });
const output = (page: Page) => page.getByRole('textbox', { name: 'Output' });
const fileInput = (page: Page, label = 'Open file') => page.locator(`input[type=file][aria-label="${label}"]`);
const mode = (page: Page, name: 'Compress' | 'Decompress' | 'Zip') => page.getByRole('radio', { name, exact: true }).check();
const TEXT = 'Compress me, then decompress me. '.repeat(40);

test('gzip made here from typed text is what Node gunzips, and decompresses back with its format named', async ({ page, baseURL }) => {
  const requests = watchRequests(page, baseURL);
  await page.goto('/#/gzip-compress');
  await input(page).click();
  await page.keyboard.insertText(TEXT);
  await expect(page.getByRole('status').filter({ hasText: /^1\.3 KB → \d+ B, \d\.\d %$/ })).toBeVisible();
  const base64 = await editorText(output(page));
  expect(base64).toMatch(/^H4sI/);
  expect(gunzipSync(Buffer.from(base64, 'base64')).toString()).toBe(TEXT);

  await mode(page, 'Decompress');
  await input(page).click();
  await page.keyboard.insertText(gzipSync(TEXT).toString('hex'));
  await expect(output(page)).toContainText('Compress me, then decompress me.');
  await expect(page.getByRole('region', { name: 'About this result' })).toContainText('Detected gzip (RFC 1952); CRC-32 and size checked.');
  await expect(page.getByRole('region', { name: 'About this result' })).toContainText('Read the input as hex.');
  expect(requests.foreign()).toEqual([]);
});

test('a dropped file compresses to a .gz download, and binary output is offered as a file', async ({ page }) => {
  await page.goto('/#/compress-decompress');
  const bytes = Buffer.from(Array.from({ length: 5000 }, (_, index) => (index * 31) % 256));
  await page.getByRole('radio', { name: 'File', exact: true }).check();
  await fileInput(page).setInputFiles({ name: 'data.bin', mimeType: 'application/octet-stream', buffer: bytes });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download data.bin.gz' }).click()]);
  expect(download.suggestedFilename()).toBe('data.bin.gz');
  expect(gunzipSync(await readFile(await download.path()))).toEqual(bytes);

  await mode(page, 'Decompress');
  await fileInput(page).setInputFiles({ name: 'logo.png.gz', mimeType: 'application/gzip', buffer: gzipSync(bytes) });
  const [unpacked] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download logo.png' }).click()]);
  expect(await readFile(await unpacked.path())).toEqual(bytes);
});

test('a zip lists its entries, extracts one as text, and says why an encrypted one cannot be', async ({ page }) => {
  await page.goto('/#/unzip');
  await fileInput(page, 'Open zip').setInputFiles({ name: 'plain.zip', mimeType: 'application/zip', buffer: Buffer.from(ZIP_ARCHIVES.plain, 'base64') });
  const entries = page.getByRole('region', { name: 'Entries' });
  await expect(entries.getByRole('row')).toHaveCount(4);
  await expect(entries.getByRole('row', { name: /docs\/readme\.txt/ })).toContainText('950 B');
  await entries.getByRole('button', { name: 'Extract docs/readme.txt' }).click();
  await expect(page.getByRole('textbox', { name: 'Extracted' })).toContainText('hello from the zip');

  await fileInput(page, 'Open zip').setInputFiles({ name: 'locked.zip', mimeType: 'application/zip', buffer: Buffer.from(ZIP_ARCHIVES.locked, 'base64') });
  await expect(page.getByRole('region', { name: 'Entries this tool cannot extract' })).toContainText('secret.txt is encrypted: this tool takes no passwords');
});
