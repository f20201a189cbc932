import { watchRequests } from '../../../e2e/network';
import { expect, test } from '../../../e2e/test';

const SAFE_LINK =
  'https://nam12.safelinks.protection.outlook.com/?url=https%3A%2F%2Furldefense.proofpoint.com%2Fv2%2Furl%3Fu%3Dhttps-3A__www.example.com_report-3Fid-3D42-26utm-5Fsource-3Dnewsletter%26d%3DDwMFaQ%26e%3D&data=05%7C02%7Cada%40contoso.com%7C8f3b2c1d%7C0%7C0%7C638654321098765432&sdata=AbCd%2Bab%3D&reserved=0';

test("IT-Tools' safelink-decoder unwraps a nested Safe Link, strips tracking and makes no network request", async ({ page, baseURL }) => {
  const requests = watchRequests(page, baseURL);
  await page.goto('/#/safelink-decoder');
  await page.getByRole('textbox', { name: 'URL' }).fill(SAFE_LINK);
  const steps = page.getByRole('list', { name: 'Unwrapping steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(2);
  await expect(steps.nth(1)).toHaveText('Proofpoint URL Defense → https://www.example.com/report?id=42&utm_source=newsletter');
  await expect(page.getByTestId('clean-url')).toHaveText('https://www.example.com/report?id=42');
  await page.getByRole('button', { name: 'Use the clean URL' }).click();
  await expect(page.getByRole('textbox', { name: 'URL' })).toHaveValue('https://www.example.com/report?id=42');
  await expect(page.getByRole('textbox', { name: 'Key 1' })).toHaveValue('id');
  expect(requests.foreign()).toEqual([]);
});

test('edits a URL part by part, keeping the password hidden until asked', async ({ page }) => {
  await page.goto('/#/url-parser');
  const url = page.getByRole('textbox', { name: 'URL' });
  await url.fill('https://deploy:hunter2@ci.example/jobs?id=7');
  await expect(url).toHaveValue('https://deploy:••••••••@ci.example/jobs?id=7');
  await page.getByRole('textbox', { name: 'Host' }).fill('bücher.example');
  await page.getByRole('textbox', { name: 'Value 1' }).fill('8 9');
  await expect(url).toHaveValue('https://deploy:••••••••@xn--bcher-kva.example/jobs?id=8%209');
  await page.getByRole('switch', { name: 'Show password' }).check();
  await expect(url).toHaveValue('https://deploy:hunter2@xn--bcher-kva.example/jobs?id=8%209');
});
