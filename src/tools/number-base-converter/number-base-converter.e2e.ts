import { expect, test, type Page } from '../../../e2e/test';
import { watchRequests } from '../../../e2e/network';

const numberField = (page: Page) => page.getByRole('textbox', { name: 'Number', exact: true });
const row = (page: Page, base: number) => page.getByTestId(`base-${base}`);

async function open(page: Page) {
  await page.goto('/#/number-base-converter');
  await expect(page.getByRole('heading', { level: 1, name: 'Number Base Converter' })).toBeVisible();
}

test.describe('Number Base Converter', () => {
  test('converts as you type in every base, copies a row, and makes no network request', async ({ page, baseURL }) => {
    const requests = watchRequests(page, baseURL);
    await open(page);
    await numberField(page).fill('0xDEADBEEF');
    // Still "From base: Decimal": the prefix names the base, and the page says so.
    const readAs = page.getByRole('status').filter({ hasText: 'Read as hexadecimal: its 0x prefix names the base.' });
    await expect(readAs).toBeVisible();
    await expect(row(page, 10)).toHaveText('3735928559');
    await page.getByRole('combobox', { name: 'From base' }).selectOption('16');
    await expect(readAs).toHaveCount(0);
    await expect(row(page, 10)).toHaveText('3735928559');
    await expect(row(page, 2)).toHaveText('11011110101011011011111011101111');
    await expect(row(page, 64)).toHaveText('3uHrXL');
    await page.getByRole('switch', { name: 'Group digits' }).check();
    await expect(row(page, 10)).toHaveText('3,735,928,559');
    await page.getByRole('button', { name: 'Copy hexadecimal' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('DEAD BEEF');
    const signed32 = page.getByRole('row', { name: /^32 bits/ });
    await expect(signed32).toContainText('-559038737');
    await expect(page.getByRole('row', { name: /^8 bits/ })).toContainText('Does not fit in 8 bits');
    expect(requests.foreign()).toEqual([]);
  });

  test('a wrong digit is named with its column, and the last good result is not shown as if it were current', async ({ page }) => {
    await open(page);
    await numberField(page).fill('10201');
    await page.getByRole('combobox', { name: 'From base' }).selectOption('2');
    await expect(page.getByRole('alert')).toContainText('"2" is not a binary digit (column 3).');
    await expect(row(page, 10)).toHaveCount(0);
  });

  test('a 60,000-digit number is converted off the main thread and shown whole', async ({ page }) => {
    await open(page);
    const digits = '9'.repeat(60_000);
    await numberField(page).fill(digits);
    await expect(row(page, 10)).toHaveText(digits);
    await expect(row(page, 16)).toHaveText(/^[0-9A-F]{49829}$/);
  });

  test('IEEE 754: a decimal shows both encodings, and a bit pattern reads back', async ({ page }) => {
    await open(page);
    const float = page.getByRole('region', { name: 'binary32 (float)' });
    await page.getByRole('textbox', { name: 'Decimal value' }).fill('0.1');
    await expect(float).toContainText('3DCCCCCD');
    await expect(float).toContainText('0.10000000149011612');
    await expect(page.getByRole('region', { name: 'binary64 (double)' })).toContainText('3FB999999999999A');
    await page.getByRole('radio', { name: 'binary32 bits (hex)' }).check();
    await page.getByRole('textbox', { name: 'Bits' }).fill('7FC00000');
    await expect(float).toContainText('not a number (NaN)');
  });

  test('Roman numerals both ways, with the standard spelling offered for a wrong one', async ({ page }) => {
    await open(page);
    await page.getByRole('textbox', { name: 'Arabic number' }).fill('1994');
    await expect(page.getByRole('textbox', { name: 'Roman numeral' })).toHaveValue('MCMXCIV');
    await page.getByRole('textbox', { name: 'Roman numeral' }).fill('iiii');
    await expect(page.getByRole('alert')).toContainText('IIII is not a standard numeral: 4 is written IV.');
    await page.getByRole('textbox', { name: 'Roman numeral' }).fill('MMXXVI');
    await expect(page.getByRole('textbox', { name: 'Arabic number' })).toHaveValue('2026');
  });
});
