// @vitest-environment node
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiException, errorHandler, redact } from './errors';

const KEY = 'FAKE-KEY-in-an-error';

function appThrowing(error: Error): Hono {
  const app = new Hono();
  app.post('/boom', () => {
    throw error;
  });
  app.onError(errorHandler([KEY]));
  return app;
}

afterEach(() => vi.restoreAllMocks());

describe('errorHandler', () => {
  it('answers 500 and logs the stack with secrets and the request body left out', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await appThrowing(new Error(`upstream refused key=${KEY}`)).request('/boom', { method: 'POST', body: 'PRIVATE-USER-INPUT' });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'Internal server error', code: 'internal' });
    const logged = log.mock.calls.flat().join(' ');
    expect(logged).toContain('POST /boom failed: Error: upstream refused key=[redacted]');
    expect(logged).not.toContain(KEY);
    expect(logged).not.toContain('PRIVATE-USER-INPUT');
  });

  it('keeps the status of a client error raised by middleware, without logging it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await appThrowing(new HTTPException(413, { message: 'Payload too large' })).request('/boom', { method: 'POST' });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'Payload too large', code: 'too_large' });
    expect(log).not.toHaveBeenCalled();
  });

  it('answers a thrown ApiException with its body, Retry-After from its wait, and no log', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await appThrowing(new ApiException(429, { error: 'Slow down.', code: 'upstream_rate_limited', retryAfterSeconds: 7 })).request('/boom', {
      method: 'POST',
    });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: 'Slow down.', code: 'upstream_rate_limited', retryAfterSeconds: 7 });
    expect(res.headers.get('Retry-After')).toBe('7');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('Connection')).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });

  it('closes the connection when the exception was thrown before the body was read', async () => {
    const res = await appThrowing(new ApiException(413, { error: 'Too large.', code: 'too_large' }, { bodyUnread: true })).request('/boom', { method: 'POST' });
    expect(res.status).toBe(413);
    expect(res.headers.get('Connection')).toBe('close');
    expect(res.headers.get('Retry-After')).toBeNull();
  });
});

describe('redact', () => {
  it('replaces every occurrence of every secret', () => {
    expect(redact('a KEY b KEY c SECOND', ['KEY', 'SECOND'])).toBe('a [redacted] b [redacted] c [redacted]');
    expect(redact('nothing to hide', [])).toBe('nothing to hide');
  });
});
