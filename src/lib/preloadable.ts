/**
 * A lazily imported module that can be fetched ahead of need (a prefetch on hover or when idle) and read
 * synchronously once it has arrived, so a screen whose code is already here renders at once, with no
 * loading state and no Suspense retry (which React holds back for up to 300 ms after a fallback).
 */
export interface Preloadable<T> {
  /** Starts the import, or joins the one under way; after a failure the next call tries again. */
  load: () => Promise<T>;
  /** The module, once loaded. */
  loaded: () => T | undefined;
}

export function preloadable<T>(importModule: () => Promise<T>): Preloadable<T> {
  let module: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load: () =>
      (pending ??= importModule().then(
        (value) => (module = value),
        (error: unknown) => {
          // A prefetch that failed (offline, a deploy in between) must not doom the real open.
          pending = undefined;
          throw error;
        },
      )),
    loaded: () => module,
  };
}
