import { expect, test, type Page } from '../../../e2e/test';
import { watchRequests } from '../../../e2e/network';

const input = (page: Page) => page.getByRole('textbox', { name: 'Date or timestamp' });
const form = (page: Page, id: string) => page.getByTestId(`form-${id}`).getByRole('cell').first();

async function open(page: Page, hash = 'date-time-converter') {
  await page.goto(`/#/${hash}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Date-Time Converter' })).toBeVisible();
}

async function pickZone(page: Page, zone: string) {
  const field = page.getByRole('combobox', { name: 'Time zone' });
  await field.fill(zone);
  await field.press('Enter');
}

test.describe('Date-Time Converter', () => {
  test('ticks with the current time until you type, recognises a timestamp, offers its other readings, copies a row, with no network request', async ({
    page,
    baseURL,
  }) => {
    const requests = watchRequests(page, baseURL);
    await open(page);
    await expect(page.getByRole('status').filter({ hasText: 'Showing the current time' })).toBeVisible();
    const first = await form(page, 'unix-seconds').textContent();
    await expect.poll(() => form(page, 'unix-seconds').textContent(), { timeout: 5000 }).not.toBe(first);

    await pickZone(page, 'Asia/Kolkata');
    await input(page).fill('1710055800');
    await expect(page.getByRole('status').filter({ hasText: 'Recognised as Unix seconds.' })).toBeVisible();
    await expect(form(page, 'iso-utc')).toHaveText('2024-03-10T07:30:00Z');
    await expect(form(page, 'iso-offset')).toHaveText('2024-03-10T13:00:00+05:30');
    await expect(form(page, 'rfc2822')).toHaveText('Sun, 10 Mar 2024 13:00:00 +0530');
    await expect(form(page, 'relative')).toContainText('ago');
    await page.getByRole('button', { name: 'Copy HTTP date (RFC 7231)' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Sun, 10 Mar 2024 07:30:00 GMT');

    // A 10-digit number may also be a Snowflake id: the visitor picks that reading.
    await page.getByRole('combobox', { name: 'Read as' }).selectOption({ label: 'Snowflake id (Twitter / X)' });
    await expect(page.getByRole('status').filter({ hasText: 'Recognised as Snowflake id (Twitter / X).' })).toBeVisible();
    await expect(form(page, 'iso-utc')).toHaveText('2010-11-04T01:42:55.064Z');
    expect(requests.foreign()).toEqual([]);
  });

  test('reads RFC 2822, HTTP, Excel and id forms, and says what it accepts when it cannot read the input', async ({ page }) => {
    await open(page);
    await pickZone(page, 'UTC');
    const cases: [text: string, recognised: string, iso: string][] = [
      ['Sunday, 06-Nov-94 08:49:37 GMT', 'HTTP date (RFC 7231 obsolete RFC 850 form)', '1994-11-06T08:49:37Z'],
      ['Fri, 21 Nov 1997 09:55:06 EST', 'RFC 2822 date', '1997-11-21T14:55:06Z'],
      ['45000.75', 'Excel serial date (1900 system)', '2023-03-15T18:00:00Z'],
      ['017F22E2-79B0-7CC3-98C4-DC0C0C07398F', 'UUID version 7', '2022-02-22T19:22:22Z'],
    ];
    for (const [text, recognised, iso] of cases) {
      await input(page).fill(text);
      await expect(page.getByRole('status').filter({ hasText: `Recognised as ${recognised}.` })).toBeVisible();
      await expect(form(page, 'iso-utc')).toHaveText(iso);
    }
    await input(page).fill('next full moon');
    await expect(page.getByRole('alert')).toContainText('This is not a date or timestamp this tool knows. Try one of: 1710055800');
    await expect(input(page)).toHaveValue('next full moon');
  });

  test('the Discord Snowflake Decoder alias presets the epoch, and a wall time follows the zone', async ({ page }) => {
    await open(page, 'discord-snowflake-decoder');
    await expect(page.getByRole('combobox', { name: 'Snowflake epoch' })).toHaveValue('discord');
    // A Discord id is read as one on the page named for it, with the Unix reading offered beside it.
    await input(page).fill('175928847299117063');
    await expect(page.getByRole('status').filter({ hasText: 'Recognised as Snowflake id (Discord' })).toBeVisible();
    await expect(form(page, 'iso-utc')).toHaveText('2016-04-30T11:18:25.796Z');
    await expect(page.getByRole('list', { name: 'Other readings' })).toContainText('Unix nanoseconds: 1975-07-30T');
    await pickZone(page, 'America/New_York');
    await input(page).fill('2024-11-03 01:30:00');
    await expect(page.getByText('happens twice in America/New_York')).toBeVisible();
    await expect(form(page, 'iso-utc')).toHaveText('2024-11-03T05:30:00Z');
    await pickZone(page, 'Europe/London');
    await expect(form(page, 'iso-utc')).toHaveText('2024-11-03T01:30:00Z');
  });
});
