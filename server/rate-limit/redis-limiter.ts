import { Redis, type RedisKey, type Result } from 'ioredis';
import { MS_TO_FILL, memoryTokenBucket, type RateLimiter, refused, UNITS_PER_TOKEN } from './token-bucket';

declare module 'ioredis' {
  interface RedisCommander<Context> {
    /** The token bucket's step in Redis: [1, 0] when allowed, [0, milliseconds to wait] when not. */
    devdeckTakeToken(key: RedisKey, perMinute: number, now: number | ''): Result<[number, number], Context>;
  }
}

/**
 * takeToken() of token-bucket.ts, step for step, run atomically in Redis so that every instance
 * shares one bucket per client. The clock is Redis's own (TIME), one clock for every instance,
 * unless the caller passes one (tests do). The numbers are whole (see UNITS_PER_TOKEN), which Lua
 * holds, stores and returns exactly. A bucket untouched for a minute is full, so it expires then.
 */
const TAKE_TOKEN_LUA = `
local perMinute = tonumber(ARGV[1])
local now = tonumber(ARGV[2])
if not now then
  local time = redis.call('TIME')
  now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
end
local capacity = perMinute * ${UNITS_PER_TOKEN}
local bucket = redis.call('HMGET', KEYS[1], 'units', 'at')
local units = tonumber(bucket[1])
local at = tonumber(bucket[2])
local elapsed = ${MS_TO_FILL}
if units and at then
  elapsed = math.min(math.max(now - at, 0), ${MS_TO_FILL})
else
  units = capacity
end
units = math.min(capacity, units + elapsed * perMinute)
local allowed = 0
local waitMs = 0
if units >= ${UNITS_PER_TOKEN} then
  units = units - ${UNITS_PER_TOKEN}
  allowed = 1
else
  waitMs = math.ceil((${UNITS_PER_TOKEN} - units) / perMinute)
end
redis.call('HSET', KEYS[1], 'units', units, 'at', now)
redis.call('PEXPIRE', KEYS[1], ${MS_TO_FILL})
return { allowed, waitMs }
`;

/** Not rate-limiter-flexible's "devdeck:rate" keys, so instances of an older version never read a bucket as a counter. */
const KEY_PREFIX = 'devdeck:bucket:';

export interface RedisTokenBucketOptions {
  redis: Redis;
  perMinute: number;
  /** Milliseconds since 1970; by default Redis's clock. */
  now?: () => number;
}

/** The token bucket in Redis. Rejects when Redis does not answer; redisRateLimiter() adds the insurance. */
export function redisTokenBucket({ redis, perMinute, now }: RedisTokenBucketOptions): RateLimiter {
  // EVALSHA, and EVAL when Redis does not know the script yet (first use, or after a restart).
  redis.defineCommand('devdeckTakeToken', { numberOfKeys: 1, lua: TAKE_TOKEN_LUA });
  return {
    async take(key) {
      const [allowed, waitMs] = await redis.devdeckTakeToken(KEY_PREFIX + key, perMinute, now ? Math.floor(now()) : '');
      return allowed === 1 ? { allowed: true, retryAfterSeconds: 0 } : refused(waitMs);
    },
  };
}

/** A rate limiter whose buckets live in Redis, shared by every instance that points at it. */
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
  /** Milliseconds since 1970, for the buckets in Redis and in memory alike; by default Redis's clock and this process's. */
  now?: () => number;
}

const PING_TIMEOUT_MS = 500;
/** A Redis that takes longer than this to answer a request counts as gone for that request. */
const COMMAND_TIMEOUT_MS = 1000;

/**
 * The token bucket in Redis over ioredis, with an in-memory token bucket as insurance: while
 * Redis is unreachable each instance enforces the same limit on its own, so the app keeps
 * serving, and the shared buckets take over again when ioredis has reconnected.
 */
export function redisRateLimiter({ url, perMinute, report, now }: RedisLimiterOptions): SharedRateLimiter {
  const redis = new Redis(url, {
    // Fail at once while disconnected, so a request falls back to the insurance limiter
    // instead of waiting in a queue for a Redis that may not come back soon.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    commandTimeout: COMMAND_TIMEOUT_MS,
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

  const shared = redisTokenBucket({ redis, perMinute, now });
  const insurance = memoryTokenBucket({ perMinute, now });

  return {
    async take(key) {
      try {
        return await shared.take(key);
      } catch {
        // Unreachable, timed out or refused: never fail the request over its rate limit.
        return insurance.take(key);
      }
    },
    async isStoreReachable() {
      if (redis.status !== 'ready') return false;
      const timeout = new Promise<false>((resolve) => setTimeout(resolve, PING_TIMEOUT_MS, false).unref());
      return Promise.race([
        redis.ping().then(
          (answer) => answer === 'PONG',
          () => false,
        ),
        timeout,
      ]);
    },
    async close() {
      closing = true;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
