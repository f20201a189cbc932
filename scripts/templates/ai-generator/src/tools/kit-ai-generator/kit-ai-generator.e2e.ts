import { watchRequests } from '../../../e2e/network';
import { expect, test } from '../../../e2e/test';

test('Kit AI Generator: the Local engine runs in a worker and makes no network request', async ({ page, baseURL }) => {
  await page.goto('/#/kit-ai-generator');
  await page.getByRole('radio', { name: 'Local' }).check();
  const requests = watchRequests(page, baseURL);
  await page.getByRole('textbox', { name: 'Input' }).click();
  await page.keyboard.type('  hello  ');
  await page.keyboard.press('Control+Enter');
  await expect(page.getByRole('textbox', { name: 'Output' })).toHaveText('hello');
  expect(requests.foreign()).toEqual([]);
});
