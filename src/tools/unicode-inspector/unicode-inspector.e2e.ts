import { expect, test, type Page } from '../../../e2e/test';
import { watchRequests } from '../../../e2e/network';

async function open(page: Page) {
  await page.goto('/#/unicode-inspector');
  await expect(page.getByRole('heading', { level: 1, name: 'Unicode Inspector' })).toBeVisible();
}

test.describe('Unicode Inspector', () => {
  test('shows the output as you type, and makes no network request', async ({ page, baseURL }) => {
    const requests = watchRequests(page, baseURL);
    await open(page);
    await page.getByRole('textbox', { name: 'Input' }).click();
    await page.keyboard.type('  hello  ');
    await expect(page.getByRole('textbox', { name: 'Output' })).toHaveText('hello');
    expect(requests.foreign()).toEqual([]);
  });
});
