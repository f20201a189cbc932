import { readFileSync } from 'node:fs';
import { expect as baseExpect, test as baseTest, type Page } from '../../../e2e/test';
import { E2E_AI_TIMEOUT_MS, expect, test } from '../../../e2e/ai-fixture';
import { requestText } from '../../../test-support/fake-gemini';
import { watchAiCalls, watchRequests } from '../../../e2e/network';
import { lastBlobType, recordBlobTypes } from '../../../e2e/downloads';

/**
 * Hostile SVGs for the sanitiser, checked here in Chromium (DOMPurify does not work under happy-dom):
 * each carries one way to run code or reach outside the drawing, next to a harmless circle that
 * must survive. `forbidden` lists text that must not appear in the sanitised markup.
 */
interface HostileSample {
  name: string;
  svg: string;
  forbidden: readonly string[];
}

const wrap = (inner: string, rootAttributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"${rootAttributes}>${inner}<circle cx="12" cy="12" r="5" fill="green"/></svg>`;

const HOSTILE_SVG_SAMPLES: readonly HostileSample[] = [
  { name: 'a script tag', svg: wrap('<script>alert(1)</script>'), forbidden: ['<script', 'alert'] },
  { name: 'an onload handler on the root', svg: wrap('', ' onload="alert(1)"'), forbidden: ['onload', 'alert'] },
  { name: 'an onclick handler on a shape', svg: wrap('<rect width="4" height="4" onclick="alert(1)"/>'), forbidden: ['onclick', 'alert'] },
  { name: 'a javascript: link', svg: wrap('<a href="javascript:alert(1)"><text>x</text></a>'), forbidden: ['javascript:', '<a'] },
  {
    name: 'a javascript: xlink:href',
    svg: wrap('<a xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="javascript:alert(1)"><text>x</text></a>'),
    forbidden: ['javascript:'],
  },
  { name: 'an external image', svg: wrap('<image href="https://evil.example/track.png" width="1" height="1"/>'), forbidden: ['<image', 'evil.example'] },
  { name: 'an external use reference', svg: wrap('<use href="https://evil.example/sprite.svg#icon"/>'), forbidden: ['evil.example'] },
  {
    name: 'an external xlink:href on use',
    svg: wrap('<use xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="//evil.example/s.svg#i"/>'),
    forbidden: ['evil.example'],
  },
  { name: 'a style @import', svg: wrap('<style>@import url(https://evil.example/x.css);</style>'), forbidden: ['<style', '@import', 'evil.example'] },
  {
    name: 'a style attribute with an external url',
    svg: wrap('<rect width="4" height="4" style="fill:url(https://evil.example/p.svg#p)"/>'),
    forbidden: ['style=', 'evil.example'],
  },
  { name: 'an external url() in a fill', svg: wrap('<rect width="4" height="4" fill="url(https://evil.example/p.svg#g)"/>'), forbidden: ['evil.example'] },
  {
    name: 'a foreignObject with HTML',
    svg: wrap('<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"></iframe></foreignObject>'),
    forbidden: ['foreignObject', 'iframe', 'evil.example'],
  },
  {
    name: 'a set animation rewriting an href',
    svg: wrap('<a href="#ok"><set attributeName="href" to="javascript:alert(1)"/><text>x</text></a>'),
    forbidden: ['<set', 'javascript:'],
  },
  {
    name: 'an animate of an href',
    svg: wrap('<use href="#c"><animate attributeName="href" values="javascript:alert(1)"/></use>'),
    forbidden: ['<animate', 'javascript:'],
  },
  { name: 'a data: URL image', svg: wrap('<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" width="1" height="1"/>'), forbidden: ['<image', 'data:'] },
  // url() spelled so that a plain "url(" search misses it, though CSS reads it as one.
  {
    name: 'a hex-escaped url() in a fill',
    svg: wrap('<rect width="4" height="4" fill="\\75 rl(https://example.com/a.svg#p)"/>'),
    forbidden: ['example.com', 'rl('],
  },
  {
    name: 'a letter-escaped url() in a filter',
    svg: wrap('<rect width="4" height="4" filter="u\\rl(https://example.com/f.svg#f)"/>'),
    forbidden: ['example.com'],
  },
  {
    name: 'an escaped url() in a mask with a comment before it',
    svg: wrap('<rect width="4" height="4" mask="/* x */\\000055RL(//example.com/m.svg#m)"/>'),
    forbidden: ['example.com'],
  },
  {
    name: 'an escaped scheme inside a url() in a stroke',
    svg: wrap('<rect width="4" height="4" stroke="url(\\68 ttps://example.com/s.svg#s)"/>'),
    forbidden: ['example.com', 'ttps:'],
  },
  {
    name: 'an escaped url() in a style attribute',
    svg: wrap('<rect width="4" height="4" style="fill:\\75 rl(https://example.com/a.svg#p)"/>'),
    forbidden: ['style=', 'example.com'],
  },
];

const DEFAULT_PROMPT = 'edit icon, circular background, transparent, forecolor green';
const DEFAULT_FILE = 'edit_icon__circular_background__transparent__forecolor_green.svg';
const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="green"><circle cx="12" cy="12" r="10"/><path d="M8 12h8"/></svg>';

const promptBox = (page: Page) => page.getByRole('textbox', { name: 'Prompt' });
const generateButton = (page: Page) => page.getByRole('button', { name: 'Generate', exact: true });
const previewImage = (page: Page) => page.getByRole('img', { name: /^Generated icon: / });

async function open(page: Page) {
  await recordBlobTypes(page);
  await page.goto('/#/svg-icon-generator');
  await expect(promptBox(page)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Engine' })).toBeVisible();
}

/** The SVG markup inside the preview's inline base64 data image. */
async function previewSvg(page: Page): Promise<string> {
  const src = (await previewImage(page).getAttribute('src')) ?? '';
  expect(src).toMatch(/^data:image\/svg\+xml;base64,/);
  return Buffer.from(src.split(',')[1] ?? '', 'base64').toString('utf8');
}

async function download(page: Page, button: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()), type: await lastBlobType(page) };
}

test.describe('SVG Icon Generator with AI', () => {
  test('starts with the default prompt and an empty preview, then shows, copies and downloads the icon', async ({ page, baseURL, aiApp }) => {
    await open(page);
    await expect(page.getByRole('radio', { name: 'AI' })).toBeChecked();
    await expect(promptBox(page)).toHaveValue(DEFAULT_PROMPT);
    await expect(promptBox(page)).toHaveAttribute('placeholder', 'Describe the icon you want...');
    await expect(page.getByText('Your generated icon will appear here')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download .svg' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Copy SVG' })).toBeDisabled();

    aiApp.fake.replyWith(() => `\n${ICON}\n`);
    const calls = watchAiCalls(page);
    await generateButton(page).click();
    await expect(previewImage(page)).toBeVisible();
    await expect(page.getByText('Your generated icon will appear here')).toHaveCount(0);
    expect(calls).toEqual([{ url: `${baseURL}/api/ai/svg-icon`, body: { prompt: DEFAULT_PROMPT } }]);
    expect(requestText({ contents: aiApp.fake.requests.at(-1)?.body.contents })).toContain(DEFAULT_PROMPT);

    const shown = await previewSvg(page);
    expect(shown).toContain('<circle cx="12" cy="12" r="10"/>');
    expect(shown).toMatch(/width="128" height="128"/);

    const svgFile = await download(page, 'Download .svg');
    expect(svgFile.name).toBe(DEFAULT_FILE);
    expect(svgFile.type).toBe('image/svg+xml');
    expect(svgFile.bytes.toString('utf8')).toBe(shown);

    await page.getByRole('button', { name: 'Copy SVG' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
    await page.getByRole('button', { name: 'Copy data URI' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await previewImage(page).getAttribute('src'));
  });

  test('size and stroke width change the icon and every export; PNG and React exports download', async ({ page, aiApp }) => {
    await open(page);
    aiApp.fake.replyWith(() => ICON);
    await promptBox(page).fill('Home!');
    await generateButton(page).click();
    await expect(previewImage(page)).toBeVisible();
    await page.getByRole('slider', { name: /^Size/ }).fill('256');
    await page.getByRole('spinbutton', { name: 'Stroke width' }).fill('1.5');
    await expect.poll(() => previewSvg(page)).toMatch(/width="256" height="256" stroke-width="1\.5"/);

    const png = await download(page, 'Download PNG');
    expect(png.name).toBe('home_.png');
    expect(png.type).toBe('image/png');
    expect(png.bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // Width and height from the IHDR chunk.
    expect([png.bytes.readUInt32BE(16), png.bytes.readUInt32BE(20)]).toEqual([256, 256]);

    const component = await download(page, 'Download React component');
    expect(component.name).toBe('HomeIcon.tsx');
    expect(component.type).toBe('text/typescript');
    const source = component.bytes.toString('utf8');
    expect(source).toContain('export function HomeIcon(props: SVGProps<SVGSVGElement>) {');
    expect(source).toContain('strokeWidth="1.5" {...props}>');
  });

  test('a blank prompt says "Prompt is empty." and calls nothing; an empty one disables Generate', async ({ page }) => {
    await open(page);
    const calls = watchAiCalls(page);
    await promptBox(page).fill('');
    await expect(generateButton(page)).toBeDisabled();
    await promptBox(page).fill('   ');
    await generateButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Prompt is empty.');
    await promptBox(page).press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Prompt is empty.');
    expect(calls).toEqual([]);
  });

  for (const [label, answer] of [
    ['prose around the SVG', `Here is your icon: ${ICON}`],
    ['no SVG at all', 'I cannot draw that.'],
    ['an SVG-wrapped answer with nothing safe left', '<svg><script>alert(1)</script></svg><svg></svg>'],
  ] as const) {
    test(`an answer with ${label} gives the spec's invalid-SVG message`, async ({ page, aiApp }) => {
      await open(page);
      aiApp.fake.replyWith(() => answer);
      await generateButton(page).click();
      await expect(page.getByRole('alert')).toHaveText('The API did not return valid SVG code. Please try a different prompt.');
      await expect(page.getByText('Your generated icon will appear here')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Download .svg' })).toBeDisabled();
    });
  }

  test('hostile SVGs are sanitised before preview, copy and download, and nothing runs or is fetched', async ({ page, aiApp, baseURL }) => {
    await open(page);
    const network = watchRequests(page, baseURL);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    for (const sample of HOSTILE_SVG_SAMPLES) {
      aiApp.fake.replyWith(() => sample.svg);
      await promptBox(page).fill(`sample ${sample.name}`);
      await generateButton(page).click();
      await expect(previewImage(page)).toHaveAttribute('alt', `Generated icon: sample ${sample.name}`);
      await page.getByRole('button', { name: 'Copy SVG' }).click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      for (const text of sample.forbidden) expect(copied.toLowerCase(), sample.name).not.toContain(text.toLowerCase());
      expect(copied, sample.name).toContain('<circle cx="12" cy="12" r="5" fill="green"/>');
      const file = await download(page, 'Download .svg');
      expect(file.bytes.toString('utf8')).toBe(copied);
      expect(await previewSvg(page)).toBe(copied);
    }
    // A local reference survives: a gradient by url(#id). (<use> goes too: DOMPurify's SVG profile does not allow it.)
    aiApp.fake.replyWith(
      () =>
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs><rect width="24" height="24" fill="url(#g)"/></svg>',
    );
    await promptBox(page).fill('gradient');
    await generateButton(page).click();
    await expect(previewImage(page)).toHaveAttribute('alt', 'Generated icon: gradient');
    const kept = await previewSvg(page);
    expect(kept).toContain('fill="url(#g)"');
    expect(kept).toContain('<stop offset="0" stop-color="red"/>');
    expect(dialogs).toEqual([]);
    expect(network.foreign().filter((url) => !url.includes('/api/ai/svg-icon'))).toEqual([]);
  });

  test('shows the loading indicator while busy, clears the previous icon, and shows a provider failure', async ({ page, aiApp }) => {
    await open(page);
    aiApp.fake.replyWith(() => ICON);
    await generateButton(page).click();
    await expect(previewImage(page)).toBeVisible();

    await promptBox(page).fill('slow [fake:slow]');
    await generateButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'Generating icon…' })).toBeVisible();
    await expect(generateButton(page)).toBeDisabled();
    await expect(previewImage(page)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveText(
      `An error occurred: Error communicating with the API. The AI provider did not answer within ${E2E_AI_TIMEOUT_MS / 1000} s.`,
    );
    await expect(generateButton(page)).toBeEnabled();

    await promptBox(page).fill('x [fake:500]');
    await generateButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('An error occurred: Error communicating with the API. The AI provider failed (HTTP 500).');
    await expect(page.getByText('Your generated icon will appear here')).toBeVisible();

    // A new run clears the error first.
    aiApp.fake.replyWith(() => ICON);
    await promptBox(page).fill('ok');
    await generateButton(page).click();
    await expect(previewImage(page)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('the Local engine picks a Lucide icon with no call to the server', async ({ page, baseURL }) => {
    await open(page);
    await page.getByRole('radio', { name: 'Local' }).check();
    const network = watchRequests(page, baseURL);
    await generateButton(page).click();
    await expect(previewImage(page)).toBeVisible();
    await expect(page.getByText('Lucide icon "pencil" (matched "edit") · circle background · transparent · foreground #008000')).toBeVisible();
    expect(network.foreign()).toEqual([]);
  });
});

baseTest.describe('SVG Icon Generator without AI configured', () => {
  baseTest('defaults to Local and draws what the prompt asks, with no network', async ({ page, baseURL }) => {
    await recordBlobTypes(page);
    await page.goto('/#/svg-icon-generator');
    await baseExpect(page.getByRole('radio', { name: 'Local' })).toBeChecked();
    await baseExpect(page.getByRole('radio', { name: 'AI' })).toBeDisabled();
    const network = watchRequests(page, baseURL);

    await generateButton(page).click();
    await baseExpect(previewImage(page)).toBeVisible();
    const svg = await previewSvg(page);
    baseExpect(svg).toContain('color="#008000"');
    baseExpect(svg).toContain('<circle cx="12" cy="12" r="11.5" fill="none" stroke="currentColor" stroke-width="1"/>');
    const file = await download(page, 'Download .svg');
    baseExpect(file.name).toBe(DEFAULT_FILE);
    baseExpect(file.type).toBe('image/svg+xml');
    baseExpect(file.bytes.toString('utf8')).toBe(svg);

    await promptBox(page).fill('a red heart on a yellow square background');
    await promptBox(page).press('Enter');
    await baseExpect(page.getByText('Lucide icon "heart" (matched "heart") · square background · foreground #ff0000 · background #ffff00')).toBeVisible();
    baseExpect(await previewSvg(page)).toContain('<rect x="0.5" y="0.5" width="23" height="23" rx="5" fill="#ffff00" stroke="none"/>');

    await promptBox(page).fill('qwertyuiop');
    await generateButton(page).click();
    await baseExpect(page.getByText('No icon matched; showing Lucide\'s "sparkles"')).toBeVisible();
    baseExpect(network.foreign()).toEqual([]);
  });
});
