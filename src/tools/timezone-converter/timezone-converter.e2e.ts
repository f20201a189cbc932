import { expect, test, type Page } from '../../../e2e/test';
import { watchRequests } from '../../../e2e/network';

const dateTime = (page: Page) => page.getByRole('textbox', { name: 'Date and Time' });
const fromZone = (page: Page) => page.getByRole('combobox', { name: 'From Timezone' });
const toZone = (page: Page) => page.getByRole('combobox', { name: 'To Timezone' });
const resultPanel = (page: Page) => page.getByRole('region', { name: 'Converted Time' });
const resultTime = (page: Page) => page.getByTestId('converted-time');
const resultZone = (page: Page) => page.getByTestId('converted-zone');

async function open(page: Page) {
  await page.goto('/#/timezone-converter');
  await expect(resultPanel(page)).toBeVisible();
}

/** Opens a zone picker, types into it and picks the first match with Enter. */
async function chooseZone(page: Page, picker: ReturnType<typeof fromZone>, query: string) {
  await picker.click();
  await picker.fill(query);
  await expect(page.getByRole('listbox')).toBeVisible();
  await picker.press('Enter');
}

async function setUp(page: Page, text: string, from: string, to: string) {
  await open(page);
  await chooseZone(page, fromZone(page), from);
  await chooseZone(page, toZone(page), to);
  await dateTime(page).fill(text);
}

test.describe('Timezone Converter defaults', () => {
  test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

  test("From is the browser's zone, To is UTC, and the date-time is now in the From zone", async ({ page }) => {
    await page.clock.setFixedTime(new Date('2024-03-10T12:00:42Z'));
    await open(page);
    await expect(dateTime(page)).toHaveValue('2024-03-10T08:00');
    await expect(fromZone(page)).toHaveValue('America/New_York');
    await expect(fromZone(page)).toHaveAccessibleDescription('UTC-04:00');
    await expect(toZone(page)).toHaveValue('UTC');
    await expect(resultZone(page)).toHaveText('UTC');
    await expect(resultTime(page)).toHaveText('Sunday, March 10, 2024 12:00 PM');
  });

  test('Now sets the current time in the From zone', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2024-07-01T23:15:00Z'));
    await open(page);
    await chooseZone(page, fromZone(page), 'Asia/Tokyo');
    await dateTime(page).fill('2000-01-01T00:00');
    await page.getByRole('button', { name: 'Now' }).click();
    await expect(dateTime(page)).toHaveValue('2024-07-02T08:15');
    await expect(resultTime(page)).toHaveText('Monday, July 1, 2024 11:15 PM');
  });
});

test.describe('Timezone Converter in Kolkata', () => {
  test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-US' });

  test('defaults follow the browser zone there too', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2024-03-10T12:00:00Z'));
    await open(page);
    await expect(fromZone(page)).toHaveValue(/^Asia\/(Kolkata|Calcutta)$/);
    await expect(dateTime(page)).toHaveValue('2024-03-10T17:30');
    await expect(resultTime(page)).toHaveText('Sunday, March 10, 2024 12:00 PM');
  });
});

test.describe('Timezone Converter', () => {
  test('formats the result as "dddd, MMMM D, YYYY h:mm A" and recomputes on every change', async ({ page }) => {
    await setUp(page, '2024-03-10T07:30', 'UTC', 'UTC');
    await expect(resultTime(page)).toHaveText('Sunday, March 10, 2024 7:30 AM');
    await dateTime(page).fill('2024-12-31T00:05');
    await expect(resultTime(page)).toHaveText('Tuesday, December 31, 2024 12:05 AM');
    await chooseZone(page, toZone(page), 'tokyo');
    await expect(toZone(page)).toHaveValue('Asia/Tokyo');
    await expect(resultZone(page)).toHaveText('Asia/Tokyo');
    await expect(resultTime(page)).toHaveText('Tuesday, December 31, 2024 9:05 AM');
    await chooseZone(page, fromZone(page), 'Pacific/Kiritimati');
    await chooseZone(page, toZone(page), 'Pacific/Pago_Pago');
    await dateTime(page).fill('2024-01-01T00:00');
    await expect(resultTime(page)).toHaveText('Saturday, December 30, 2023 11:00 PM');
    await expect(resultPanel(page)).toContainText('UTC-11:00 · 2 days behind');
  });

  test('a blank date-time or zone clears the result to "..."', async ({ page }) => {
    await setUp(page, '2024-03-10T07:30', 'UTC', 'Europe/Paris');
    await expect(resultTime(page)).toHaveText('Sunday, March 10, 2024 8:30 AM');
    await dateTime(page).fill('');
    await expect(resultTime(page)).toHaveText('...');
    await dateTime(page).fill('2024-03-10T07:30');
    await expect(resultTime(page)).toHaveText('Sunday, March 10, 2024 8:30 AM');
    await toZone(page).fill('');
    await expect(resultTime(page)).toHaveText('...');
    await chooseZone(page, toZone(page), 'Europe/Paris');
    await fromZone(page).fill('');
    await expect(resultTime(page)).toHaveText('...');
  });

  test('"Invalid Date" for an unparseable date-time, "Error converting date" for an unknown zone', async ({ page }) => {
    await setUp(page, '2024-02-30T10:00', 'UTC', 'UTC');
    await expect(resultTime(page)).toHaveText('Invalid Date');
    await expect(dateTime(page)).toHaveAttribute('aria-invalid', 'true');
    await dateTime(page).fill('next tuesday');
    await expect(resultTime(page)).toHaveText('Invalid Date');
    await dateTime(page).fill('2024-02-29T10:00');
    await expect(resultTime(page)).toHaveText('Thursday, February 29, 2024 10:00 AM');

    await fromZone(page).fill('Mars/Olympus_Mons');
    await expect(page.getByText('No timezone matches.')).toBeVisible();
    await fromZone(page).press('Enter');
    await expect(resultTime(page)).toHaveText('Error converting date');
    await expect(fromZone(page)).toHaveValue('Mars/Olympus_Mons');
    await expect(fromZone(page)).toHaveAttribute('aria-invalid', 'true');
  });

  test('a skipped wall time is explained and converted forward', async ({ page }) => {
    await setUp(page, '2024-03-10T02:30', 'America/New_York', 'UTC');
    const note = page.getByRole('note', { name: 'Clock change' });
    await expect(note).toContainText('This time does not exist in America/New_York');
    await expect(note).toContainText(
      '2:30 AM on Sunday, March 10, 2024 is skipped: the clocks jump forward 1 hour, from 2:00 AM to 3:00 AM (UTC-05:00 → UTC-04:00). It is converted as Sunday, March 10, 2024 3:30 AM (UTC-04:00), 1 hour later.',
    );
    await expect(resultTime(page)).toHaveText('Sunday, March 10, 2024 7:30 AM');
    await dateTime(page).fill('2024-03-10T03:30');
    await expect(note).toHaveCount(0);
    await expect(resultTime(page)).toHaveText('Sunday, March 10, 2024 7:30 AM');
    await expect(page.getByText('Temporal’s “compatible” rule')).toBeVisible();
  });

  test('a repeated wall time is explained; the first is used unless the second is chosen', async ({ page }) => {
    await setUp(page, '2024-11-03T01:30', 'new york', 'UTC');
    const note = page.getByRole('note', { name: 'Clock change' });
    await expect(note).toContainText('This time happens twice in America/New_York');
    await expect(note).toContainText('the clocks fall back 1 hour, from 2:00 AM to 1:00 AM (UTC-04:00 → UTC-05:00)');
    await expect(page.getByRole('radio', { name: 'First (UTC-04:00)' })).toBeChecked();
    await expect(resultTime(page)).toHaveText('Sunday, November 3, 2024 5:30 AM');
    await page.getByRole('radio', { name: 'Second (UTC-05:00)' }).check();
    await expect(resultTime(page)).toHaveText('Sunday, November 3, 2024 6:30 AM');
    // Swapping keeps that very instant: 6:30 AM UTC back to the second 1:30 AM.
    await page.getByRole('button', { name: 'Swap timezones' }).click();
    await expect(fromZone(page)).toHaveValue('UTC');
    await expect(toZone(page)).toHaveValue('America/New_York');
    await expect(dateTime(page)).toHaveValue('2024-11-03T06:30');
    await expect(resultTime(page)).toHaveText('Sunday, November 3, 2024 1:30 AM');
    await expect(resultPanel(page)).toContainText('UTC-05:00');
  });

  test('the zone pickers list every supported zone with its offset and work by keyboard', async ({ page }) => {
    await open(page);
    const supported = await page.evaluate(() => Intl.supportedValuesOf('timeZone').length);
    await toZone(page).focus();
    await toZone(page).press('ArrowDown');
    const list = page.getByRole('listbox', { name: 'To Timezone' });
    // Every supported zone plus UTC; the list renders the ones in view and says how many there are.
    await expect(list.getByRole('option', { selected: true })).toHaveAttribute('aria-setsize', String(supported + 1));
    await expect(list.getByRole('option', { selected: true })).toHaveText('UTCUTC+00:00');
    await toZone(page).press('PageDown');
    await toZone(page).press('PageDown');
    await expect(list.getByRole('option', { selected: true })).toHaveAttribute('aria-posinset', '21');
    await list.evaluate((element) => element.parentElement?.scrollTo({ top: element.parentElement.scrollHeight }));
    await expect(list.getByRole('option').last()).toHaveAttribute('aria-posinset', String(supported + 1));
    await toZone(page).fill('kolkata');
    await expect(list.getByRole('option', { name: /^Asia\/(Kolkata|Calcutta \(Kolkata\))/ })).toContainText('UTC+05:30');

    await toZone(page).fill('+05:45');
    await expect(list.getByRole('option')).toHaveText([/^Asia\/(Kathmandu|Katmandu \(Kathmandu\))UTC\+05:45$/]);
    await toZone(page).fill('london');
    await toZone(page).press('ArrowDown');
    await toZone(page).press('ArrowUp');
    await expect(list.getByRole('option', { selected: true })).toContainText('Europe/London');
    await toZone(page).press('Escape');
    await expect(list).toHaveCount(0);
    await expect(toZone(page)).toHaveValue('UTC');

    await toZone(page).fill('sydney');
    await page.getByRole('option', { name: /Australia\/Sydney/ }).click();
    await expect(toZone(page)).toHaveValue('Australia/Sydney');
    await expect(resultZone(page)).toHaveText('Australia/Sydney');
  });

  test('more zones side by side, on a timeline with working hours, and picking an hour there', async ({ page }) => {
    await setUp(page, '2024-01-15T10:20', 'America/New_York', 'Europe/London');
    await chooseZone(page, page.getByRole('combobox', { name: 'Add Timezone' }), 'kolkata');
    const more = page.getByRole('list', { name: 'More timezones' });
    await expect(more).toContainText(/Asia\/(Kolkata|Calcutta)/);
    await expect(more).toContainText('Monday, January 15, 2024 8:50 PM');

    const timeline = page.getByRole('table');
    await expect(timeline.getByRole('row')).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'Pick 10:00 AM UTC-05:00' })).toHaveAttribute('aria-pressed', 'true');
    await expect(
      timeline
        .getByRole('row', { name: /^Europe\/London/ })
        .getByRole('cell')
        .nth(9),
    ).toHaveText('2 PM (working hours)');
    await expect(page.getByRole('status').filter({ hasText: /^No hour of this day/ })).toHaveText(
      'No hour of this day is inside working hours (9 AM–5 PM) in every zone.',
    );

    await page.getByRole('button', { name: /^Remove Asia\/(Kolkata|Calcutta)$/ }).click();
    await expect(more).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: /^Working hours/ })).toHaveText(
      'Working hours in every zone: 9:00 AM – 12:00 PM (America/New_York time).',
    );

    await page.getByRole('button', { name: 'Pick 9:00 AM UTC-05:00' }).click();
    await expect(dateTime(page)).toHaveValue('2024-01-15T09:20');
    await expect(resultTime(page)).toHaveText('Monday, January 15, 2024 2:20 PM');
  });

  test('using the tool makes no network request beyond its own static files', async ({ page, baseURL }) => {
    const requests = watchRequests(page, baseURL);
    await setUp(page, '2024-11-03T01:30', 'America/New_York', 'Asia/Kathmandu');
    await chooseZone(page, page.getByRole('combobox', { name: 'Add Timezone' }), 'Pacific/Apia');
    await page.getByRole('radio', { name: 'Second (UTC-05:00)' }).check();
    await page.getByRole('button', { name: 'Swap timezones' }).click();
    await page.getByRole('button', { name: 'Now' }).click();
    await expect(resultTime(page)).not.toHaveText('...');
    expect(requests.foreign()).toEqual([]);
  });
});
