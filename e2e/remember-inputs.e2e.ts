import { expect, test, type Page } from './test';

const rememberSwitch = (page: Page) => page.getByRole('switch', { name: 'Remember my inputs on this device' });
const storedInputKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('devdeck:input:')));
const pattern = (page: Page) => page.getByRole('textbox', { name: 'Regular Expression' });

test.describe('remember my inputs', () => {
  test('is off by default: nothing is kept and a reload starts afresh', async ({ page }) => {
    await page.goto('/#/regex-tester');
    await expect(rememberSwitch(page)).not.toBeChecked();
    await pattern(page).fill('kept-nowhere');
    await page.waitForTimeout(500); // longer than the save delay, so a save would have happened
    expect(await storedInputKeys(page)).toEqual([]);
    await page.reload();
    await expect(pattern(page)).not.toHaveValue('kept-nowhere');
  });

  test('when switched on, keeps each tool’s inputs across visits; switching off forgets them', async ({ page }) => {
    await page.goto('/#/regex-tester');
    await rememberSwitch(page).check();
    await pattern(page).fill('remembered-\\d+');
    await page.goto('/#/word-counter');
    await expect(rememberSwitch(page)).toBeChecked();
    await page.getByRole('textbox', { name: 'Text' }).click();
    await page.keyboard.type('three small words');
    await expect.poll(() => storedInputKeys(page)).toEqual(expect.arrayContaining(['devdeck:input:regex-tester:pattern', 'devdeck:input:word-counter:text']));

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Text' })).toContainText('three small words');
    // Remembered text is counted on opening, not only after the next edit.
    await expect(
      page
        .getByRole('term')
        .filter({ hasText: /^Words$/ })
        .locator('xpath=following-sibling::dd[1]'),
    ).toHaveText('3');
    await page.goto('/#/regex-tester');
    await expect(pattern(page)).toHaveValue('remembered-\\d+');

    await rememberSwitch(page).uncheck();
    expect(await storedInputKeys(page)).toEqual([]);
    await page.reload();
    await expect(pattern(page)).not.toHaveValue('remembered-\\d+');
  });

  test('never keeps a JWT or its secret, even when switched on', async ({ page }) => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJyZW1lbWJlci1tZSJ9.c2lnbmF0dXJl';
    await page.goto('/#/jwt-debugger');
    await rememberSwitch(page).check();
    await page.getByRole('textbox').first().click();
    await page.keyboard.type(token);
    await page.waitForTimeout(500);
    const everything = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(everything).not.toContain('eyJzdWIiOiJyZW1lbWJlci1tZSJ9');
    expect(await storedInputKeys(page)).toEqual([]);
  });

  test('never keeps a JSON document holding a JWT, and the switch says so', async ({ page }) => {
    const jwt = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJqc29uLWRvYy1zZWNyZXQifQ.c2lnbmF0dXJlLWJ5dGVz';
    const input = () => page.getByRole('textbox', { name: 'JSON Input' });
    await page.goto('/#/json-beautifier');
    await expect(rememberSwitch(page)).toHaveAccessibleDescription('Never keeps what looks like a secret: tokens, keys, passwords.');
    await rememberSwitch(page).check();
    await input().click();
    await page.keyboard.insertText('{"user":"ada"}');
    await expect.poll(() => storedInputKeys(page)).toContain('devdeck:input:json-beautifier:input');

    await input().click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(`{"user":"ada","session":"${jwt}"}`);
    await expect.poll(() => storedInputKeys(page)).not.toContain('devdeck:input:json-beautifier:input');
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain('eyJzdWIiOiJqc29uLWRvYy1zZWNyZXQifQ');
    await page.reload();
    await expect(input()).not.toContainText('json-doc-secret');
    await expect(input()).not.toContainText(jwt);
  });
});
