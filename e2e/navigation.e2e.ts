import { expect, test } from './test';

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
