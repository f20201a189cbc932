import { expect, test, type Browser, type Page } from './test';
import { editorText, editorTextOf } from './editor';

/** Clicks "Copy link" and returns the link from the real clipboard. */
async function copyLink(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('button', { name: 'Link copied!' })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/#\/[a-z-]+\?s=[A-Za-z0-9_-]+$/);
  return link;
}

/** Opens the link in a fresh browser context: nothing remembered, only what the link carries. */
async function openElsewhere(browser: Browser, link: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Tools');
  return page;
}

test.describe('share links', () => {
  test('Regex Tester: pattern, flags, test string and replacement travel in the link', async ({ page, browser }) => {
    await page.goto('/#/regex-tester');
    await page.getByRole('textbox', { name: 'Regular Expression' }).fill('(\\d+)-(\\d+)');
    await page.getByRole('textbox', { name: 'Flags' }).fill('gi');
    await page.getByRole('textbox', { name: 'Replace' }).fill('$2-$1');
    await page.getByRole('textbox', { name: 'Test String' }).click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('a 1-2 b 30-40 é');
    const link = await copyLink(page);

    const other = await openElsewhere(browser, link);
    await expect(other.getByRole('textbox', { name: 'Regular Expression' })).toHaveValue('(\\d+)-(\\d+)');
    await expect(other.getByRole('textbox', { name: 'Flags' })).toHaveValue('gi');
    await expect(other.getByRole('textbox', { name: 'Replace' })).toHaveValue('$2-$1');
    await expect.poll(() => editorTextOf(other, 'Test String')).toBe('a 1-2 b 30-40 é');
    await expect(other.getByRole('heading', { level: 2, name: /^Matches/ })).toContainText('2');
    // The state leaves the address bar once read, so a reload shows the visitor's own edits.
    expect(new URL(other.url()).hash).toBe('#/regex-tester');
    await other.context().close();
  });

  test('GUID Generator: version and count', async ({ page, browser }) => {
    await page.goto('/#/guid-generator');
    await page.getByRole('combobox', { name: 'Type' }).selectOption('v7');
    await page.getByRole('spinbutton', { name: 'Number to generate', exact: true }).fill('12');
    await page.getByRole('button', { name: 'Generate GUIDs' }).click();
    const other = await openElsewhere(browser, await copyLink(page));
    await expect(other.getByRole('combobox', { name: 'Type' })).toHaveValue('v7');
    await expect(other.getByRole('spinbutton', { name: 'Number to generate', exact: true })).toHaveValue('12');
    await expect(other.getByRole('status').filter({ hasText: 'GUIDs' })).toHaveText('12 GUIDs');
    await other.context().close();
  });

  test('Timezone Converter: the time and the zones', async ({ page, browser }) => {
    await page.goto('/#/timezone-converter');
    for (const [name, query] of [
      ['From Timezone', 'Asia/Tokyo'],
      ['To Timezone', 'Europe/Berlin'],
    ] as const) {
      const picker = page.getByRole('combobox', { name });
      await picker.click();
      await picker.fill(query);
      await expect(page.getByRole('listbox')).toBeVisible();
      await picker.press('Enter');
    }
    await page.getByRole('textbox', { name: 'Date and Time' }).fill('2024-07-01T09:30');
    const other = await openElsewhere(browser, await copyLink(page));
    await expect(other.getByRole('textbox', { name: 'Date and Time' })).toHaveValue('2024-07-01T09:30');
    await expect(other.getByRole('combobox', { name: 'From Timezone' })).toHaveValue('Asia/Tokyo');
    await expect(other.getByRole('combobox', { name: 'To Timezone' })).toHaveValue('Europe/Berlin');
    await expect(other.getByRole('region', { name: 'Converted Time' })).toContainText('July 1, 2024 2:30 AM');
    await other.context().close();
  });

  test('Random Data Generator: type, count and seed give the same rows', async ({ page, browser }) => {
    await page.goto('/#/random-data-generator');
    await page.getByLabel('Data Type').selectOption({ index: 3 });
    await page.getByRole('spinbutton', { name: 'Count', exact: true }).fill('7');
    await page.getByRole('textbox', { name: 'Seed', exact: true }).fill('4242');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const output = page.getByRole('textbox', { name: /^Output/ });
    await expect(page.getByRole('heading', { level: 2, name: /^Output/ })).toContainText('7');
    const rows = await editorText(output);
    const type = await page.getByLabel('Data Type').inputValue();

    const other = await openElsewhere(browser, await copyLink(page));
    await expect(other.getByLabel('Data Type')).toHaveValue(type);
    await expect(other.getByRole('spinbutton', { name: 'Count', exact: true })).toHaveValue('7');
    await expect(other.getByRole('heading', { level: 2, name: /^Output/ })).toContainText('7');
    const otherOutput = other.getByRole('textbox', { name: /^Output/ });
    await expect.poll(() => editorText(otherOutput)).toBe(rows);
    await other.context().close();
  });

  test('QR Code Generator: content and look, never a Wi-Fi password', async ({ page, browser }) => {
    await page.goto('/#/qr-code-generator');
    await page.getByRole('textbox', { name: 'Text or URL' }).fill('https://devdeck.test/shared');
    await page.getByRole('slider', { name: 'Size' }).fill('320');
    await page.getByLabel('Foreground').fill('#1e3a8a');
    const link = await copyLink(page);
    const other = await openElsewhere(browser, link);
    await expect(other.getByRole('textbox', { name: 'Text or URL' })).toHaveValue('https://devdeck.test/shared');
    await expect(other.getByRole('slider', { name: 'Size' })).toHaveValue('320');
    await expect(other.getByLabel('Foreground')).toHaveValue('#1e3a8a');
    await expect(other.getByRole('img', { name: 'QR code preview' })).toBeVisible();
    await other.context().close();
  });

  test('a link with broken or hostile state opens the tool with its defaults', async ({ page }) => {
    await page.goto('/#/guid-generator?s=eyJ2ZXJzaW9uIjoiPHNjcmlwdD4iLCJjb3VudCI6OX0');
    await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('v4');
    await page.goto('/#/regex-tester?s=%%%not-base64');
    await expect(page.getByRole('textbox', { name: 'Regular Expression' })).not.toHaveValue('');
  });

  test('tools holding tokens, secrets or AI prompts offer no link', async ({ page }) => {
    for (const id of ['jwt-debugger', 'text-generator', 'base64-converter']) {
      await page.goto(`/#/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Tools');
      await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
    }
  });
});
