import { useSyncExternalStore } from 'react';

/** Returns the value when the stored JSON has the right shape, else undefined. */
export type StoredShape<T> = (raw: unknown) => T | undefined;

/**
 * One value kept in localStorage, shared by every component that reads it and kept in step with
 * other tabs. A stored value that no longer fits its shape (an older version, a hand edit) reads
 * as the fallback; storage that is blocked (private mode) just forgets.
 */
export interface StoredValue<T> {
  get: () => T;
  set: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function storedValue<T>(key: string, shape: StoredShape<T>, fallback: T): StoredValue<T> {
  const listeners = new Set<() => void>();
  // Cached by the raw string, so get() returns the same object until the value changes.
  let cachedRaw: string | null | undefined;
  let cached = fallback;

  const read = (): T => {
    let raw: string | null;
    try {
      raw = localStorage.getItem(key);
    } catch {
      return cached;
    }
    if (raw === cachedRaw) return cached;
    cachedRaw = raw;
    cached = parse(raw, shape, fallback);
    return cached;
  };

  const notify = () => listeners.forEach((listener) => listener());
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) notify();
  };

  return {
    get: read,
    set(value) {
      try {
        localStorage.setItem(key, JSON.stringify(value));
      } catch {
        // Blocked or full: keep it for this visit only.
        cachedRaw = undefined;
        cached = value;
      }
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
}

function parse<T>(raw: string | null, shape: StoredShape<T>, fallback: T): T {
  if (raw === null) return fallback;
  try {
    return shape(JSON.parse(raw)) ?? fallback;
  } catch {
    return fallback;
  }
}

export function useStoredValue<T>(store: StoredValue<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** A shape from a zod schema (typed structurally, so this file does not pull zod into the landing page). */
export function shapeOf<T>(schema: { safeParse: (raw: unknown) => { success: true; data: T } | { success: false } }): StoredShape<T> {
  return (raw) => {
    const result = schema.safeParse(raw);
    return result.success ? result.data : undefined;
  };
}
