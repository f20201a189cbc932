import type { Browser, Page } from './test';
import { expect, test } from './ai-fixture';
import { editorTextOf } from './editor';

// Runs against the app with a (fake) AI provider, so every tool offers both engines and the
// Engine choice, the PDF tool's JSON Schema field and the rest can be checked as remembered.

const rememberSwitch = (page: Page) => page.getByRole('switch', { name: 'Remember my inputs on this device' });
const storedInputKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('devdeck:input:')));
const everythingStored = (page: Page) => page.evaluate(() => JSON.stringify({ ...localStorage }));
const editor = (page: Page, name: string) => page.getByRole('textbox', { name });

/** Opens a tool with the setting switched on. */
async function openRemembering(page: Page, toolId: string) {
  await page.goto(`/#/${toolId}`);
  await rememberSwitch(page).check();
  await expect(page.getByRole('radio', { name: 'Local' })).toBeVisible();
}

async function typeInEditor(page: Page, name: string, text: string) {
  await editor(page, name).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
  await expect.poll(() => editorTextOf(page, name)).toBe(text);
}

/** Waits until every named input of the tool is kept, then reloads the page. */
async function reloadOnceKept(page: Page, toolId: string, names: string[]) {
  await expect.poll(() => storedInputKeys(page)).toEqual(expect.arrayContaining(names.map((name) => `devdeck:input:${toolId}:${name}`)));
  await page.reload();
  await expect(rememberSwitch(page)).toBeChecked();
}

/** A small PNG drawn by the page's own canvas: nothing is downloaded. */
async function drawPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 32;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#1d4ed8';
    context.fillRect(0, 0, 32, 32);
    context.fillStyle = '#f59e0b';
    context.fillRect(32, 0, 32, 32);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** Nothing of the file is in localStorage: not its base64 (whole or a stretch of it), not a data URL. */
async function expectNoFileData(page: Page, file: Buffer) {
  const base64 = file.toString('base64');
  const stored = await everythingStored(page);
  expect(stored).not.toContain(base64.slice(0, 40));
  expect(stored).not.toContain(base64.slice(Math.floor(base64.length / 2), Math.floor(base64.length / 2) + 40));
  expect(stored).not.toMatch(/data:(image|application)\//);
  expect(stored).not.toContain('%PDF');
}

test.describe('remember my inputs: the code, converter, colour, icon and PDF tools', () => {
  test('SQL Beautifier keeps the SQL, the options and the engine', async ({ page }) => {
    await openRemembering(page, 'sql-beautifier');
    await page.getByRole('radio', { name: 'Local' }).check();
    await typeInEditor(page, 'SQL Input', 'select id from kept_table');
    await page.getByLabel('Dialect').selectOption({ label: 'PostgreSQL' });
    await page.getByLabel('Keyword case').selectOption({ label: 'lower' });
    await page.getByLabel('Indentation').selectOption({ label: '4 spaces' });
    await reloadOnceKept(page, 'sql-beautifier', ['input', 'options', 'engine']);

    await expect.poll(() => editorTextOf(page, 'SQL Input')).toBe('select id from kept_table');
    await expect(page.getByLabel('Dialect')).toHaveValue('postgresql');
    await expect(page.getByLabel('Keyword case')).toHaveValue('lower');
    await expect(page.getByLabel('Indentation')).toHaveValue('4');
    await expect(page.getByRole('radio', { name: 'Local' })).toBeChecked();
    // The result is not kept: it comes back when the visitor runs the tool again.
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled();
    await page.getByRole('button', { name: 'Beautify SQL' }).click();
    await expect.poll(() => editorTextOf(page, 'Formatted SQL')).toBe('select\n    id\nfrom\n    kept_table');
  });

  test('JS Minifier keeps the code, the source type, the licence switch and the engine', async ({ page }) => {
    await openRemembering(page, 'js-minifier');
    await page.getByRole('radio', { name: 'Local' }).check();
    await typeInEditor(page, 'JavaScript Input', 'var keptValue = 1 + 2;');
    await page.getByRole('radio', { name: 'Script' }).check();
    await page.getByRole('switch', { name: 'Keep licence comments' }).uncheck();
    await reloadOnceKept(page, 'js-minifier', ['input', 'options', 'engine']);

    await expect.poll(() => editorTextOf(page, 'JavaScript Input')).toBe('var keptValue = 1 + 2;');
    await expect(page.getByRole('radio', { name: 'Script' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Keep licence comments' })).not.toBeChecked();
    await expect(page.getByRole('radio', { name: 'Local' })).toBeChecked();
  });

  test('CSS Minifier keeps the code, both switches and the engine', async ({ page }) => {
    await openRemembering(page, 'css-minifier');
    await page.getByRole('radio', { name: 'Local' }).check();
    await typeInEditor(page, 'CSS Input', '.kept { color: #ffffff; }');
    await page.getByRole('switch', { name: 'Keep licence comments' }).uncheck();
    await page.getByRole('switch', { name: 'Merge rules' }).check();
    await reloadOnceKept(page, 'css-minifier', ['input', 'options', 'engine']);

    await expect.poll(() => editorTextOf(page, 'CSS Input')).toBe('.kept { color: #ffffff; }');
    await expect(page.getByRole('radio', { name: 'Local' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Keep licence comments' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Merge rules' })).toBeChecked();
  });

  test('SQL to Class keeps the SQL, the dialect, every option and the engine', async ({ page }) => {
    await openRemembering(page, 'sql-to-class');
    await page.getByRole('radio', { name: 'Local' }).check();
    await typeInEditor(page, 'SQL Input', 'CREATE TABLE kept_orders (id INT PRIMARY KEY);');
    await page.getByLabel('SQL Dialect').selectOption('postgresql');
    await page.getByLabel('Language').selectOption('java');
    await page.getByRole('textbox', { name: 'Class Name' }).fill('KeptOrder');
    await page.getByRole('switch', { name: 'Generate Constructor' }).uncheck();
    await page.getByRole('switch', { name: 'Use Nullable Types' }).uncheck();
    await reloadOnceKept(page, 'sql-to-class', ['sql', 'dialect', 'options', 'engine']);

    await expect.poll(() => editorTextOf(page, 'SQL Input')).toBe('CREATE TABLE kept_orders (id INT PRIMARY KEY);');
    await expect(page.getByLabel('SQL Dialect')).toHaveValue('postgresql');
    await expect(page.getByLabel('Language')).toHaveValue('java');
    await expect(page.getByRole('textbox', { name: 'Class Name' })).toHaveValue('KeptOrder');
    await expect(page.getByRole('switch', { name: 'Generate Constructor' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Add Data Annotations' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Use Nullable Types' })).not.toBeChecked();
    await expect(page.getByRole('radio', { name: 'Local' })).toBeChecked();
  });

  test('JSON to C# keeps the JSON, the names, the options and the engine', async ({ page }) => {
    await openRemembering(page, 'json-to-csharp');
    await page.getByRole('radio', { name: 'Local' }).check();
    await typeInEditor(page, 'JSON Input', '{"keptField": 42}');
    await page.getByRole('textbox', { name: 'Class Name' }).fill('KeptRoot');
    await page.getByRole('textbox', { name: 'Namespace' }).fill('Kept.Models');
    await page.getByLabel('Attributes').selectOption('newtonsoft');
    await page.getByLabel('Nullable').selectOption('all');
    await page.getByRole('radio', { name: 'Records (C# 9)' }).check();
    await reloadOnceKept(page, 'json-to-csharp', ['json', 'options', 'engine']);

    await expect.poll(() => editorTextOf(page, 'JSON Input')).toBe('{"keptField": 42}');
    await expect(page.getByRole('textbox', { name: 'Class Name' })).toHaveValue('KeptRoot');
    await expect(page.getByRole('textbox', { name: 'Namespace' })).toHaveValue('Kept.Models');
    await expect(page.getByLabel('Attributes')).toHaveValue('newtonsoft');
    await expect(page.getByLabel('Nullable')).toHaveValue('all');
    await expect(page.getByRole('radio', { name: 'Records (C# 9)' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Local' })).toBeChecked();
  });

  test('Color Palette Generator keeps the theme, the harmony and the engine, never the colours', async ({ page }) => {
    await openRemembering(page, 'color-palette-generator');
    await page.getByRole('radio', { name: 'Local' }).check();
    await page.getByRole('radio', { name: 'Triadic' }).check();
    await page.getByRole('textbox', { name: 'Theme' }).fill('kept ocean sunset');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const hexes = page.getByRole('list', { name: 'Palette' }).getByTestId('swatch-hex');
    await expect(hexes).toHaveCount(5);
    const generated = await hexes.allTextContents();
    await reloadOnceKept(page, 'color-palette-generator', ['prompt', 'harmony', 'engine']);

    await expect(page.getByRole('textbox', { name: 'Theme' })).toHaveValue('kept ocean sunset');
    await expect(page.getByRole('radio', { name: 'Local' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Triadic' })).toBeChecked();
    await expect(page.getByText('Your palette will appear here.')).toBeVisible();
    const stored = await everythingStored(page);
    for (const hex of generated) expect(stored.toLowerCase()).not.toContain(hex.toLowerCase());
  });

  test('Logo to Palette keeps only the engine: never the logo, its palette or mockups', async ({ page }) => {
    await openRemembering(page, 'logo-to-palette');
    const logo = await drawPng(page);
    await page.getByRole('radio', { name: 'Local' }).check();
    await page.locator('input[type=file][aria-label="Upload logo"]').setInputFiles({ name: 'kept-logo.png', mimeType: 'image/png', buffer: logo });
    await expect(page.getByRole('img', { name: 'Chosen logo: kept-logo.png' })).toBeVisible();
    await page.getByRole('button', { name: 'Generate Palette & Mockups' }).click();
    await expect(page.getByRole('list', { name: 'Branding Palette' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Done.' })).toBeVisible();
    await expectNoFileData(page, logo);
    expect(await everythingStored(page)).not.toContain('kept-logo.png');
    await reloadOnceKept(page, 'logo-to-palette', ['engine']);

    expect(await storedInputKeys(page)).toEqual(['devdeck:input:logo-to-palette:engine']);
    await expect(page.getByRole('radio', { name: 'Local' })).toBeChecked();
    await expect(page.getByRole('img', { name: /^Chosen logo/ })).toHaveCount(0);
    await expectNoFileData(page, logo);
  });

  test('SVG Icon Generator keeps the prompt, the size, the stroke width and the engine', async ({ page }) => {
    await openRemembering(page, 'svg-icon-generator');
    await page.getByRole('radio', { name: 'Local' }).check();
    await page.getByRole('textbox', { name: 'Prompt' }).fill('kept star icon, forecolor orange');
    const size = page.getByRole('slider', { name: /^Size/ });
    await size.focus();
    await page.keyboard.press('ArrowRight');
    await expect(size).toHaveValue('136');
    await page.getByRole('spinbutton', { name: 'Stroke width' }).fill('3');
    await reloadOnceKept(page, 'svg-icon-generator', ['prompt', 'settings', 'engine']);

    await expect(page.getByRole('textbox', { name: 'Prompt' })).toHaveValue('kept star icon, forecolor orange');
    await expect(page.getByRole('slider', { name: /^Size/ })).toHaveValue('136');
    await expect(page.getByRole('spinbutton', { name: 'Stroke width' })).toHaveValue('3');
    await expect(page.getByRole('radio', { name: 'Local' })).toBeChecked();
  });

  test('PDF to JSON keeps the prompt and the JSON Schema, never the PDF', async ({ page }) => {
    await page.setContent('<h1>Kept invoice</h1><p>Invoice Number: KEPT-001</p>');
    const pdf = await page.pdf({ format: 'A5' });
    await openRemembering(page, 'pdf-to-json');
    await expect(page.getByRole('radio', { name: 'AI' })).toBeChecked();
    await page.locator('input[type=file]').setInputFiles({ name: 'kept-invoice.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.getByRole('img', { name: 'First page of kept-invoice.pdf' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Prompt' }).fill('Extract the kept invoice number.');
    await page.getByRole('textbox', { name: 'JSON Schema (optional)' }).fill('{ "type": "object" }');
    await reloadOnceKept(page, 'pdf-to-json', ['prompt', 'schema']);

    await expect(page.getByRole('textbox', { name: 'Prompt' })).toHaveValue('Extract the kept invoice number.');
    await expect(page.getByRole('textbox', { name: 'JSON Schema (optional)' })).toHaveValue('{ "type": "object" }');
    await expect(page.getByRole('img', { name: /^First page of/ })).toHaveCount(0);
    await expectNoFileData(page, pdf);
    expect(await everythingStored(page)).not.toContain('kept-invoice.pdf');
  });
});

/** Opens the link in a fresh browser context: nothing remembered, only what the link carries. */
async function openElsewhere(browser: Browser, link: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Color Palette Generator');
  return page;
}

test('Color Palette Generator: the colours, harmony and locks travel in a link, the theme never does', async ({ page, browser }) => {
  const theme = 'secret winter fjord';
  await page.goto('/#/color-palette-generator');
  await page.getByRole('radio', { name: 'Local' }).check();
  await page.getByRole('radio', { name: 'Complementary' }).check();
  await page.getByRole('textbox', { name: 'Theme' }).fill(theme);
  await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const palette = page.getByRole('list', { name: 'Palette' });
  await expect(palette.getByTestId('swatch-hex')).toHaveCount(5);
  const hexes = await palette.getByTestId('swatch-hex').allTextContents();
  await palette.getByRole('button', { name: `Lock ${hexes[1]}` }).click();

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('button', { name: 'Link copied!' })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/#\/color-palette-generator\?s=[A-Za-z0-9_-]+$/);
  const carried = Buffer.from(link.split('?s=')[1] ?? '', 'base64url').toString('utf8');
  expect(carried).toContain(hexes[0]);
  for (const word of theme.split(' ')) {
    expect(link).not.toContain(word);
    expect(carried).not.toContain(word);
  }

  const other = await openElsewhere(browser, link);
  const otherPalette = other.getByRole('list', { name: 'Palette' });
  // Shown as it came, without a run: the same five colours, in order.
  await expect(otherPalette.getByTestId('swatch-hex')).toHaveText(hexes);
  await expect(other.getByRole('textbox', { name: 'Theme' })).toHaveValue('');
  await expect(otherPalette.getByRole('button', { name: `Unlock ${hexes[1]}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(otherPalette.getByRole('button', { name: `Lock ${hexes[0]}` })).toHaveAttribute('aria-pressed', 'false');
  await other.getByRole('radio', { name: 'Local' }).check();
  await expect(other.getByRole('radio', { name: 'Complementary' })).toBeChecked();
  expect(new URL(other.url()).hash).toBe('#/color-palette-generator');
  await other.context().close();
});
