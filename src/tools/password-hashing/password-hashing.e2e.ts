import bcryptjs from 'bcryptjs';
import { watchRequests } from '../../../e2e/network';
import { expect, test, type Page } from '../../../e2e/test';
import { REAL_HASHES } from './real-hashes.fixture';

const password = (page: Page, label = 'Password') => page.getByLabel(label, { exact: true });
const verdict = (page: Page) => page.getByTestId('verify-verdict');

test('a bcrypt hash made here is one bcryptjs accepts, and checks back as a match, with no network request', async ({ page, baseURL }) => {
  const requests = watchRequests(page, baseURL);
  await page.goto('/#/bcrypt');
  await password(page).fill('correct horse');
  await page.getByRole('spinbutton', { name: 'Cost' }).fill('5');
  await page.getByRole('button', { name: 'Hash', exact: true }).click();
  const hash = page.getByTestId('password-hash');
  await expect(hash).toHaveText(/^\$2b\$05\$[./A-Za-z0-9]{53}$/);
  expect(bcryptjs.compareSync('correct horse', (await hash.textContent()) ?? '')).toBe(true);
  await expect(page.getByText(/^Hashed in \d+ ms on this device\.$/)).toBeVisible();

  await page.getByRole('button', { name: 'Check it' }).click();
  await password(page, 'Password to check').fill('correct horse');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(verdict(page)).toHaveText(/^Match: this password gives this hash/);
  expect(requests.foreign()).toEqual([]);
});

test("PHP's Argon2id hash reads into its parts and checks: a match, then no match", async ({ page }) => {
  const php = REAL_HASHES.find((real) => real.hash.includes('m=19456'));
  await page.goto('/#/argon2');
  await page.getByLabel('Hash', { exact: true }).fill(php?.hash ?? '');
  await expect(page.getByRole('region', { name: 'Parts of the hash' })).toContainText('19,456 KiB');
  await password(page, 'Password to check').fill(php?.password ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(verdict(page)).toHaveText(/^Match/);
  await password(page, 'Password to check').fill('not it');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(verdict(page)).toHaveText(/^No match/);
});

test('a hostile cost is refused, and Cancel stops a slow hash with the page still answering', async ({ page }) => {
  await page.goto('/#/argon2');
  await page.getByRole('spinbutton', { name: 'Memory (KiB)' }).fill('4194304');
  await expect(page.getByRole('alert')).toContainText('Argon2 runs with up to 1 GiB of memory here');
  await expect(page.getByRole('button', { name: 'Hash', exact: true })).toBeDisabled();

  await page.getByRole('combobox', { name: 'Algorithm' }).selectOption('bcrypt');
  await page.getByRole('spinbutton', { name: 'Cost' }).fill('18');
  await expect(page.getByText(/^Expect about/)).toBeVisible();
  await password(page).fill('slow one');
  await page.getByRole('button', { name: 'Hash', exact: true }).click();
  await expect(page.getByText(/^Hashing with bcrypt… \d+ s/)).toBeVisible();
  // The page answers while the worker hashes: typing still works.
  await page.getByLabel('Hash', { exact: true }).fill('$2y$04$3mH/H36Zmc7U5.8mkQk8/.LhYlPcvMoaZLHosEV4StOlhcwwvrJBG');
  await expect(page.getByRole('region', { name: 'Parts of the hash' })).toContainText('2^4 = 16 rounds');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Cancelled: the hash was stopped before it finished.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hash', exact: true })).toBeEnabled();
});
