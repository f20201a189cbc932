import { readFileSync } from 'node:fs';
import { expect as baseExpect, test as baseTest, type Page } from '../../../e2e/test';
import { expect, test } from '../../../e2e/ai-fixture';
import { FAKE_PNG_BASE64, type GeminiRequestBody } from '../../../test-support/fake-gemini';
import { watchRequests } from '../../../e2e/network';

const ROLES = { primary: '#1D4ED8', secondary: '#0EA5E9', accent: '#F97316', neutral: '#475569', background: '#F8FAFC' };
const generateButton = (page: Page) => page.getByRole('button', { name: 'Generate Palette & Mockups' });
const uploadInput = (page: Page) => page.locator('input[type=file][aria-label="Upload logo"]');
const card = (page: Page, theme: 'Light' | 'Dark') => page.getByRole('region', { name: `${theme} Theme Mockup` });
const roleHex = (page: Page, role: string) =>
  page
    .getByRole('list', { name: 'Branding Palette' })
    .getByRole('figure', { name: new RegExp(`^${role} #`) })
    .getByTestId('swatch-hex');
const isImageRequest = (body: GeminiRequestBody) => body.generationConfig?.responseModalities?.includes('IMAGE') ?? false;

/** A logo drawn in the page: white ground, a blue bar, an orange disc and a small red square; `transparent` leaves it empty. */
async function drawLogo(
  page: Page,
  mimeType: 'image/png' | 'image/jpeg' | 'image/webp',
  { width = 300, height = 150, transparent = false } = {},
): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ type, width, height, transparent }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      if (!transparent) {
        context.fillStyle = '#FFFFFF';
        context.fillRect(0, 0, width, height);
        context.fillStyle = '#1D4ED8';
        context.fillRect(width * 0.1, height * 0.3, width * 0.5, height * 0.4);
        context.fillStyle = '#F97316';
        context.beginPath();
        context.arc(width * 0.78, height * 0.5, height * 0.25, 0, Math.PI * 2);
        context.fill();
        context.fillStyle = '#DC2626';
        context.fillRect(width * 0.9, height * 0.05, width * 0.04, width * 0.04);
      }
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((result) => resolve(result!), type, 0.95));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
      return btoa(binary);
    },
    { type: mimeType, width, height, transparent },
  );
  return Buffer.from(base64, 'base64');
}

/** An SVG logo that also tries to run a script and fetch a remote image: neither may happen. */
const HOSTILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" onload="window.__pwned = 1">
  <script>window.__pwned = 1</script>
  <rect width="200" height="100" fill="#ffffff"/>
  <rect x="20" y="30" width="100" height="40" fill="#1d4ed8"/>
  <circle cx="160" cy="50" r="25" fill="#f97316"/>
  <image href="https://example.com/tracker.png" width="10" height="10"/>
</svg>`;

/** A promise that requests wait on until the test opens it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => open() };
}

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

/** Records each text the pipeline's status line shows, so fast phases are not missed. */
async function recordStatuses(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __statuses: string[] }).__statuses = seen;
    new MutationObserver(() => {
      for (const status of Array.from(document.querySelectorAll('[role="status"]'))) {
        const text = status.textContent?.trim() ?? '';
        if (text && seen.at(-1) !== text) seen.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __statuses: string[] }).__statuses);
}

async function open(page: Page) {
  await page.goto('/#/logo-to-palette');
  await expect(page.getByRole('group', { name: 'Engine' })).toBeVisible();
  await expect(uploadInput(page)).toBeAttached();
}

/** Scripts the fake: the five roles for the palette call, a PNG (or what `image` gives) for mockups. */
function scriptFake(
  aiApp: {
    fake: { replyWith: (reply: ((body: GeminiRequestBody) => string | { inlineData?: { mimeType: string; data: string }; text?: string }[]) | null) => void };
  },
  image: () => { inlineData?: { mimeType: string; data: string }; text?: string }[] = () => [{ inlineData: { mimeType: 'image/png', data: FAKE_PNG_BASE64 } }],
) {
  aiApp.fake.replyWith((body) => (isImageRequest(body) ? image() : JSON.stringify(ROLES)));
}

test.describe('Logo to Palette with AI', () => {
  test('runs the pipeline: logo inline to the fast model, two image calls, roles with copy, mockups to download', async ({ page, aiApp }) => {
    await open(page);
    await expect(page.getByRole('radio', { name: 'AI' })).toBeChecked();
    await expect(generateButton(page)).toBeDisabled();
    scriptFake(aiApp);
    const logo = await drawLogo(page, 'image/png');
    await uploadInput(page).setInputFiles({ name: 'brand.png', mimeType: 'image/png', buffer: logo });
    await expect(page.getByRole('img', { name: 'Chosen logo: brand.png' })).toBeVisible();
    await expect(generateButton(page)).toBeEnabled();
    const statuses = await recordStatuses(page);
    const before = aiApp.fake.requests.length;
    await generateButton(page).click();

    await expect(card(page, 'Light').getByRole('img', { name: 'Light theme website mockup' })).toBeVisible();
    await expect(card(page, 'Dark').getByRole('img', { name: 'Dark theme website mockup' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Done.' })).toBeVisible();
    expect(await statuses()).toEqual(
      expect.arrayContaining(['Analyzing logo colors...', 'Creating a branding palette...', 'Generating website mockups...', 'Done.']),
    );
    for (const [role, hex] of Object.entries(ROLES)) await expect(roleHex(page, role.charAt(0).toUpperCase() + role.slice(1))).toHaveText(hex);
    // Done: the trigger stays off until a new file is chosen.
    await expect(generateButton(page)).toBeDisabled();

    const calls = aiApp.fake.requests.slice(before);
    expect(calls).toHaveLength(3);
    const [paletteCall, ...mockupCalls] = calls;
    expect(paletteCall?.model).toBe('gemini-2.5-flash');
    expect(paletteCall?.body.generationConfig?.responseMimeType).toBe('application/json');
    expect(JSON.stringify(paletteCall?.body.generationConfig?.responseSchema)).toContain('background');
    const inline = { inlineData: { mimeType: 'image/png', data: logo.toString('base64') } };
    expect(paletteCall?.body.contents?.[0]?.parts).toContainEqual(inline);
    for (const call of mockupCalls) {
      expect(call.model).toBe('gemini-2.5-flash-image');
      expect(call.body.generationConfig?.responseModalities).toContain('IMAGE');
      expect(call.body.contents?.[0]?.parts).toContainEqual(inline);
    }
    const themes = mockupCalls
      .map((call) => JSON.stringify(call.body.contents))
      .map((text) => (text.includes('Light theme') ? 'light' : text.includes('Dark theme') ? 'dark' : '?'));
    expect(themes.sort()).toEqual(['dark', 'light']);

    await page.getByRole('button', { name: `Copy ${ROLES.accent}` }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ROLES.accent);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card(page, 'Light').getByRole('button', { name: 'Download light mockup PNG' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('logo-mockup-light.png');
    expect(readFileSync(await download.path()).toString('base64')).toBe(FAKE_PNG_BASE64);
  });

  test('shows each phase while it runs, and a spinner on a mockup being regenerated', async ({ page, aiApp }) => {
    await open(page);
    scriptFake(aiApp);
    const palette = gate();
    const mockups = gate();
    await page.route('**/api/ai/logo-palette', async (route) => {
      await palette.opened;
      await route.continue();
    });
    await page.route('**/api/ai/logo-mockup', async (route) => {
      await mockups.opened;
      await route.continue();
    });
    await uploadInput(page).setInputFiles({ name: 'brand.webp', mimeType: 'image/webp', buffer: await drawLogo(page, 'image/webp') });
    await generateButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'Creating a branding palette...' })).toBeVisible();
    await expect(generateButton(page)).toBeDisabled();
    palette.open();
    await expect(page.getByRole('status').filter({ hasText: 'Generating website mockups...' })).toBeVisible();
    await expect(card(page, 'Light').getByRole('status')).toHaveText('Generating light mockup…');
    await expect(card(page, 'Dark').getByRole('status')).toHaveText('Generating dark mockup…');
    await expect(card(page, 'Light').getByRole('button', { name: 'Regenerate' })).toBeDisabled();
    mockups.open();
    await expect(card(page, 'Dark').getByRole('img')).toBeVisible();
    await expect(card(page, 'Light').getByRole('img')).toBeVisible();
    await page.unroute('**/api/ai/logo-mockup');

    const regenerate = gate();
    await page.route('**/api/ai/logo-mockup', async (route) => {
      await regenerate.opened;
      await route.continue();
    });
    const before = aiApp.fake.requests.length;
    await card(page, 'Dark').getByRole('button', { name: 'Regenerate' }).click();
    await expect(card(page, 'Dark').getByRole('status')).toHaveText('Generating dark mockup…');
    await expect(card(page, 'Dark').getByRole('button', { name: 'Regenerate' })).toBeDisabled();
    await expect(card(page, 'Light').getByRole('img')).toBeVisible();
    regenerate.open();
    await expect(card(page, 'Dark').getByRole('img')).toBeVisible();
    expect(aiApp.fake.requests.slice(before).map((request) => JSON.stringify(request.body.contents).includes('Dark theme'))).toEqual([true]);
  });

  test('Cancel stops a run: back to idle, no message, the upstream call ended', async ({ page, aiApp }) => {
    await open(page);
    scriptFake(aiApp);
    const palette = gate();
    await page.route('**/api/ai/logo-palette', async (route) => {
      await palette.opened;
      await route.continue().catch(() => {});
    });
    await uploadInput(page).setInputFiles({ name: 'brand.png', mimeType: 'image/png', buffer: await drawLogo(page, 'image/png') });
    await generateButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'Creating a branding palette...' })).toBeVisible();
    const aborted = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/api/ai/logo-palette'));
    await page.getByRole('button', { name: 'Cancel' }).click();
    await aborted;
    palette.open();
    await expect(generateButton(page)).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Branding Palette' })).toHaveCount(0);
  });

  for (const type of ['image/jpeg', 'image/webp'] as const) {
    test(`a ${type} logo goes inline with its own type`, async ({ page, aiApp }) => {
      await open(page);
      scriptFake(aiApp);
      const logo = await drawLogo(page, type);
      await uploadInput(page).setInputFiles({ name: `brand.${type.slice(6)}`, mimeType: type, buffer: logo });
      const before = aiApp.fake.requests.length;
      await generateButton(page).click();
      await expect(page.getByRole('status').filter({ hasText: 'Done.' })).toBeVisible();
      expect(aiApp.fake.requests[before]?.body.contents?.[0]?.parts).toContainEqual({ inlineData: { mimeType: type, data: logo.toString('base64') } });
    });
  }

  test('an SVG is sanitised and rasterised to a PNG with its longer side 512 px before it is sent', async ({ page, aiApp }) => {
    await open(page);
    scriptFake(aiApp);
    await uploadInput(page).setInputFiles({ name: 'brand.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(HOSTILE_SVG) });
    const before = aiApp.fake.requests.length;
    await generateButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'Done.' })).toBeVisible();
    const part = aiApp.fake.requests[before]?.body.contents?.[0]?.parts?.find((candidate) => candidate.inlineData);
    expect(part?.inlineData?.mimeType).toBe('image/png');
    const png = Buffer.from(part?.inlineData?.data ?? '', 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(pngSize(png)).toEqual({ width: 512, height: 256 });
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('a palette answer the server cannot read says "Failed to extract colors." and returns to idle', async ({ page, aiApp }) => {
    await open(page);
    aiApp.fake.replyWith(() => JSON.stringify({ primary: '#000000' }));
    await uploadInput(page).setInputFiles({ name: 'brand.png', mimeType: 'image/png', buffer: await drawLogo(page, 'image/png') });
    await generateButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Failed to extract colors. Error communicating with the API. The AI provider sent an answer that could not be read.',
    );
    await expect(generateButton(page)).toBeEnabled();
    await expect(page.getByRole('list', { name: 'Branding Palette' })).toHaveCount(0);
  });

  test('roles that are not hex colours are an unexpected format', async ({ page, aiApp }) => {
    await open(page);
    aiApp.fake.replyWith(() => JSON.stringify({ ...ROLES, accent: 'orange' }));
    await uploadInput(page).setInputFiles({ name: 'brand.png', mimeType: 'image/png', buffer: await drawLogo(page, 'image/png') });
    await generateButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to extract colors. Received an unexpected format from the API.');
  });

  test('mockups that come back without an image show "Generation failed" and the spec messages', async ({ page, aiApp }) => {
    await open(page);
    scriptFake(aiApp, () => [{ inlineData: { mimeType: 'image/png', data: '' } }]);
    await uploadInput(page).setInputFiles({ name: 'brand.png', mimeType: 'image/png', buffer: await drawLogo(page, 'image/png') });
    await generateButton(page).click();
    await expect(card(page, 'Light')).toContainText('Generation failed');
    await expect(card(page, 'Dark')).toContainText('Generation failed');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Failed to generate light mockup. Image generation failed to return data.');
    await expect(alert).toContainText('Failed to generate dark mockup. Image generation failed to return data.');
    // The palette stays; the run is back to idle.
    await expect(roleHex(page, 'Primary')).toHaveText(ROLES.primary);
    await expect(generateButton(page)).toBeEnabled();
  });

  test('a text-only answer fails one mockup; a failed Regenerate says "Failed to regenerate {theme} mockup."', async ({ page, aiApp }) => {
    await open(page);
    let lightCalls = 0;
    aiApp.fake.replyWith((body) => {
      if (!isImageRequest(body)) return JSON.stringify(ROLES);
      const light = JSON.stringify(body.contents).includes('Light theme');
      if (light) lightCalls += 1;
      return light && lightCalls === 1 ? 'I would rather not draw.' : [{ inlineData: { mimeType: 'image/png', data: FAKE_PNG_BASE64 } }];
    });
    await uploadInput(page).setInputFiles({ name: 'brand.png', mimeType: 'image/png', buffer: await drawLogo(page, 'image/png') });
    await generateButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to generate light mockup. Error communicating with the API. The AI provider returned no content.');
    await expect(card(page, 'Light')).toContainText('Generation failed');
    await expect(card(page, 'Dark').getByRole('img')).toBeVisible();

    // Regenerate mends the light one and clears the message.
    await card(page, 'Light').getByRole('button', { name: 'Regenerate' }).click();
    await expect(card(page, 'Light').getByRole('img')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    aiApp.fake.replyWith((body) => (isImageRequest(body) ? 'Still no.' : JSON.stringify(ROLES)));
    await card(page, 'Dark').getByRole('button', { name: 'Regenerate' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Failed to regenerate dark mockup. Error communicating with the API. The AI provider returned no content.',
    );
    await expect(card(page, 'Dark')).toContainText('Generation failed');
    await expect(card(page, 'Light').getByRole('img')).toBeVisible();
  });

  test('picking a new file resets palette, mockups and state', async ({ page, aiApp }) => {
    await open(page);
    scriptFake(aiApp);
    await uploadInput(page).setInputFiles({ name: 'first.png', mimeType: 'image/png', buffer: await drawLogo(page, 'image/png') });
    await generateButton(page).click();
    await expect(card(page, 'Dark').getByRole('img')).toBeVisible();
    await uploadInput(page).setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: await drawLogo(page, 'image/png', { width: 120 }) });
    await expect(page.getByRole('img', { name: 'Chosen logo: second.png' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Branding Palette' })).toHaveCount(0);
    await expect(card(page, 'Light')).toContainText('The mockup will appear here.');
    await expect(card(page, 'Dark')).toContainText('The mockup will appear here.');
    await expect(page.getByRole('status').filter({ hasText: 'Done.' })).toHaveCount(0);
    await expect(generateButton(page)).toBeEnabled();
  });
});

baseTest.describe('Logo to Palette uploads and the Local engine', () => {
  baseTest('refuses wrong types and files over 4 MB, and asks for a file first', async ({ page }) => {
    await page.goto('/#/logo-to-palette');
    await baseExpect(uploadInput(page)).toBeAttached();
    await baseExpect(generateButton(page)).toBeDisabled();
    // Ctrl+Enter works like the button, and says what is missing.
    await page.getByRole('button', { name: 'Upload logo' }).focus();
    await page.keyboard.press('Control+Enter');
    await baseExpect(page.getByRole('alert')).toHaveText('Please upload an image first.');

    await uploadInput(page).setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await baseExpect(page.getByRole('alert')).toHaveText('Please upload a supported image file (PNG, JPG, WEBP, SVG).');
    await uploadInput(page).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await baseExpect(page.getByRole('alert')).toHaveText('Please upload a supported image file (PNG, JPG, WEBP, SVG).');
    await baseExpect(generateButton(page)).toBeDisabled();

    await uploadInput(page).setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(4 * 1024 * 1024 + 1) });
    await baseExpect(page.getByRole('alert')).toHaveText('Image size should be less than 4MB.');
    await baseExpect(generateButton(page)).toBeDisabled();

    // A file of exactly 4 MB is accepted (it is not a real image, so reading it fails, with a message).
    await uploadInput(page).setInputFiles({ name: 'exactly.png', mimeType: 'image/png', buffer: Buffer.alloc(4 * 1024 * 1024) });
    await baseExpect(page.getByRole('alert')).toHaveCount(0);
    await generateButton(page).click();
    await baseExpect(page.getByRole('alert')).toHaveText('Failed to extract colors. The file could not be read as an image.');
    await baseExpect(generateButton(page)).toBeEnabled();
  });

  baseTest(
    'Local: extracts the colours in a worker, assigns roles, draws both mockups, regenerates and downloads, with no network',
    async ({ page, baseURL }) => {
      await page.goto('/#/logo-to-palette');
      await baseExpect(page.getByRole('radio', { name: 'Local' })).toBeChecked();
      const network = watchRequests(page, baseURL);
      const logo = await drawLogo(page, 'image/png', { width: 2000, height: 1000 });
      await uploadInput(page).setInputFiles({ name: 'big-logo.png', mimeType: 'image/png', buffer: logo });
      const statuses = await recordStatuses(page);
      await generateButton(page).click();
      await baseExpect(card(page, 'Dark').getByRole('img', { name: 'Dark theme website mockup' })).toBeVisible();
      await baseExpect(card(page, 'Light').getByRole('img', { name: 'Light theme website mockup' })).toBeVisible();
      baseExpect(await statuses()).toEqual(baseExpect.arrayContaining(['Analyzing logo colors...', 'Generating website mockups...', 'Done.']));

      await baseExpect(roleHex(page, 'Background')).toHaveText('#FFFFFF');
      await baseExpect(roleHex(page, 'Primary')).toHaveText('#1D4ED8');
      await baseExpect(roleHex(page, 'Secondary')).toHaveText(/^#(F97316|DC2626)$/);
      await baseExpect(roleHex(page, 'Accent')).toHaveText(/^#(F97316|DC2626)$/);

      const firstDark = await card(page, 'Dark').getByRole('img').getAttribute('src');
      baseExpect(firstDark).toMatch(/^data:image\/png;base64,/);
      await card(page, 'Dark').getByRole('button', { name: 'Regenerate' }).click();
      await baseExpect.poll(() => card(page, 'Dark').getByRole('img').getAttribute('src')).not.toBe(firstDark);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        card(page, 'Dark').getByRole('button', { name: 'Download dark mockup PNG' }).click(),
      ]);
      baseExpect(download.suggestedFilename()).toBe('logo-mockup-dark.png');
      const png = readFileSync(await download.path());
      baseExpect(png.subarray(1, 4).toString()).toBe('PNG');
      baseExpect(pngSize(png)).toEqual({ width: 1280, height: 800 });
      // blob: URLs are the page's own in-memory files (the logo preview, the download), not the network.
      baseExpect(network.foreign().filter((url) => !url.startsWith('blob:'))).toEqual([]);
    },
  );

  baseTest('Local: an SVG logo is sanitised and rasterised, its colours found; a transparent image fails with a message', async ({ page }) => {
    await page.goto('/#/logo-to-palette');
    await baseExpect(page.getByRole('radio', { name: 'Local' })).toBeChecked();
    await uploadInput(page).setInputFiles({ name: 'brand.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(HOSTILE_SVG) });
    await generateButton(page).click();
    await baseExpect(page.getByRole('status').filter({ hasText: 'Done.' })).toBeVisible();
    await baseExpect(roleHex(page, 'Primary')).toHaveText('#1D4ED8');
    await baseExpect(roleHex(page, 'Accent')).toHaveText('#F97316');
    baseExpect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

    await uploadInput(page).setInputFiles({ name: 'empty.png', mimeType: 'image/png', buffer: await drawLogo(page, 'image/png', { transparent: true }) });
    await generateButton(page).click();
    await baseExpect(page.getByRole('alert')).toHaveText('Failed to extract colors. The logo has no visible pixels.');
    await baseExpect(generateButton(page)).toBeEnabled();
  });
});
