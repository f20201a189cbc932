import { createHmac } from 'node:crypto';
import { watchRequests } from '../../../e2e/network';
import { expect, test, type Page } from '../../../e2e/test';

const digest = (page: Page, id: string) => page.getByTestId(`digest-${id}`);

test('signs a typed message with every HMAC, verifies a webhook signature and keeps the key out of the URL, with no network request', async ({
  page,
  baseURL,
}) => {
  const requests = watchRequests(page, baseURL);
  await page.goto('/#/hmac-generator');
  const key = 'whsec_5WbX5kEWLlfzsGNjH64I8lOOqUB6e8FH';
  const body = '{"event":"payment.succeeded","id":42}';
  await page.getByRole('textbox', { name: 'Secret key' }).fill(key);
  await page.getByRole('textbox', { name: 'Message' }).click();
  await page.keyboard.insertText(body);
  const expected = createHmac('sha256', key).update(body).digest('hex');
  await expect(digest(page, 'sha256')).toHaveText(expected);
  await expect(digest(page, 'sha3-512')).toHaveText(createHmac('sha3-512', key).update(body).digest('hex'));

  await page.getByRole('radio', { name: 'Base64', exact: true }).last().check();
  await expect(digest(page, 'sha256')).toHaveText(createHmac('sha256', key).update(body).digest('base64'));
  await page.getByRole('textbox', { name: 'Expected MAC' }).fill(`sha256=${expected}`);
  await expect(page.getByRole('status').filter({ hasText: 'Match' })).toHaveText('Match: this is the HMAC-SHA-256 digest.');
  expect(page.url()).not.toContain(key);
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(key);
  expect(requests.foreign()).toEqual([]);
});

test('signs a dropped file on the worker', async ({ page }) => {
  await page.goto('/#/hmac-generator');
  await page.getByRole('textbox', { name: 'Secret key' }).fill('k');
  const bytes = Buffer.alloc(1024 * 1024 + 3, 0x61);
  await page.locator('input[type=file][aria-label="Open file"]').setInputFiles({ name: 'release.tar', mimeType: 'application/x-tar', buffer: bytes });
  await expect(page.getByText('Of release.tar, 1.0 MB')).toBeVisible();
  await expect(digest(page, 'sha512')).toHaveText(createHmac('sha512', 'k').update(bytes).digest('hex'));
});
