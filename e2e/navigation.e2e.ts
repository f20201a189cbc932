import { expect, test } from './test';
import { editorTextOf } from './editor';

test.describe('navigation', () => {
  test('a card opens its tool, names it in the title and focuses its heading', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: /JSON Beautifier/ }).click();
    await expect(page).toHaveURL(/#\/json-beautifier$/);
    const heading = page.getByRole('heading', { level: 1, name: 'JSON Beautifier' });
    await expect(heading).toBeFocused();
    await expect(page).toHaveTitle('JSON Beautifier · DevDeck');
  });

  test('a card opens by keyboard', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: /JSON Beautifier/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'JSON Beautifier' })).toBeVisible();
  });

  test('the title and the home icon both return to the landing page', async ({ page }) => {
    for (const name of ['DevDeck', 'Home']) {
      await page.goto('/#/json-beautifier');
      await expect(page.getByRole('heading', { level: 1, name: 'JSON Beautifier' })).toBeVisible();
      await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Tools' })).toBeVisible();
      await expect(page).toHaveTitle('DevDeck: developer tools');
    }
  });

  test('a deep link opens the tool directly and survives reload', async ({ page }) => {
    await page.goto('/#/json-beautifier');
    await expect(page.getByRole('heading', { level: 1, name: 'JSON Beautifier' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'JSON Beautifier' })).toBeVisible();
  });

  // IT-Tools' page paths (their hash forms are walked by src/tools/peer-addresses.test.ts): the title each opens.
  const IT_TOOLS_PATHS: [string, string][] = [
    ['uuid-generator', 'GUID Generator'],
    ['base-converter', 'Number Base Converter'],
    ['roman-numeral-converter', 'Number Base Converter'],
    ['base64-string-converter', 'Base64 Converter'],
    ['base64-file-converter', 'Base64 Converter'],
    ['yaml-to-json-converter', 'Data Converter'],
    ['json-to-yaml-converter', 'Data Converter'],
    ['jwt-parser', 'JWT Debugger'],
    ['qrcode-generator', 'QR Code Generator'],
    ['wifi-qrcode-generator', 'QR Code Generator'],
    ['json-prettify', 'JSON Beautifier'],
    ['json-viewer', 'JSON Beautifier'],
    ['json-minify', 'JSON Beautifier'],
    ['sql-prettify', 'SQL Beautifier'],
    ['text-statistics', 'Word Counter'],
    ['lorem-ipsum-generator', 'Text Generator'],
    ['emoji-picker', 'Unicode Inspector'],
  ];

  test("IT-Tools' addresses in path form open their tool and settle on its hash address, without a reload", async ({ page }) => {
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    for (const [path, title] of IT_TOOLS_PATHS) {
      loads.length = 0;
      await page.goto(`/${path}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(`/#/${path}`);
      expect(loads).toHaveLength(1);
    }
    await page.goto('/no-such-tool');
    await expect(page.getByRole('heading', { level: 1, name: 'Tools' })).toBeVisible();
  });

  test("an alias opens its tool preset: IT-Tools' Wi-Fi QR, JSON viewer, Roman numeral and JSON minify pages", async ({ page }) => {
    await page.goto('/wifi-qrcode-generator');
    await expect(page.getByRole('radio', { name: 'Wi-Fi' })).toBeChecked();
    await page.goto('/#/json-viewer');
    await expect(page.getByRole('radio', { name: 'Tree' })).toBeChecked();
    await page.goto('/#/roman-numeral-converter');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText('Roman numerals');
    // IT-Tools' JSON Minify: Ctrl+Enter minifies there, and beautifies on the tool's own address.
    await page.goto('/#/json-minify');
    await expect(page.getByRole('button', { name: 'Minify', exact: true })).toHaveAttribute('aria-keyshortcuts', 'Control+Enter Meta+Enter');
    await page.getByRole('button', { name: 'Sample', exact: true }).click();
    await page.getByRole('textbox', { name: 'JSON Input' }).press('Control+Enter');
    await expect.poll(() => editorTextOf(page, 'Formatted JSON')).toMatch(/^\{"name":"DevDeck","version":1,"private":true,"tools":\[\{/);
  });

  test('an unknown view falls back to the landing page', async ({ page }) => {
    await page.goto('/#/no-such-tool');
    await expect(page.getByRole('heading', { level: 1, name: 'Tools' })).toBeVisible();
  });

  test('the back button returns from a tool to the landing page and forward again', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: /JSON Beautifier/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'JSON Beautifier' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Tools' })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'JSON Beautifier' })).toBeVisible();
  });
});
