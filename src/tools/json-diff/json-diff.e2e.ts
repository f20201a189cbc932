import { expect, test, type Page } from '../../../e2e/test';
import { watchRequests } from '../../../e2e/network';
import { editorText, editorTextOf } from '../../../e2e/editor';

const editor = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const fileInput = (page: Page, label: string) => page.locator(`input[type=file][aria-label="${label}"]`);
const paths = (page: Page) => page.getByTestId('change-path');

async function open(page: Page) {
  await page.goto('/#/json-diff');
  await expect(page.getByRole('heading', { level: 1, name: 'JSON Diff' })).toBeVisible();
}

test.describe('JSON Diff', () => {
  test('the sample: changes by kind with copyable pointers, a patch that reproduces the Changed document, and no network request', async ({
    page,
    baseURL,
  }) => {
    const requests = watchRequests(page, baseURL);
    await open(page);
    await page.getByRole('button', { name: 'Sample' }).click();
    const counts = page.getByTestId('diff-counts');
    await expect(counts).toContainText('Added 3');
    await expect(counts).toContainText('Removed 1');
    await expect(counts).toContainText('Changed 4');
    await expect(counts).toContainText('Moved 1');
    // The tool reordered by its "id" shows as one move, not a removal and an addition.
    await expect(paths(page)).toContainText(['/private', '/version', '/build', '/tools/2 → /tools/0', '/tools/3', '/tools/2/title', '/paths/m~0n']);
    await expect(page.getByText('The Original has 1 integer beyond 2^53; it is compared and written exactly.')).toBeVisible();
    await page.getByRole('button', { name: 'Copy path /paths/m~0n' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('/paths/m~0n');
    await expect.poll(() => editorTextOf(page, 'JSON Patch (RFC 6902)')).toContain('"value": 9007199254740995');

    await page.getByRole('button', { name: 'Use generated patch' }).click();
    await expect(page.getByTestId('apply-verdict')).toHaveText('The result equals the Changed document.');
    await expect.poll(() => editorTextOf(page, 'Patched Original')).toContain('"build": 9007199254740995');
    expect(requests.foreign()).toEqual([]);
  });

  test('a parse error names line and column and keeps the text; a failing patch names its operation', async ({ page }) => {
    await open(page);
    await editor(page, 'Original').fill('{\n  "a": 1,\n  "b": [1, 2\n}');
    await editor(page, 'Changed').fill('{"a": 2}');
    await expect(page.getByRole('alert')).toHaveText("The Original is not valid: Expected ',' or ']' (found \"}\").");
    await expect(page.getByTestId('error-position')).toHaveText('Line 4, column 1');
    expect(await editorText(editor(page, 'Original'))).toBe('{\n  "a": 1,\n  "b": [1, 2\n}');
    // The patch cannot apply to it: said once, with the place left to the Original's pane.
    await editor(page, 'Patch to apply').fill('[]');
    await expect(page.getByRole('alert')).toHaveText([
      "The Original is not valid: Expected ',' or ']' (found \"}\").",
      'Could not apply this patch: the Original is not valid JSON.',
    ]);
    await expect(page.getByTestId('error-position')).toHaveCount(1);

    await editor(page, 'Original').fill('{"a": 1, "b": [1, 2]}');
    await expect(page.getByTestId('diff-counts')).toContainText('Removed 1');
    await editor(page, 'Patch to apply').fill('[{"op": "test", "path": "/a", "value": 1}, {"op": "add", "path": "/b/7", "value": 3}]');
    await expect(page.getByRole('alert')).toHaveText(
      'Operation 2 (index 1), "add" at /b/7, failed: index "7" is out of bounds: the array at /b has 2 items (use "-" to append).',
    );
    await editor(page, 'Patch to apply').fill('[{"op": "add", "path": "/c", "value": [true]}]');
    await expect(page.getByTestId('apply-verdict')).toHaveText('The result differs from the Changed document.');

    // A share link carries both documents, the matching choice and the patch.
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await page.goto('about:blank');
    await page.goto(link);
    await expect(page.getByTestId('diff-counts')).toContainText('Removed 1');
    await expect(page.getByTestId('apply-verdict')).toHaveText('The result differs from the Changed document.');
  });

  test('two documents of a few megabytes, opened as files, are compared off the page and every change is in the patch', async ({ page }) => {
    const items = Array.from({ length: 15_000 }, (_, id) => ({ id, name: `item ${id}`, tags: ['a', 'b'], price: id / 4 }));
    const changed = items.map((item) => (item.id % 1000 === 0 ? { ...item, price: -1 } : item)).reverse();
    await open(page);
    await fileInput(page, 'Open Original').setInputFiles({ name: 'a.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ items })) });
    await fileInput(page, 'Open Changed').setInputFiles({
      name: 'b.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ items: changed }, null, 2)),
    });
    const counts = page.getByTestId('diff-counts');
    await expect(counts).toContainText('Changed 15', { timeout: 60_000 });
    await expect(counts).toContainText('Moved 14,999');
    await expect(page.getByText('The list stops at 2,000 of 15,014 changes; the JSON Patch below holds them all.')).toBeVisible();
    await page.getByRole('button', { name: 'Use generated patch' }).click();
    await expect(page.getByTestId('apply-verdict')).toHaveText('The result equals the Changed document.', { timeout: 60_000 });
  });
});
