export interface RateLimitVerdict {
  allowed: boolean;
  /** Whole seconds until one more request would be allowed; 0 when allowed. */
  retryAfterSeconds: number;
}

/** Async, so a shared store (Redis) can stand behind the same interface when several instances run. */
export interface RateLimiter {
  /** Takes `cost` tokens (default 1) from the key's bucket when it holds them; else takes nothing and says how long to wait. */
  take: (key: string, cost?: number) => Promise<RateLimitVerdict>;
  /** Puts back tokens taken for a request that was refused after all, never above the bucket's size. */
  giveBack: (key: string, cost: number) => Promise<void>;
}

/**
 * The one algorithm, in one process and in Redis (redis-limiter.ts runs the same steps in Lua):
 * a token bucket per key. Each request takes a token and tokens flow back at perMinute / 60 a
 * second, up to perMinute, so a quiet client may spend a minute's worth at once. We chose it over
 * rate-limiter-flexible's fixed windows because a window lets twice the limit through around its
 * edge (a full window's worth just before it ends, another just after).
 *
 * A bucket counts in units of 1/60,000 token: perMinute units flow back each millisecond, so every
 * step is whole-number arithmetic that JavaScript and Redis's Lua compute exactly alike.
 */
export const UNITS_PER_TOKEN = 60_000;
/** After a minute without requests every bucket is full, the same as no bucket at all. */
export const MS_TO_FILL = 60_000;

export interface Bucket {
  units: number;
  /** Milliseconds since 1970 when `units` was counted. */
  at: number;
}

/**
 * One request of `cost` tokens against a bucket (undefined: none yet, i.e. full): the bucket afterwards
 * and the verdict. A negative cost gives tokens back. A cost above the bucket's size counts as the
 * whole bucket, so that every task stays possible, once a minute, under the smallest budget.
 */
export function takeToken(previous: Bucket | undefined, now: number, perMinute: number, cost = 1): { bucket: Bucket; verdict: RateLimitVerdict } {
  const capacity = perMinute * UNITS_PER_TOKEN;
  const elapsed = previous ? Math.min(Math.max(now - previous.at, 0), MS_TO_FILL) : MS_TO_FILL;
  const units = Math.min(capacity, (previous?.units ?? capacity) + elapsed * perMinute);
  const needed = Math.sign(cost) * Math.min(Math.abs(cost), perMinute) * UNITS_PER_TOKEN;
  if (units >= needed) return { bucket: { units: Math.min(capacity, units - needed), at: now }, verdict: { allowed: true, retryAfterSeconds: 0 } };
  return { bucket: { units, at: now }, verdict: refused(Math.ceil((needed - units) / perMinute)) };
}

/** A refusal that says, in whole seconds (at least one), when the next token will be there. */
export function refused(waitMs: number): RateLimitVerdict {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

export interface TokenBucketOptions {
  /** Sustained rate; also the bucket's size. */
  perMinute: number;
  now?: () => number;
  /** Buckets kept at most; the least recently used go first, so a flood of addresses cannot grow memory. */
  maxKeys?: number;
}

/** The token bucket in this process's memory: the limiter of a single instance, and the insurance of a Redis one. */
export function memoryTokenBucket({ perMinute, now = Date.now, maxKeys = 100_000 }: TokenBucketOptions): RateLimiter {
  const buckets = new Map<string, Bucket>();
  const step = (key: string, cost: number) => {
    const { bucket, verdict } = takeToken(buckets.get(key), Math.floor(now()), perMinute, cost);
    // Re-inserting keeps the Map in least-recently-used order.
    buckets.delete(key);
    if (buckets.size >= maxKeys) buckets.delete(buckets.keys().next().value as string);
    buckets.set(key, bucket);
    return verdict;
  };
  return {
    async take(key, cost = 1) {
      return step(key, cost);
    },
    async giveBack(key, cost) {
      step(key, -cost);
    },
  };
}
