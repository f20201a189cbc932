// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { parseEnv } from './env';

// The files vite-plugin-pwa writes at the root of the build. Browsers find a new version only if
// sw.js (and what it imports) and the manifest are revalidated, never served from an HTTP cache.
let staticDir: string;

beforeAll(() => {
  staticDir = mkdtempSync(join(tmpdir(), 'devdeck-pwa-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><link rel="manifest" href="/manifest.webmanifest">');
  writeFileSync(join(staticDir, 'sw.js'), 'define(["./workbox-9c191d2f"], () => {});');
  writeFileSync(join(staticDir, 'workbox-9c191d2f.js'), 'define(["exports"], () => {});');
  writeFileSync(join(staticDir, 'manifest.webmanifest'), '{"name":"DevDeck"}');
  writeFileSync(join(staticDir, 'pwa-192x192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
});

afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

const app = () => createApp({ env: parseEnv({}), staticDir, log: () => {} });

describe('service worker and manifest files', () => {
  it.each([
    ['/sw.js', 'text/javascript; charset=utf-8'],
    ['/workbox-9c191d2f.js', 'text/javascript; charset=utf-8'],
    ['/manifest.webmanifest', 'application/manifest+json'],
    ['/pwa-192x192.png', 'image/png'],
  ])('serves %s as %s, revalidated on every use', async (path, type) => {
    const res = await app().request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe(type);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(res.headers.get('ETag')).toBeTruthy();
  });

  it('answers an unchanged sw.js with 304, so the browser update check costs no body', async () => {
    const first = await app().request('/sw.js');
    const again = await app().request('/sw.js', { headers: { 'If-None-Match': first.headers.get('ETag') ?? '' } });
    expect(again.status).toBe(304);
    expect(again.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('lets the service worker and the manifest load under the page policy (script-src, worker-src and manifest-src self)', async () => {
    const csp = (await app().request('/sw.js')).headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("worker-src 'self';");
    // default-src is 'none', so the manifest needs its own directive.
    expect(csp).toContain("manifest-src 'self'");
  });
});
