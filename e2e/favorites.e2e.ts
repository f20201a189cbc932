import { expect, test } from './test';

test.describe('favourites and recently used', () => {
  test('a star on a card adds the tool to Favourites above the grid, kept across reloads; the grid stays alphabetical', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('list', { name: 'Favourites' })).toHaveCount(0);
    await page.getByRole('radio', { name: 'A to Z' }).check();
    const grid = page.getByRole('list', { name: 'Tools' });
    const titlesBefore = await grid.locator('h3').allTextContents();

    const star = grid.getByRole('button', { name: 'Favourite Word Counter' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await grid.getByRole('button', { name: 'Favourite Base64 Converter' }).click();

    const favorites = page.getByRole('list', { name: 'Favourites' });
    await expect(favorites.locator('h3')).toHaveText(['Base64 Converter', 'Word Counter']);
    expect(await grid.locator('h3').allTextContents()).toEqual(titlesBefore);

    await page.reload();
    await expect(page.getByRole('list', { name: 'Favourites' }).locator('h3')).toHaveText(['Base64 Converter', 'Word Counter']);
    await page.getByRole('list', { name: 'Favourites' }).getByRole('button', { name: 'Favourite Word Counter' }).click();
    await expect(page.getByRole('list', { name: 'Favourites' }).locator('h3')).toHaveText(['Base64 Converter']);
  });

  test("the star in a tool's header toggles the same favourite", async ({ page }) => {
    await page.goto('/#/regex-tester');
    const star = page.getByRole('main').getByRole('button', { name: 'Favourite Regex Tester' }).first();
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('list', { name: 'Favourites' }).locator('h3')).toHaveText(['Regex Tester']);
  });

  test('Recently used shows the last five tools opened, newest first, without repeats', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('list', { name: 'Recently used' })).toHaveCount(0);
    for (const id of ['word-counter', 'guid-generator', 'base64-converter', 'regex-tester', 'jwt-debugger', 'json-beautifier', 'guid-generator']) {
      await page.goto(`/#/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Tools');
    }
    await page.goto('/#/');
    await expect(page.getByRole('list', { name: 'Recently used' }).locator('h3')).toHaveText([
      'GUID Generator',
      'JSON Beautifier',
      'JWT Debugger',
      'Regex Tester',
      'Base64 Converter',
    ]);
  });

  test('searching shows only the matches, without the Favourites and Recently used sections', async ({ page }) => {
    await page.goto('/#/word-counter');
    // The visit is recorded once the tool has rendered, which may be after the load event.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Word Counter');
    await page.goto('/#/');
    await expect(page.getByRole('list', { name: 'Recently used' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search tools' }).fill('word counter');
    await expect(page.getByRole('list', { name: 'Recently used' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Tools' }).locator('h3')).toHaveText(['Word Counter']);
  });
});
