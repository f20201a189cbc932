import type { Browser, Page } from '@playwright/test';
import { startAiApp } from '../test-support/ai-app';
import { median, repeat } from './stats';
import { kb, ms, type BenchRow, type BenchSuite } from './suite';

export interface PdfSample {
  /** PDF to JSON, Local engine: a 50-page PDF from Convert to the JSON being ready (pdf.js already loaded). */
  extract50PagesMs: number;
  pdfBytes: number;
  /** SVG Icon Generator: DOMPurify sanitising a large hostile SVG answer, as measured by the screen itself. */
  sanitizeLargeSvgMs: number;
  svgBytes: number;
}

const TIMEOUT_MS = 120_000;
const PAGES = 50;

/** 50 A4 pages of invoice-like lines, printed by Chromium itself: no file is downloaded. */
async function makePdf(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    const lines = (pageNumber: number) =>
      Array.from(
        { length: 30 },
        (_, line) => `<p>Item ${pageNumber}-${line}: Widget model ${line} · Quantity: ${line + 1} · Amount: ${(line * 3.5).toFixed(2)} EUR</p>`,
      ).join('');
    const pages = Array.from(
      { length: PAGES },
      (_, index) => `<section style="break-after: page"><h1>Invoice page ${index + 1}</h1><p>Invoice Number: INV-${index}</p>${lines(index)}</section>`,
    ).join('');
    await page.setContent(
      `<!doctype html><html><head><title>Bench invoice</title><style>p{margin:2px 0;font:11px Helvetica,Arial,sans-serif}</style></head><body>${pages}</body></html>`,
    );
    return await page.pdf({ format: 'A4' });
  } finally {
    await page.close();
  }
}

/** About 1 MB of SVG: 8,000 paths, with a script, handlers and external references sprinkled in. */
function makeLargeSvg(): string {
  const parts = Array.from({ length: 8000 }, (_, index) => {
    const d = `M${index % 24} ${(index * 7) % 24}l${(index % 5) + 1} ${(index % 3) + 1}h2v2z`;
    if (index % 500 === 0)
      return `<path d="${d}" onclick="alert(${index})" fill="url(https://evil.example/${index}#p)"/><use href="https://evil.example/s.svg#${index}"/>`;
    return `<path d="${d}" stroke="#${(index * 2654435761).toString(16).slice(-6).padStart(6, '0')}" stroke-width="0.5"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><script>alert(1)</script>${parts.join('')}</svg>`;
}

/** Clicks Convert to JSON and waits, in the page, for Download JSON to become enabled. */
function timeExtraction(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const buttons = Array.from(document.querySelectorAll('button'));
    const convert = buttons.find((button) => button.textContent?.trim() === 'Convert to JSON');
    const download = buttons.find((button) => button.textContent?.trim() === 'Download JSON');
    if (!convert || !download?.disabled) throw new Error('The PDF to JSON screen is not showing, or already has a result.');
    const started = performance.now();
    const done = new Promise<void>((resolve, reject) => {
      setTimeout(() => reject(new Error('The extracted JSON never appeared.')), 110_000);
      // Disabled until there is JSON (a fresh page has none), enabled once it is there.
      const observer = new MutationObserver(() => {
        if (download.disabled) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(download, { attributes: true, attributeFilter: ['disabled'] });
    });
    convert.click();
    await done;
    return performance.now() - started;
  });
}

async function measureExtraction(browser: Browser, baseUrl: string, pdf: Buffer): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT_MS);
    await page.goto(`${baseUrl}/#/pdf-to-json`);
    await page.getByRole('radio', { name: 'Local' }).check();
    await page.locator('input[type=file]').setInputFiles({ name: 'bench.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('img', { name: 'First page of bench.pdf' }).waitFor();
    return await timeExtraction(page);
  } finally {
    await context.close();
  }
}

async function measureSanitize(browser: Browser, baseUrl: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT_MS);
    await page.goto(`${baseUrl}/#/svg-icon-generator`);
    await page.getByRole('radio', { name: 'AI' }).check();
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await page.getByRole('img', { name: /^Generated icon: / }).waitFor();
    return await page.evaluate(() => performance.getEntriesByName('svg-icon: sanitise').at(-1)?.duration ?? Number.NaN);
  } finally {
    await context.close();
  }
}

export const pdfSuite: BenchSuite = {
  name: 'pdf',
  async run({ browser, baseUrl, runs }) {
    const pdf = await makePdf(browser);
    const svg = makeLargeSvg();
    const extractions = await repeat(runs, () => measureExtraction(browser, baseUrl, pdf));
    // The sanitiser runs on an AI answer: a fake Gemini gives the large SVG.
    const app = await startAiApp({ staticDir: process.env.BENCH_STATIC_DIR ?? 'dist' });
    let sanitizing: number[];
    try {
      app.fake.replyWith(() => svg);
      sanitizing = await repeat(runs, () => measureSanitize(browser, app.baseUrl));
    } finally {
      await app.stop();
    }
    const samples: PdfSample[] = extractions.map((extract50PagesMs, index) => ({
      extract50PagesMs,
      pdfBytes: pdf.length,
      sanitizeLargeSvgMs: sanitizing[index] ?? Number.NaN,
      svgBytes: svg.length,
    }));
    const rows: BenchRow[] = [
      { metric: `pdf-to-json: Local extraction, ${PAGES}-page PDF (${kb(pdf.length)}), Convert to JSON ready`, value: ms(median(extractions)) },
      { metric: `svg-icon: DOMPurify sanitise of a ${kb(svg.length)} hostile SVG`, value: ms(median(sanitizing)) },
    ];
    return { rows, data: samples };
  },
};
