import { expect, test } from './test';

const isDark = (page: import('@playwright/test').Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

test.describe('theme', () => {
  test('follows the system preference by default', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    expect(await isDark(page)).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => isDark(page)).toBe(false);
  });

  test('the toggle switches theme and is remembered across visits', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    expect(await isDark(page)).toBe(false);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await isDark(page)).toBe(true);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.reload();
    expect(await isDark(page)).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(background);
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    // The choice beats the system preference.
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await isDark(page)).toBe(true);
  });
});
