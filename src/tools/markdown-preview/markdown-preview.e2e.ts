import { readFile } from 'node:fs/promises';
import { editorTextOf } from '../../../e2e/editor';
import { expect, test, type Page } from '../../../e2e/test';
import { watchRequests } from '../../../e2e/network';

const preview = (page: Page) => page.getByRole('region', { name: 'Rendered Markdown' });
const markdownEditor = (page: Page) => page.getByRole('textbox', { name: 'Markdown' });

async function open(page: Page, hash = '#/markdown-preview') {
  await page.goto(`/${hash}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Markdown Preview' })).toBeVisible();
}

test.describe('Markdown Preview', () => {
  test('renders the sample GitHub-style, live as you type, loads no remote image, and copies and downloads HTML', async ({ page, baseURL }) => {
    const requests = watchRequests(page, baseURL);
    await open(page);
    // Announced one level under the tool's own title.
    await expect(preview(page).getByRole('heading', { name: 'Project Tern' })).toHaveAttribute('aria-level', '3');
    await expect(preview(page).getByRole('cell', { name: 'How deep to go' })).toHaveAttribute('align', 'right');
    await expect(preview(page).getByRole('checkbox', { name: 'First release' })).toBeChecked();
    await expect(preview(page).locator('code.language-ts .cm-tok-keyword').first()).toHaveText('import');
    // The sample's two badges come from img.shields.io: shown as notes, never fetched.
    await expect(preview(page).getByText('Image: Build status')).toBeVisible();
    await expect(page.getByTestId('blocked-images')).toContainText('2 images from other sites are not loaded here');

    await markdownEditor(page).fill('# Notes\n\nSome ~~old~~ **new** text, see www.example.com.\n\n- [ ] write tests');
    await expect(preview(page).getByRole('heading', { name: 'Notes' })).toHaveAttribute('id', 'user-content-notes');
    await expect(preview(page).locator('del')).toHaveText('old');
    await expect(preview(page).getByRole('link', { name: 'www.example.com' })).toHaveAttribute('rel', 'noopener noreferrer');

    await page.getByRole('button', { name: 'Copy HTML' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('<h1 id="notes">Notes</h1>');
    expect(copied).not.toContain('data-line');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download HTML' }).click()]);
    expect(download.suggestedFilename()).toBe('document.html');
    const file = await readFile(await download.path(), 'utf8');
    expect(file).toMatch(/^<!doctype html>[\s\S]*<title>Notes<\/title>[\s\S]*<del>old<\/del>/);
    expect(requests.foreign()).toEqual([]);
  });

  test('Print / save as PDF prints the rendered preview alone, on light paper, with code wrapped and blocks kept whole', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await open(page);
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(preview(page).getByRole('heading', { name: 'Project Tern' })).toBeVisible();
    // The print dialog itself is the browser's: note the call and leave it closed, as a visitor cancelling would.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    });
    await page.getByRole('button', { name: 'Print / save as PDF' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    await page.emulateMedia({ media: 'print' });
    const printed = page.locator('.markdown-print');
    await expect(printed.getByRole('heading', { name: 'Project Tern' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Markdown Preview' })).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    expect(await printed.evaluate((root) => getComputedStyle(root).color)).toBe('rgb(17, 24, 39)');
    const code = printed.locator('pre').first();
    expect(await code.evaluate((block) => [getComputedStyle(block).whiteSpace, getComputedStyle(block).breakInside])).toEqual(['pre-wrap', 'avoid']);
    expect(
      await printed
        .locator('table')
        .first()
        .evaluate((table) => getComputedStyle(table).breakInside),
    ).toBe('avoid');

    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await page.emulateMedia({ media: 'screen' });
    await expect(printed).toHaveCount(0);
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('heading', { level: 1, name: 'Markdown Preview' })).toBeVisible();
  });

  test('hostile Markdown runs nothing and keeps the app route when an in-page link is followed', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await open(page);
    const hostile = [
      '# Top',
      '',
      '<script>alert(1)</script><img src="x" onerror="alert(2)"><svg onload="alert(3)"></svg>',
      '',
      '[click](javascript:alert(4)) <a href="javascript:alert(5)">raw</a> <iframe src="https://example.org"></iframe>',
      '',
      'A note[^n] and [back to top](#top).',
      '',
      '[^n]: The footnote.',
    ].join('\n');
    await markdownEditor(page).fill(hostile);
    await expect(preview(page).getByText('The footnote.')).toBeVisible();
    await expect(preview(page).locator('script, iframe, svg, [onerror], [onload]')).toHaveCount(0);
    await expect(preview(page).locator('a[href^="javascript"]')).toHaveCount(0);
    await preview(page).getByRole('link', { name: '[1]' }).click();
    await expect(page).toHaveURL(/#\/markdown-preview$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Markdown Preview' })).toBeVisible();
    expect(dialogs).toBe(0);
  });

  test('scroll sync moves the preview with the editor and back', async ({ page }) => {
    await open(page);
    const sections = Array.from({ length: 200 }, (_, n) => `## Section ${n}\n\n${'Words to fill a paragraph. '.repeat(12)}\n`);
    await markdownEditor(page).fill(sections.join('\n'));
    await expect(preview(page).getByRole('heading', { name: 'Section 199' })).toBeAttached();
    // Typing left the cursor, and so the editor, at the end: back to the top first.
    await page.keyboard.press('Control+Home');
    const editorScroller = page.locator('.cm-scroller').first();
    const topHeading = () =>
      preview(page).evaluate((element) => {
        const top = element.getBoundingClientRect().top;
        const headings = Array.from(element.querySelectorAll('h2')).filter((heading) => heading.getBoundingClientRect().top <= top + 40);
        return Number(headings.at(-1)?.textContent?.replace('Section ', '') ?? -1);
      });
    const editorTopSection = () =>
      editorScroller.evaluate((element) => {
        const top = element.getBoundingClientRect().top;
        const lines = Array.from(element.querySelectorAll('.cm-line')).filter(
          (line) => line.textContent?.startsWith('## Section') && line.getBoundingClientRect().top <= top + 40,
        );
        return Number(lines.at(-1)?.textContent?.replace('## Section ', '') ?? -1);
      });
    // The reader scrolls with the wheel over the editor: the preview follows to the same place.
    await editorScroller.hover();
    await page.mouse.wheel(0, 2500);
    await expect.poll(() => editorScroller.evaluate((element) => element.scrollTop)).toBeGreaterThan(1000);
    expect(await editorTopSection()).toBeLessThan(150);
    await expect.poll(async () => Math.abs((await topHeading()) - (await editorTopSection()))).toBeLessThanOrEqual(1);
    // And the other way: the wheel over the preview moves the editor to the same place.
    await preview(page).hover();
    await page.mouse.wheel(0, -800);
    await expect.poll(async () => Math.abs((await topHeading()) - (await editorTopSection()))).toBeLessThanOrEqual(1);
    await page.mouse.wheel(0, -100_000);
    await expect.poll(() => editorScroller.evaluate((element) => element.scrollTop)).toBeLessThan(20);
  });

  test('HTML to Markdown: the alias opens it, pasted HTML becomes GFM with scripts dropped, and the Markdown is kept when switching back', async ({ page }) => {
    await open(page, '#/html-to-markdown');
    const html = page.getByRole('textbox', { name: 'HTML' });
    await html.fill(
      '<h2>Changes</h2><ul><li><del>old</del> removed</li></ul><table><tr><th>a</th><th>b</th></tr><tr><td>1</td><td>2</td></tr></table><script>alert(1)</script>',
    );
    await expect.poll(() => editorTextOf(page, 'Markdown')).toBe('## Changes\n\n- ~~old~~ removed\n\n| a | b |\n| --- | --- |\n| 1 | 2 |');
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('~~old~~');
    await page.getByRole('radio', { name: 'Markdown to HTML' }).check();
    await expect(preview(page).getByRole('heading', { name: 'Project Tern' })).toBeVisible();
    await page.getByRole('radio', { name: 'HTML to Markdown' }).check();
    await expect(page.getByRole('textbox', { name: 'HTML' })).toContainText('<h2>Changes</h2>');
  });
});
