// @vitest-environment node
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { parseEnv } from './env';
import { OBSERVATORY_ORIGIN, observatoryScore } from '@test-support/observatory';

const SITE = 'https://devdeck.example';
let staticDir: string;

beforeAll(() => {
  // The page Observatory reads: the repository's own index.html (its scripts are same-origin files).
  staticDir = mkdtempSync(join(tmpdir(), 'devdeck-observatory-'));
  copyFileSync(fileURLToPath(new URL('../index.html', import.meta.url)), join(staticDir, 'index.html'));
});

afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

const appWith = (env: Record<string, string> = {}) => createApp({ env: parseEnv(env), staticDir, log: () => {} });

/** As a TLS-terminating proxy in front (TRUST_PROXY_HOPS=1) forwards a visitor's https:// request. */
const viaTlsProxy = (extra: Record<string, string> = {}) => ({
  headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '203.0.113.7', Accept: 'text/html', ...extra },
});

/** A request that reached our own socket over TLS, as @hono/node-server hands it to the app. */
const overOwnTls = { incoming: { socket: { encrypted: true, remoteAddress: '203.0.113.7' } } as unknown as IncomingMessage };

describe('Mozilla Observatory', () => {
  it('grades / over HTTPS A+ (at least 100) with no failed test', async () => {
    const app = appWith({ TRUST_PROXY_HOPS: '1' });
    const result = await observatoryScore({
      url: `${SITE}/`,
      response: await app.request(`${SITE}/`, viaTlsProxy()),
      corsResponse: await app.request(`${SITE}/`, viaTlsProxy({ Origin: OBSERVATORY_ORIGIN })),
      // The README asks the TLS proxy to redirect http:// to https:// on the same host.
      httpRoute: ['http://devdeck.example/', `${SITE}/`],
    });
    expect(result.failed, JSON.stringify(result.tests, null, 2)).toEqual([]);
    expect(result.score).toBeGreaterThanOrEqual(100);
    expect(result.grade).toBe('A+');
    expect(result.tests['strict-transport-security']?.result).toBe('hsts-implemented-max-age-at-least-six-months');
    expect(result.tests['cross-origin-resource-policy']?.result).toBe('corp-implemented-with-same-origin');
  });

  it('fails a bare response, so the grader is not a rubber stamp', async () => {
    const bare = new Hono().get('*', (c) => c.html('<!doctype html><script src="http://cdn.example/x.js"></script>'));
    const result = await observatoryScore({
      url: `${SITE}/`,
      response: await bare.request(`${SITE}/`),
      corsResponse: await bare.request(`${SITE}/`, { headers: { Origin: OBSERVATORY_ORIGIN } }),
      httpRoute: ['http://devdeck.example/'],
    });
    expect(result.grade).toBe('F');
    expect(result.failed).toEqual(
      expect.arrayContaining([
        'content-security-policy',
        'redirection',
        'strict-transport-security',
        'subresource-integrity',
        'x-content-type-options',
        'x-frame-options',
      ]),
    );
  });
});

describe('Strict-Transport-Security', () => {
  const hsts = (res: Response) => res.headers.get('Strict-Transport-Security');

  it('is sent when a trusted proxy says the visitor came over https', async () => {
    expect(hsts(await appWith({ TRUST_PROXY_HOPS: '1' }).request('/', viaTlsProxy()))).toBe('max-age=31536000');
    expect(hsts(await appWith({ TRUST_PROXY_HOPS: '1' }).request('/api/health', viaTlsProxy()))).toBe('max-age=31536000');
  });

  it('is sent when our own socket is TLS', async () => {
    expect(hsts(await appWith().request('/', {}, overOwnTls))).toBe('max-age=31536000');
  });

  it('is not sent over plain http, nor on an X-Forwarded-Proto nobody vouches for', async () => {
    expect(hsts(await appWith().request('/'))).toBeNull();
    expect(hsts(await appWith().request('/', viaTlsProxy()))).toBeNull();
    expect(hsts(await appWith({ TRUST_PROXY_HOPS: '1' }).request('/', viaTlsProxy({ 'X-Forwarded-Proto': 'http' })))).toBeNull();
  });

  it('believes X-Forwarded-Proto only from a peer that TRUST_PROXY names', async () => {
    const app = appWith({ TRUST_PROXY: '10.0.0.0/8' });
    const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } as unknown as IncomingMessage });
    expect(hsts(await app.request('/', viaTlsProxy(), from('10.0.0.2')))).toBe('max-age=31536000');
    expect(hsts(await app.request('/', viaTlsProxy(), from('::ffff:10.0.0.2')))).toBe('max-age=31536000');
    expect(hsts(await app.request('/', viaTlsProxy(), from('203.0.113.7')))).toBeNull();
  });

  it('reads the entry of the proxy that faced the visitor', async () => {
    // Two proxies that append: the visitor's own claim first, then the edge's, then the inner proxy's.
    const twoHops = appWith({ TRUST_PROXY_HOPS: '2' });
    expect(hsts(await twoHops.request('/', viaTlsProxy({ 'X-Forwarded-Proto': 'http, https, http' })))).toBe('max-age=31536000');
    expect(hsts(await twoHops.request('/', viaTlsProxy({ 'X-Forwarded-Proto': 'https, http, http' })))).toBeNull();
  });

  it('follows HSTS_MAX_AGE, and 0 turns it off', async () => {
    expect(hsts(await appWith({ TRUST_PROXY_HOPS: '1', HSTS_MAX_AGE: '15552000' }).request('/', viaTlsProxy()))).toBe('max-age=15552000');
    expect(hsts(await appWith({ TRUST_PROXY_HOPS: '1', HSTS_MAX_AGE: '0' }).request('/', viaTlsProxy()))).toBeNull();
    expect(hsts(await appWith({ HSTS_MAX_AGE: '0' }).request('/', {}, overOwnTls))).toBeNull();
  });
});

describe('Content-Security-Policy', () => {
  it('allows nothing unless listed: no blob: workers, no <base>, forms only to us', async () => {
    const directives = new Map(
      ((await appWith().request('/')).headers.get('Content-Security-Policy') ?? '').split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(' ');
        return [name, sources.join(' ')] as const;
      }),
    );
    expect(directives.get('default-src')).toBe("'none'");
    expect(directives.get('script-src')).toBe("'self' 'wasm-unsafe-eval'");
    expect(directives.get('worker-src')).toBe("'self'");
    expect(directives.get('base-uri')).toBe("'none'");
    expect(directives.get('form-action')).toBe("'self'");
    expect(directives.get('frame-ancestors')).toBe("'none'");
    expect(directives.get('object-src')).toBe("'none'");
  });
});
