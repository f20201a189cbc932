import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { exportSPKI, generateKeyPair, SignJWT } from 'jose';
import { median, repeat } from './stats';
import { kb, ms, type BenchRow, type BenchSuite } from './suite';

interface Timing {
  /** From the input event to the first painted frame that shows the expected result. */
  elapsedMs: number;
  /** The longest main-thread task meanwhile: how long the page was frozen at worst. */
  longestTaskMs: number;
}

export interface JwtSample {
  rsPemVerify: Timing;
  hsVerify: Timing;
  bigPayloadPaste: Timing;
  bigPayloadKeystroke: Timing;
  junkPaste: Timing;
  screenGzipBytes: number;
}

const TIMEOUT_MS = 60_000;
const SECRET = 'a-string-secret-at-least-256-bits-long';
const MB = 1024 * 1024;

type Target = 'token' | 'secret';

interface BenchWindow {
  __benchText?: string;
}
interface Expectation {
  /** The status label text to wait for, or null to wait for the alert text instead. */
  status: string | null;
  alert?: string;
}

/**
 * Sets a text area's value as a paste would and waits for the screen to show the expected result,
 * then for the next frame. Long tasks are observed meanwhile.
 */
async function timeChange(page: Page, target: Target, text: string, expected: Expectation): Promise<Timing> {
  // Handing megabytes to the page is itself a long task; do it first, outside the measurement.
  await page.evaluate((content) => {
    (window as unknown as BenchWindow).__benchText = content;
  }, text);
  return page.evaluate(
    async ({ target, expected, timeoutMs }) => {
      const benchWindow = window as unknown as BenchWindow;
      const text = benchWindow.__benchText ?? '';
      delete benchWindow.__benchText;
      const selector = target === 'token' ? 'textarea[aria-label="Encoded JWT"]' : 'textarea[placeholder="Your secret or public key"]';
      const box = document.querySelector<HTMLTextAreaElement>(selector);
      const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
      if (!box || !setValue) throw new Error('The JWT Debugger screen is not showing.');
      let longestTaskMs = 0;
      const started = performance.now();
      const observer = new PerformanceObserver((list) => {
        // This very task reports itself too; only what the screen does after the change counts.
        for (const entry of list.getEntries()) if (entry.startTime >= started) longestTaskMs = Math.max(longestTaskMs, entry.duration);
      });
      observer.observe({ type: 'longtask' });
      if (text.length > 100_000) {
        // As a visitor would: a paste, which the screen takes before the browser lays the text out.
        const clipboardData = new DataTransfer();
        clipboardData.setData('text/plain', text);
        box.focus();
        box.select();
        box.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
      } else {
        setValue.call(box, text);
        box.dispatchEvent(new Event('input', { bubbles: true }));
      }
      // Plain loop, no named helpers: tsx would wrap them in a __name() the page does not have.
      for (;;) {
        const shown =
          expected.status !== null
            ? document.querySelector('[data-testid="signature-status"]')?.textContent === expected.status
            : document.querySelector('[role="alert"]')?.textContent === expected.alert;
        if (shown) break;
        if (performance.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${JSON.stringify(expected)}.`);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const elapsedMs = performance.now() - started;
      // Long tasks are reported after they end; give the last one a moment to arrive.
      await new Promise((resolve) => setTimeout(resolve, 50));
      observer.disconnect();
      return { elapsedMs, longestTaskMs };
    },
    { target, expected, timeoutMs: TIMEOUT_MS },
  );
}

interface Fixtures {
  rsToken: string;
  rsPem: string;
  hsToken: string;
  bigToken: string;
  junk: string;
}

async function makeFixtures(): Promise<Fixtures> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const secret = new TextEncoder().encode(SECRET);
  return {
    rsToken: await new SignJWT({ sub: 'bench', iat: 1_700_000_000 }).setProtectedHeader({ alg: 'RS256', typ: 'JWT' }).sign(privateKey),
    rsPem: await exportSPKI(publicKey),
    hsToken: await new SignJWT({ sub: 'bench', name: 'Bench', iat: 1_700_000_000 }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret),
    bigToken: await new SignJWT({ blob: 'b'.repeat(2 * MB) }).setProtectedHeader({ alg: 'HS256' }).sign(secret),
    junk: 'junk'.repeat((5 * MB) / 4),
  };
}

/** One cold run in a fresh context: the common cases first, then the hostile ones. */
export async function measureJwt(browser: Browser, baseUrl: string, fixtures: Fixtures): Promise<JwtSample> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT_MS);
    let screenGzipBytes = 0;
    page.on('response', (response) => {
      if (/\/assets\/jwt-debugger\.screen-[^/]+\.js$/.test(response.url())) void response.body().then((body) => (screenGzipBytes = gzipSync(body).length));
    });
    await page.goto(`${baseUrl}/#/jwt-debugger`);
    await page.getByTestId('signature-status').filter({ hasText: 'Signature Verified' }).waitFor();

    // The sample is HS256, so a PEM key in the secret box first reads as a wrong secret.
    await timeChange(page, 'secret', fixtures.rsPem, { status: 'Invalid Signature' });
    const rsPemVerify = await timeChange(page, 'token', fixtures.rsToken, { status: 'Signature Verified' });
    await timeChange(page, 'secret', SECRET, { status: 'Invalid Signature' });
    const hsVerify = await timeChange(page, 'token', fixtures.hsToken, { status: 'Signature Verified' });
    const bigPayloadPaste = await timeChange(page, 'token', fixtures.bigToken, { status: 'Signature Verified' });
    const bigPayloadKeystroke = await timeChange(page, 'secret', `${SECRET}x`, { status: 'Invalid Signature' });
    const junkPaste = await timeChange(page, 'token', fixtures.junk, {
      status: null,
      alert: 'Invalid JWT format. A token must have three parts separated by dots.',
    });
    return { rsPemVerify, hsVerify, bigPayloadPaste, bigPayloadKeystroke, junkPaste, screenGzipBytes };
  } finally {
    await context.close();
  }
}

const CASES: { key: keyof Omit<JwtSample, 'screenGzipBytes'>; label: string }[] = [
  { key: 'hsVerify', label: 'paste HS256 token to "Signature Verified"' },
  { key: 'rsPemVerify', label: 'paste RS256 token (PEM key) to "Signature Verified"' },
  { key: 'bigPayloadPaste', label: 'paste token with 2 MB payload to verified' },
  { key: 'bigPayloadKeystroke', label: 'keystroke in secret with 2 MB token to new status' },
  { key: 'junkPaste', label: 'paste 5 MB of junk to the format error' },
];

export const jwtSuite: BenchSuite = {
  name: 'jwt-debugger',
  async run({ browser, baseUrl, runs }) {
    const fixtures = await makeFixtures();
    const samples = await repeat(runs, () => measureJwt(browser, baseUrl, fixtures));
    const rows: BenchRow[] = [];
    for (const { key, label } of CASES) {
      rows.push(
        { metric: `jwt: ${label}`, value: ms(median(samples.map((sample) => sample[key].elapsedMs))) },
        { metric: `jwt: ${label}, longest task`, value: ms(median(samples.map((sample) => sample[key].longestTaskMs))) },
      );
    }
    rows.push({ metric: 'jwt: screen chunk (gzip, jose included)', value: kb(median(samples.map((sample) => sample.screenGzipBytes))) });
    return { rows, data: samples };
  },
};
