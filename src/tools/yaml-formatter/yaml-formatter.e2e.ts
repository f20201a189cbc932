import { expect, test, type Page } from '../../../e2e/test';
import { editorTextOf } from '../../../e2e/editor';
import { watchRequests } from '../../../e2e/network';

const input = (page: Page) => page.getByRole('textbox', { name: 'YAML Input' });
const formatButton = (page: Page) => page.getByRole('button', { name: 'Format YAML' });

async function open(page: Page) {
  await page.goto('/#/yaml-formatter');
  await expect(page.getByRole('heading', { level: 1, name: 'YAML Formatter' })).toBeVisible();
}

test.describe('YAML Formatter', () => {
  test('formats keeping comments and anchors, sorts keys, notes YAML 1.1 pitfalls, shows the tree, and makes no network request', async ({ page, baseURL }) => {
    const requests = watchRequests(page, baseURL);
    await open(page);
    await input(page).fill('# settings\n\nzeta: &z {k: v}\nalpha:\n      - *z   # same\ndebug: no\n');
    await formatButton(page).click();
    await expect.poll(() => editorTextOf(page, 'Formatted YAML')).toBe('# settings\n\nzeta: &z { k: v }\nalpha:\n  - *z # same\ndebug: no\n');
    await expect(page.getByRole('region', { name: 'YAML 1.1 notes' })).toContainText('Line 6, column 8: no is the string "no" in YAML 1.2');

    await page.getByRole('switch', { name: 'Sort keys' }).check();
    await expect.poll(() => editorTextOf(page, 'Formatted YAML')).toBe('# settings\n\nalpha:\n  - &z { k: v } # same\ndebug: no\nzeta: *z\n');

    await page.getByRole('radio', { name: 'Tree' }).check();
    const tree = page.getByRole('list', { name: 'YAML tree' });
    await tree.getByRole('button', { name: 'Copy JSONPath $.debug' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('$.debug');
    expect(requests.foreign()).toEqual([]);
  });

  test('a duplicate key is named with its line and column, and the input is kept', async ({ page }) => {
    await open(page);
    const text = 'name: a\nport: 1\nname: b\n';
    await input(page).fill(text);
    await formatButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Map keys must be unique.');
    await expect(page.getByTestId('error-position')).toHaveText('Line 3, column 1');
    expect(await editorTextOf(page, 'YAML Input')).toBe(text);
  });

  test('a share link reopens the YAML formatted with its options', async ({ page }) => {
    await open(page);
    await input(page).fill('b: 1\na: 2\n');
    await page.getByRole('switch', { name: 'Sort keys' }).check();
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await page.goto('about:blank');
    await page.goto(link);
    await expect.poll(() => editorTextOf(page, 'Formatted YAML')).toBe('a: 2\nb: 1\n');
  });
});
