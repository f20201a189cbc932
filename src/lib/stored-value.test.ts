import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedValue } from './stored-value';

const numbers = (raw: unknown) => (Array.isArray(raw) && raw.every((entry) => typeof entry === 'number') ? (raw as number[]) : undefined);

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('storedValue', () => {
  it('reads the fallback until set, then the stored value, the same object each time', () => {
    const store = storedValue('test:a', numbers, []);
    expect(store.get()).toEqual([]);
    store.set([1, 2]);
    expect(store.get()).toEqual([1, 2]);
    expect(store.get()).toBe(store.get());
    expect(JSON.parse(localStorage.getItem('test:a') ?? '')).toEqual([1, 2]);
  });

  it('reads a malformed or wrongly shaped value as the fallback', () => {
    localStorage.setItem('test:b', '{not json');
    expect(storedValue('test:b', numbers, [9]).get()).toEqual([9]);
    localStorage.setItem('test:c', '["x"]');
    expect(storedValue('test:c', numbers, [9]).get()).toEqual([9]);
  });

  it('tells subscribers about changes, here and from other tabs', () => {
    const store = storedValue('test:d', numbers, []);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set([1]);
    expect(listener).toHaveBeenCalledTimes(1);
    localStorage.setItem('test:d', '[2]');
    window.dispatchEvent(new StorageEvent('storage', { key: 'test:d' }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.get()).toEqual([2]);
    unsubscribe();
    store.set([3]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps working for the visit when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const store = storedValue('test:e', numbers, []);
    store.set([4]);
    expect(store.get()).toEqual([4]);
  });
});
