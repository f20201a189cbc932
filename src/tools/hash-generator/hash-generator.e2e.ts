import { createHash } from 'node:crypto';
import { watchRequests } from '../../../e2e/network';
import { expect, test, type Page } from '../../../e2e/test';

const digest = (page: Page, id: string) => page.getByTestId(`digest-${id}`);
const fileInput = (page: Page) => page.locator('input[type=file][aria-label="Open file"]');
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

// FIPS 180-4: SHA-256 of "abc".
const SHA256_ABC = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';

test('hashes typed text with every algorithm, copies a digest and checks a pasted hash, with no network request', async ({ page, baseURL }) => {
  const requests = watchRequests(page, baseURL);
  await page.goto('/#/hash-text');
  await page.getByRole('textbox', { name: 'Input' }).click();
  await page.keyboard.type('abc');
  await expect(digest(page, 'sha256')).toHaveText(SHA256_ABC);
  await expect(digest(page, 'keccak-256')).toHaveText('4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45');
  await expect(digest(page, 'crc32')).toHaveText('352441c2');

  await page.getByRole('button', { name: 'Copy SHA-256' }).click();
  expect(await clipboard(page)).toBe(SHA256_ABC);
  await page.getByRole('button', { name: 'Copy integrity value' }).click();
  expect(await clipboard(page)).toBe('sha384-ywB1P0WjXou1oD1pmsZQBycsMqsO3tFjGotgWkP/W+2AhgcroefMI1i67KE0yCWn');

  await page.getByRole('textbox', { name: 'Expected hash' }).fill(`${SHA256_ABC}  abc.txt`);
  await expect(page.getByRole('status').filter({ hasText: 'Match' })).toHaveText('Match: this is the SHA-256 digest.');
  await page.getByRole('textbox', { name: 'Expected hash' }).fill(SHA256_ABC.replace(/^b/, 'c'));
  await expect(page.getByRole('status').filter({ hasText: 'Mismatch' })).toContainText('Mismatch: no digest matches');
  expect(requests.foreign()).toEqual([]);
});

test('a 9 MB file is read in slices on the worker and gives what Node computes', async ({ page }) => {
  await page.goto('/#/hash-generator');
  await page.getByRole('radio', { name: 'Common' }).check();
  const bytes = Buffer.alloc(9 * 1024 * 1024 + 5, 0);
  for (let index = 0; index < bytes.length; index += 4099) bytes[index] = index % 251;
  await fileInput(page).setInputFiles({ name: 'disk.img', mimeType: 'application/octet-stream', buffer: bytes });
  await expect(page.getByText('disk.img', { exact: true })).toBeVisible();
  await expect(page.getByText('Of disk.img, 9.0 MB')).toBeVisible();
  for (const id of ['md5', 'sha1', 'sha256', 'sha512']) await expect(digest(page, id)).toHaveText(createHash(id).update(bytes).digest('hex'));
  await page.getByRole('button', { name: 'Remove file and type text' }).click();
  await expect(digest(page, 'sha256')).toHaveText(createHash('sha256').update('').digest('hex'));
});
