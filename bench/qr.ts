import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { median, repeat } from './stats';
import { kb, ms, type BenchRow, type BenchSuite } from './suite';

export interface QrSample {
  /** Typing the most level H holds (1,273 bytes) at 1024 px, until the new code is painted. */
  renderMaxMs: number;
  /** A short URL at 256 px, the first code after opening the tool (cold: nothing compiled yet). */
  renderColdMs: number;
  /** Another short URL at 256 px, once warm: what each keystroke costs. */
  renderWarmMs: number;
  /** Pasting a 1200×900 JPEG photo of a rotated code, until its text is shown (decoding runs in a worker). */
  scanPhotoMs: number;
  screenGzipBytes: number;
  workerGzipBytes: number;
}

const TIMEOUT_MS = 60_000;
const MAX_H_TEXT = 'a'.repeat(1273);
/** 24 bytes: version 3 at level H, unlike the URL timed before it, so the details line changes. */
const SCANNED_TEXT = 'https://example.com/scan';

/** Sets the text as typing would and waits for the code's details to change, then for the next painted frame. */
function timeRender(page: Page, text: string): Promise<number> {
  return page.evaluate(async (content) => {
    const textarea = document.querySelector<HTMLTextAreaElement>('textarea[placeholder="Enter content to encode"]');
    const details = document.querySelector('[data-testid="qr-details"]');
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    if (!textarea || !details || !setValue) throw new Error('The QR Code Generator screen is not showing.');
    const before = details.textContent;
    const started = performance.now();
    const changed = new Promise<void>((resolve, reject) => {
      setTimeout(() => reject(new Error(`The QR details never changed from "${before}".`)), 30_000);
      const observer = new MutationObserver(() => {
        if (details.textContent === before) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(details, { childList: true, subtree: true, characterData: true });
    });
    setValue.call(textarea, content);
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
    await changed;
    // The canvas is drawn in an effect after the commit: let it run, then wait for the frame that shows it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return performance.now() - started;
  }, text);
}

/** Makes a photo-like JPEG of a code in the page: the code from the app's own canvas, rotated on a gradient. */
function makePhoto(page: Page): Promise<string> {
  return page.evaluate(async () => {
    // Let the resize commit and paint first.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const code = document.querySelector<HTMLCanvasElement>('canvas[aria-label="QR code preview"]');
    if (!code) throw new Error('No QR code preview to photograph.');
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 900;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 1200, 900);
    gradient.addColorStop(0, '#8b8b8b');
    gradient.addColorStop(1, '#d8d8d8');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 1200, 900);
    context.translate(600, 450);
    context.rotate(0.2);
    context.drawImage(code, -200, -200, 400, 400);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.8));
    if (!blob) throw new Error('Could not encode the photo.');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
    return btoa(binary);
  });
}

/** Pastes the photo on the Scan tab and waits for the decoded text to appear. */
function timeScan(page: Page, photoBase64: string, expected: string): Promise<number> {
  return page.evaluate(
    async ({ base64, text }) => {
      const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], 'photo.jpg', { type: 'image/jpeg' }));
      const started = performance.now();
      const done = new Promise<void>((resolve, reject) => {
        setTimeout(() => reject(new Error('The scanned text never appeared.')), 30_000);
        const observer = new MutationObserver(() => {
          // Inline on purpose: tsx would wrap a named helper in __name(), which does not exist in the page.
          if (!Array.from(document.querySelectorAll('textarea')).some((area) => area.value === text)) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
      document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true }));
      await done;
      return performance.now() - started;
    },
    { base64: photoBase64, text: expected },
  );
}

async function gzipSize(url: string): Promise<number> {
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
  if (!response.ok) throw new Error(`Fetching ${url} answered ${response.status}.`);
  return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
}

/** One cold run in a fresh context. */
async function measureQr(browser: Browser, baseUrl: string): Promise<QrSample> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT_MS);
    const scripts: string[] = [];
    page.on('response', (response) => scripts.push(response.url()));
    await page.goto(`${baseUrl}/#/qr-code-generator`);
    await page.getByTestId('qr-details').waitFor({ state: 'visible' });

    const renderColdMs = await timeRender(page, 'https://example.com/docs/getting-started');
    const renderWarmMs = await timeRender(page, SCANNED_TEXT);
    await page.getByRole('slider', { name: 'Size' }).fill('1024');
    const photo = await makePhoto(page);
    const renderMaxMs = await timeRender(page, MAX_H_TEXT);

    await page.getByRole('tab', { name: 'Scan' }).click();
    const scanPhotoMs = await timeScan(page, photo, SCANNED_TEXT);

    const screen = scripts.find((url) => /qr-code-generator\.screen-[^/]+\.js$/.test(url));
    const worker = scripts.find((url) => /qr-scan\.worker-[^/]+\.js$/.test(url));
    if (!screen || !worker) throw new Error('The QR screen or scan worker chunk was not loaded.');
    return { renderMaxMs, renderColdMs, renderWarmMs, scanPhotoMs, screenGzipBytes: await gzipSize(screen), workerGzipBytes: await gzipSize(worker) };
  } finally {
    await context.close();
  }
}

export const qrSuite: BenchSuite = {
  name: 'qr-code-generator',
  async run({ browser, baseUrl, runs }) {
    const samples = await repeat(runs, () => measureQr(browser, baseUrl));
    const pick = (key: keyof QrSample) => median(samples.map((sample) => sample[key]));
    const rows: BenchRow[] = [
      { metric: 'qr: first code after opening, 256 px (input to painted)', value: ms(pick('renderColdMs')) },
      { metric: 'qr: next short URL, 256 px (warm)', value: ms(pick('renderWarmMs')) },
      { metric: 'qr: render 1,273 bytes at level H, 1024 px', value: ms(pick('renderMaxMs')) },
      { metric: 'qr: scan a pasted 1200×900 JPEG photo', value: ms(pick('scanPhotoMs')) },
      { metric: 'qr: screen chunk (gzip)', value: kb(pick('screenGzipBytes')) },
      { metric: 'qr: scan worker with jsQR (gzip, loaded on first scan)', value: kb(pick('workerGzipBytes')) },
    ];
    return { rows, data: samples };
  },
};
