import { readFileSync } from 'node:fs';
import { expect as baseExpect, test as baseTest, type Page } from '../../../e2e/test';
import { E2E_AI_TIMEOUT_MS, expect, test } from '../../../e2e/ai-fixture';
import { FAKE_RETRY_SECONDS } from '../../../test-support/fake-gemini';
import { watchRequests } from '../../../e2e/network';

const FAKE_COLORS = ['#112233', '#445566', '#778899', '#AABBCC', '#DDEEFF'];
const theme = (page: Page) => page.getByRole('textbox', { name: 'Theme' });
const generateButton = (page: Page) => page.getByRole('button', { name: 'Generate', exact: true });
const palette = (page: Page) => page.getByRole('list', { name: 'Palette' });
const hexes = (page: Page) => palette(page).getByTestId('swatch-hex').allTextContents();

async function open(page: Page) {
  await page.goto('/#/color-palette-generator');
  await expect(theme(page)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Engine' })).toBeVisible();
}

/** Bodies the page posted to /api/ai/color-palette. */
function watchPaletteCalls(page: Page) {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/ai/color-palette') bodies.push(request.postDataJSON());
  });
  return bodies;
}

test.describe('Color Palette Generator with AI', () => {
  test('defaults to AI, shows five swatches with hex, contrast and copy, and sends only the prompt', async ({ page, aiApp }) => {
    await open(page);
    await expect(page.getByRole('radio', { name: 'AI' })).toBeChecked();
    await expect(page.getByRole('group', { name: 'Harmony' })).toHaveCount(0);
    const bodies = watchPaletteCalls(page);
    await theme(page).fill('ocean sunset');
    await generateButton(page).click();
    await expect.poll(() => hexes(page)).toEqual(FAKE_COLORS);
    expect(bodies).toEqual([{ prompt: 'ocean sunset' }]);
    const request = aiApp.fake.requests.at(-1);
    expect(request?.model).toBe('gemini-2.5-flash');
    expect(request?.body.generationConfig?.responseMimeType).toBe('application/json');

    const first = page.getByRole('figure', { name: '#112233' });
    // WCAG 2 ratios against white and black text, with the level in words.
    await expect(first.getByRole('term').filter({ hasText: 'White' })).toBeVisible();
    await expect(first).toContainText('White16.1:1 AAA');
    await expect(first).toContainText('Black1.3:1 Fail');
    await expect(page.getByRole('figure', { name: '#DDEEFF' })).toContainText('Black');
    await first.getByRole('button', { name: 'Copy #112233' }).click();
    await expect(first.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('#112233');
  });

  test('a blank prompt says "Prompt is empty." and calls nothing', async ({ page }) => {
    await open(page);
    const bodies = watchPaletteCalls(page);
    await generateButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Prompt is empty.');
    await theme(page).fill('   ');
    await theme(page).press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Prompt is empty.');
    expect(bodies).toEqual([]);
  });

  test('an answer with an error field shows that error', async ({ page, aiApp }) => {
    await open(page);
    aiApp.fake.replyWith(() => JSON.stringify({ error: 'That does not describe any colours.' }));
    await theme(page).fill('qwerty');
    await generateButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('That does not describe any colours.');
    await expect(palette(page)).toHaveCount(0);
  });

  test('an answer without a colors array says "Received an unexpected format from the API."', async ({ page, aiApp }) => {
    await open(page);
    aiApp.fake.replyWith(() => JSON.stringify({ palette: ['#000000'] }));
    await theme(page).fill('ocean');
    await generateButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Received an unexpected format from the API.');
  });

  test('four colours are an unexpected format too', async ({ page, aiApp }) => {
    await open(page);
    aiApp.fake.replyWith(() => JSON.stringify({ colors: FAKE_COLORS.slice(0, 4) }));
    await theme(page).fill('ocean');
    await generateButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Received an unexpected format from the API.');
  });

  for (const [marker, detail] of [
    ['500', 'Error communicating with the API. The AI provider failed (HTTP 500).'],
    ['429', `Error communicating with the API. The AI provider is rate limiting this server. Try again in ${FAKE_RETRY_SECONDS} s.`],
    ['malformed', 'Error communicating with the API. The AI provider sent an answer that could not be read.'],
  ] as const) {
    test(`a provider failure ([fake:${marker}]) reads "Failed to generate palette. {detail}"`, async ({ page }) => {
      await open(page);
      await theme(page).fill(`ocean [fake:${marker}]`);
      await generateButton(page).click();
      await expect(page.getByRole('alert')).toHaveText(`Failed to generate palette. ${detail}`);
      await expect(generateButton(page)).toBeEnabled();
    });
  }

  test('offline, the AI engine says so plainly', async ({ page, context }) => {
    await open(page);
    await theme(page).fill('ocean');
    await context.setOffline(true);
    try {
      await generateButton(page).click();
      await expect(page.getByRole('alert')).toHaveText('You are offline: AI features need a connection. Local engines still work.');
    } finally {
      await context.setOffline(false);
    }
  });

  test('shows "Generating..." while busy, then the time-out message; a new run clears the old result', async ({ page }) => {
    await open(page);
    await theme(page).fill('ocean');
    await generateButton(page).click();
    await expect.poll(() => hexes(page)).toEqual(FAKE_COLORS);
    await theme(page).fill('ocean [fake:slow]');
    await generateButton(page).click();
    await expect(page.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    await expect(palette(page)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveText(
      `Failed to generate palette. Error communicating with the API. The AI provider did not answer within ${E2E_AI_TIMEOUT_MS / 1000} s.`,
    );
    await expect(generateButton(page)).toBeEnabled();
  });

  test('a locked colour is sent to the model and kept; the others are replaced', async ({ page, aiApp }) => {
    await open(page);
    await theme(page).fill('ocean');
    await generateButton(page).click();
    await expect.poll(() => hexes(page)).toEqual(FAKE_COLORS);
    await page.getByRole('button', { name: 'Lock #445566' }).click();
    await expect(page.getByRole('button', { name: 'Unlock #445566' })).toHaveAttribute('aria-pressed', 'true');
    const bodies = watchPaletteCalls(page);
    aiApp.fake.replyWith(() => JSON.stringify({ colors: ['#010101', '#020202', '#030303', '#040404', '#050505'] }));
    await generateButton(page).click();
    await expect.poll(() => hexes(page)).toEqual(['#010101', '#445566', '#030303', '#040404', '#050505']);
    expect(bodies).toEqual([{ prompt: 'ocean', locked: [{ index: 1, hex: '#445566' }] }]);
    expect(JSON.stringify(aiApp.fake.requests.at(-1)?.body.contents)).toContain('2: #445566');
  });

  test('exports CSS variables, a Tailwind theme and JSON, to copy or download', async ({ page }) => {
    await open(page);
    await theme(page).fill('ocean');
    await generateButton(page).click();
    await expect.poll(() => hexes(page)).toEqual(FAKE_COLORS);
    const exportPanel = page.getByRole('region', { name: 'Export' });
    const expected = {
      'CSS variables': {
        name: 'palette.css',
        text: ':root {\n  --palette-1: #112233;\n  --palette-2: #445566;\n  --palette-3: #778899;\n  --palette-4: #AABBCC;\n  --palette-5: #DDEEFF;\n}\n',
      },
      'Tailwind theme': { name: 'palette.tailwind.css', text: '@theme {\n  --color-palette-1: #112233;' },
      JSON: { name: 'palette.json', text: '{\n  "colors": [\n    "#112233",' },
    };
    for (const [label, file] of Object.entries(expected)) {
      await exportPanel.getByRole('radio', { name: label }).check();
      await expect(exportPanel.getByLabel(`${label} code`)).toContainText(file.text.split('\n')[0] ?? '');
      const [download] = await Promise.all([page.waitForEvent('download'), exportPanel.getByRole('button', { name: 'Download' }).click()]);
      expect(download.suggestedFilename()).toBe(file.name);
      expect(readFileSync(await download.path(), 'utf8')).toContain(file.text);
    }
    await exportPanel.getByRole('button', { name: 'Copy JSON' }).click();
    expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toEqual({ colors: FAKE_COLORS });
  });
});

baseTest.describe('Color Palette Generator, Local engine', () => {
  baseTest('works without AI and with no network: named colours, harmonies, lock and regenerate', async ({ page, baseURL }) => {
    await page.goto('/#/color-palette-generator');
    await baseExpect(page.getByRole('radio', { name: 'Local' })).toBeChecked();
    // From here on (the health check is behind us) nothing may leave the page but its own files.
    const network = watchRequests(page, baseURL);
    await baseExpect(page.getByRole('radio', { name: 'AI' })).toBeDisabled();
    await baseExpect(page.getByText('AI is not configured on this server.')).toBeVisible();

    await generateButton(page).click();
    await baseExpect(page.getByRole('alert')).toHaveText('Prompt is empty.');

    await theme(page).fill('ocean sunset');
    await theme(page).press('Enter');
    await baseExpect(palette(page).getByRole('listitem')).toHaveCount(5);
    const first = await hexes(page);
    baseExpect(first.every((hex) => /^#[0-9A-F]{6}$/.test(hex))).toBe(true);
    // Names from the list: "Ocean" is one of them, and each swatch is named.
    await baseExpect(palette(page).getByRole('figure', { name: /^Ocean #/ })).toBeVisible();
    await baseExpect(page.getByRole('alert')).toHaveCount(0);

    // Lock the second colour; Generate again replaces the others (waiting for a new palette of five, not the old one).
    const keep = first[1] as string;
    const newPalette = async (previous: string[]) => {
      await baseExpect
        .poll(async () => {
          const now = await hexes(page);
          return now.length === 5 && now.join() !== previous.join();
        })
        .toBe(true);
      return hexes(page);
    };
    await palette(page)
      .getByRole('button', { name: `Lock ${keep}` })
      .click();
    await generateButton(page).click();
    const second = await newPalette(first);
    baseExpect(second[1]).toBe(keep);
    await baseExpect(palette(page).getByRole('button', { name: `Unlock ${keep}` })).toBeVisible();

    // Another harmony gives another palette, still keeping the lock.
    await page.getByRole('radio', { name: 'Monochrome' }).check();
    await generateButton(page).click();
    baseExpect((await newPalette(second))[1]).toBe(keep);

    baseExpect(network.foreign()).toEqual([]);
  });

  baseTest('a too-long prompt is refused with its limit', async ({ page }) => {
    await page.goto('/#/color-palette-generator');
    await theme(page).fill('x'.repeat(501));
    await generateButton(page).click();
    await baseExpect(page.getByRole('alert')).toHaveText('Prompt is too long: at most 500 characters.');
  });
});
