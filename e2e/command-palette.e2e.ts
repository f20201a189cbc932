import { emulateConnection } from './network';
import { expect, test, type Page } from './test';

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const paletteInput = (page: Page) => palette(page).getByRole('combobox', { name: 'Search tools and actions' });

test.describe('command palette', () => {
  test('Ctrl+K opens it anywhere; typing fuzzy-finds a tool; Enter opens it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Tools' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(palette(page)).toBeVisible();
    await expect(paletteInput(page)).toBeFocused();
    await paletteInput(page).fill('jsn beautifer');
    await expect(palette(page).getByRole('option').first()).toContainText('JSON Beautifier');
    await expect(palette(page).getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(palette(page)).toBeHidden();
    await expect(page).toHaveURL(/#\/json-beautifier$/);
    await expect(page.getByRole('heading', { level: 1, name: 'JSON Beautifier' })).toBeFocused();
  });

  test('keys typed before its code arrives become its query, and never reach the editor behind', async ({ page }) => {
    // The palette's own chunk is held back until the keys are typed, as on a slow first open.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/palette-host-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await emulateConnection(page, { saveData: true, effectiveType: '4g' });
    await page.goto('/#/json-beautifier');
    const editor = page.getByRole('textbox', { name: 'Input' });
    await editor.click();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('sqll');
    await page.keyboard.press('Backspace');
    release();
    await expect(paletteInput(page)).toHaveValue('sql');
    await expect(paletteInput(page)).toBeFocused();
    await expect(palette(page).getByRole('option').first()).toContainText('SQL');
    await page.keyboard.press('Escape');
    await expect(editor).not.toContainText('sql');
  });

  test('arrow keys move the selection, wrapping around; the combobox points at it', async ({ page }) => {
    await page.goto('/#/word-counter');
    await expect(page.getByRole('heading', { level: 1, name: 'Word Counter' })).toBeFocused();
    await page.keyboard.press('Control+k');
    const options = palette(page).getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    const activeId = await options.nth(1).getAttribute('id');
    await expect(paletteInput(page)).toHaveAttribute('aria-activedescendant', activeId ?? '');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  });

  test('searches descriptions and keywords, and says when nothing matches', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Tools' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await paletteInput(page).fill('web tokens');
    await expect(palette(page).getByRole('option').first()).toContainText('JWT Debugger');
    await paletteInput(page).fill('qqqqzzzz');
    await expect(palette(page).getByRole('status')).toHaveText('Nothing matches “qqqqzzzz”.');
  });

  test('runs actions: toggle theme and go home', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/#/guid-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'GUID Generator' })).toBeFocused();
    await page.keyboard.press('Control+k');
    await paletteInput(page).fill('toggle theme');
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveClass(/dark/);

    await page.keyboard.press('Control+k');
    await paletteInput(page).fill('go home');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Tools' })).toBeVisible();
  });

  test('Escape closes it and gives focus back; the header button opens it too', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('banner').getByRole('button', { name: /Search/ });
    await button.click();
    await expect(palette(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('opens from inside a code editor too, and a click on a result runs it', async ({ page }) => {
    await page.goto('/#/json-beautifier');
    const editor = page.getByRole('textbox').first();
    await editor.click();
    await expect(editor).toBeFocused();
    await page.keyboard.press('Control+k');
    await expect(palette(page)).toBeVisible();
    await paletteInput(page).fill('regex');
    await palette(page)
      .getByRole('option', { name: /Regex Tester/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Regex Tester' })).toBeVisible();
  });
});
