export interface RateLimitVerdict {
  allowed: boolean;
  /** Whole seconds until one more request would be allowed; 0 when allowed. */
  retryAfterSeconds: number;
}

/** Async, so a shared store (Redis) can stand behind the same interface when several instances run. */
export interface RateLimiter {
  take: (key: string) => Promise<RateLimitVerdict>;
}

export interface TokenBucketOptions {
  /** Sustained rate; also the bucket's size, so a quiet client may spend a minute's worth at once. */
  perMinute: number;
  now?: () => number;
  /** Buckets kept at most; the least recently used go first, so a flood of addresses cannot grow memory. */
  maxKeys?: number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * A token bucket per key, in memory: each request takes a token, tokens flow back at
 * perMinute / 60 a second. Unlike a fixed window it never lets twice the limit through
 * around a window's edge.
 */
export function memoryTokenBucket({ perMinute, now = Date.now, maxKeys = 100_000 }: TokenBucketOptions): RateLimiter {
  const buckets = new Map<string, Bucket>();
  const refillPerMs = perMinute / 60_000;

  return {
    async take(key) {
      const time = now();
      const previous = buckets.get(key);
      const tokens = previous ? Math.min(perMinute, previous.tokens + (time - previous.updatedAt) * refillPerMs) : perMinute;
      // Re-inserting keeps the Map in least-recently-used order.
      buckets.delete(key);
      if (buckets.size >= maxKeys) buckets.delete(buckets.keys().next().value as string);
      if (tokens >= 1) {
        buckets.set(key, { tokens: tokens - 1, updatedAt: time });
        return { allowed: true, retryAfterSeconds: 0 };
      }
      buckets.set(key, { tokens, updatedAt: time });
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / refillPerMs / 1000)) };
    },
  };
}
