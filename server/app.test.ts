// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { healthSchema } from '@contract/health';
import { aiTasks } from './ai/tasks';
import { createApp } from './app';
import { parseEnv } from './env';
import { SECURITY_HEADERS } from './security-headers';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const SECRETS = { GEMINI_API_KEY: 'FAKE-GEMINI-KEY-1234', OPENAI_API_KEY: 'FAKE-OPENAI-KEY-5678', REDIS_URL: 'redis://:FAKE-REDIS-PASS@127.0.0.1:6379' };
const IMMUTABLE = 'public, max-age=31536000, immutable';

const indexHtml = `<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const appJs = `export const greeting = 'hello';\n${'console.log(greeting);\n'.repeat(200)}`;

let workDir: string;
let staticDir: string;

beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'devdeck-app-'));
  staticDir = join(workDir, 'dist');
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), indexHtml);
  writeFileSync(join(staticDir, 'assets', 'app-abc123.js'), appJs);
  writeFileSync(join(staticDir, 'assets', 'stale-abc123.js'), appJs);
  writeFileSync(join(staticDir, 'assets', 'logo-abc123.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(staticDir, 'robots.txt'), 'User-agent: *\n');
  // Outside the static folder: no URL may ever reach it.
  writeFileSync(join(workDir, 'secret.txt'), 'TOP-SECRET-OUTSIDE-STATIC');
  execFileSync(process.execPath, [join(repoRoot, 'scripts', 'precompress.mjs'), staticDir]);
  // Edited after precompressing: its .br and .gz are now stale.
  const later = new Date(Date.now() + 60_000);
  utimesSync(join(staticDir, 'assets', 'stale-abc123.js'), later, later);
});

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

afterEach(() => vi.restoreAllMocks());

const appWith = (env: Record<string, string> = {}, dir = staticDir) => createApp({ env: parseEnv(env), staticDir: dir, log: () => {} });

function expectSecurityHeaders(res: Response): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name), name).toBe(value);
}

describe('GET /api/health', () => {
  it('reports the version and no AI when nothing is configured', async () => {
    const res = await appWith().request('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const version = (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;
    expect(healthSchema.parse(await res.json())).toEqual({
      status: 'ok',
      version,
      ai: { configured: false, provider: null, tasks: [], timeoutMs: 60_000 },
    });
  });

  it.each([
    [{ GEMINI_API_KEY: SECRETS.GEMINI_API_KEY }, 'gemini'],
    [{ OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_MODEL: 'llama3' }, 'openai-compatible'],
    [{ ...SECRETS, OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_MODEL: 'llama3' }, 'gemini'],
  ])('names the provider and its tasks for %o', async (env, provider) => {
    const body = healthSchema.parse(await (await appWith(env).request('/api/health')).json());
    // Gemini runs every task; an OpenAI-compatible server only those that need text alone.
    const tasks = aiTasks.filter((task) => provider === 'gemini' || task.needs.every((need) => need === 'text')).map((task) => task.id);
    expect(tasks).toContain('text-generate');
    expect(body.ai).toEqual({ configured: true, provider, tasks, timeoutMs: 60_000 });
  });
});

describe('secrets', () => {
  it('never appear in any response', async () => {
    const app = appWith({ ...SECRETS, OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_MODEL: 'llama3' });
    for (const path of ['/api/health', '/api/nope', '/api/ai/text-generate', '/', '/index.html', '/assets/app-abc123.js', '/some/deep/link']) {
      const res = await app.request(path);
      let text = await res.text();
      res.headers.forEach((value, name) => (text += `\n${name}: ${value}`));
      for (const secret of Object.values(SECRETS)) expect(text, path).not.toContain(secret);
    }
  });
});

describe('security headers', () => {
  it.each(['/api/health', '/api/nope', '/', '/assets/app-abc123.js', '/some/deep/link'])('are on GET %s', async (path) => {
    expectSecurityHeaders(await appWith().request(path));
  });

  it('are on HEAD, on other methods and on the not-built page', async () => {
    expectSecurityHeaders(await appWith().request('/', { method: 'HEAD' }));
    expectSecurityHeaders(await appWith().request('/', { method: 'POST' }));
    expectSecurityHeaders(await appWith({}, join(workDir, 'missing')).request('/'));
  });
});

describe('static files', () => {
  it('caches hashed assets for good and revalidates everything else', async () => {
    const app = appWith();
    const cases: [string, string][] = [
      ['/assets/app-abc123.js', IMMUTABLE],
      ['/assets/logo-abc123.png', IMMUTABLE],
      ['/', 'no-cache'],
      ['/index.html', 'no-cache'],
      ['/robots.txt', 'no-cache'],
      ['/some/deep/link', 'no-cache'],
    ];
    for (const [path, cacheControl] of cases) {
      expect((await app.request(path)).headers.get('Cache-Control'), path).toBe(cacheControl);
    }
  });

  it('serves the SPA for unknown paths', async () => {
    const res = await appWith().request('/some/deep/link');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toBe(indexHtml);
  });

  it('answers 404 for a missing hashed asset instead of the SPA page', async () => {
    const res = await appWith().request('/assets/gone-123abc.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).not.toContain('text/html');
  });

  it('serves small files as they are, with their own type', async () => {
    const res = await appWith().request('/robots.txt', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(res.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Vary')).toBeNull();
    expect(await res.text()).toBe('User-agent: *\n');
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['*', 'br'],
    ['gzip;q=1.0, br;q=0.5', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['br;q=0, gzip;q=0', null],
    ['deflate', null],
    [null, null],
  ])('with Accept-Encoding %j sends %s', async (acceptEncoding, encoding) => {
    const headers: Record<string, string> = acceptEncoding === null ? {} : { 'Accept-Encoding': acceptEncoding };
    const res = await appWith().request('/assets/app-abc123.js', { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('Content-Encoding')).toBe(encoding);
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('Content-Length')).toBe(String(body.length));
    const decoded = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
    expect(decoded.toString('utf8')).toBe(appJs);
  });

  it('negotiates index.html too, on the fallback as well', async () => {
    const res = await appWith().request('/some/deep/link', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8')).toBe(indexHtml);
  });

  it('ignores compressed copies older than their source', async () => {
    const res = await appWith().request('/assets/stale-abc123.js', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(await res.text()).toBe(appJs);
  });

  it('answers a matching If-None-Match with 304 and HEAD without a body', async () => {
    const app = appWith();
    const first = await app.request('/', { headers: { 'Accept-Encoding': 'br' } });
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^W\/".+-br"$/);
    const again = await app.request('/', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('Cache-Control')).toBe('no-cache');
    const head = await app.request('/assets/app-abc123.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Length')).toBe(String(Buffer.byteLength(appJs)));
    expect(await head.text()).toBe('');
  });

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E/secret.txt',
    '/..%2fsecret.txt',
    '/..%2Fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/%2e%2e%2fsecret.txt',
    '/.%2e/secret.txt',
    '/..%5csecret.txt',
    '/..\\secret.txt',
    '/%2e%2e%5csecret.txt',
    '//../secret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/index.html%00../../secret.txt',
    '/%',
  ])('never lets %s out of the static folder', async (path) => {
    const res = await appWith().request(`http://localhost${path}`);
    expect([200, 404]).toContain(res.status);
    const body = await res.text();
    expect(body).not.toContain('TOP-SECRET');
    if (res.status === 200) expect(body).toBe(indexHtml);
  });

  it('answers 503 with a hint when the app has not been built', async () => {
    const app = appWith({}, join(workDir, 'missing'));
    for (const path of ['/', '/some/deep/link']) {
      const res = await app.request(path);
      expect(res.status).toBe(503);
      expect(res.headers.get('Content-Type')).toMatch(/^text\/plain/);
      expect(await res.text()).toContain('npm run build');
    }
    expect((await app.request('/api/health')).status).toBe(200);
  });
});

describe('errors', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    for (const [path, method] of [
      ['/api/nope', 'GET'],
      ['/api', 'GET'],
      ['/api/health/extra', 'GET'],
      ['/api/nope', 'POST'],
    ] as const) {
      const res = await appWith().request(path, { method });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ error: 'Not found', code: 'not_found' });
    }
  });

  it.each(['/api/health', '/api/ready'])('answers other methods on %s with 405 and Allow: GET, HEAD', async (path) => {
    for (const method of ['POST', 'OPTIONS', 'DELETE']) {
      const res = await appWith().request(path, { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('Allow')).toBe('GET, HEAD');
      expect(await res.json()).toEqual({ error: 'Method not allowed: use GET or HEAD.', code: 'method_not_allowed' });
    }
    expect((await appWith().request(path, { method: 'HEAD' })).status).toBe(200);
  });

  it('answers a failure with a JSON 500, logged without secrets', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = async (): Promise<string | null> => {
      throw new Error(`could not reach ${SECRETS.REDIS_URL}`);
    };
    const res = await createApp({ env: parseEnv(SECRETS), staticDir, log: () => {}, readinessChecks: [failing] }).request('/api/ready');
    expect(res.status).toBe(500);
    expectSecurityHeaders(res);
    expect(await res.json()).toEqual({ error: 'Internal server error', code: 'internal' });
    expect(log).toHaveBeenCalledOnce();
    const logged = log.mock.calls.flat().join(' ');
    expect(logged).toContain('could not reach');
    for (const secret of Object.values(SECRETS)) expect(logged).not.toContain(secret);
  });
});
