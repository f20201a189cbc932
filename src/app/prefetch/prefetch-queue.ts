/**
 * When to fetch a tool's code before it is opened. 'eager': on intent (pointer over or focus on its card or
 * palette entry) and, when the page is idle, for cards in view and the shared editor; 'intent': on intent
 * only, since on a slow connection idle prefetches could cost more than the landing page itself; 'off':
 * never, because the visitor asked to save data.
 */
export type PrefetchMode = 'eager' | 'intent' | 'off';

/** The parts of navigator.connection (Network Information API, not in every browser) that matter here. */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

const SLOW_CONNECTIONS = new Set(['slow-2g', '2g', '3g']);

export function prefetchMode(connection: ConnectionHints | undefined): PrefetchMode {
  if (connection?.saveData) return 'off';
  if (connection?.effectiveType !== undefined && SLOW_CONNECTIONS.has(connection.effectiveType)) return 'intent';
  return 'eager';
}

/** Runs a callback when the page has nothing better to do (requestIdleCallback in the browser). */
export type WhenIdle = (callback: () => void) => void;

export interface PrefetchQueue {
  /** The visitor showed interest: fetch now, ahead of anything queued. */
  intent: (key: string, load: () => Promise<unknown>) => void;
  /** Worth having soon: fetched one at a time, each when the page is idle, never competing with its work. */
  idle: (key: string, load: () => Promise<unknown>) => void;
}

/**
 * Prefetches by key, each at most once (a failed one may be tried again later). Idle prefetches run one
 * after another, so a screenful of cards never becomes a burst of parallel downloads and evaluations.
 */
export function createPrefetchQueue(mode: PrefetchMode, whenIdle: WhenIdle): PrefetchQueue {
  const started = new Set<string>();
  const waiting: { key: string; load: () => Promise<unknown> }[] = [];
  let draining = false;

  const start = (key: string, load: () => Promise<unknown>): Promise<unknown> => {
    started.add(key);
    // A prefetch is a hint: a failure (offline, say) is forgotten, and the real open reports its own.
    return load().catch(() => started.delete(key));
  };

  const drain = () => {
    if (draining) return;
    draining = true;
    whenIdle(() => {
      const next = waiting.shift();
      const done = next && !started.has(next.key) ? start(next.key, next.load) : Promise.resolve();
      void done.then(() => {
        draining = false;
        if (waiting.length > 0) drain();
      });
    });
  };

  return {
    intent: (key, load) => {
      if (mode === 'off' || started.has(key)) return;
      void start(key, load);
    },
    idle: (key, load) => {
      if (mode !== 'eager' || started.has(key) || waiting.some((entry) => entry.key === key)) return;
      waiting.push({ key, load });
      drain();
    },
  };
}
