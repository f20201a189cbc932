// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type AppOptions, createApp } from '../app';
import { parseEnv } from '../env';

const appWith = (options: Partial<AppOptions>) => createApp({ env: parseEnv({}), staticDir: '/nonexistent-static-dir', log: () => {}, ...options });

describe('GET /api/ready', () => {
  it('answers 200 when every check passes (no checks: a single process with nothing to depend on)', async () => {
    const res = await appWith({}).request('/api/ready');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 naming the first failing check, while /api/health stays 200', async () => {
    const app = appWith({ readinessChecks: [async () => null, async () => 'Redis is unreachable', async () => 'shutting down'] });
    const res = await app.request('/api/ready');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'not_ready', reason: 'Redis is unreachable' });
    expect((await app.request('/api/health')).status).toBe(200);
  });

  it('asks clients to close their connection once the server is stopping', async () => {
    let stopping = false;
    const app = appWith({ isStopping: () => stopping });
    expect((await app.request('/api/health')).headers.get('Connection')).toBeNull();
    stopping = true;
    expect((await app.request('/api/health')).headers.get('Connection')).toBe('close');
  });
});
