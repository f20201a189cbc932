import { expect, test, type Page } from '../../../e2e/test';
import { editorTextOf } from '../../../e2e/editor';
import { watchRequests } from '../../../e2e/network';

const pane = (page: Page, name: 'Original' | 'Changed' | 'Patch') => page.getByRole('textbox', { name, exact: true });
const counts = (page: Page) => page.getByTestId('diff-counts');
const view = (page: Page) => page.getByTestId('diff-view');

async function open(page: Page) {
  await page.goto('/#/text-diff');
  await expect(page.getByRole('heading', { level: 1, name: 'Text Diff' })).toBeVisible();
}

test.describe('Text Diff', () => {
  test('the sample shows a moved block and a changed word; ignore case, inline view and change jumps; no network request', async ({ page, baseURL }) => {
    const requests = watchRequests(page, baseURL);
    await open(page);
    await expect(counts(page)).toHaveText('+3 lines added, −1 line removed, >3 lines moved');
    await expect(view(page).getByText('moved from 8').first()).toBeVisible();
    // Word granularity: only the changed words are marked, as an insertion with its own words for screen readers.
    await expect(view(page).locator('ins').first()).toHaveText('utf-8');
    await expect(view(page).getByText('moved to line 3:', { exact: false }).first()).toBeAttached();

    await page.getByRole('radio', { name: 'Inline' }).check();
    await page.getByRole('button', { name: 'Next change' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Change 1 of \d+$/ })).toBeVisible();
    await view(page).press('n');
    await expect(page.getByRole('status').filter({ hasText: /^Change 2 of \d+$/ })).toBeVisible();

    await pane(page, 'Original').fill('SELECT *\nFROM users\n');
    await pane(page, 'Changed').fill('select *\nfrom users\n');
    await expect(counts(page)).toHaveText('+2 lines added, −2 lines removed, >0 lines moved');
    await page.getByRole('switch', { name: 'Ignore case' }).check();
    await expect(counts(page)).toHaveText('+0 lines added, −0 lines removed, >0 lines moved');
    await expect(page.getByText('No differences')).toBeVisible();
    await page.getByRole('button', { name: 'Swap' }).click();
    await expect.poll(() => editorTextOf(page, 'Original')).toBe('select *\nfrom users\n');
    expect(requests.foreign()).toEqual([]);
  });

  test('exports a unified patch, reads it back, and names the hunk that no longer applies', async ({ page }) => {
    await open(page);
    await pane(page, 'Original').fill('one\ntwo\nthree\n');
    await pane(page, 'Changed').fill('one\n2\nthree\nfour\n');
    await page.getByRole('radio', { name: 'Unified patch' }).check();
    await page.getByRole('button', { name: 'Copy patch' }).click();
    const patch = await page.evaluate(() => navigator.clipboard.readText());
    expect(patch).toBe('--- original.txt\n+++ changed.txt\n@@ -1,3 +1,4 @@\n one\n-two\n+2\n three\n+four\n');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download .patch' }).click()]);
    expect(download.suggestedFilename()).toBe('changed.patch');

    await page.getByRole('radio', { name: 'Read a patch' }).check();
    await pane(page, 'Patch').fill(patch);
    await expect(page.getByText('1 file: +2 added, −1 removed lines.')).toBeVisible();
    await expect(page.getByTestId('patch-view')).toContainText('@@ -1,3 +1,4 @@');
    await page.getByRole('radio', { name: 'Compare texts' }).check();
    await pane(page, 'Original').fill('one\nTWO\nthree\n');
    await page.getByRole('radio', { name: 'Read a patch' }).check();
    await page.getByRole('button', { name: 'Apply to Original' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The patch does not apply to the Original: hunk 1 of 1 (@@ -1,3 +1,4 @@) does not match it; it expects a line "one" near line 1.',
    );
    await pane(page, 'Patch').fill('just some text');
    await expect(page.getByRole('alert')).toContainText('This is not a unified diff');
  });

  test('a 1 MB file on each side is compared in the worker and drawn a screenful at a time', async ({ page }) => {
    await open(page);
    const lines = Array.from({ length: 25_000 }, (_, index) => `line ${index} of a long generated document with some words`);
    const changed = lines.map((line, index) => (index % 20 === 0 ? `${line} (edited)` : line));
    const file = (name: string, text: string) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
    await page.getByLabel('Open original file').setInputFiles(file('before.txt', lines.join('\n')));
    await page.getByLabel('Open changed file').setInputFiles(file('after.txt', changed.join('\n')));
    await expect(counts(page)).toHaveText('+1,250 lines added, −1,250 lines removed, >0 lines moved', { timeout: 30_000 });
    const drawn = await view(page).locator('[data-kind]').count();
    expect(drawn).toBeLessThan(300);
    await view(page).press('End');
    await page.getByRole('button', { name: 'Previous change' }).click();
    await expect(view(page)).toContainText('line 24980 of a long generated document with some words (edited)');
  });
});
