import { watchRequests } from '../../../e2e/network';
import { expect, test } from '../../../e2e/test';

test('Bytes and Text Encodings transforms as you type, downloads the result and makes no network request', async ({ page, baseURL }) => {
  const requests = watchRequests(page, baseURL);
  await page.goto('/#/text-encodings');
  await page.getByRole('textbox', { name: 'Input' }).click();
  await page.keyboard.type('  hello  ');
  await expect(page.getByRole('textbox', { name: 'Output' })).toHaveText('hello');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('output.txt');
  expect(requests.foreign()).toEqual([]);
});
