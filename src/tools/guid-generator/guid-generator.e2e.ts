import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../../../e2e/test';
import { watchRequests } from '../../../e2e/network';

const countField = (page: Page) => page.getByRole('spinbutton', { name: 'Number to generate', exact: true });
const generateButton = (page: Page) => page.getByRole('button', { name: 'Generate GUIDs' });
const rows = (page: Page) => page.getByRole('list', { name: 'Generated GUIDs' }).getByRole('listitem');
const rowText = (page: Page, index: number) => rows(page).nth(index).locator('code');
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function open(page: Page) {
  await page.goto('/#/guid-generator');
  await expect(generateButton(page)).toBeVisible();
}

async function generate(page: Page, count: string) {
  await countField(page).fill(count);
  await generateButton(page).click();
}

test.describe('GUID Generator', () => {
  test('opens with 5 random (v4) GUIDs, each with its own copy button', async ({ page }) => {
    await open(page);
    await expect(countField(page)).toHaveValue('5');
    await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('v4');
    await expect(rows(page)).toHaveCount(5);
    for (let index = 0; index < 5; index += 1) await expect(rowText(page, index)).toHaveText(V4);
    const second = await rowText(page, 1).textContent();
    await page.getByRole('button', { name: 'Copy GUID 2' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await clipboard(page)).toBe(second);
  });

  test('Generate GUIDs makes the number asked for, each different', async ({ page }) => {
    await open(page);
    await generate(page, '12');
    await expect(rows(page)).toHaveCount(12);
    await expect(page.getByRole('status').filter({ hasText: 'GUIDs' })).toHaveText('12 GUIDs');
    const values = await rows(page).locator('code').allTextContents();
    expect(new Set(values).size).toBe(12);
    await countField(page).press('Enter');
    await expect.poll(async () => (await rows(page).locator('code').allTextContents())[0]).not.toBe(values[0]);
  });

  test('an invalid count becomes 1, and more than 10,000 is clamped with a note', async ({ page }) => {
    await open(page);
    for (const typed of ['0', '-4', '']) {
      await generate(page, typed);
      await expect(countField(page)).toHaveValue('1');
      await expect(rows(page)).toHaveCount(1);
    }
    await generate(page, '25000');
    await expect(countField(page)).toHaveValue('10000');
    await expect(page.getByText('At most 10,000 at a time, so 10,000 were generated.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'GUIDs' })).toHaveText('10,000 GUIDs');
    // Only the rows in view are drawn, but Copy all has every one.
    await page.getByRole('button', { name: 'Copy all' }).click();
    const lines = (await clipboard(page)).split('\n');
    expect(lines).toHaveLength(10_000);
    expect(new Set(lines).size).toBe(10_000);
    await page.getByRole('list', { name: 'Generated GUIDs' }).evaluate((list) => list.parentElement?.scrollTo(0, list.scrollHeight));
    await expect(page.getByRole('button', { name: 'Copy GUID 10000' })).toBeVisible();
  });

  test('v7 GUIDs are time-ordered; v1 and v6 carry their version', async ({ page }) => {
    await open(page);
    await page.getByRole('combobox', { name: 'Type' }).selectOption('v7');
    await generate(page, '50');
    const values = await rows(page).locator('code').allTextContents();
    expect(values.every((value) => value[14] === '7')).toBe(true);
    expect([...values].sort()).toEqual(values);
    for (const [version, digit] of [
      ['v1', '1'],
      ['v6', '6'],
    ] as const) {
      await page.getByRole('combobox', { name: 'Type' }).selectOption(version);
      await expect(rowText(page, 0)).toHaveText(new RegExp(`^.{14}${digit}`));
    }
  });

  test('v5 and v3 hash a namespace and names: the RFC 9562 examples', async ({ page }) => {
    await open(page);
    await page.getByRole('combobox', { name: 'Type' }).selectOption('v5');
    await expect(countField(page)).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Namespace' })).toHaveValue('dns');
    await expect(rowText(page, 0)).toHaveText('2ed6657d-e927-568b-95e1-2665a8aea6a2');
    await page.getByRole('combobox', { name: 'Type' }).selectOption('v3');
    await expect(rowText(page, 0)).toHaveText('5df41881-3aed-3515-88a7-2f4a814cf09e');
    await page.getByRole('textbox', { name: 'Names', exact: true }).fill('www.example.com\nexample.org');
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).nth(1)).toContainText('example.org');
    await page.getByRole('combobox', { name: 'Namespace' }).selectOption('custom');
    await page.getByLabel('Custom namespace').fill('not a uuid');
    await expect(page.getByRole('alert')).toHaveText('The custom namespace must be a UUID, such as 6ba7b810-9dad-11d1-80b4-00c04fd430c8.');
    await page.getByLabel('Custom namespace').fill('{6BA7B810-9DAD-11D1-80B4-00C04FD430C8}');
    await expect(rowText(page, 0)).toHaveText('5df41881-3aed-3515-88a7-2f4a814cf09e');
  });

  test('Nil and Max, and the formats: upper case, no hyphens, braces', async ({ page }) => {
    await open(page);
    await page.getByRole('combobox', { name: 'Type' }).selectOption('nil');
    await expect(rows(page)).toHaveCount(1);
    await expect(rowText(page, 0)).toHaveText('00000000-0000-0000-0000-000000000000');
    await expect(countField(page)).toBeDisabled();
    await page.getByRole('combobox', { name: 'Type' }).selectOption('max');
    await page.getByRole('switch', { name: 'Uppercase' }).check();
    await page.getByRole('switch', { name: 'Braces' }).check();
    await expect(rowText(page, 0)).toHaveText('{FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF}');
    await page.getByRole('switch', { name: 'Hyphens' }).uncheck();
    await expect(rowText(page, 0)).toHaveText('{FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF}');
    await page.getByRole('button', { name: 'Copy GUID 1' }).click();
    expect(await clipboard(page)).toBe('{FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF}');
  });

  test('downloads the list as a .txt file, one per line', async ({ page }) => {
    await open(page);
    await generate(page, '3');
    const values = await rows(page).locator('code').allTextContents();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download .txt' }).click()]);
    expect(download.suggestedFilename()).toBe('guids-v4.txt');
    expect(await readFile(await download.path(), 'utf8')).toBe(`${values.join('\n')}\n`);
  });

  test('the inspector reads a pasted UUID: validity, version, variant and embedded time', async ({ page }) => {
    await open(page);
    const inspector = page.getByRole('textbox', { name: 'UUID to inspect', exact: true });
    const details = page.getByRole('definition');
    await inspector.fill('{C232AB00-9414-11EC-B3C8-9F6BDECED846}');
    await expect(details.filter({ hasText: 'Valid UUID' })).toBeVisible();
    await expect(details.filter({ hasText: '1 (Gregorian time and node)' })).toBeVisible();
    await expect(details.filter({ hasText: 'RFC 9562 (OSF DCE)' })).toBeVisible();
    await expect(details.filter({ hasText: '2022-02-22T19:22:22.0000000Z' })).toBeVisible();
    await expect(details.filter({ hasText: '9f:6b:de:ce:d8:46 (random node ID)' })).toBeVisible();
    await inspector.fill('urn:uuid:017f22e2-79b0-7cc3-98c4-dc0c0c07398f');
    await expect(details.filter({ hasText: '7 (Unix time, ordered)' })).toBeVisible();
    await expect(details.filter({ hasText: '2022-02-22T19:22:22.000Z' })).toBeVisible();
    await inspector.fill('017f22e2-79b0-7cc3-98c4-dc0c0c07398');
    await expect(page.getByRole('alert')).toHaveText(
      'Not a UUID, nor a ULID, KSUID, Snowflake, CUID2 or Nano ID. It has 31 hexadecimal digits; a UUID has 32.',
    );
    await inspector.fill('00000000-0000-4000-c000-000000000000');
    await expect(details.filter({ hasText: 'Well-formed, but not a valid RFC 9562 UUID' })).toBeVisible();
    await expect(details.filter({ hasText: 'Microsoft' })).toBeVisible();
  });

  test('makes ULIDs, Nano IDs and Snowflakes, and the inspector reads back the time they carry', async ({ page }) => {
    await page.clock.setFixedTime(Date.UTC(2026, 10, 28, 12, 0, 0));
    await page.goto('/#/ulid-generator');
    await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('ulid');
    await generate(page, '3');
    await expect(rows(page)).toHaveCount(3);
    await expect(page.getByRole('switch', { name: 'Uppercase' })).toHaveCount(0);
    const inspector = page.getByRole('textbox', { name: 'UUID to inspect', exact: true });
    await inspector.fill((await rowText(page, 2).textContent()) ?? '');
    await expect(page.getByRole('definition').filter({ hasText: '2026-11-28T12:00:00.000Z' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Type' }).selectOption('nanoid');
    await page.getByRole('textbox', { name: 'Alphabet' }).fill('01');
    await page.getByRole('spinbutton', { name: 'Size' }).fill('8');
    await expect(rowText(page, 0)).toHaveText(/^[01]{8}$/);

    await page.getByRole('combobox', { name: 'Type' }).selectOption('cuid2');
    await expect(rowText(page, 0)).toHaveText(/^[a-z][0-9a-z]{23}$/);

    await page.getByRole('combobox', { name: 'Type' }).selectOption('snowflake');
    await page.getByRole('combobox', { name: 'Epoch' }).selectOption('discord');
    await inspector.fill((await rowText(page, 0).textContent()) ?? '');
    await page.getByRole('combobox', { name: 'Snowflake epoch' }).selectOption('discord');
    await expect(page.getByRole('definition').filter({ hasText: '2026-11-28T12:00:00.000Z' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^1 \(/ })).toBeVisible();
  });

  test('makes no network request', async ({ page, baseURL }) => {
    const requests = watchRequests(page, baseURL);
    await open(page);
    for (const version of ['v4', 'v7', 'v1', 'v6', 'v5', 'v3', 'nil', 'max', 'ulid', 'nanoid', 'ksuid', 'cuid2', 'snowflake'])
      await page.getByRole('combobox', { name: 'Type' }).selectOption(version);
    await page.getByRole('combobox', { name: 'Type' }).selectOption('v4');
    await generate(page, '100');
    await page.getByRole('textbox', { name: 'UUID to inspect', exact: true }).fill('c232ab00-9414-11ec-b3c8-9f6bdeced846');
    await expect(rows(page).first()).toBeVisible();
    expect(requests.foreign()).toEqual([]);
  });
});
