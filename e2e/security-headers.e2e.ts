import { expect, test, type APIResponse } from './test';

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).not.toMatch(/worker-src[^;]*blob:/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  // Plain http on loopback, no trusted proxy: nothing says the visitor used TLS.
  expect(headers['strict-transport-security']).toBeUndefined();
}

test.describe('served app', () => {
  test('every response carries the security headers; index is not cached, hashed assets are', async ({ page, request }) => {
    const index = await request.get('/');
    expectSecurityHeaders(index);
    expect(index.headers()['cache-control']).toBe('no-cache');

    const asset = (await index.text()).match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const script = await request.get(asset as string, { headers: { 'Accept-Encoding': 'br' } });
    expectSecurityHeaders(script);
    expect(script.headers()['cache-control']).toContain('immutable');
    expect(script.headers()['content-encoding']).toBe('br');

    const health = await request.get('/api/health');
    expectSecurityHeaders(health);
    const body = await health.json();
    expect(body).toMatchObject({ status: 'ok', ai: { tasks: [] } });
    expect(typeof body.version).toBe('string');

    // The page runs under that policy without violations.
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/#/json-beautifier');
    await expect(page.getByRole('textbox', { name: 'JSON Input' })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('robots.txt is a file of the build, and unknown files, dotfiles and source maps are 404s', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(await robots.text()).toBe('User-agent: *\nAllow: /\n');

    for (const path of ['/favicon.ico', '/assets/missing-abc123.js', '/.env', '/.git/config', '/assets/index.js.map']) {
      const res = await request.get(path, { headers: { Accept: '*/*' } });
      expect(res.status(), path).toBe(404);
      expect(await res.text(), path).toBe('Not found');
    }
    // A page load of an unknown path still gets the app.
    const navigation = await request.get('/some/deep/link', { headers: { Accept: 'text/html' } });
    expect(navigation.status()).toBe(200);
    expect(await navigation.text()).toContain('<div id="root">');
  });
});
