import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import type { APIRequestContext, Page } from './test';
import { expect, test } from './ai-fixture';
import { startAiApp } from '../test-support/ai-app';
import { emulateConnection } from './network';

// Every other spec blocks service workers (playwright.config.ts); this one is about them. The AI
// fixture serves the build under test with a fake Gemini, so AI is available while online.
test.use({ serviceWorkers: 'allow' });

const STATIC_DIR = process.env.E2E_STATIC_DIR ?? 'dist';
const OFFLINE_MESSAGE = 'You are offline: AI features need a connection. Local engines still work.';
const NOT_LOADED = 'This tool could not be loaded';

/**
 * Workbox precaches the build's files one after another (about 10 MB in 190 files). On a busy two-core CI
 * machine that took 15 s after the page's load (seen: requests of 75 ms each), past the default wait.
 */
const PRECACHE_TIMEOUT_MS = 60_000;

/** Waits until the service worker has precached the build and controls the page. */
async function waitUntilOfflineReady(page: Page) {
  const notice = page.getByRole('status').filter({ hasText: 'DevDeck is ready to work offline.' });
  await expect(notice).toBeVisible({ timeout: PRECACHE_TIMEOUT_MS });
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
}

/** Same-origin requests that failed: with the network cut, a file missing from the precache. */
function watchFailedRequests(page: Page, baseURL: string | undefined) {
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    const url = new URL(request.url());
    const error = request.failure()?.errorText;
    // ERR_ABORTED is a load the page itself cancelled by moving on (to the next tool, a reload), not a miss.
    if (error === 'net::ERR_ABORTED' || url.origin !== new URL(baseURL ?? '').origin || url.pathname.startsWith('/api/')) return;
    failed.push(`${url.pathname} (${error})`);
  });
  return failed;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

async function fetchOk(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return response;
}

test.describe('installable app', () => {
  test('links a valid web app manifest with fetchable icons, and Chromium finds it installable', async ({ page, request }) => {
    await page.goto('/');
    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestUrl).toBe('/manifest.webmanifest');
    const manifestResponse = await fetchOk(request, manifestUrl ?? '');
    expect(manifestResponse.headers()['content-type']).toBe('application/manifest+json');
    expect(manifestResponse.headers()['cache-control']).toBe('no-cache');
    const manifest = (await manifestResponse.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; type: string; purpose?: string }[] };
    expect(manifest).toMatchObject({
      name: 'DevDeck',
      short_name: 'DevDeck',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#4f46e5',
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      description: expect.stringContaining('offline'),
    });
    for (const icon of manifest.icons) {
      const response = await fetchOk(request, icon.src);
      expect(response.headers()['content-type'], icon.src).toBe(icon.type);
      expect(pngSize(await response.body()), icon.src).toBe(icon.sizes);
    }
    const purposes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));

    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#4f46e5');
    const touchIcon = await fetchOk(request, (await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')) ?? '');
    expect(pngSize(await touchIcon.body())).toBe('180x180');

    // Chromium's own verdict, as behind its install button: no manifest errors, nothing missing.
    // Playwright's contexts are off the record, where Chromium never installs; that is the only objection allowed.
    const cdp = await page.context().newCDPSession(page);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    await waitUntilOfflineReady(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);
  });

  test('precaches every file of the build but their .br/.gz copies, and sw.js is revalidated', async ({ request }) => {
    const swResponse = await fetchOk(request, '/sw.js');
    expect(swResponse.headers()['cache-control']).toBe('no-cache');
    const sw = await swResponse.text();
    const precached = [...sw.matchAll(/\{url:"([^"]+)",revision:(?:"[0-9a-f]+"|null)\}/g)].map((match) => match[1]).sort();
    const built = (await readdir(STATIC_DIR, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => relative(STATIC_DIR, join(entry.parentPath, entry.name)).split(sep).join('/'))
      .filter((path) => !/\.(br|gz|map)$/.test(path) && path !== 'sw.js' && !/^workbox-[0-9a-f]+\.js$/.test(path))
      .sort();
    expect(built.filter((path) => path.startsWith('assets/')).length).toBeGreaterThan(20);
    expect(precached).toEqual(built);
  });
});

test.describe('offline', () => {
  test('the service worker serves the app and every tool with the network cut', async ({ page, context, baseURL }) => {
    // Opens every tool in turn: slow on a busy machine, though each wait ends as soon as the screen is there.
    test.slow();
    await page.goto('/');
    await waitUntilOfflineReady(page);
    // API answers are never cached: health was asked, yet no cache holds it.
    const cachedUrls = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) urls.push(...(await (await caches.open(name)).keys()).map((request) => request.url));
      return urls;
    });
    expect(cachedUrls.length).toBeGreaterThan(20);
    expect(cachedUrls.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);

    await context.setOffline(true);
    const failed = watchFailedRequests(page, baseURL);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Tools' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('listitem').getByRole('link');
    await expect(cards.first()).toBeVisible();
    const entries = await cards.evaluateAll((links) =>
      links.map((link) => ({ href: link.getAttribute('href') ?? '', title: link.querySelector('h3')?.textContent ?? '' })),
    );
    const tools = [...new Map(entries.map((entry) => [entry.href, entry])).values()];
    expect(tools.length).toBeGreaterThan(10);

    for (const { href, title } of tools) {
      await page.goto(`/${href}`);
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true }), href).toBeVisible();
      // The lazy screen and the lazy parts it shows first (code panes) came from the precache:
      // no loading placeholder left and no "could not be loaded" error.
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ }), href).toHaveCount(0);
      await expect(page.getByRole('alert').filter({ hasText: NOT_LOADED }), href).toHaveCount(0);
    }
    // A deep link reloaded offline: the navigation fallback answers with index.html.
    await page.goto('/#/json-beautifier');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'JSON Beautifier' })).toBeVisible();
    expect(failed).toEqual([]);
  });

  test('a visitor saving data gets no service worker and downloads no offline copy, and the tools still open', async ({ page }) => {
    await emulateConnection(page, { saveData: true, effectiveType: '4g' });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/', { waitUntil: 'networkidle' });
    await page
      .getByRole('main')
      .getByRole('link', { name: /JSON Beautifier/ })
      .click();
    await expect(page.getByRole('textbox', { name: 'JSON Input' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((registrations) => registrations.length))).toBe(0);
    expect(requested).not.toContain('/sw.js');
    // Only what the landing page and this one tool need: the precache would be every tool's files.
    expect(requested.filter((path) => path.startsWith('/assets/')).length).toBeLessThan(25);
  });

  test('local tools and the Local engine work offline; an AI action says it is offline', async ({ page, context, baseURL }) => {
    test.slow();
    await page.goto('/#/text-generator');
    await waitUntilOfflineReady(page);
    // Online, the server offers AI, so the Text Generator starts on it.
    await expect(page.getByRole('radio', { name: 'AI' })).toBeChecked();

    await context.setOffline(true);
    const failed = watchFailedRequests(page, baseURL);
    await page.getByRole('textbox', { name: 'Text Prompt' }).fill('A bakery website');
    await page.getByRole('button', { name: 'Generate Text' }).click();
    await expect(page.getByRole('alert')).toHaveText(OFFLINE_MESSAGE);

    // Reloaded offline, /api/health cannot be asked: the Engine stays on Local, and says why.
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Local' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'AI' })).toBeDisabled();
    await expect(page.getByText(OFFLINE_MESSAGE)).toBeVisible();
    await page.getByRole('spinbutton', { name: 'Length' }).fill('2');
    await page.getByRole('textbox', { name: 'Text Prompt' }).fill('A bakery website');
    await page.getByRole('button', { name: 'Generate Text' }).click();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Generated Text' }).inputValue())
      .toMatch(/^Lorem ipsum dolor sit amet, consectetur adipiscing elit\. /);
    await expect(page.getByRole('alert')).toHaveCount(0);

    // The network comes back: AI is offered again without a reload, and the engine in use stays.
    await context.setOffline(false);
    await expect(page.getByRole('radio', { name: 'AI' })).toBeEnabled();
    await expect(page.getByText(OFFLINE_MESSAGE)).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Local' })).toBeChecked();
    await context.setOffline(true);

    await page.goto('/#/json-beautifier');
    const jsonInput = page.getByRole('textbox', { name: 'JSON Input' });
    await jsonInput.click();
    await jsonInput.fill('{"b":[1],"a":true}');
    await page.getByRole('button', { name: 'Beautify JSON' }).click();
    await expect(page.getByRole('textbox', { name: 'Formatted JSON' })).toContainText('"a": true');
    await expect(page.getByRole('status').filter({ hasText: /^Formatted / })).toBeVisible();

    await page.goto('/#/guid-generator');
    await page.getByRole('spinbutton', { name: 'Number to generate', exact: true }).fill('3');
    await page.getByRole('button', { name: 'Generate GUIDs' }).click();
    const guids = page.getByRole('list', { name: 'Generated GUIDs' }).getByRole('listitem');
    await expect(guids).toHaveCount(3);
    await expect(guids.first()).toHaveText(/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/);

    await page.goto('/#/base64-converter');
    const base64Input = page.getByRole('textbox', { name: 'Input' });
    await base64Input.click();
    await page.keyboard.insertText('foobar');
    await expect(page.getByRole('textbox', { name: 'Output' })).toHaveText('Zm9vYmFy');
    expect(failed).toEqual([]);
  });
});

test.describe('new version', () => {
  /** "Deploys" a new build into dir: index.html changes, and sw.js lists its new revision. */
  async function deploy(dir: string, build: string) {
    const index = (await readFile(join(dir, 'index.html'), 'utf8')).replace(
      /(<meta name="devdeck-build" content="[^"]*" \/>)?<title>/,
      `<meta name="devdeck-build" content="${build}" /><title>`,
    );
    const sw = await readFile(join(dir, 'sw.js'), 'utf8');
    const entry = /\{url:"index\.html",revision:"([0-9a-f]+)"\}/.exec(sw);
    expect(entry).not.toBeNull();
    const revision = createHash('md5').update(index).digest('hex');
    await writeFile(join(dir, 'index.html'), index);
    await writeFile(join(dir, 'sw.js'), sw.replace(entry?.[0] ?? '', `{url:"index.html",revision:"${revision}"}`));
  }

  /** The build the page runs; null while it is reloading. */
  const buildOf = (page: Page) =>
    page.evaluate(() => document.querySelector('meta[name="devdeck-build"]')?.getAttribute('content') ?? 'first').catch(() => null);

  test('a new build is offered with "Reload", which loads it; an open tab finds it when shown again', async ({ browser }) => {
    // Starts its own server and installs the app twice.
    test.slow();
    // Its own server over a copy of the build, so this test can deploy without touching the others'.
    const dir = await mkdtemp(join(tmpdir(), 'devdeck-pwa-'));
    await cp(STATIC_DIR, dir, { recursive: true });
    const app = await startAiApp({ staticDir: dir });
    const context = await browser.newContext({ baseURL: app.baseUrl, serviceWorkers: 'allow' });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await waitUntilOfflineReady(page);
      expect(await buildOf(page)).toBe('first');

      await deploy(dir, 'second');
      // The next visit is still served whole from the old precache (never half old, half new)...
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Tools' })).toBeVisible();
      expect(await buildOf(page)).toBe('first');
      // ...while the browser finds the new service worker and the page offers it.
      const prompt = page.getByRole('status').filter({ hasText: 'A new version of DevDeck is available.' });
      await expect(prompt).toBeVisible();
      const reload = prompt.getByRole('button', { name: 'Reload' });
      await reload.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => buildOf(page)).toBe('second');
      await expect(page.getByRole('heading', { level: 1, name: 'Tools' })).toBeVisible();
      await expect(prompt).toHaveCount(0);

      // A tab left open: coming back into view asks for updates, without any navigation.
      await deploy(dir, 'third');
      // Retried: the page registers its worker (and starts watching) only after its load event.
      await expect(async () => {
        await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
        await expect(prompt).toBeVisible({ timeout: 2000 });
      }).toPass();
      await prompt.getByRole('button', { name: 'Dismiss' }).click();
      await expect(prompt).toHaveCount(0);
      expect(await buildOf(page)).toBe('second');
    } finally {
      await context.close();
      await app.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
