import { expect, test, type Page } from '../../../e2e/test';
import { watchRequests } from '../../../e2e/network';
import { editorTextOf } from '../../../e2e/editor';

async function open(page: Page) {
  await page.goto('/#/unicode-inspector');
  await expect(page.getByRole('heading', { level: 1, name: 'Unicode Inspector' })).toBeVisible();
}

test.describe('Unicode Inspector', () => {
  test('lists code points, marks hidden and look-alike characters, searches names, and makes no network request', async ({ page, baseURL }) => {
    const requests = watchRequests(page, baseURL);
    // The worker script holds the 1.6 MB name data: the inspection and the name search share one load of it.
    const workerLoads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('unicode-inspector.worker')) workerLoads.push(request.url());
    });
    await open(page);
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByRole('textbox', { name: 'Text' }).click();
    await page.keyboard.insertText('p\u0430y\u200b€😀');
    await expect(page.getByTestId('summary-codePoints')).toHaveText('6');
    await expect(page.getByTestId('summary-utf8Bytes')).toHaveText('14');
    await expect(page.getByTestId('code-point-row')).toHaveCount(6);
    await expect(page.getByRole('row', { name: /U\+1F600/ })).toContainText('GRINNING FACE');
    await expect(page.getByRole('row', { name: /U\+1F600/ })).toContainText('F0 9F 98 80');
    await expect(page.getByTestId('marked-text')).toHaveText('pа U+0430y[ZWSP]€😀');
    await page.getByRole('button', { name: 'Copy the text as JavaScript escapes' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('\\u0070\\u0430\\u0079\\u200B\\u20AC\\u{1F600}');

    await page.getByRole('searchbox', { name: 'Character name or code point' }).fill('euro sign');
    const found = page.getByRole('list', { name: 'Characters found' });
    // The first search builds the name index: about a second here, and past the default wait on a loaded CI machine.
    await expect(found.getByRole('listitem').first()).toContainText('EURO SIGN', { timeout: 45_000 });
    await page.getByRole('button', { name: 'Insert EURO SIGN', exact: true }).click();
    await expect(page.getByTestId('summary-codePoints')).toHaveText('7');
    expect(workerLoads).toHaveLength(1);
    expect(requests.foreign()).toEqual([]);
  });

  test('the "Text to Unicode" alias opens the inspector with its sample text', async ({ page }) => {
    await page.goto('/#/text-to-unicode');
    await expect(page.getByRole('row', { name: /U\+1F44B/ })).toContainText('WAVING HAND SIGN');
    await expect(page.getByTestId('summary-codePoints')).toHaveText('14');
  });

  test('text to decimal &#NN; and back', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByRole('button', { name: 'Decode &#NN;' })).toBeDisabled();
    await page.getByRole('textbox', { name: 'Text' }).click();
    await page.keyboard.insertText('&#72;&#105;&#x1F600;');
    await page.getByRole('button', { name: 'Decode &#NN;' }).click();
    await expect.poll(() => editorTextOf(page, 'Text')).toBe('Hi😀');
    await expect(page.getByTestId('summary-codePoints')).toHaveText('3');
    await page.getByRole('button', { name: 'Copy the text as HTML decimal escapes' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('&#72;&#105;&#128512;');
  });
});
