import { watchRequests } from '../../../e2e/network';
import { expect, test } from '../../../e2e/test';

test('Kit Live Transform shows the result as you type and makes no network request', async ({ page, baseURL }) => {
  const requests = watchRequests(page, baseURL);
  await page.goto('/#/kit-live-transform');
  await page.getByRole('textbox', { name: 'Text' }).click();
  await page.keyboard.type('hello');
  await expect(page.getByRole('definition').first()).toHaveText('5');
  expect(requests.foreign()).toEqual([]);
});
