import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { median, repeat } from './stats';
import { kb, ms, type BenchRow, type BenchSuite } from './suite';

export interface PaletteSample {
  /** First Local palette after opening the tool: worker start, the 30,000-name list loaded and indexed, then the palette. */
  paletteColdMs: number;
  /** The next Local palette (Generate again), until its swatches are painted. */
  paletteWarmMs: number;
  /** Logo to Palette, Local engine: Generate until the branding palette shows, for a 512×512 PNG (first run: worker start included). */
  extract512ColdMs: number;
  extract512WarmMs: number;
  /** The same for a 2000×2000 PNG (decoded, scaled to 400 px, clustered in the worker). */
  extract2000Ms: number;
  paletteScreenGzipBytes: number;
  paletteWorkerGzipBytes: number;
  namesListGzipBytes: number;
  logoScreenGzipBytes: number;
  extractWorkerGzipBytes: number;
}

const TIMEOUT_MS = 60_000;

/** Clicks a button in the page and resolves when `selector` matches an element whose text differs from before, then the next frame. */
function timeClick(page: Page, buttonName: string, selector: string): Promise<number> {
  return page.evaluate(
    async ({ name, target }) => {
      const button = Array.from(document.querySelectorAll('button')).find((candidate) => candidate.textContent?.trim() === name);
      if (!button) throw new Error(`No "${name}" button.`);
      const before = document.querySelector(target)?.textContent ?? null;
      const started = performance.now();
      const changed = new Promise<void>((resolve, reject) => {
        setTimeout(() => reject(new Error(`"${target}" never changed.`)), 30_000);
        const observer = new MutationObserver(() => {
          const now = document.querySelector(target)?.textContent ?? null;
          if (now === null || now === before) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      });
      button.click();
      await changed;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return performance.now() - started;
    },
    { name: buttonName, target: selector },
  );
}

/** A square logo PNG drawn in the page: white ground, two brand colours, a small red mark and some anti-aliased text. */
async function logoPng(page: Page, side: number): Promise<Buffer> {
  const base64 = await page.evaluate(async (size) => {
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#FFFFFF';
    context.fillRect(0, 0, size, size);
    context.fillStyle = '#1D4ED8';
    context.beginPath();
    context.arc(size * 0.35, size * 0.4, size * 0.25, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = '#F97316';
    context.fillRect(size * 0.55, size * 0.2, size * 0.3, size * 0.4);
    context.fillStyle = '#DC2626';
    context.fillRect(size * 0.9, size * 0.05, size * 0.04, size * 0.04);
    context.fillStyle = '#111827';
    context.font = `700 ${Math.round(size * 0.12)}px sans-serif`;
    context.fillText('Brand', size * 0.1, size * 0.85);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((result) => resolve(result!), 'image/png'));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
    return btoa(binary);
  }, side);
  return Buffer.from(base64, 'base64');
}

async function timeExtraction(page: Page, png: Buffer, name: string): Promise<number> {
  await page.locator('input[type=file][aria-label="Upload logo"]').setInputFiles({ name, mimeType: 'image/png', buffer: png });
  await page.getByText(name).waitFor();
  const elapsed = await timeClick(page, 'Generate Palette & Mockups', 'ul[aria-label="Branding Palette"]');
  // Let the mockups finish so the next run starts from a quiet page.
  await page.getByRole('status').filter({ hasText: 'Done.' }).waitFor();
  return elapsed;
}

async function gzipSize(url: string | undefined): Promise<number> {
  if (!url) throw new Error('A chunk the suite measures was not loaded.');
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
  if (!response.ok) throw new Error(`Fetching ${url} answered ${response.status}.`);
  return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
}

async function measure(browser: Browser, baseUrl: string): Promise<PaletteSample> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT_MS);
    const loaded: string[] = [];
    page.on('response', (response) => loaded.push(response.url()));
    // Workers' own requests are seen through the context.
    context.on('response', (response) => loaded.push(response.url()));

    await page.goto(`${baseUrl}/#/color-palette-generator`);
    await page.getByRole('radio', { name: 'Local', checked: true }).waitFor();
    await page.getByRole('textbox', { name: 'Theme' }).fill('ocean sunset');
    const paletteColdMs = await timeClick(page, 'Generate', 'ul[aria-label="Palette"]');
    const paletteWarmMs = await timeClick(page, 'Generate', 'ul[aria-label="Palette"]');

    await page.goto(`${baseUrl}/#/logo-to-palette`);
    await page.getByRole('radio', { name: 'Local', checked: true }).waitFor();
    const small = await logoPng(page, 512);
    const large = await logoPng(page, 2000);
    const extract512ColdMs = await timeExtraction(page, small, 'logo-512.png');
    const extract2000Ms = await timeExtraction(page, large, 'logo-2000.png');
    const extract512WarmMs = await timeExtraction(page, small, 'logo-512-again.png');

    const find = (pattern: RegExp) => loaded.find((url) => pattern.test(url));
    return {
      paletteColdMs,
      paletteWarmMs,
      extract512ColdMs,
      extract512WarmMs,
      extract2000Ms,
      paletteScreenGzipBytes: await gzipSize(find(/color-palette-generator\.screen-[^/]+\.js$/)),
      paletteWorkerGzipBytes: await gzipSize(find(/local-palette\.worker-[^/]+\.js$/)),
      namesListGzipBytes: await gzipSize(find(/colornames\.esm-[^/]+\.js$/)),
      logoScreenGzipBytes: await gzipSize(find(/logo-to-palette\.screen-[^/]+\.js$/)),
      extractWorkerGzipBytes: await gzipSize(find(/extract-colors\.worker-[^/]+\.js$/)),
    };
  } finally {
    await context.close();
  }
}

export const paletteSuite: BenchSuite = {
  name: 'palette',
  async run({ browser, baseUrl, runs }) {
    const samples = await repeat(runs, () => measure(browser, baseUrl));
    const pick = (key: keyof PaletteSample) => median(samples.map((sample) => sample[key]));
    const rows: BenchRow[] = [
      { metric: 'palette: first Local palette (worker + 30,000 names loaded and indexed)', value: ms(pick('paletteColdMs')) },
      { metric: 'palette: next Local palette (warm)', value: ms(pick('paletteWarmMs')) },
      { metric: 'logo: 512 px PNG to branding palette, Local (first run, worker start)', value: ms(pick('extract512ColdMs')) },
      { metric: 'logo: 512 px PNG to branding palette, Local (warm)', value: ms(pick('extract512WarmMs')) },
      { metric: 'logo: 2000 px PNG to branding palette, Local', value: ms(pick('extract2000Ms')) },
      { metric: 'palette: screen chunk (gzip)', value: kb(pick('paletteScreenGzipBytes')) },
      { metric: 'palette: Local worker (gzip)', value: kb(pick('paletteWorkerGzipBytes')) },
      { metric: 'palette: colour-name list, Local only (gzip)', value: kb(pick('namesListGzipBytes')) },
      { metric: 'logo: screen chunk (gzip)', value: kb(pick('logoScreenGzipBytes')) },
      { metric: 'logo: extraction worker (gzip)', value: kb(pick('extractWorkerGzipBytes')) },
    ];
    return { rows, data: samples };
  },
};
