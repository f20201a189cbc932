import { readFile } from 'node:fs/promises';
import { watchRequests } from '../../../e2e/network';
import { expect, test, type Page } from '../../../e2e/test';
import { GITHUB, HAR, JWT } from './secret-masking.fixture';

const fileInput = (page: Page) => page.locator('input[type=file][aria-label="Open file"]');

test('an opened HAR is masked on its worker to a valid .masked.har download, with no network request', async ({ page, baseURL }) => {
  const requests = watchRequests(page, baseURL);
  await page.goto('/#/string-obfuscator');
  // Repeated past the inline limit, so the worker does the job and tells its progress.
  const big = HAR.replace(
    '"entries": [',
    `"entries": [${Array.from({ length: 40 }, () => JSON.parse(HAR).log.entries[0])
      .map((entry) => JSON.stringify(entry))
      .join(',')},`,
  );
  await fileInput(page).setInputFiles({ name: 'session.har', mimeType: 'application/json', buffer: Buffer.from(big) });
  await expect(page.getByText(/^[\d,]+ secrets masked, read as JSON: still valid JSON$/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'What was masked' }).getByRole('row', { name: /^Authorization header 41 / })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^Download/ }).click()]);
  expect(download.suggestedFilename()).toBe('session.masked.har');
  const masked = await readFile(await download.path(), 'utf8');
  const har = JSON.parse(masked) as { log: { entries: { request: { headers: { name: string; value: string }[] } }[] } };
  expect(har.log.entries).toHaveLength(41);
  expect(har.log.entries[40]?.request.headers.find((header) => header.name === 'Authorization')?.value).toBe('Bearer ********');
  for (const secret of [JWT, GITHUB]) expect(masked).not.toContain(secret);
  expect(requests.foreign()).toEqual([]);
});

test('a large log is masked on the worker, with progress, while the page stays responsive', async ({ page }) => {
  await page.goto('/#/secret-masking');
  const line = '203.0.113.42 - - [28/Nov/2026:10:15:30 +0000] "GET /api?token=9f8e7d6c5b4a&user=ada@example.com HTTP/1.1" 200 512\n';
  const log = line.repeat(Math.ceil((8 * 1024 * 1024) / line.length));
  await fileInput(page).setInputFiles({ name: 'access.log', mimeType: 'text/plain', buffer: Buffer.from(log) });
  await expect(page.getByRole('progressbar', { name: 'Masking' })).toBeVisible();
  // The page answers while the worker works: a switch still toggles.
  await page.getByRole('switch', { name: 'Mask emails' }).click();
  await expect(page.getByRole('switch', { name: 'Mask emails' })).not.toBeChecked();
  await expect(page.getByText(/^[\d,]+ secrets masked$/)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('table', { name: 'What was masked' })).not.toContainText('Email address');
});
