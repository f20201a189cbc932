import { readFileSync } from 'node:fs';
import { expect as baseExpect, test as baseTest, type Page } from '../../../e2e/test';
import { E2E_AI_TIMEOUT_MS, expect, test } from '../../../e2e/ai-fixture';
import { FAKE_RETRY_SECONDS, FAKE_TEXT } from '../../../test-support/fake-gemini';
import { startAiApp } from '../../../test-support/ai-app';
import { watchAiCalls } from '../../../e2e/network';

const prompt = (page: Page) => page.getByRole('textbox', { name: 'Text Prompt' });
const generateButton = (page: Page) => page.getByRole('button', { name: 'Generate Text' });
const generatedText = (page: Page) => page.getByRole('textbox', { name: 'Generated Text' }).inputValue();

async function open(page: Page) {
  await page.goto('/#/text-generator');
  await expect(prompt(page)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Engine' })).toBeVisible();
}

test.describe('Text Generator with AI', () => {
  test('defaults to AI, streams the answer into the pane, and copies it', async ({ page, baseURL }) => {
    await open(page);
    await expect(page.getByRole('radio', { name: 'AI' })).toBeChecked();
    const calls = watchAiCalls(page);
    await prompt(page).fill('A bakery website');
    await generateButton(page).click();
    await expect.poll(() => generatedText(page)).toBe(FAKE_TEXT);
    await expect(page.getByRole('status').filter({ hasText: 'words ·' })).toHaveText(/^\d+ words · \d+ characters$/);
    // Only our own origin, and only the task's inputs: no model, prompt template or key.
    expect(calls).toEqual([
      { url: `${baseURL}/api/ai/text-generate`, body: { prompt: 'A bakery website', length: { unit: 'paragraphs', count: 3 }, format: 'plain' } },
    ]);

    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(FAKE_TEXT);
  });

  test("IT-Tools' lorem ipsum generator address opens it on the Local engine, though AI is offered", async ({ page }) => {
    await page.goto('/#/lorem-ipsum-generator');
    await expect(page.getByRole('radio', { name: 'AI' })).toBeEnabled();
    await expect(page.getByRole('radio', { name: 'Local' })).toBeChecked();
  });

  test('a blank prompt says "Prompt is empty." and calls nothing', async ({ page }) => {
    await open(page);
    const calls = watchAiCalls(page);
    await generateButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Prompt is empty.');
    await prompt(page).fill('  \n ');
    await prompt(page).press('Control+Enter');
    await expect(page.getByRole('alert')).toHaveText('Prompt is empty.');
    expect(calls).toEqual([]);
  });

  test('shows "Generating..." while streaming; Stop ends the upstream call and keeps the text so far', async ({ page, aiApp }) => {
    await open(page);
    const started = aiApp.fake.requests.length;
    await prompt(page).fill('Many pieces [fake:trickle]');
    await generateButton(page).click();
    const busy = page.getByRole('button', { name: 'Generating...' });
    await expect(busy).toBeDisabled();
    await expect.poll(() => generatedText(page)).toContain('Piece 3.');
    await page.getByRole('button', { name: 'Stop' }).click();

    const stopped = await aiApp.fake.waitForDisconnect((request) => aiApp.fake.requests.indexOf(request) >= started);
    expect(stopped.finished).toBe(false);
    await expect(generateButton(page)).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Stopped.' })).toBeVisible();
    const kept = await generatedText(page);
    expect(kept).toMatch(/^Piece 1\. Piece 2\. Piece 3\./);
    expect(kept).not.toContain('Piece 200.');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('sends the length and format, which the server turns into its own prompt', async ({ page, aiApp }) => {
    await open(page);
    await page.getByRole('radio', { name: 'Sentences' }).check();
    await page.getByRole('spinbutton', { name: 'Length' }).fill('5');
    await page.getByLabel('Format').selectOption({ label: 'HTML' });
    // The fake echoes what it was sent.
    await prompt(page).fill('Echo please [fake:echo]');
    await generateButton(page).click();
    await expect.poll(() => generatedText(page)).toContain('Length: exactly 5 sentences.');
    const echoed = await generatedText(page);
    expect(echoed).toContain('HTML fragment');
    expect(echoed).toContain('Echo please [fake:echo]');
    expect(aiApp.fake.requests.at(-1)?.model).toBe('gemini-2.5-flash');
  });

  test('a count out of range is corrected to the limits before sending', async ({ page }) => {
    await open(page);
    const calls = watchAiCalls(page);
    await page.getByRole('radio', { name: 'Paragraphs' }).check();
    await page.getByRole('spinbutton', { name: 'Length' }).fill('999');
    await prompt(page).fill('x');
    await generateButton(page).click();
    await expect.poll(() => generatedText(page)).toBe(FAKE_TEXT);
    await expect(page.getByRole('spinbutton', { name: 'Length' })).toHaveValue('20');
    expect(calls[0]?.body).toMatchObject({ length: { unit: 'paragraphs', count: 20 } });
  });

  for (const [marker, message] of [
    ['429', `An error occurred: Error communicating with the API. The AI provider is rate limiting this server. Try again in ${FAKE_RETRY_SECONDS} s.`],
    ['500', 'An error occurred: Error communicating with the API. The AI provider failed (HTTP 500).'],
    ['safety', 'An error occurred: Error communicating with the API. The AI provider blocked this response for safety reasons. Try rewording your prompt.'],
    ['slow', `An error occurred: Error communicating with the API. The AI provider did not answer within ${E2E_AI_TIMEOUT_MS / 1000} s.`],
  ] as const) {
    test(`a provider failure ([fake:${marker}]) shows the spec's error line`, async ({ page }) => {
      await open(page);
      await prompt(page).fill(`x [fake:${marker}]`);
      await generateButton(page).click();
      await expect(page.getByRole('alert')).toHaveText(message);
      await expect(generateButton(page)).toBeEnabled();
      expect(await generatedText(page)).toBe('');
    });
  }

  test('a new run clears the previous result and error first', async ({ page }) => {
    await open(page);
    await prompt(page).fill('x [fake:500]');
    await generateButton(page).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await prompt(page).fill('x [fake:trickle]');
    await generateButton(page).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect.poll(() => generatedText(page)).toContain('Piece 1.');
    await page.getByRole('button', { name: 'Stop' }).click();

    await prompt(page).fill('x [fake:slow]');
    await generateButton(page).click();
    await expect(page.getByRole('button', { name: 'Generating...' })).toBeVisible();
    expect(await generatedText(page)).toBe('');
    await expect(page.getByRole('alert')).toBeVisible();
  });

  test('the Local engine works without calling anything', async ({ page }) => {
    await open(page);
    await page.getByRole('radio', { name: 'Local' }).check();
    const calls: string[] = [];
    page.on('request', (request) => calls.push(request.url()));
    await page.getByRole('spinbutton', { name: 'Length' }).fill('2');
    await prompt(page).fill('A bakery website');
    await generateButton(page).click();
    await expect.poll(() => generatedText(page)).toMatch(/^Lorem ipsum dolor sit amet, consectetur adipiscing elit\. /);
    expect((await generatedText(page)).split('\n\n')).toHaveLength(2);
    expect(calls).toEqual([]);
  });

  test('the lorem options show only with the Local engine, and shape its text', async ({ page }) => {
    await open(page);
    const startSwitch = page.getByRole('switch', { name: 'Start with Lorem ipsum' });
    await expect(startSwitch).toBeHidden();
    await page.getByRole('radio', { name: 'Local' }).check();
    await startSwitch.uncheck();
    const sentences = page.getByRole('group', { name: 'Sentences per paragraph' });
    await sentences.getByRole('spinbutton', { name: 'from' }).fill('1');
    await sentences.getByRole('spinbutton', { name: 'to' }).fill('1');
    await prompt(page).fill('A bakery website');
    await generateButton(page).click();
    await expect.poll(() => generatedText(page)).not.toBe('');
    const paragraphs = (await generatedText(page)).split('\n\n');
    expect(paragraphs[0]).not.toMatch(/^Lorem ipsum dolor/);
    // One sentence each: a single full stop, at the end.
    for (const paragraph of paragraphs) expect(paragraph).toMatch(/^[^.]+\.$/);
  });
});

test('our own rate limit says "Too many requests. Try again in N s." and offers the Local engine now', async ({ browser }) => {
  const app = await startAiApp({ env: { RATE_LIMIT_PER_MINUTE: '1' } });
  const context = await browser.newContext({ baseURL: app.baseUrl });
  try {
    const page = await context.newPage();
    await open(page);
    await prompt(page).fill('x');
    await generateButton(page).click();
    await expect.poll(() => generatedText(page)).toBe(FAKE_TEXT);
    await generateButton(page).click();
    // Up to 60 s for a one-a-minute limit, less the moments the first run took.
    await expect(page.getByRole('alert')).toHaveText(/^Too many requests\. Try again in ([1-5]?\d|60) s\.$/);
    // The new run cleared the earlier text, as the spec has it, and the tool is ready again.
    expect(await generatedText(page)).toBe('');
    await expect(generateButton(page)).toBeEnabled();

    // No need to wait: the Local engine runs at once, with no call.
    const calls = watchAiCalls(page);
    await page.getByRole('button', { name: 'Run with the Local engine now' }).click();
    await expect(page.getByRole('radio', { name: 'Local' })).toBeChecked();
    await expect.poll(() => generatedText(page)).toMatch(/^Lorem ipsum/);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Run with the Local engine now' })).toHaveCount(0);
    expect(calls).toEqual([]);
  } finally {
    await context.close();
    await app.stop();
  }
});

baseTest.describe('Text Generator without AI configured', () => {
  baseTest('defaults to Local, says AI is not configured, and generates with no network', async ({ page }) => {
    await page.goto('/#/text-generator');
    await baseExpect(page.getByRole('radio', { name: 'Local' })).toBeChecked();
    await baseExpect(page.getByRole('radio', { name: 'AI' })).toBeDisabled();
    await baseExpect(page.getByText('AI is not configured on this server.')).toBeVisible();
    const calls: string[] = [];
    page.on('request', (request) => calls.push(request.url()));

    await generateButton(page).click();
    await baseExpect(page.getByRole('alert')).toHaveText('Prompt is empty.');

    await page.getByRole('radio', { name: 'Words' }).check();
    await page.getByRole('spinbutton', { name: 'Length' }).fill('5');
    await page.getByLabel('Format').selectOption({ label: 'HTML' });
    await prompt(page).fill('Anything');
    await generateButton(page).click();
    await baseExpect.poll(() => generatedText(page)).toBe('<p>Lorem ipsum dolor sit amet.</p>');
    await baseExpect(page.getByRole('alert')).toHaveCount(0);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    baseExpect(download.suggestedFilename()).toBe('generated-text.html');
    baseExpect(readFileSync(await download.path(), 'utf8')).toBe('<p>Lorem ipsum dolor sit amet.</p>');
    baseExpect(calls.filter((url) => !url.startsWith('blob:'))).toEqual([]);
  });
});
