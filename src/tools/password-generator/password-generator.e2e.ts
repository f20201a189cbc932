import { readFile } from 'node:fs/promises';
import { watchRequests } from '../../../e2e/network';
import { expect, test, type Page } from '../../../e2e/test';

const spin = (page: Page, name: string) => page.getByRole('spinbutton', { name, exact: true });
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test("IT-Tools' token-generator address makes 1,000 passwords to copy and download, with no network request", async ({ page, baseURL }) => {
  const requests = watchRequests(page, baseURL);
  await page.goto('/#/token-generator');
  await expect(page.getByRole('status', { name: 'Generated password' })).toHaveText(/^.{20}$/);
  await spin(page, 'Length').fill('32');
  await page.getByRole('switch', { name: 'Symbols' }).uncheck();
  await page.getByRole('switch', { name: 'No look-alikes' }).check();
  await spin(page, 'Number to generate').fill('1000');
  await expect(page.getByTestId('entropy')).toContainText('per password');
  await expect(page.getByTestId('entropy')).toContainText('1,000 passwords');

  await page.getByRole('button', { name: 'Copy all' }).click();
  const lines = (await clipboard(page)).split('\n');
  expect(lines).toHaveLength(1000);
  expect(new Set(lines).size).toBe(1000);
  // No symbols, and none of the look-alikes 0 O o 1 l I | i 5 S 2 Z 8 B 6 G.
  for (const line of lines) expect(line).toMatch(/^[AC-FHJ-NP-RT-Ya-hjkmnp-z3479]{32}$/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download .txt' }).click()]);
  expect(download.suggestedFilename()).toBe('passwords.txt');
  expect(await readFile(await download.path(), 'utf8')).toBe(`${lines.join('\n')}\n`);

  await page.getByRole('list', { name: 'Generated passwords' }).evaluate((list) => list.scrollTo(0, list.scrollHeight));
  await expect(page.getByRole('button', { name: 'Copy password 1000' })).toBeVisible();
  expect(requests.foreign()).toEqual([]);
});

test("IT-Tools' password-strength-analyser address opens the analyser, which scores on its worker and sends nothing", async ({ page, baseURL }) => {
  const requests = watchRequests(page, baseURL);
  await page.goto('/#/password-strength-analyser');
  const field = page.getByLabel('Password to analyse');
  await expect(field).toHaveAttribute('type', 'password');
  await field.fill('password');
  await expect(page.getByTestId('strength-score')).toHaveText('Score 0 of 4: Too guessable');
  await expect(page.getByText('This is a heavily used password.')).toBeVisible();
  await field.fill('x9!Kq2@pL7#mZ4&wR1^s');
  await expect(page.getByTestId('strength-score')).toHaveText('Score 4 of 4: Very unguessable');
  await expect(page.getByRole('row', { name: /Offline, fast hash/ })).toContainText('centuries');
  expect(requests.foreign()).toEqual([]);
  // Nothing typed is kept in the address bar or this device's storage.
  expect(page.url()).not.toContain('x9');
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('x9!Kq2');
});
