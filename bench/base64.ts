import type { Browser, Page } from '@playwright/test';
import { median, repeat } from './stats';
import { mbPerSecond, ms, type BenchRow, type BenchSuite } from './suite';

const MB = 1024 * 1024;
const SIZE = 10 * MB;
const TIMEOUT_MS = 120_000;

interface Conversion {
  /** The screen's own figure: from handing the job over to having the result, in the worker as the screen runs it. */
  jobMs: number;
  /** From the drop to the first frame that shows the result's status line. */
  endToEndMs: number;
  /** The longest main-thread task meanwhile: how long the page was frozen at worst. */
  longestTaskMs: number;
}

interface BuiltIns {
  native: boolean;
  nativeEncodeMs: number | null;
  nativeDecodeMs: number | null;
  btoaMs: number;
  atobMs: number;
}

export interface Base64Sample {
  /** The first conversion also starts the worker. */
  encodeCold: Conversion;
  encodeWarm: Conversion;
  decode: Conversion;
  builtIns: BuiltIns;
}

interface BenchWindow {
  __benchBase64?: string;
}

/** Bytes that do not compress or repeat (a simple LCG), like a real binary file. */
function makeBytes(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  let state = 0x2545f491;
  for (let index = 0; index < size; index += 1) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    bytes[index] = state >>> 24;
  }
  return bytes;
}

const STATUS = { encode: /^Encoded .* in (\d+) ms$/, decode: /^Decoded .* in (\d+) ms$/ };

/**
 * Drops a file on the input pane as a visitor would and waits, in the page, for the frame that shows
 * the status line. The file is made in the page from data handed over beforehand: Playwright's
 * setInputFiles moves 10 MB in one multi-second main-thread task of its own, which would hide the app's.
 */
async function dropFile(page: Page, kind: 'encode' | 'decode'): Promise<Conversion> {
  // No helper functions inside: tsx would wrap them in a __name() call that the page does not have.
  const { status, endToEndMs, longestTaskMs } = await page.evaluate(
    async ({ kind, pattern, timeoutMs }) => {
      const base64 = (window as unknown as BenchWindow).__benchBase64 ?? '';
      const content = kind === 'decode' ? base64 : Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(
        new File([content], kind === 'decode' ? 'bench.b64.txt' : 'bench.bin', { type: kind === 'decode' ? 'text/plain' : 'application/octet-stream' }),
      );
      const target = document.querySelector('section[aria-label="Input"]');
      if (!target) throw new Error('The Base64 Converter is not showing.');
      const expected = new RegExp(pattern);
      let longestTaskMs = 0;
      const started = performance.now();
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.startTime >= started) longestTaskMs = Math.max(longestTaskMs, entry.duration);
      });
      observer.observe({ type: 'longtask' });
      target.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
      let status: string | undefined;
      while (!status) {
        if (performance.now() - started > timeoutMs) throw new Error(`No status matching ${pattern} within ${timeoutMs} ms.`);
        await new Promise((resolve) => requestAnimationFrame(resolve));
        status = Array.from(document.querySelectorAll('[role=status]'), (element) => element.textContent?.trim() ?? '').find((text) => expected.test(text));
      }
      const endToEndMs = performance.now() - started;
      // Let the observer report a task that ended with this frame.
      await new Promise((resolve) => setTimeout(resolve, 100));
      observer.disconnect();
      return { status, endToEndMs, longestTaskMs };
    },
    { kind, pattern: STATUS[kind].source, timeoutMs: TIMEOUT_MS },
  );
  const match = STATUS[kind].exec(status);
  if (!match?.[1]) throw new Error(`Unexpected status "${status}".`);
  return { jobMs: Number(match[1]), endToEndMs, longestTaskMs };
}

/** The same page's bare built-ins on the same data: Uint8Array.toBase64/fromBase64 when the engine has them, and btoa/atob on a binary string. */
async function measureBuiltIns(page: Page, base64: string): Promise<BuiltIns> {
  // No helper functions inside: tsx would wrap them in a __name() call that the page does not have.
  return page.evaluate((encoded) => {
    // The types in this repo predate the Uint8Array Base64 methods.
    const NativeArray = Uint8Array as unknown as { fromBase64?: (text: string) => Uint8Array };
    const bytes = Uint8Array.from(atob(encoded), (character) => character.charCodeAt(0)) as Uint8Array & { toBase64?: () => string };
    const native = typeof NativeArray.fromBase64 === 'function' && typeof bytes.toBase64 === 'function';
    let binary = '';
    for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
    let started = performance.now();
    const nativeEncoded = native ? bytes.toBase64?.() : null;
    const nativeEncodeMs = native ? performance.now() - started : null;
    started = performance.now();
    const nativeDecoded = native ? NativeArray.fromBase64?.(encoded) : null;
    const nativeDecodeMs = native ? performance.now() - started : null;
    started = performance.now();
    const btoaEncoded = btoa(binary);
    const btoaMs = performance.now() - started;
    started = performance.now();
    const atobDecoded = atob(encoded);
    const atobMs = performance.now() - started;
    if (btoaEncoded !== encoded || atobDecoded.length !== bytes.length || (native && (nativeEncoded !== encoded || nativeDecoded?.length !== bytes.length))) {
      throw new Error('A built-in gave a different result.');
    }
    return { native, nativeEncodeMs, nativeDecodeMs, btoaMs, atobMs };
  }, base64);
}

/** One cold run: a fresh page encodes a 10 MB file twice (cold, then warm worker), decodes its Base64 back, then times the built-ins. */
export async function measureBase64(browser: Browser, baseUrl: string, base64: string): Promise<Base64Sample> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT_MS);
    await page.goto(`${baseUrl}/#/base64-converter`);
    await page.getByRole('textbox', { name: 'Input' }).waitFor({ state: 'visible' });
    await page.evaluate((data) => {
      (window as unknown as BenchWindow).__benchBase64 = data;
    }, base64);
    const encodeCold = await dropFile(page, 'encode');
    // Clearing removes the status line, so the next one is the warm run's own.
    await page.getByRole('button', { name: 'Remove file and type text' }).click();
    await page.getByRole('status').filter({ hasText: STATUS.encode }).waitFor({ state: 'detached' });
    const encodeWarm = await dropFile(page, 'encode');
    await page.getByRole('radio', { name: 'Decode' }).click();
    const decode = await dropFile(page, 'decode');
    const builtIns = await measureBuiltIns(page, base64);
    return { encodeCold, encodeWarm, decode, builtIns };
  } finally {
    await context.close();
  }
}

/** Throughput over the 10 MB of binary data, both ways (the Base64 text is 13.3 MB). */
const rate = (milliseconds: number) => `${mbPerSecond(SIZE, Math.max(milliseconds, 0.1))} (${ms(milliseconds)})`;

export const base64Suite: BenchSuite = {
  name: 'base64-converter',
  async run({ browser, baseUrl, runs }) {
    const base64 = makeBytes(SIZE).toString('base64');
    const samples = await repeat(runs, () => measureBase64(browser, baseUrl, base64));
    const pick = (read: (sample: Base64Sample) => number) => median(samples.map(read));
    const native = samples.every((sample) => sample.builtIns.native);
    const rows: BenchRow[] = [
      {
        metric: 'Chromium has Uint8Array.prototype.toBase64 / Uint8Array.fromBase64',
        value: native ? 'yes (compared against them)' : 'no (compared against btoa/atob)',
      },
      { metric: 'encode 10 MB: app in its worker, first run (starts the worker)', value: rate(pick((sample) => sample.encodeCold.jobMs)) },
      { metric: 'encode 10 MB: app in its worker, warm (incl. transfer)', value: rate(pick((sample) => sample.encodeWarm.jobMs)) },
      ...(native ? [{ metric: 'encode 10 MB: built-in toBase64, same page', value: rate(pick((sample) => sample.builtIns.nativeEncodeMs ?? 0)) }] : []),
      { metric: 'encode 10 MB: built-in btoa on a binary string', value: rate(pick((sample) => sample.builtIns.btoaMs)) },
      { metric: 'encode 10 MB: drop to result shown (warm)', value: ms(pick((sample) => sample.encodeWarm.endToEndMs)) },
      { metric: 'encode 10 MB: longest main-thread task (warm)', value: ms(pick((sample) => sample.encodeWarm.longestTaskMs)) },
      { metric: 'decode 10 MB: app in its worker (incl. transfer)', value: rate(pick((sample) => sample.decode.jobMs)) },
      ...(native ? [{ metric: 'decode 10 MB: built-in fromBase64, same page', value: rate(pick((sample) => sample.builtIns.nativeDecodeMs ?? 0)) }] : []),
      { metric: 'decode 10 MB: built-in atob to a binary string', value: rate(pick((sample) => sample.builtIns.atobMs)) },
      { metric: 'decode 10 MB: drop to result shown', value: ms(pick((sample) => sample.decode.endToEndMs)) },
      { metric: 'decode 10 MB: longest main-thread task', value: ms(pick((sample) => sample.decode.longestTaskMs)) },
    ];
    return { rows, data: samples };
  },
};
