import { open, readFile } from 'node:fs/promises';
import { watchRequests } from '../../../e2e/network';
import { expect, test, type Page } from '../../../e2e/test';
import { DUMPS, SAMPLE_HEX } from './dumps.fixture';

const SAMPLE = Buffer.from(SAMPLE_HEX, 'hex');
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const fileInput = (page: Page) => page.locator('input[type=file][aria-label="Open file"]');

test('encodes typed text, reads a real hexdump back to a file, and guesses an encoding, with no network request', async ({ page, baseURL }) => {
  const requests = watchRequests(page, baseURL);
  await page.goto('/#/text-to-binary');
  await textbox(page, 'Text').click();
  await page.keyboard.insertText('Hi ✓');
  await expect(textbox(page, 'Encoded')).toHaveText('01001000 01101001 00100000 11100010 10011100 10010011');
  await page.getByRole('combobox', { name: 'Encoding' }).selectOption('ascii85');
  await expect(textbox(page, 'Encoded')).toHaveText('<~8804+S<E~>');

  await page.getByRole('radio', { name: 'Decode' }).check();
  await page.getByRole('combobox', { name: 'Encoding' }).selectOption('hexdump');
  await textbox(page, 'Encoded').click();
  await page.keyboard.insertText(DUMPS.hexdumpC!.text);
  await expect(page.getByRole('region', { name: 'About this result' })).toContainText('Read 6 lines of hexdump -C output.');
  const [bytes] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download bytes' }).click()]);
  expect(await readFile(await bytes.path())).toEqual(SAMPLE);

  await textbox(page, 'Encoded').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText('=?UTF-8?Q?Caf=C3=A9_cr=C3=A8me?=');
  await page.getByRole('button', { name: 'What encoding is this?' }).click();
  const first = page.getByRole('region', { name: 'Likely encodings' }).getByRole('listitem').first();
  await expect(first).toContainText('1. MIME encoded-words');
  await expect(first).toContainText('Café crème');
  expect(requests.foreign()).toEqual([]);
});

test('a 100 MB file scrolls as a hexdump at once and goes to an offset near its end', async ({ page }, testInfo) => {
  const path = testInfo.outputPath('big.bin');
  const file = await open(path, 'w');
  const block = Buffer.alloc(1 << 20);
  for (let index = 0; index < block.length; index += 1) block[index] = index % 251;
  for (let megabyte = 0; megabyte < 100; megabyte += 1) await file.write(block);
  await file.close();

  await page.goto('/#/hexdump');
  await fileInput(page).setInputFiles(path);
  const dump = page.getByRole('list', { name: 'Hexdump, 6,553,600 rows' });
  await expect(dump.getByRole('listitem').first()).toHaveText('00000000: 0001 0203 0405 0607 0809 0a0b 0c0d 0e0f  ................');
  await page.getByRole('textbox', { name: 'Go to offset' }).fill('0x63ffff0');
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  // 0x63ffff0 = 104,857,584; 104,857,584 mod 1,048,576 = 1,048,560, and 1,048,560 mod 251 = 133 (0x85).
  await expect(dump.getByRole('listitem').filter({ hasText: /^063ffff0: 8586 8788/ })).toBeVisible();
});

test('a dropped file’s whole dump is what xxd writes', async ({ page }) => {
  await page.goto('/#/hexdump');
  await fileInput(page).setInputFiles({ name: 'sample.bin', mimeType: 'application/octet-stream', buffer: SAMPLE });
  await page.getByRole('button', { name: 'Write the whole dump' }).click();
  const [saved] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download sample.bin.hex.txt' }).click()]);
  expect(saved.suggestedFilename()).toBe('sample.bin.hex.txt');
  expect(await readFile(await saved.path(), 'utf8')).toBe(DUMPS.xxd!.text);
  await expect(page.getByRole('list', { name: 'Hexdump, 9 rows' })).toContainText('00000000: 4865 6c6c 6f2c 2077 6f72 6c64 210a 5468  Hello, world!.Th');
});
