import { expect, test, type Page } from '../../../e2e/test';
import { editorTextOf } from '../../../e2e/editor';
import { watchRequests } from '../../../e2e/network';

const input = (page: Page) => page.getByRole('textbox', { name: 'Input' });
const row = (page: Page, id: string) => page.getByTestId(`case-${id}`);

test.describe('Case Converter', () => {
  test('shows every case as you type, converts every line to the case picked, copies a row, and makes no network request', async ({ page, baseURL }) => {
    const requests = watchRequests(page, baseURL);
    await page.goto('/#/case-converter');
    await expect(page.getByRole('heading', { level: 1, name: 'Case Converter' })).toBeVisible();
    await input(page).click();
    await page.keyboard.insertText('XMLHttpRequest\niPhone 15 Pro\nStraße über Äpfel');
    await expect(row(page, 'camel')).toHaveText('xmlHttpRequest\niPhone15Pro\nstraßeÜberÄpfel');
    await expect(row(page, 'constant')).toHaveText('XML_HTTP_REQUEST\nI_PHONE_15_PRO\nSTRASSE_ÜBER_ÄPFEL');
    await expect(row(page, 'slug')).toHaveText('xml-http-request\ni-phone-15-pro\nstrasse-ueber-aepfel');
    await expect.poll(() => editorTextOf(page, 'Output')).toBe('xmlHttpRequest\niPhone15Pro\nstraßeÜberÄpfel');

    await page.getByRole('button', { name: 'Convert every line to kebab-case' }).click();
    await expect(page.getByRole('combobox', { name: 'Convert every line to' })).toHaveValue('kebab');
    await expect.poll(() => editorTextOf(page, 'Output')).toBe('xml-http-request\ni-phone-15-pro\nstraße-über-äpfel');
    await expect(page.getByText('3 lines in kebab-case')).toBeVisible();

    await page.getByRole('button', { name: 'Copy Train-Case' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Xml-Http-Request\nI-Phone-15-Pro\nStraße-Über-Äpfel');
    expect(requests.foreign()).toEqual([]);
  });

  test('the "Slugify string" alias opens on the slug, and says when letters had no ASCII spelling', async ({ page }) => {
    await page.goto('/#/slugify-string');
    await expect(page.getByRole('combobox', { name: 'Convert every line to' })).toHaveValue('slug');
    await input(page).click();
    await page.keyboard.insertText('Привет мир\n日本語');
    await expect.poll(() => editorTextOf(page, 'Output')).toBe('privet-mir\n');
    await expect(page.getByText(/1 line has only letters a slug cannot spell in ASCII/)).toBeVisible();
    await page.getByRole('switch', { name: 'Transliterate to ASCII' }).uncheck();
    await expect.poll(() => editorTextOf(page, 'Output')).toBe('привет-мир\n日本語');
  });

  test('with "Remember my inputs" on, the "Slugify string" alias picks the slug and keeps the remembered text', async ({ page }) => {
    await page.goto('/#/case-converter');
    await page.getByRole('switch', { name: 'Remember my inputs on this device' }).check();
    await input(page).click();
    await page.keyboard.insertText('Kept Title');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('devdeck:input:case-converter:state') ?? '')).toContain('Kept Title');
    await page.goto('/#/slugify-string');
    await expect(page.getByRole('combobox', { name: 'Convert every line to' })).toHaveValue('slug');
    await expect.poll(() => editorTextOf(page, 'Input')).toBe('Kept Title');
    await expect.poll(() => editorTextOf(page, 'Output')).toBe('kept-title');
  });

  test('says so, with no spinner left, when its slug library cannot load', async ({ page }) => {
    // The library's own chunk, found by its text (chunk names are hashes): the connection drops it.
    await page.route('**/assets/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('customReplacements')) await route.abort('internetdisconnected');
      else await route.fulfill({ response, body });
    });
    await page.goto('/#/case-converter');
    await input(page).click();
    await page.keyboard.insertText('Hello World');
    await expect(page.getByText('Could not load the converter: check your connection and reload the page.')).toBeVisible();
    await expect(page.getByText('Converting…')).toHaveCount(0);
    await expect.poll(() => editorTextOf(page, 'Input')).toBe('Hello World');
  });

  test('a 100,000-line file is converted whole, off the main thread', async ({ page }) => {
    await page.goto('/#/case-converter');
    const lines = Array.from({ length: 100_000 }, (_, index) => `Customer Name ${index}`).join('\n');
    await page.locator('input[type=file][aria-label="Open file"]').setInputFiles({ name: 'names.txt', mimeType: 'text/plain', buffer: Buffer.from(lines) });
    await page.getByRole('combobox', { name: 'Convert every line to' }).selectOption('snake');
    await expect(page.getByText('100,000 lines in snake_case')).toBeVisible();
    await expect(page.getByText('(the first 10 lines; the Output pane has every line in the case you choose)')).toBeVisible();
    await expect(row(page, 'snake')).toContainText('customer_name_0\ncustomer_name_1');
  });
});
