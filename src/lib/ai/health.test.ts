import type { Health } from '@contract/health';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetHealth, isTaskAvailable, loadHealth, unavailableReason } from './health';

const health = (configured: boolean, tasks: string[]): Health => ({
  status: 'ok',
  version: '1.0.0',
  ai: { configured, provider: configured ? 'gemini' : null, tasks, timeoutMs: 60_000 },
});

afterEach(() => {
  forgetHealth();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

describe('loadHealth', () => {
  it('asks /api/health once for the whole page', async () => {
    const fetchMock = vi.fn(async () => Response.json(health(true, ['text-generate'])));
    vi.stubGlobal('fetch', fetchMock);
    const [first, second] = await Promise.all([loadHealth(), loadHealth()]);
    expect(await loadHealth()).toEqual(first);
    expect(second?.ai.tasks).toEqual(['text-generate']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/health', expect.anything());
  });

  it('counts a failed or malformed answer as no AI, and asks again next time', async () => {
    const fetchMock = vi.fn(async () => Response.json({ nope: true }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await loadHealth()).toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await loadHealth()).toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(health(false, []))),
    );
    expect(await loadHealth()).toEqual(health(false, []));
  });
});

describe('offline', () => {
  it('counts an unreachable /api/health as no AI, so a tool with a Local engine starts on Local', async () => {
    goOffline();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const answer = await loadHealth();
    expect(answer).toBeNull();
    expect(isTaskAvailable(answer, 'text-generate')).toBe(false);
  });

  it('tells an AI-only tool that it is offline rather than blaming the server', () => {
    goOffline();
    expect(unavailableReason(null, 'text-generate')).toBe('You are offline: AI features need a connection. Local engines still work.');
    // An answer the server gave before the network went stays authoritative.
    expect(unavailableReason(health(true, ['text-generate']), 'text-generate')).toBeNull();
  });
});

describe('unavailableReason', () => {
  it.each([
    [health(true, ['text-generate']), null],
    [health(false, []), 'AI is not configured on this server. Set GEMINI_API_KEY (or OPENAI_BASE_URL and OPENAI_MODEL) where it runs, then restart it.'],
    [health(true, []), 'This AI feature needs Gemini. Set GEMINI_API_KEY where the server runs, then restart it.'],
    [null, 'The server could not be asked which AI features it offers. Check your connection and reload the page.'],
  ])('for %o says %j', (value, reason) => {
    expect(unavailableReason(value, 'text-generate')).toBe(reason);
  });
});
