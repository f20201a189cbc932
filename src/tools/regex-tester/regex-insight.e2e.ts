import { expect, test, type Page } from '../../../e2e/test';
import { watchRequests } from '../../../e2e/network';

const patternField = (page: Page) => page.getByRole('textbox', { name: 'Regular Expression' });
const flagsField = (page: Page) => page.getByRole('textbox', { name: 'Flags' });
const diagram = (page: Page) => page.getByRole('img', { name: /^Railroad diagram of / });
const sample = (page: Page) => page.getByLabel('Sample string');
const explanation = (page: Page) => page.getByRole('list', { name: 'Explanation of the pattern' });

/** True when the pattern, with its flags, matches the whole text: checked by the page's own engine. */
const matchesWhole = (page: Page, pattern: string, flags: string, text: string) =>
  page.evaluate(([source, flagText, value]) => new RegExp(`^(?:${source})$`, flagText.replace('g', '')).test(value), [pattern, flags, text] as const);

/** The script files the page has asked for whose names start with this. */
function scriptsNamed(requested: string[], prefix: string) {
  return requested.filter((url) => new URL(url).pathname.startsWith(`/assets/${prefix}`));
}

test.describe('Regex Tester: diagram, sample and explanation', () => {
  test('each panel opens on demand, loads its library then, and copes with the v flag; no foreign request', async ({ page, baseURL }) => {
    const requests = watchRequests(page, baseURL);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/#/regex-tester');
    await expect(page.getByRole('heading', { level: 2, name: /^Matches \(\d+\)$/ })).toBeVisible({ timeout: 30_000 });
    // Closed panels load nothing: no parser worker, no diagram or sample library.
    expect(scriptsNamed(requested, 'regex-insight')).toEqual([]);

    await page.getByRole('button', { name: 'Show diagram' }).click();
    await expect(diagram(page)).toBeVisible({ timeout: 30_000 });
    await expect(diagram(page).locator('text').first()).toHaveText('group #1 user');
    await expect(diagram(page).locator('text', { hasText: '"@"' })).toHaveCount(1);
    expect(scriptsNamed(requested, 'regex-diagram')).toHaveLength(1);
    expect(scriptsNamed(requested, 'regex-sample')).toEqual([]);

    await page.getByRole('button', { name: 'Show sample' }).click();
    await expect(page.getByText('The whole sample matches the pattern')).toBeVisible({ timeout: 30_000 });
    const pattern = await patternField(page).inputValue();
    const first = await sample(page).innerText();
    expect(await matchesWhole(page, pattern, 'g', first)).toBe(true);
    await page.getByRole('button', { name: 'New sample' }).click();
    await expect(sample(page)).not.toHaveText(first);
    expect(await matchesWhole(page, pattern, 'g', await sample(page).innerText())).toBe(true);

    await page.getByRole('button', { name: 'Show explanation' }).click();
    await expect(explanation(page)).toContainText('Capturing group #1 (user): remembers the text it matches');
    await expect(page.getByRole('list', { name: 'Flags' })).toContainText('global: Find every match, not just the first');

    // The v flag: set subtraction, drawn, exemplified and explained.
    await patternField(page).fill('[\\p{L}--[a-z]]+');
    await flagsField(page).fill('v');
    await expect(diagram(page)).toHaveAccessibleName('Railroad diagram of /[\\p{L}--[a-z]]+/v; the Explanation panel says it in words');
    await expect(diagram(page).locator('text', { hasText: '\\p{L}--[a-z]' })).toHaveCount(1);
    await expect(explanation(page)).toContainText('Subtraction (--): characters of the first set that are in none of the others');
    await expect.poll(async () => matchesWhole(page, '[\\p{L}--[a-z]]+', 'v', await sample(page).innerText())).toBe(true);
    await expect(page.getByText('The whole sample matches the pattern')).toBeVisible();

    expect(requests.foreign()).toEqual([]);
  });
});
