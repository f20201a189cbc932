import { test } from '../../../e2e/test';
for (const theme of ['light', 'dark'] as const) {
  test(`shot ${theme}`, async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 1000 });
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/#/markdown-preview');
    await page.getByText('Image: Build status').waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/md-${theme}.png`, fullPage: true });
  });
}
