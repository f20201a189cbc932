import { expect, test, type APIResponse } from './test';

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
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
});
