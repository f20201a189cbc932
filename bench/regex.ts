import type { Browser, Page } from '@playwright/test';
import { median, repeat } from './stats';
import type { BenchRow, BenchSuite } from './suite';

export interface RegexSample {
  matches: number;
  /** Paste of the 1 MB test string until "Matches (n)" is on screen and painted. */
  pasteToCountMs: number;
  /** Typing one more match at the end of the 1 MB text until the new count is painted. */
  typeToCountMs: number;
  /** The app's own search time, measured in its worker and shown in the status line. */
  matcherMs: number;
  /** The bare `for (const m of text.matchAll(re))` over the same text in the same page: its first run (like the app's single search of that text)... */
  bareFirstMs: number;
  /** ...and a second run, with the engine warmed up. */
  bareWarmMs: number;
}

const MB = 1024 * 1024;
const TIMEOUT_MS = 60_000;
const STATUS_PATTERN = /^([\d,]+) match(?:es)? in (\d+(?:\.\d+)?) ms$/;

/** A server log of about `bytes` characters: one ERROR line in 50, eight numbers a line. */
export function makeLog(bytes: number): string {
  const lines: string[] = [];
  let length = 0;
  for (let index = 0; length < bytes; index += 1) {
    const time = `${String(Math.floor(index / 3600) % 24).padStart(2, '0')}:${String(Math.floor(index / 60) % 60).padStart(2, '0')}:${String(index % 60).padStart(2, '0')}`;
    const line = `2024-03-15 ${time} ${index % 50 === 0 ? 'ERROR' : 'INFO'} request ${100000 + index} served in ${(index * 7) % 500} ms`;
    lines.push(line);
    length += line.length + 1;
  }
  return lines.join('\n').slice(0, bytes);
}

interface BenchWindow {
  __benchText?: string;
}

/** Runs `act` in the page and resolves with the time until the Matches heading reads `expected` and a frame is painted. */
async function timeUntilHeading(page: Page, expected: string, act: { paste: true } | { type: string }): Promise<number> {
  return page.evaluate(
    ({ expectedText, action }) =>
      new Promise<number>((resolve, reject) => {
        // No named helper functions in here: the bench's TypeScript loader would wrap them in a helper the page lacks.
        const heading = Array.from(document.querySelectorAll('h2')).find((element) => element.textContent?.startsWith('Matches'));
        const editor = document.querySelector<HTMLElement>('[aria-label="Test String"][contenteditable]');
        if (!editor || !heading) return reject(new Error('No Test String editor or Matches heading.'));
        const observer = new MutationObserver(() => {
          if (heading?.textContent !== expectedText) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - started));
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        const started = performance.now();
        if ('paste' in action) {
          const transfer = new DataTransfer();
          transfer.setData('text/plain', (window as unknown as BenchWindow).__benchText ?? '');
          editor.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
        } else {
          document.execCommand('insertText', false, action.type);
        }
        setTimeout(() => {
          observer.disconnect();
          reject(new Error(`The heading never read "${expectedText}" (it reads "${heading?.textContent}").`));
        }, 30_000);
      }),
    { expectedText: expected, action: act },
  );
}

/** The floor: iterate every match of the same text on the page's main thread, twice. */
async function bareMatchAll(page: Page, pattern: string, expectedCount: number): Promise<{ firstMs: number; warmMs: number }> {
  const rounds = await page.evaluate((source) => {
    const text = (window as unknown as BenchWindow).__benchText ?? '';
    const results: { count: number; elapsedMs: number }[] = [];
    for (let round = 0; round < 2; round += 1) {
      const started = performance.now();
      let count = 0;
      for (const match of text.matchAll(new RegExp(source, 'g'))) if (match) count += 1;
      results.push({ count, elapsedMs: performance.now() - started });
    }
    return results;
  }, pattern);
  const [first, warm] = rounds;
  if (!first || !warm || first.count !== expectedCount) throw new Error(`matchAll found ${first?.count} matches, expected ${expectedCount}.`);
  return { firstMs: first.elapsedMs, warmMs: warm.elapsedMs };
}

/** One cold run in a fresh context: paste 1 MB, read the count and the app's time, type one key, then time the bare matchAll. */
export async function measureRegex(browser: Browser, baseUrl: string, text: string, { pattern, typed }: BenchCase): Promise<RegexSample> {
  const count = [...text.matchAll(new RegExp(pattern, 'g'))].length;
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT_MS);
    await page.goto(`${baseUrl}/#/regex-tester`);
    await page.getByRole('heading', { level: 2, name: /^Matches \(\d+\)$/ }).waitFor();
    await page.getByRole('textbox', { name: 'Regular Expression' }).fill(pattern);
    await page.getByRole('textbox', { name: 'Replace' }).fill('');
    await page.evaluate((source) => {
      (window as unknown as BenchWindow).__benchText = source;
    }, text);
    const expected = `Matches (${count.toLocaleString('en-US')})`;
    const editor = page.getByRole('textbox', { name: 'Test String' });
    await editor.click();
    await editor.press('Control+A');
    const pasteToCountMs = await timeUntilHeading(page, expected, { paste: true });
    const statusText = (await page.getByRole('status').filter({ hasText: STATUS_PATTERN }).textContent())?.trim() ?? '';
    const status = STATUS_PATTERN.exec(statusText);
    if (!status?.[2]) throw new Error(`Unexpected status "${statusText}".`);
    await editor.press('Control+End');
    const typeToCountMs = await timeUntilHeading(page, `Matches (${(count + 1).toLocaleString('en-US')})`, { type: typed });
    const bare = await bareMatchAll(page, pattern, count);
    return { matches: count, pasteToCountMs, typeToCountMs, matcherMs: Number(status[2]), bareFirstMs: bare.firstMs, bareWarmMs: bare.warmMs };
  } finally {
    await context.close();
  }
}

interface BenchCase {
  label: string;
  pattern: string;
  /** Typed at the end of the text; adds exactly one match. */
  typed: string;
}

const CASES: BenchCase[] = [
  { label: 'sparse /ERROR/g', pattern: 'ERROR', typed: ' ERROR' },
  { label: 'dense /\\d+/g', pattern: '\\d+', typed: ' 1' },
];

const times = (value: number): string => `${value.toFixed(1)}x`;

export const regexSuite: BenchSuite = {
  name: 'regex-tester',
  async run({ browser, baseUrl, runs }) {
    const text = makeLog(MB);
    const rows: BenchRow[] = [];
    const data: Record<string, RegexSample[]> = {};
    for (const benchCase of CASES) {
      const { label } = benchCase;
      const samples = await repeat(runs, () => measureRegex(browser, baseUrl, text, benchCase));
      const pick = (key: keyof RegexSample) => median(samples.map((sample) => sample[key]));
      const bare = pick('bareFirstMs');
      const relative = (key: keyof RegexSample) => `${pick(key).toFixed(1)} ms (${times(pick(key) / bare)} matchAll)`;
      rows.push(
        { metric: `regex 1 MB ${label}: matches`, value: pick('matches').toLocaleString('en-US') },
        { metric: `regex 1 MB ${label}: paste → count painted`, value: relative('pasteToCountMs') },
        { metric: `regex 1 MB ${label}: type a key → count painted`, value: relative('typeToCountMs') },
        { metric: `regex 1 MB ${label}: app matcher (in its worker)`, value: relative('matcherMs') },
        { metric: `regex 1 MB ${label}: bare matchAll, first run (same page)`, value: `${bare.toFixed(1)} ms` },
        { metric: `regex 1 MB ${label}: bare matchAll, warm (same page)`, value: `${pick('bareWarmMs').toFixed(1)} ms` },
      );
      data[label] = samples;
    }
    return { rows, data };
  },
};
