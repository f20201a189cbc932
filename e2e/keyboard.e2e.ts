import type { Locator, Page } from './test';
import { expect, test } from './ai-fixture';
import { FAKE_TEXT } from '../test-support/fake-gemini';
import { editorText } from './editor';

const MAX_TABS = 80;

/** Presses Tab (only Tab) until the control has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${MAX_TABS} presses of Tab never reached ${target.toString()}`);
}

test.describe('keyboard only', () => {
  test('a local tool: from the landing page to a formatted, copied JSON without the mouse', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Tools' })).toBeVisible();
    await tabTo(page, page.getByRole('list', { name: 'Tools' }).getByRole('link', { name: /JSON Beautifier/ }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'JSON Beautifier' })).toBeFocused();

    const input = page.getByRole('textbox', { name: 'JSON Input' });
    await tabTo(page, input);
    await page.keyboard.type('{"b":1,"a":[1,2]}');
    await tabTo(page, page.getByRole('button', { name: 'Beautify JSON' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => editorText(page.getByRole('textbox', { name: 'Formatted JSON' }))).toBe('{\n  "b": 1,\n  "a": [\n    1,\n    2\n  ]\n}');

    await tabTo(page, page.getByRole('button', { name: 'Copy', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('"a": [');
  });

  test('an AI tool: open it from the command palette, write a prompt, generate, copy', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Tools' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('combobox', { name: 'Search tools and actions' })).toBeFocused();
    await page.keyboard.type('text generator');
    await expect(page.getByRole('option').first()).toContainText('Text Generator');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Text Generator' })).toBeFocused();

    await tabTo(page, page.getByRole('textbox', { name: 'Text Prompt' }));
    await page.keyboard.type('A bakery website');
    await tabTo(page, page.getByRole('button', { name: 'Generate Text' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('textbox', { name: 'Generated Text' }).inputValue()).toBe(FAKE_TEXT);

    await tabTo(page, page.getByRole('button', { name: 'Copy', exact: true }));
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(FAKE_TEXT);
  });
});
