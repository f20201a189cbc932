import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page, Request } from '@playwright/test';
import { median, repeat } from './stats';
import { kb, ms, type BenchRow, type BenchSuite } from './suite';
import { ALSO_TIMED, DEEP_LINK_FACTOR, FIRST_USEFUL_CONTENT, IT_TOOLS_REFERENCE, OPEN_BUDGET_MS } from './tool-open-targets';

export interface OpenSample {
  landingFcpMs: number;
  /** From the pointer going down on the tool's card to the first frame painted with the tool's first useful content. */
  openMs: number;
  /** The same for the tool's later output named in ALSO_TIMED, if any. */
  alsoMs?: number;
  /** Requests the open started (scripts, styles, workers), until the network was quiet, and their gzip -9 size. */
  requests: number;
  gzipBytes: number;
}

export interface ToolOpenResult {
  toolId: string;
  opens: OpenSample[];
  /** The same open for a visitor saving data, for whom nothing is prefetched: the price of a tool's code itself. */
  opensWithoutPrefetch: OpenSample[];
  /** From navigation start of a cold load of `/#/<tool-id>` to the first frame painted with the tool's first useful content. */
  deepLinkMs: number[];
  /** The same for the tool's later output named in ALSO_TIMED, if any. */
  deepLinkAlsoMs: number[];
  /** The deep link reloaded: files from the HTTP cache, still no service worker. */
  reloadMs: number[];
}

interface DeepLinkSample {
  ms: number;
  alsoMs?: number;
  reloadMs: number;
}

const TIMEOUT_MS = 30_000;
/** The network counts as quiet after this long with no request in flight. */
const QUIET_MS = 500;

/**
 * In-page helper, installed before any page script runs. It polls each animation frame (before paint) for
 * the selector inside <main>; once the element is laid out, a message posted from that frame runs just
 * after its paint, and its time is the result. Plain JavaScript: tsx would wrap a bundled function in __name().
 */
const PAINT_PROBE = `
window.__benchPointerDownAt = undefined;
addEventListener('pointerdown', (event) => { window.__benchPointerDownAt = event.timeStamp; }, { capture: true });
window.__benchWaitForContent = (selector, timeoutMs) => new Promise((resolve, reject) => {
  const started = performance.now();
  const check = () => {
    const element = document.querySelector('main ' + selector);
    if (element && element.checkVisibility() && element.getBoundingClientRect().height > 0) {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
      return;
    }
    if (performance.now() - started > timeoutMs) return reject(new Error('No visible "' + selector + '" within ' + timeoutMs + ' ms.'));
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
});
`;

/** Network Information as a browser set to save data reports it: the app then prefetches nothing. */
const SAVE_DATA = `Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true, effectiveType: '4g' }) });`;

interface ProbeWindow {
  __benchPointerDownAt?: number;
  __benchWaitForContent: (selector: string, timeoutMs: number) => Promise<number>;
  __benchDeepLink?: Promise<number>;
  __benchDeepLinkAlso?: Promise<number>;
}

/**
 * A fresh context per run: nothing cached. Service workers are blocked, so every run measures the network
 * path a first visit takes (a controlled page would serve chunks from the precache instead).
 */
async function freshPage(browser: Browser, saveData = false): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await context.addInitScript({ content: PAINT_PROBE });
  if (saveData) await context.addInitScript({ content: SAVE_DATA });
  const page = await context.newPage();
  page.setDefaultTimeout(TIMEOUT_MS);
  return { context, page };
}

async function landingFcp(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);
  return Number(await handle.jsonValue());
}

/** Records the requests started from now on (the context's, so workers count too) and waits for them to settle. */
function watchRequests(context: BrowserContext): { requests: Request[]; quiet: () => Promise<void> } {
  const requests: Request[] = [];
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  const settle = (request: Request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  context.on('request', (request) => {
    requests.push(request);
    inFlight.add(request);
    lastActivity = Date.now();
  });
  context.on('requestfinished', settle);
  context.on('requestfailed', settle);
  const quiet = async () => {
    const deadline = Date.now() + TIMEOUT_MS;
    while (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`The network never went quiet: ${[...inFlight].map((request) => request.url()).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return { requests, quiet };
}

/** Sizes are measured after the timing, so compressing in Node does not compete with the page for the cores. */
async function gzipBytesOf(requests: readonly Request[]): Promise<number> {
  let total = 0;
  for (const request of requests) {
    const body = await (await request.response())?.body().catch(() => undefined);
    if (body) total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

/** Cold landing page, settled (a visitor takes longer than that to pick a card), then a real click on the tool's card. */
async function measureOpen(browser: Browser, baseUrl: string, toolId: string, selector: string, saveData: boolean): Promise<OpenSample> {
  const { context, page } = await freshPage(browser, saveData);
  try {
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const landingFcpMs = await landingFcp(page);
    const card = page.locator(`main li a[href="#/${toolId}"]`);
    await card.scrollIntoViewIfNeeded();
    const watched = watchRequests(context);
    const waitFor = (target: string) =>
      page.evaluate(([content, timeoutMs]) => (window as unknown as ProbeWindow).__benchWaitForContent(content, timeoutMs), [target, TIMEOUT_MS] as const);
    const painted = waitFor(selector);
    const also = ALSO_TIMED[toolId];
    const paintedAlso = also ? waitFor(also.selector) : undefined;
    await card.click();
    const paintedAt = await painted;
    const paintedAlsoAt = await paintedAlso;
    const clickedAt = await page.evaluate(() => (window as unknown as ProbeWindow).__benchPointerDownAt);
    if (clickedAt === undefined) throw new Error(`The click on ${toolId}'s card never reached the page.`);
    await watched.quiet();
    return {
      landingFcpMs,
      openMs: paintedAt - clickedAt,
      ...(paintedAlsoAt === undefined ? {} : { alsoMs: paintedAlsoAt - clickedAt }),
      requests: watched.requests.length,
      gzipBytes: await gzipBytesOf(watched.requests),
    };
  } finally {
    await context.close();
  }
}

async function measureDeepLink(browser: Browser, baseUrl: string, toolId: string, selector: string): Promise<DeepLinkSample> {
  const { context, page } = await freshPage(browser);
  const also = ALSO_TIMED[toolId];
  try {
    await context.addInitScript({
      content: [
        `window.__benchDeepLink = window.__benchWaitForContent(${JSON.stringify(selector)}, ${TIMEOUT_MS});`,
        also ? `window.__benchDeepLinkAlso = window.__benchWaitForContent(${JSON.stringify(also.selector)}, ${TIMEOUT_MS});` : '',
      ].join('\n'),
    });
    const painted = () => page.evaluate(() => (window as unknown as ProbeWindow).__benchDeepLink as Promise<number>);
    await page.goto(`${baseUrl}/#/${toolId}`);
    const ms = await painted();
    const alsoMs = also ? await page.evaluate(() => (window as unknown as ProbeWindow).__benchDeepLinkAlso as Promise<number>) : undefined;
    // The init script runs again on the reload, so the probe times the reloaded page from its own navigation.
    await page.reload();
    const reloadMs = await painted();
    return alsoMs === undefined ? { ms, reloadMs } : { ms, alsoMs, reloadMs };
  } finally {
    await context.close();
  }
}

interface ListedTool {
  id: string;
  title: string;
}

/**
 * Every tool the landing page lists (the registry, as a visitor sees it), read from the built app, since the
 * registry's module graph is the browser's. BENCH_TOOLS=json-beautifier,jwt-debugger limits the run, for quick iterations.
 */
async function listedTools(browser: Browser, baseUrl: string): Promise<ListedTool[]> {
  const { context, page } = await freshPage(browser);
  try {
    await page.goto(`${baseUrl}/`);
    const cards = page.locator('main li a');
    await cards.first().waitFor();
    const listed = await cards.evaluateAll((links) =>
      links.map((link) => ({ id: (link.getAttribute('href') ?? '').replace('#/', ''), title: link.querySelector('h3')?.textContent ?? '' })),
    );
    const only = process.env.BENCH_TOOLS?.split(',').filter(Boolean);
    return only ? listed.filter((tool) => only.includes(tool.id)) : listed;
  } finally {
    await context.close();
  }
}

function summarize(results: readonly ToolOpenResult[], listed: readonly ListedTool[]): BenchRow[] {
  const landingFcp = median(results.flatMap((result) => result.opens.map((open) => open.landingFcpMs)));
  const titleOf = (toolId: string) => listed.find((tool) => tool.id === toolId)?.title ?? toolId;
  const openMedian = (result: ToolOpenResult) => median(result.opens.map((open) => open.openMs));
  // Each tool's deep links are held against the landing page's paint measured in that tool's own rounds, beside
  // them: on a shared machine the speed drifts over the bench's minutes, and a paired reference cancels it.
  const landingFcpOf = (result: ToolOpenResult) => median([...result.opens, ...result.opensWithoutPrefetch].map((open) => open.landingFcpMs));
  const rows: BenchRow[] = [{ metric: 'open: landing first paint (no service worker)', value: ms(landingFcp) }];
  for (const reference of IT_TOOLS_REFERENCE) {
    const result = results.find((candidate) => candidate.toolId === reference.toolId);
    if (!result) continue;
    const devDeck = openMedian(result);
    const cold = median(result.opensWithoutPrefetch.map((open) => open.openMs));
    const verdict = Math.max(devDeck, cold) <= reference.itToolsMs / 2 ? 'met' : devDeck <= reference.itToolsMs / 2 ? 'met with prefetch' : 'MISSED';
    rows.push({
      metric: `open: ${titleOf(reference.toolId)} vs IT-Tools ${reference.itTools}`,
      value: `${ms(devDeck)} (no prefetch ${ms(cold)}) / ${ms(reference.itToolsMs)} = ${(devDeck / reference.itToolsMs).toFixed(2)} (${(cold / reference.itToolsMs).toFixed(2)}), target ≤ 0.50: ${verdict}`,
    });
  }
  for (const result of results) {
    const openMs = result.opens.map((open) => open.openMs);
    const coldMs = result.opensWithoutPrefetch.map((open) => open.openMs);
    const deepLink = median(result.deepLinkMs);
    const reload = median(result.reloadMs);
    rows.push({
      metric: `open ${titleOf(result.toolId)}`,
      value: [
        `${ms(median(openMs))} (worst ${ms(Math.max(...openMs))})`,
        `no prefetch ${ms(median(coldMs))} (worst ${ms(Math.max(...coldMs))}), ${median(result.opensWithoutPrefetch.map((open) => open.requests))} req, ${kb(median(result.opensWithoutPrefetch.map((open) => open.gzipBytes)))}`,
        `deep link ${ms(deepLink)} = ${(deepLink / landingFcpOf(result)).toFixed(2)}x its landing paint (${ms(landingFcpOf(result))})`,
        `reload ${ms(reload)} = ${(reload / landingFcpOf(result)).toFixed(2)}x`,
      ].join(' · '),
    });
    const also = ALSO_TIMED[result.toolId];
    if (also && result.deepLinkAlsoMs.length > 0) {
      const alsoOpen = median(result.opens.flatMap((open) => (open.alsoMs === undefined ? [] : [open.alsoMs])));
      const alsoCold = median(result.opensWithoutPrefetch.flatMap((open) => (open.alsoMs === undefined ? [] : [open.alsoMs])));
      const alsoDeep = median(result.deepLinkAlsoMs);
      rows.push({
        metric: `open ${titleOf(result.toolId)}: ${also.name} (reported, not a target)`,
        value: `${ms(alsoOpen)} · no prefetch ${ms(alsoCold)} · deep link ${ms(alsoDeep)} = ${(alsoDeep / landingFcpOf(result)).toFixed(2)}x its landing paint`,
      });
    }
  }
  const withinBudget = results.filter((result) => openMedian(result) <= OPEN_BUDGET_MS).length;
  const withinBudgetCold = results.filter((result) => median(result.opensWithoutPrefetch.map((open) => open.openMs)) <= OPEN_BUDGET_MS).length;
  const deepLinksWithin = results.filter((result) => median(result.deepLinkMs) <= DEEP_LINK_FACTOR * landingFcpOf(result)).length;
  const reloadsWithin = results.filter((result) => median(result.reloadMs) <= DEEP_LINK_FACTOR * landingFcpOf(result)).length;
  rows.push(
    { metric: `open: tools within ${OPEN_BUDGET_MS} ms (median)`, value: `${withinBudget} of ${results.length}` },
    { metric: `open: tools within ${OPEN_BUDGET_MS} ms with no prefetch`, value: `${withinBudgetCold} of ${results.length}` },
    { metric: `open: deep links within ${DEEP_LINK_FACTOR}x landing paint`, value: `${deepLinksWithin} of ${results.length}` },
    { metric: `open: reloaded deep links within ${DEEP_LINK_FACTOR}x landing paint`, value: `${reloadsWithin} of ${results.length}` },
  );
  return rows;
}

export const toolOpenSuite: BenchSuite = {
  name: 'tool-open',
  async run({ browser, baseUrl, runs }) {
    const results: ToolOpenResult[] = [];
    const listed = await listedTools(browser, baseUrl);
    for (const tool of listed) {
      const selector = FIRST_USEFUL_CONTENT[tool.id];
      if (!selector) throw new Error(`bench/tool-open-targets.ts names no first useful content for "${tool.id}".`);
      // Round by round, so the landing paints the deep links are held against are taken over the same seconds;
      // two deep links per round, each after a landing load, so the ratio compares as many samples on each side.
      const rounds = await repeat(runs, async () => {
        const open = await measureOpen(browser, baseUrl, tool.id, selector, false);
        const deepLink = await measureDeepLink(browser, baseUrl, tool.id, selector);
        const openWithoutPrefetch = await measureOpen(browser, baseUrl, tool.id, selector, true);
        const deepLinkAgain = await measureDeepLink(browser, baseUrl, tool.id, selector);
        return { open, openWithoutPrefetch, deepLinks: [deepLink, deepLinkAgain] };
      });
      const deepLinks = rounds.flatMap((round) => round.deepLinks);
      results.push({
        toolId: tool.id,
        opens: rounds.map((round) => round.open),
        opensWithoutPrefetch: rounds.map((round) => round.openWithoutPrefetch),
        deepLinkMs: deepLinks.map((deepLink) => deepLink.ms),
        deepLinkAlsoMs: deepLinks.flatMap((deepLink) => (deepLink.alsoMs === undefined ? [] : [deepLink.alsoMs])),
        reloadMs: deepLinks.map((deepLink) => deepLink.reloadMs),
      });
    }
    return { rows: summarize(results, listed), data: results };
  },
};
