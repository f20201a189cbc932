import { expect, test, type Page } from '../../../e2e/test';
import { editorTextOf } from '../../../e2e/editor';
import { watchRequests } from '../../../e2e/network';

const input = (page: Page) => page.getByRole('textbox', { name: 'XML Input' });
const formatButton = (page: Page) => page.getByRole('button', { name: 'Format XML' });
const fileInput = (page: Page) => page.locator('input[type=file][aria-label="Open file"]');

async function open(page: Page) {
  await page.goto('/#/xml-formatter');
  await expect(page.getByRole('heading', { level: 1, name: 'XML Formatter' })).toBeVisible();
}

test.describe('XML Formatter', () => {
  test('formats with mixed content untouched, minifies, shows the tree with XPaths, and makes no network request', async ({ page, baseURL }) => {
    const requests = watchRequests(page, baseURL);
    await open(page);
    await input(page).fill('<doc a="1"><p>Hello <b>you</b>!</p><item/><item>two</item></doc>');
    await formatButton(page).click();
    await expect.poll(() => editorTextOf(page, 'Formatted XML')).toBe('<doc a="1">\n  <p>Hello <b>you</b>!</p>\n  <item/>\n  <item>two</item>\n</doc>');

    await page.getByLabel('Indentation').selectOption({ label: 'Tab' });
    await expect.poll(() => editorTextOf(page, 'Formatted XML')).toBe('<doc a="1">\n\t<p>Hello <b>you</b>!</p>\n\t<item/>\n\t<item>two</item>\n</doc>');

    await page.getByRole('radio', { name: 'Tree' }).check();
    const tree = page.getByRole('list', { name: 'XML tree' });
    await expect(tree.getByText('"two"')).toBeVisible();
    await tree.getByRole('button', { name: 'Copy XPath /doc/item[2]' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('/doc/item[2]');

    await page.getByRole('radio', { name: 'Text' }).check();
    await page.getByRole('button', { name: 'Minify' }).click();
    await expect.poll(() => editorTextOf(page, 'Formatted XML')).toBe('<doc a="1"><p>Hello <b>you</b>!</p><item/><item>two</item></doc>');
    expect(requests.foreign()).toEqual([]);
  });

  test('a mismatched tag is named with its line and column, and the input is kept', async ({ page }) => {
    await open(page);
    const text = '<a>\n  <b>text</c>\n</a>';
    await input(page).fill(text);
    await formatButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Expected </b> but found </c>. Line 2, column 3: <b> is opened here.');
    await expect(page.getByTestId('error-position')).toHaveText('Line 2, column 10');
    expect(await editorTextOf(page, 'XML Input')).toBe(text);
  });

  test('opens an SVG file, formats it off the main thread when big, and downloads it under its name', async ({ page }) => {
    await open(page);
    const rows = Array.from({ length: 12_000 }, (_, index) => `<rect x="${index}" y="0" width="1" height="1"/>`).join('');
    await fileInput(page).setInputFiles({
      name: 'dots.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${rows}</svg>`),
    });
    await expect(page.getByRole('status').filter({ hasText: /^Formatted / })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('dots.formatted.svg');
  });
});
