import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { median, repeat } from './stats';
import { kb, ms, type BenchRow, type BenchSuite } from './suite';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TIMEOUT_MS = 120_000;

interface Document {
  label: string;
  tool: 'js-minifier' | 'css-minifier';
  action: string;
  fileName: string;
  mimeType: string;
  text: string;
}

/** A real, unminified library: React DOM's development build, 1.1 MB. */
async function javascriptBundle(): Promise<string> {
  return readFile(join(ROOT, 'node_modules/react-dom/cjs/react-dom-client.development.js'), 'utf8');
}

/** A real stylesheet (pdf.js's viewer) cut after the top-level rule that passes 200 KB. */
async function stylesheet(): Promise<string> {
  const css = await readFile(join(ROOT, 'node_modules/pdfjs-dist/web/pdf_viewer.css'), 'utf8');
  const end = css.indexOf('\n}\n', 200 * 1024);
  return end === -1 ? css : css.slice(0, end + 3);
}

interface BrowserSample {
  coldMs: number;
  warmMs: number;
  outputBytes: number;
}

const STATUS = /^Minified .* in (\d+) ms \(Local\)$/;

async function statusMs(page: Page): Promise<number> {
  const status = page.getByRole('status').filter({ hasText: /^Minified / });
  await status.waitFor({ state: 'visible', timeout: TIMEOUT_MS });
  const text = (await status.textContent())?.trim() ?? '';
  const match = STATUS.exec(text);
  if (!match?.[1]) throw new Error(`Unexpected status "${text}".`);
  return Number(match[1]);
}

/** Clicks the action and waits for its result; the busy label shows first, so an old status is never read. */
async function minifyOnce(page: Page, document: Document): Promise<number> {
  await page.getByRole('button', { name: document.action }).click();
  await page
    .getByRole('button', { name: 'Minifying...' })
    .waitFor({ state: 'visible', timeout: TIMEOUT_MS })
    .catch(() => undefined);
  return statusMs(page);
}

/**
 * One run in a fresh context: the app's own figure for a cold run (worker start and library load
 * included) and a warm one (same worker), and the output size read from the clipboard.
 */
async function measureInBrowser(browser: Browser, baseUrl: string, document: Document): Promise<BrowserSample> {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT_MS);
    await page.goto(`${baseUrl}/#/${document.tool}`);
    await page.getByRole('radio', { name: 'Local' }).check();
    if (document.tool === 'js-minifier') await page.getByRole('radio', { name: 'Script' }).check();
    await page
      .locator('input[type=file][aria-label="Open file"]')
      .setInputFiles({ name: document.fileName, mimeType: document.mimeType, buffer: Buffer.from(document.text) });
    const coldMs = await minifyOnce(page, document);
    const warmMs = await minifyOnce(page, document);
    await page.getByRole('button', { name: 'Copy' }).click();
    const output = await page.evaluate(() => navigator.clipboard.readText());
    return { coldMs, warmMs, outputBytes: Buffer.byteLength(output) };
  } finally {
    await context.close();
  }
}

interface NodeSample {
  ms: number;
  outputBytes: number;
}

/** terser's own CLI with the app's settings (compress, mangle, licence comments kept), wall time including Node start-up. */
async function terserCli(file: string): Promise<NodeSample> {
  const started = performance.now();
  const { stdout } = await run(
    process.execPath,
    [join(ROOT, 'node_modules/terser/bin/terser'), file, '--compress', '--mangle', '--ecma', '2020', '--comments', 'some'],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return { ms: performance.now() - started, outputBytes: Buffer.byteLength(stdout) };
}

/** csso has no CLI in this project (csso-cli is a separate package): its API in a fresh Node process, wall time. */
async function cssoNode(file: string): Promise<NodeSample> {
  const script = `import { readFileSync } from 'node:fs'; import { minify } from 'csso'; process.stdout.write(minify(readFileSync(${JSON.stringify(file)}, 'utf8'), { restructure: false, comments: 'exclamation' }).css);`;
  const started = performance.now();
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 });
  return { ms: performance.now() - started, outputBytes: Buffer.byteLength(stdout) };
}

/** For the choice of library: the native minifiers that are installed here anyway (as tool dependencies), in this process. */
async function nativeAlternative(document: Document): Promise<(NodeSample & { name: string }) | null> {
  try {
    const started = performance.now();
    if (document.tool === 'js-minifier') {
      const esbuild = await import('esbuild');
      const { code } = await esbuild.transform(document.text, { minify: true, loader: 'js', target: 'es2020', legalComments: 'inline' });
      return { name: 'esbuild (native, Node)', ms: performance.now() - started, outputBytes: Buffer.byteLength(code) };
    }
    const lightningcss = await import('lightningcss');
    const { code } = lightningcss.transform({ filename: 'bench.css', code: Buffer.from(document.text), minify: true });
    return { name: 'lightningcss (native, Node)', ms: performance.now() - started, outputBytes: code.byteLength };
  } catch {
    return null;
  }
}

export const minifiersSuite: BenchSuite = {
  name: 'minifiers',
  async run({ browser, baseUrl, runs }) {
    const documents: Document[] = [
      {
        label: 'JS 1.1 MB (react-dom dev build)',
        tool: 'js-minifier',
        action: 'Minify JS',
        fileName: 'react-dom.js',
        mimeType: 'text/javascript',
        text: await javascriptBundle(),
      },
      {
        label: 'CSS 200 KB (pdf.js viewer)',
        tool: 'css-minifier',
        action: 'Minify CSS',
        fileName: 'viewer.css',
        mimeType: 'text/css',
        text: await stylesheet(),
      },
    ];
    const folder = await mkdtemp(join(tmpdir(), 'devdeck-bench-'));
    const rows: BenchRow[] = [];
    const data: Record<string, unknown> = {};
    try {
      for (const document of documents) {
        const file = join(folder, document.fileName);
        await writeFile(file, document.text);
        const browserSamples = await repeat(runs, () => measureInBrowser(browser, baseUrl, document));
        const nodeSamples = await repeat(runs, () => (document.tool === 'js-minifier' ? terserCli(file) : cssoNode(file)));
        const alternative = await nativeAlternative(document);
        const library = document.tool === 'js-minifier' ? 'terser CLI' : 'csso in a Node process';
        const pick = <T>(samples: T[], value: (sample: T) => number) => median(samples.map(value));
        rows.push(
          { metric: `${document.label}: input`, value: kb(Buffer.byteLength(document.text)) },
          {
            metric: `${document.label}: browser, cold (worker + library load + minify + verify + gzip)`,
            value: ms(pick(browserSamples, (sample) => sample.coldMs)),
          },
          { metric: `${document.label}: browser, warm`, value: ms(pick(browserSamples, (sample) => sample.warmMs)) },
          { metric: `${document.label}: browser output`, value: kb(pick(browserSamples, (sample) => sample.outputBytes)) },
          { metric: `${document.label}: ${library} (wall, with Node start-up)`, value: ms(pick(nodeSamples, (sample) => sample.ms)) },
          { metric: `${document.label}: ${library} output`, value: kb(pick(nodeSamples, (sample) => sample.outputBytes)) },
        );
        if (alternative) {
          rows.push({ metric: `${document.label}: ${alternative.name}, for comparison`, value: `${ms(alternative.ms)}, ${kb(alternative.outputBytes)}` });
        }
        data[document.label] = { browser: browserSamples, node: nodeSamples, alternative };
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    return { rows, data };
  },
};
