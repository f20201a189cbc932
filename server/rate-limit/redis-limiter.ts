import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiter } from './token-bucket';

/** A rate limiter whose counts live in Redis, shared by every instance that points at it. */
export interface SharedRateLimiter extends RateLimiter {
  /** True while Redis answers; the readiness check asks it. */
  isStoreReachable: () => Promise<boolean>;
  close: () => Promise<void>;
}

export interface RedisLimiterOptions {
  url: string;
  perMinute: number;
  /** Says, once per change, when Redis goes away and when it is back. Never given the URL (it may hold a password). */
  report: (event: 'store-unreachable' | 'store-back', detail: string) => void;
}

const KEY_PREFIX = 'devdeck:rate';
const PING_TIMEOUT_MS = 500;

/**
 * rate-limiter-flexible over ioredis, with an in-memory insurance limiter: while Redis is
 * unreachable each instance enforces the same limit on its own, so the app keeps serving, and
 * the shared counts take over again when ioredis has reconnected.
 */
export function redisRateLimiter({ url, perMinute, report }: RedisLimiterOptions): SharedRateLimiter {
  const redis = new Redis(url, {
    // Fail at once while disconnected, so a request falls back to the insurance limiter
    // instead of waiting in a queue for a Redis that may not come back soon.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let reachable = true;
  let closing = false;
  const lost = (reason: string) => {
    if (!reachable || closing) return;
    reachable = false;
    report('store-unreachable', `Redis is unreachable (${reason}): rate limits are per instance until it is back.`);
  };
  redis.on('error', (error: NodeJS.ErrnoException) => lost(error.code ?? 'error'));
  redis.on('close', () => lost('connection closed'));
  redis.on('ready', () => {
    if (reachable) return;
    reachable = true;
    report('store-back', 'Redis is reachable again: rate limits are shared across instances.');
  });

  const limiter = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: KEY_PREFIX,
    points: perMinute,
    duration: 60,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix: KEY_PREFIX, points: perMinute, duration: 60 }),
  });

  return {
    async take(key) {
      try {
        await limiter.consume(key);
        return { allowed: true, retryAfterSeconds: 0 };
      } catch (rejection) {
        // With an insurance limiter, the only rejection left is "over the limit".
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      }
    },
    async isStoreReachable() {
      if (redis.status !== 'ready') return false;
      const timeout = new Promise<false>((resolve) => setTimeout(resolve, PING_TIMEOUT_MS, false).unref());
      return Promise.race([redis.ping().then((answer) => answer === 'PONG', () => false), timeout]);
    },
    async close() {
      closing = true;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
