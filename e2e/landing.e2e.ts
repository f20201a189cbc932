import { gzipSync } from 'node:zlib';
import { emulateConnection } from './network';
import { expect, test } from './test';

test.describe('landing page', () => {
  test('lists tool cards in one grid sorted alphabetically by title, or in sections by category, remembering the choice', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Tools' })).toBeVisible();
    // The spec's landing page by default: one grid, A to Z.
    await expect(page.getByRole('radio', { name: 'A to Z' })).toBeChecked();
    const sections = page.getByRole('main').getByRole('region');
    await expect(sections).toHaveCount(0);
    const cards = page.getByRole('list', { name: 'Tools' }).getByRole('link');
    const titles = await cards.locator('h3').allTextContents();
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const jsonCard = page.getByRole('link', { name: /JSON Beautifier/ });
    await expect(jsonCard).toContainText('Formats and validates JSON.');
    await expect(jsonCard.locator('svg').first()).toBeVisible();

    await page.getByRole('radio', { name: 'By category' }).check();
    await expect(sections.getByRole('heading', { level: 2 })).toHaveText([
      'Data & formats',
      'Code',
      'Text',
      'Encoding & security',
      'Generators',
      'Colours & graphics',
      'Numbers & time',
    ]);
    const data = page.getByRole('list', { name: 'Data & formats' }).getByRole('link');
    await expect(data.filter({ hasText: 'JSON Beautifier' })).toBeVisible();
    const dataTitles = await data.locator('h3').allTextContents();
    expect(dataTitles.length).toBeLessThan(titles.length);
    expect(dataTitles).toEqual([...dataTitles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    await page.reload();
    await expect(page.getByRole('radio', { name: 'By category' })).toBeChecked();
    await expect(page.getByRole('list', { name: 'Data & formats' }).getByRole('link')).toHaveCount(dataTitles.length);
  });

  for (const [width, columns] of [
    [375, 1],
    [800, 2],
    [1100, 3],
    [1400, 4],
  ] as const) {
    test(`shows ${columns} column(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const grid = page.getByRole('list', { name: 'Tools' });
      const template = await grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns);
      expect(template.trim().split(/\s+/)).toHaveLength(columns);
    });
  }

  test('search filters by title, description and keywords; "/" focuses it; no match says so', async ({ page }) => {
    await page.goto('/');
    await page.locator('body').press('/');
    const search = page.getByRole('searchbox', { name: 'Search tools' });
    await expect(search).toBeFocused();
    await search.fill('prettify');
    await expect(page.getByRole('link', { name: /JSON Beautifier/ })).toBeVisible();
    await search.fill('validates');
    await expect(page.getByRole('link', { name: /JSON Beautifier/ })).toBeVisible();
    await search.fill('zzzz-nothing');
    await expect(page.getByRole('list', { name: 'Tools' })).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText('No tools match “zzzz-nothing”.');
    await search.fill('');
    await expect(page.getByRole('link', { name: /JSON Beautifier/ })).toBeVisible();
  });

  test('loads no tool code and stays within the 90 KB gzip JavaScript budget', async ({ page, request }) => {
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.add(response.url());
    });
    // Saving data turns the idle prefetch of tool code off (e2e/prefetch.e2e.ts), leaving the landing page's own.
    await emulateConnection(page, { saveData: true, effectiveType: '4g' });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const urls = [...scripts];
    expect(urls.filter((url) => /screen|code-editor|worker/.test(url))).toEqual([]);
    let gzipBytes = 0;
    for (const url of urls) {
      const body = await (await request.get(url, { headers: { 'Accept-Encoding': 'identity' } })).body();
      gzipBytes += gzipSync(body, { level: 9 }).length;
    }
    expect(gzipBytes).toBeGreaterThan(0);
    expect(gzipBytes).toBeLessThanOrEqual(90 * 1024);
  });
});
