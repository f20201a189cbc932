import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchForUpdates } from './watch-for-updates';

const HOUR = 60 * 60 * 1000;

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

function setVisibility(state: DocumentVisibilityState) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('watchForUpdates', () => {
  it('asks for a new version every interval and when the tab comes back into view', () => {
    setOnline(true);
    const registration = { update: vi.fn(async () => undefined) };
    const stop = watchForUpdates(registration, HOUR);
    expect(registration.update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(HOUR);
    expect(registration.update).toHaveBeenCalledTimes(1);
    setVisibility('hidden');
    expect(registration.update).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    expect(registration.update).toHaveBeenCalledTimes(2);
    stop();
    vi.advanceTimersByTime(3 * HOUR);
    setVisibility('visible');
    expect(registration.update).toHaveBeenCalledTimes(2);
  });

  it('does not ask while offline, and survives a failed check', async () => {
    setOnline(false);
    const registration = { update: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) };
    const stop = watchForUpdates(registration, HOUR);
    vi.advanceTimersByTime(HOUR);
    expect(registration.update).not.toHaveBeenCalled();
    setOnline(true);
    vi.advanceTimersByTime(HOUR);
    expect(registration.update).toHaveBeenCalledTimes(1);
    await vi.runOnlyPendingTimersAsync();
    stop();
  });
});
