import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../../../e2e/test';
import { watchRequests } from '../../../e2e/network';
import { editorText } from '../../../e2e/editor';

const dataType = (page: Page) => page.getByLabel('Data Type');
const count = (page: Page) => page.getByRole('spinbutton', { name: 'Count', exact: true });
const seed = (page: Page) => page.getByRole('textbox', { name: 'Seed', exact: true });
const generateButton = (page: Page) => page.getByRole('button', { name: 'Generate', exact: true });
const output = (page: Page) => page.getByRole('textbox', { name: /^Output/ });
const title = (page: Page) => page.getByRole('heading', { level: 2, name: /^Output/ });

/** The output as the visitor reads it (short outputs are fully rendered). */
const outputText = (page: Page) => editorText(output(page));

async function open(page: Page) {
  await page.goto('/#/random-data-generator');
  // The first run also starts the worker and loads faker, which takes a while on a busy machine.
  await expect(title(page)).toHaveText('Output (10 items)', { timeout: 20_000 });
}

async function generateCount(page: Page, value: string) {
  await count(page).fill(value);
  await generateButton(page).click();
}

async function copied(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

test.describe('Random Data Generator', () => {
  test('generates 10 full names on opening, one per line', async ({ page }) => {
    await open(page);
    await expect(dataType(page)).toHaveValue('person.fullName');
    await expect(dataType(page).locator('option:checked')).toHaveText('Full Name');
    await expect(count(page)).toHaveValue('10');
    const lines = (await outputText(page)).split('\n');
    expect(lines).toHaveLength(10);
    for (const line of lines) expect(line).toMatch(/^\S+( \S+)+$/);
  });

  test('offers the nine data types and generates the chosen one', async ({ page }) => {
    await open(page);
    await expect(dataType(page).locator('option')).toHaveText([
      'Full Name',
      'Email Address',
      'Phone Number',
      'Street Address',
      'City',
      'Zip Code',
      'Company Name',
      'Paragraph',
      'UUID',
    ]);
    await dataType(page).selectOption({ label: 'Email Address' });
    await expect.poll(async () => (await outputText(page)).split('\n').every((line) => /^[^@\s]+@[^@\s]+\.[a-z]+$/i.test(line))).toBe(true);
    // Real free-mail domains by default; reserved example domains on request, so test mail reaches no one.
    await page.getByRole('switch', { name: 'Emails at example.com (never delivered)' }).check();
    await expect.poll(async () => (await outputText(page)).split('\n').every((line) => /^[^@\s]+@example\.(com|net|org)$/.test(line))).toBe(true);
    await dataType(page).selectOption({ label: 'UUID' });
    await generateCount(page, '5');
    await expect(title(page)).toHaveText('Output (5 items)');
    const uuids = (await outputText(page)).split('\n');
    expect(uuids).toHaveLength(5);
    for (const uuid of uuids) expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  test('an empty, zero or negative count becomes 1; fractions round down; above 10,000 is capped with a note', async ({ page }) => {
    await open(page);
    for (const value of ['', '0', '-3']) {
      await generateCount(page, value);
      await expect(count(page)).toHaveValue('1');
      await expect(title(page)).toHaveText('Output (1 item)');
      expect((await outputText(page)).split('\n')).toHaveLength(1);
    }
    await generateCount(page, '3.7');
    await expect(title(page)).toHaveText('Output (3 items)');
    await expect(count(page)).toHaveValue('3');

    await count(page).fill('25000');
    await count(page).press('Enter');
    await expect(title(page)).toHaveText('Output (10,000 items)', { timeout: 20_000 });
    await expect(count(page)).toHaveValue('10000');
    await expect(page.getByRole('status').filter({ hasText: 'Capped at 10,000, the most generated at once.' })).toBeVisible();
    expect((await copied(page)).split('\n')).toHaveLength(10_000);
  });

  test('Copy puts all lines on the clipboard, newline-joined, and says "Copied!" for 2 seconds', async ({ page }) => {
    await open(page);
    const shown = await outputText(page);
    const copy = page.getByRole('button', { name: 'Copy', exact: true });
    await copy.click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(shown);
    expect(clipboard.split('\n')).toHaveLength(10);
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: 4000 });
    await expect(page.getByRole('button', { name: 'Copied!' })).toHaveCount(0);
  });

  test('Copy and Download are disabled when there is no output', async ({ page }) => {
    await open(page);
    await page.getByRole('radio', { name: 'SQL' }).check();
    await page.getByLabel('Table Name').fill('bad name');
    await expect(page.getByRole('alert')).toHaveText('Table name must start with a letter or underscore and contain only letters, digits and underscores.');
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Download' })).toBeDisabled();
    await page.getByLabel('Table Name').fill('people');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeEnabled();
  });

  test('a seed gives the same data again, and a blank seed gives new data', async ({ page }) => {
    await open(page);
    await seed(page).fill('12345');
    await generateButton(page).click();
    await expect(page.getByText('Seed 12345 · English (US)')).toBeVisible();
    const first = await outputText(page);
    await dataType(page).selectOption({ label: 'City' });
    await dataType(page).selectOption({ label: 'Full Name' });
    await generateButton(page).click();
    await expect.poll(() => outputText(page)).toBe(first);

    await seed(page).fill('');
    await generateButton(page).click();
    await expect.poll(() => outputText(page)).not.toBe(first);
    // The random seed is shown and can be kept to reproduce this output.
    const again = await outputText(page);
    await page.getByRole('button', { name: 'Keep this seed' }).click();
    await expect(seed(page)).toHaveValue(/^\d+$/);
    await generateButton(page).click();
    await expect.poll(() => outputText(page)).toBe(again);

    await seed(page).fill('abc');
    await generateButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Seed must be a whole number from 0 to 4294967295.');
    expect(await outputText(page)).toBe(again);
  });

  test('rows of several fields as JSON, CSV and SQL', async ({ page }) => {
    await open(page);
    await seed(page).fill('7');
    await generateCount(page, '3');
    await page.getByRole('radio', { name: 'JSON' }).check();
    await page.getByRole('checkbox', { name: 'Email Address' }).check();
    await page.getByRole('checkbox', { name: 'City' }).check();
    await expect.poll(async () => Object.keys(JSON.parse(await copied(page))[0] ?? {})).toEqual(['full_name', 'email', 'city']);
    const people = JSON.parse(await copied(page)) as { full_name: string; email: string; city: string }[];
    expect(people).toHaveLength(3);

    await page.getByRole('radio', { name: 'CSV' }).check();
    const csv = await copied(page);
    const csvLines = csv.split('\r\n');
    expect(csvLines[0]).toBe('full_name,email,city');
    expect(csvLines).toHaveLength(4);
    // Same rows, another format: the names are those of the JSON.
    expect(csvLines[1]?.startsWith(people[0]?.full_name ?? '?')).toBe(true);

    await page.getByRole('radio', { name: 'SQL' }).check();
    await page.getByLabel('Table Name').fill('customers');
    const sql = (await copied(page)).split('\n');
    expect(sql).toHaveLength(3);
    for (const statement of sql) expect(statement).toMatch(/^INSERT INTO customers \(full_name, email, city\) VALUES \('.*', '.*', '.*'\);$/);

    // Lines show the chosen type only.
    await page.getByRole('radio', { name: 'Lines' }).check();
    await expect(page.getByRole('checkbox', { name: 'City' })).toHaveCount(0);
    await expect.poll(() => outputText(page)).toBe(people.map((person) => person.full_name).join('\n'));
  });

  test('CSV is safe to open in a spreadsheet: cells that start like a formula get a leading quote, unless switched off', async ({ page }) => {
    await open(page);
    // French phone numbers are often international: "+33 …", which a spreadsheet reads as a formula.
    await page.getByLabel('Locale').selectOption({ label: 'French' });
    await dataType(page).selectOption({ label: 'Phone Number' });
    await seed(page).fill('3');
    await generateCount(page, '200');
    await page.getByRole('radio', { name: 'CSV' }).check();
    const safeSwitch = page.getByRole('switch', { name: 'Safe for spreadsheets' });
    await expect(safeSwitch).toBeChecked();
    await expect(safeSwitch).toHaveAccessibleDescription("Cells starting with =, +, -, @, tab or CR get a leading ' (negative numbers too).");
    const safe = (await copied(page)).split('\r\n').slice(1);
    expect(safe).toHaveLength(200);
    // Each number starting with "+" is quoted; no cell starts like a formula.
    expect(safe.filter((cell) => cell.startsWith("'+")).length).toBeGreaterThan(0);
    for (const cell of safe) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    expect((await readFile(await download.path(), 'utf8')).split('\r\n').slice(1)).toEqual(safe);

    await safeSwitch.uncheck();
    await expect.poll(async () => (await copied(page)).split('\r\n').slice(1)).toEqual(safe.map((cell) => cell.replace(/^'(?=[=+\-@\t\r])/, '')));
  });

  test('Japanese locale gives Japanese zip codes; the file downloads in the chosen format', async ({ page }) => {
    await open(page);
    await page.getByLabel('Locale').selectOption({ label: 'Japanese' });
    await dataType(page).selectOption({ label: 'Zip Code' });
    await expect.poll(async () => (await outputText(page)).split('\n').every((line) => /^\d{3}-\d{4}$/.test(line))).toBe(true);
    await page.getByRole('radio', { name: 'CSV' }).check();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('random-data.csv');
    const saved = await readFile(await download.path(), 'utf8');
    expect(saved.split('\r\n')[0]).toBe('zip_code');
    expect(saved.split('\r\n')).toHaveLength(11);
  });

  test('using the tool makes no network request beyond its own static files', async ({ page, baseURL }) => {
    const requests = watchRequests(page, baseURL);
    await open(page);
    await page.getByLabel('Locale').selectOption({ label: 'German' });
    await dataType(page).selectOption({ label: 'Street Address' });
    await page.getByRole('radio', { name: 'SQL' }).check();
    await generateCount(page, '50');
    await expect(title(page)).toHaveText('Output (50 items)');
    await copied(page);
    expect(requests.foreign()).toEqual([]);
  });
});
