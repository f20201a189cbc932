// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { parseEnv } from './env';

// What the static server must refuse even though a file is there, or must not answer with the SPA page.
// (EACCES needs an unprivileged process: server/main.test.ts runs that case against the bundle.)
const INDEX = '<!doctype html><div id="root"></div>';
const SECRET = 'TOP-SECRET-OUTSIDE-STATIC';

let workDir: string;
let staticDir: string;

beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'devdeck-refusals-'));
  staticDir = join(workDir, 'dist');
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  mkdirSync(join(staticDir, '.git'));
  writeFileSync(join(staticDir, 'index.html'), INDEX);
  writeFileSync(join(staticDir, 'assets', 'app-abc123.js'), 'export {};\n');
  writeFileSync(join(staticDir, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":["../src/secret-source.ts"]}');
  writeFileSync(join(staticDir, 'assets', 'app-abc123.js.map.gz'), 'compressed map');
  writeFileSync(join(staticDir, '.env'), 'GEMINI_API_KEY=in-a-dotfile');
  writeFileSync(join(staticDir, '.git', 'config'), '[remote "origin"]');
  writeFileSync(join(staticDir, 'assets', '.hidden.js'), 'hidden');
  writeFileSync(join(staticDir, 'real.txt'), 'inside');
  writeFileSync(join(workDir, 'secret.txt'), SECRET);
  // Symlinks: out of the folder (a file and a directory), inside it, and a loop (ELOOP).
  symlinkSync(join(workDir, 'secret.txt'), join(staticDir, 'outside.txt'));
  symlinkSync(workDir, join(staticDir, 'outside-dir'));
  symlinkSync('real.txt', join(staticDir, 'alias.txt'));
  symlinkSync('loop.js', join(staticDir, 'loop.js'));
});

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const app = () => createApp({ env: parseEnv({}), staticDir, log: () => {} });
const scriptRequest = { headers: { Accept: '*/*', 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'script' } };

async function expectNotFound(path: string, init: RequestInit = {}): Promise<void> {
  const res = await app().request(path, init);
  const body = await res.text();
  expect(res.status, path).toBe(404);
  expect(res.headers.get('Content-Type'), path).toMatch(/^text\/plain/);
  expect(body, path).toBe('Not found');
}

describe('static files that exist but are never served', () => {
  it.each(['/.env', '/.git/config', '/assets/.hidden.js', '/%2eenv', '/assets/%2Ehidden.js'])('answers 404 for the dotfile %s', async (path) => {
    await expectNotFound(path);
    await expectNotFound(path, { headers: { 'Sec-Fetch-Mode': 'navigate', Accept: 'text/html' } });
  });

  it.each(['/assets/app-abc123.js.map', '/assets/APP-abc123.js.MAP', '/assets/app-abc123.js.map.gz'])('answers 404 for the source map %s', async (path) => {
    await expectNotFound(path);
  });

  it('still serves the script itself', async () => {
    expect((await app().request('/assets/app-abc123.js')).status).toBe(200);
  });
});

describe('symlinks', () => {
  it.each(['/outside.txt', '/outside-dir/secret.txt'])('does not follow %s out of the build folder', async (path) => {
    await expectNotFound(path, scriptRequest);
    const navigated = await app().request(path, { headers: { 'Sec-Fetch-Mode': 'navigate' } });
    expect(await navigated.text()).not.toContain(SECRET);
  });

  it('follows a symlink that stays inside', async () => {
    const res = await app().request('/alias.txt');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('inside');
  });

  it('answers a symlink loop (ELOOP) with 404, not 500', async () => {
    await expectNotFound('/loop.js', scriptRequest);
  });
});

describe('unknown paths', () => {
  it.each([
    ['a script tag', scriptRequest],
    ['an image', { headers: { Accept: 'image/avif,image/webp,*/*', 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'image' } }],
    ['fetch()', { headers: { Accept: '*/*', 'Sec-Fetch-Mode': 'cors' } }],
    ['curl', { headers: { Accept: '*/*' } }],
    ['a client sending nothing', {}],
  ])('with a file extension answer 404 to %s', async (_, init) => {
    for (const path of ['/favicon.ico', '/wp-login.php', '/missing/chunk.js', '/styles/site.css']) await expectNotFound(path, init);
  });

  it.each([
    ['a browser navigation', { 'Sec-Fetch-Mode': 'navigate', Accept: 'text/html' }],
    ['a client without Fetch Metadata asking for HTML', { Accept: 'text/html,application/xhtml+xml' }],
  ])('load the app for %s, extension or not', async (_, headers) => {
    for (const path of ['/some/deep/link', '/jwt-debugger.html']) {
      const res = await app().request(path, { headers });
      expect(res.status, path).toBe(200);
      expect(await res.text()).toBe(INDEX);
    }
  });
});

describe('robots.txt', () => {
  it('is a real file in public/: every crawler allowed, no sitemap', async () => {
    const publicDir = fileURLToPath(new URL('../public', import.meta.url));
    const res = await createApp({ env: parseEnv({}), staticDir: publicDir, log: () => {} }).request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    const rules = await res.text();
    expect(rules).toBe(readFileSync(join(publicDir, 'robots.txt'), 'utf8'));
    expect(rules).toMatch(/^User-agent: \*$/m);
    expect(rules).toMatch(/^Allow: \/$/m);
    expect(rules).not.toMatch(/Disallow: \/|Sitemap/i);
  });
});
