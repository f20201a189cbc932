import { expect, test, type Page } from '../../../e2e/test';
import { watchRequests } from '../../../e2e/network';
import { editorTextOf } from '../../../e2e/editor';

const TIMEOUT_MESSAGE =
  'The regular expression took longer than 1 second and was stopped. It probably backtracks catastrophically: look for nested quantifiers such as (a+)+.';

const patternField = (page: Page) => page.getByRole('textbox', { name: 'Regular Expression' });
const flagsField = (page: Page) => page.getByRole('textbox', { name: 'Flags' });
const replaceField = (page: Page) => page.getByRole('textbox', { name: 'Replace' });
const testString = (page: Page) => page.getByRole('textbox', { name: 'Test String' });
const heading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Matches/ });
const matchList = (page: Page) => page.getByRole('list', { name: 'Matches' });
const entries = (page: Page) => matchList(page).getByRole('listitem');
const status = (page: Page) => page.getByRole('status').filter({ hasText: /match|Matching|Stopped/ });

/** The text of the highlighted matches in the Test String, in order. */
const highlighted = (page: Page) => testString(page).locator('.cm-text-mark').allTextContents();

async function open(page: Page) {
  await page.goto('/#/regex-tester');
  // The first search waits for the worker to load, which a busy machine can make slow.
  await expect(heading(page)).toHaveText(/^Matches \(\d+\)$/, { timeout: 30_000 });
}

/** Puts text in the Test String as a visitor pasting it would. */
async function pasteTestString(page: Page, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await testString(page).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Control+V');
}

async function typeTestString(page: Page, text: string) {
  await testString(page).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(text);
}

test.describe('Regex Tester', () => {
  test('opens alive: default pattern, flags g, sample text, highlighted matches and their list', async ({ page }) => {
    await open(page);
    await expect(patternField(page)).toHaveValue('(?<user>[\\w.+-]+)@(?<domain>[\\w-]+(?:\\.[\\w-]+)+)');
    await expect(flagsField(page)).toHaveValue('g');
    await expect(page.getByRole('button', { name: 'g global' })).toHaveAttribute('aria-pressed', 'true');
    await expect(heading(page)).toHaveText('Matches (2)');
    await expect(status(page)).toHaveText(/^2 matches in \d+(\.\d)? ms$/);
    await expect.poll(() => highlighted(page)).toEqual(['hello@devdeck.dev', 'jane.doe+news@mail.example.co.uk']);
    await expect(entries(page)).toHaveCount(2);
    const first = entries(page).first();
    await expect(first).toContainText('Match 1');
    await expect(first).toContainText('hello@devdeck.dev');
    await expect(first).toContainText('Index 8');
    await expect(first).toContainText('user (group 1)hello');
    await expect(first).toContainText('domain (group 2)devdeck.dev');
    await expect(entries(page).nth(1)).toContainText('Index 29');
    await expect(page.getByLabel('Library')).toHaveValue('email');
  });

  test('the highlighting and the list follow typing in the pattern and the text', async ({ page }) => {
    await open(page);
    await patternField(page).fill('\\d+');
    await typeTestString(page, 'a1 b22 c333');
    await expect(heading(page)).toHaveText('Matches (3)');
    await expect.poll(() => highlighted(page)).toEqual(['1', '22', '333']);
    await expect(entries(page).nth(2)).toContainText('Match 3333Index 8');
    await page.keyboard.press('End');
    await page.keyboard.insertText(' 4444');
    await expect(heading(page)).toHaveText('Matches (4)');
    await expect.poll(() => highlighted(page)).toEqual(['1', '22', '333', '4444']);
    // Zero-length matches show as thin bars, and the search moves past them.
    await patternField(page).fill('\\b');
    await expect(heading(page)).toHaveText('Matches (8)');
    await expect(testString(page).locator('.cm-text-mark-empty')).toHaveCount(8);
    await expect(entries(page).first()).toContainText('Match 1emptyIndex 0');
  });

  test('numbered groups, unmatched groups as empty, named groups by name', async ({ page }) => {
    await open(page);
    await patternField(page).fill('(?<year>\\d{4})-(\\d{2})(-(\\d{2}))?');
    await typeTestString(page, 'from 2024-03 to 2025-12-31');
    await expect(heading(page)).toHaveText('Matches (2)');
    const [first, second] = [entries(page).nth(0), entries(page).nth(1)];
    await expect(first).toContainText('year (group 1)2024');
    await expect(first).toContainText('Group 203');
    await expect(first).toContainText('Group 3empty');
    await expect(first).toContainText('Group 4empty');
    await expect(second).toContainText('Match 22025-12-31Index 16');
    await expect(second).toContainText('Group 3-31');
    await expect(second).toContainText('Group 431');
  });

  test('"No matches found" when nothing matches and for an empty pattern', async ({ page }) => {
    await open(page);
    await patternField(page).fill('zzz');
    await expect(heading(page)).toHaveText('Matches (0)');
    await expect(page.getByText('No matches found')).toBeVisible();
    await expect(testString(page).locator('.cm-text-mark')).toHaveCount(0);
    await patternField(page).fill('');
    await expect(heading(page)).toHaveText('Matches (0)');
    await expect(page.getByText('No matches found')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('an invalid pattern shows the engine message and keeps everything typed', async ({ page }) => {
    await open(page);
    await typeTestString(page, 'keep (this) text');
    await patternField(page).fill('(ab');
    await expect(page.getByRole('alert')).toHaveText('Invalid regular expression: /(ab/g: Unterminated group');
    await expect(patternField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(heading(page)).toHaveText('Matches (0)');
    await expect(page.getByText('No matches found')).toBeVisible();
    expect(await editorTextOf(page, 'Test String')).toBe('keep (this) text');
    await expect(page.getByRole('button', { name: 'Copy regex' })).toBeDisabled();
    await patternField(page).fill('\\(th?');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(heading(page)).toHaveText('Matches (1)');
    await expect.poll(() => highlighted(page)).toEqual(['(th']);
  });

  test('an unknown, repeated or conflicting flag is reported, not ignored', async ({ page }) => {
    await open(page);
    await flagsField(page).fill('gx');
    await expect(page.getByRole('alert')).toHaveText(/^Unknown flag "x"\. Valid flags: (\w, )*g, i, m, s, u, v, y\.$/);
    await expect(flagsField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(heading(page)).toHaveText('Matches (0)');
    await flagsField(page).fill('gig');
    await expect(page.getByRole('alert')).toHaveText('Flag "g" is repeated.');
    await flagsField(page).fill('guv');
    await expect(page.getByRole('alert')).toHaveText('Flags "u" and "v" cannot be combined.');
    await flagsField(page).fill('g');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(heading(page)).toHaveText('Matches (2)');
  });

  test('flag toggles and the Flags text stay in step, by mouse and keyboard', async ({ page }) => {
    await open(page);
    await patternField(page).fill('^\\w');
    await typeTestString(page, 'Ab\ncd');
    await expect(heading(page)).toHaveText('Matches (1)');
    await page.getByRole('button', { name: 'm multiline' }).click();
    await expect(flagsField(page)).toHaveValue('gm');
    await expect(heading(page)).toHaveText('Matches (2)');
    await page.getByRole('button', { name: 'g global' }).focus();
    await page.keyboard.press('Space');
    await expect(flagsField(page)).toHaveValue('m');
    await expect(page.getByRole('button', { name: 'g global' })).toHaveAttribute('aria-pressed', 'false');
    await expect(heading(page)).toHaveText('Matches (1)');
    await flagsField(page).fill('gu');
    await expect(page.getByRole('button', { name: 'u unicode', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'v unicode sets' }).click();
    await expect(flagsField(page)).toHaveValue('gv');
    await expect(page.getByRole('button', { name: 'u unicode', exact: true })).toHaveAttribute('aria-pressed', 'false');
  });

  test('the sticky flag only matches where the last match ended', async ({ page }) => {
    await open(page);
    await patternField(page).fill('a');
    await typeTestString(page, 'aab a');
    await expect(heading(page)).toHaveText('Matches (3)');
    await page.getByRole('button', { name: 'y sticky' }).click();
    await expect(heading(page)).toHaveText('Matches (2)');
    await expect.poll(() => highlighted(page)).toEqual(['a', 'a']);
  });

  test('the Replace field previews the substitution live with $1, $<name> and $&', async ({ page }) => {
    await open(page);
    await expect.poll(() => editorTextOf(page, 'Substitution Preview')).toContain('Contact hello at devdeck.dev or jane.doe+news at mail.example.co.uk.');
    await patternField(page).fill('(?<first>\\w+) (\\w+)');
    await typeTestString(page, 'Ada Lovelace; Alan Turing');
    await replaceField(page).fill('$2, $<first> [$&] $$');
    await expect.poll(() => editorTextOf(page, 'Substitution Preview')).toBe('Lovelace, Ada [Ada Lovelace] $; Turing, Alan [Alan Turing] $');
    await page.getByRole('button', { name: 'Copy substitution preview' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Lovelace, Ada [Ada Lovelace] $; Turing, Alan [Alan Turing] $');
  });

  test('a substitution too large to preview says so instead of freezing', async ({ page }) => {
    await open(page);
    await patternField(page).fill('.');
    await pasteTestString(page, 'x'.repeat(7000));
    await expect(heading(page)).toHaveText('Matches (7,000)');
    await replaceField(page).fill("$'");
    await expect(page.getByRole('alert')).toHaveText('The substitution result would be over 20,000,000 characters, too large to preview.');
    await replaceField(page).fill('y');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('the library fills in a ready pattern and keeps a replacement of your own', async ({ page }) => {
    await open(page);
    await page.getByLabel('Library').selectOption({ label: 'IPv4 address' });
    await expect(flagsField(page)).toHaveValue('g');
    await expect(heading(page)).toHaveText('Matches (2)');
    await expect.poll(() => highlighted(page)).toEqual(['192.168.1.20', '10.0.0.255']);
    await expect(replaceField(page)).toHaveValue('[IPv4 $&]');
    await page.getByLabel('Library').selectOption({ label: 'ISO 8601 date' });
    await expect.poll(() => highlighted(page)).toEqual(['2024-03-15', '2024-06-01T09:30:00Z']);
    await expect(entries(page).nth(1)).toContainText('zone (group 5)Z');
    await replaceField(page).fill('my own $<year>');
    await page.getByLabel('Library').selectOption({ label: 'UUID' });
    await expect(heading(page)).toHaveText('Matches (1)');
    await expect(replaceField(page)).toHaveValue('my own $<year>');
    await page.getByLabel('Library').selectOption({ label: 'IPv6 address' });
    await expect.poll(() => highlighted(page)).toEqual(['2001:db8::8a2e:370:7334', '::1']);
    await expect(flagsField(page)).toHaveValue('gi');
    // Editing the pattern makes it a custom one.
    await patternField(page).press('End');
    await patternField(page).pressSequentially('x');
    await expect(page.getByLabel('Library')).toHaveValue('');
  });

  test('Copy regex puts the pattern on the clipboard as a JavaScript literal', async ({ page }) => {
    await open(page);
    await patternField(page).fill('a/b');
    await flagsField(page).fill('gi');
    await page.getByRole('button', { name: 'Copy regex' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('/a\\/b/gi');
  });

  test('a catastrophic pattern is stopped after 1 s while the page stays responsive', async ({ page }) => {
    await open(page);
    await typeTestString(page, `${'a'.repeat(40)}b`);
    // Count the frames the page paints from the moment the pattern is typed until the message appears.
    await patternField(page).evaluate((field) => {
      const state = window as unknown as { framesWhileSearching: number };
      state.framesWhileSearching = 0;
      const tick = () => {
        if (document.querySelector('[role=alert]')) return;
        state.framesWhileSearching += 1;
        requestAnimationFrame(tick);
      };
      field.addEventListener('input', () => requestAnimationFrame(tick), { once: true });
    });
    await patternField(page).fill('(a+)+$');
    await expect(page.getByRole('alert')).toHaveText(TIMEOUT_MESSAGE);
    await expect(status(page)).toHaveText('Stopped after 1 s');
    expect(await page.evaluate(() => (window as unknown as { framesWhileSearching: number }).framesWhileSearching)).toBeGreaterThan(10);
    await expect(heading(page)).toHaveText('Matches (0)');
    // A fresh worker takes the next search.
    await patternField(page).fill('(a+)+b');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(heading(page)).toHaveText('Matches (1)');
  });

  test('100 000 matches: the list scrolls smoothly by drawing only what is in view', async ({ page }) => {
    await open(page);
    await patternField(page).fill('a');
    await pasteTestString(page, 'a,'.repeat(100_000));
    await expect(heading(page)).toHaveText('Matches (100,000)');
    expect(await entries(page).count()).toBeLessThan(100);
    await expect(entries(page).first()).toHaveAttribute('aria-setsize', '100000');
    await matchList(page).focus();
    await page.keyboard.press('End');
    await expect(matchList(page).getByText('Match 100,000')).toBeVisible();
    await expect(matchList(page).getByRole('listitem').last()).toContainText('Index 199,998');
    expect(await entries(page).count()).toBeLessThan(100);
    // Highlighting draws only the visible matches too.
    const marks = await testString(page).locator('.cm-text-mark').count();
    expect(marks).toBeGreaterThan(0);
    expect(marks).toBeLessThan(5000);
  });

  test('over 200 000 matches: all are counted, the first 200 000 listed and replaced, with notes', async ({ page }) => {
    test.setTimeout(90_000);
    await open(page);
    await patternField(page).fill('x');
    await replaceField(page).fill('y');
    await pasteTestString(page, 'x'.repeat(250_000));
    await expect(heading(page)).toHaveText('Matches (250,000)', { timeout: 20_000 });
    await expect(page.getByText('Showing the first 200,000 of 250,000 matches.')).toBeVisible();
    await expect(page.getByText('Only the first 200,000 matches are replaced in this preview.')).toBeVisible();
    await matchList(page).focus();
    await page.keyboard.press('End');
    await expect(matchList(page).getByText('Match 200,000')).toBeVisible();
  });

  test('a 1 MB test string is searched in the background and updates as you type', async ({ page }) => {
    test.setTimeout(120_000);
    const lines = Array.from({ length: 21_000 }, (_, index) => `${String(index).padStart(5, '0')} user${index}@example.com signed in, status ok`);
    const text = lines.join('\n');
    expect(text.length).toBeGreaterThan(1_000_000);
    await open(page);
    await patternField(page).fill('@example\\.com');
    await pasteTestString(page, text);
    await expect(heading(page)).toHaveText('Matches (21,000)', { timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Test String' }).getByText(/^1,\d{3},\d{3} characters$/)).toBeVisible();
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText(' me@example.com');
    await expect(heading(page)).toHaveText('Matches (21,001)', { timeout: 30_000 });
    await expect(testString(page).locator('.cm-line').last()).toHaveText('20999 user20999@example.com signed in, status ok me@example.com');
    await expect(testString(page).locator('.cm-line').last().locator('.cm-text-mark')).toHaveText(['@example.com', '@example.com'], { timeout: 30_000 });
  });

  test('opens a text file into the Test String and refuses other files', async ({ page }) => {
    await open(page);
    const fileInput = page.locator('input[type=file][aria-label="Open file"]');
    await fileInput.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not text') });
    await expect(page.getByRole('alert')).toHaveText('Please open a text file (.txt, .md, .csv, .log, .json, source code, ...).');
    await fileInput.setInputFiles({ name: 'huge.txt', mimeType: 'text/plain', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 'a') });
    await expect(page.getByRole('alert')).toHaveText('This file is larger than 10 MB.');
    await fileInput.setInputFiles({ name: 'server.log', mimeType: '', buffer: Buffer.from('ok admin@example.org\nfail root@example.net') });
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(heading(page)).toHaveText('Matches (2)');
    expect(await editorTextOf(page, 'Test String')).toBe('ok admin@example.org\nfail root@example.net');
    await page.getByRole('button', { name: 'Sample', exact: true }).click();
    await expect(heading(page)).toHaveText('Matches (2)');
    await expect(entries(page).first()).toContainText('hello@devdeck.dev');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(heading(page)).toHaveText('Matches (0)');
  });

  test('using the tool makes no network request beyond its own static files', async ({ page, baseURL }) => {
    const requests = watchRequests(page, baseURL);
    await open(page);
    await page.getByLabel('Library').selectOption({ label: 'URL' });
    await expect(heading(page)).toHaveText('Matches (2)');
    await patternField(page).fill('https?://\\S+');
    await typeTestString(page, 'fetch https://example.com/x and http://127.0.0.1:9/y');
    await replaceField(page).fill('<$&>');
    await expect.poll(() => editorTextOf(page, 'Substitution Preview')).toBe('fetch <https://example.com/x> and <http://127.0.0.1:9/y>');
    await page.getByRole('button', { name: 'Copy regex' }).click();
    await page.getByRole('button', { name: 'Copy substitution preview' }).click();
    expect(requests.foreign()).toEqual([]);
  });
});
