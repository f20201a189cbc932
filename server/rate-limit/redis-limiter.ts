import { Redis, type RedisKey, type Result } from 'ioredis';
import { MS_TO_FILL, memoryTokenBucket, type RateLimiter, refused, UNITS_PER_TOKEN } from './token-bucket';

declare module 'ioredis' {
  interface RedisCommander<Context> {
    /** The token bucket's step in Redis: [1, 0] when allowed, [0, milliseconds to wait] when not. A negative cost gives tokens back. */
    devdeckTakeToken(key: RedisKey, perMinute: number, now: number | '', cost: number): Result<[number, number], Context>;
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
local cost = tonumber(ARGV[3])
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
local needed = math.min(math.abs(cost), perMinute) * ${UNITS_PER_TOKEN}
if cost < 0 then needed = -needed end
local allowed = 0
local waitMs = 0
if units >= needed then
  units = math.min(capacity, units - needed)
  allowed = 1
else
  waitMs = math.ceil((needed - units) / perMinute)
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
  const step = (key: string, cost: number) => redis.devdeckTakeToken(KEY_PREFIX + key, perMinute, now ? Math.floor(now()) : '', cost);
  return {
    async take(key, cost = 1) {
      const [allowed, waitMs] = await step(key, cost);
      return allowed === 1 ? { allowed: true, retryAfterSeconds: 0 } : refused(waitMs);
    },
    async giveBack(key, cost) {
      await step(key, -cost);
    },
  };
}

/** A rate limiter whose buckets live in Redis, shared by every instance that points at it. */
export interface SharedRateLimiter extends RateLimiter {
  /** Null while Redis answers in time, else what is wrong; the readiness check asks it. */
  storeProblem: () => Promise<string | null>;
  close: () => Promise<void>;
}

export interface RedisLimiterOptions {
  url: string;
  perMinute: number;
  /** Says, once per change, when Redis goes away and when it is back. Never given the URL (it may hold a password). */
  report: (event: 'store-unreachable' | 'store-back', detail: string) => void;
  /** Milliseconds since 1970, for the buckets in Redis and in memory alike; by default Redis's clock and this process's. */
  now?: () => number;
  /** How long a request waits for Redis (REDIS_TIMEOUT_MS); past it the in-memory insurance decides. */
  timeoutMs: number;
}

/** Rejects when `work` has not settled within `ms`, whatever the client library's own timeouts do. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The token bucket in Redis over ioredis, with an in-memory token bucket as insurance: while
 * Redis is unreachable, or slower than `timeoutMs` to answer (a hung Redis accepts connections and
 * says nothing), each instance enforces the same limit on its own, so the app keeps serving, and
 * the shared buckets take over again as soon as Redis answers in time.
 */
export function redisRateLimiter({ url, perMinute, report, now, timeoutMs }: RedisLimiterOptions): SharedRateLimiter {
  const redis = new Redis(url, {
    // Fail at once while disconnected, so a request falls back to the insurance limiter
    // instead of waiting in a queue for a Redis that may not come back soon.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    commandTimeout: timeoutMs,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let reachable = true;
  let closing = false;
  const lost = (reason: string) => {
    if (!reachable || closing) return;
    reachable = false;
    report('store-unreachable', `Redis is unreachable (${reason}): rate limits are per instance until it is back.`);
  };
  const back = () => {
    if (reachable || closing) return;
    reachable = true;
    report('store-back', 'Redis is reachable again: rate limits are shared across instances.');
  };
  redis.on('error', (error: NodeJS.ErrnoException) => lost(error.code ?? 'error'));
  redis.on('close', () => lost('connection closed'));
  redis.on('ready', back);

  const shared = redisTokenBucket({ redis, perMinute, now });
  // Also charged for every call Redis admits, so it holds this instance's real spend: the fallback continues
  // from it, and a Redis that lost its buckets (a restart without persistence) cannot forgive it.
  const insurance = memoryTokenBucket({ perMinute, now });
  /** A step in Redis within the deadline, or null when Redis is down, late or failing. */
  const inRedis = async <T>(step: () => Promise<T>): Promise<T | null> => {
    if (redis.status !== 'ready') return null;
    try {
      const result = await within(step(), timeoutMs);
      back();
      return result;
    } catch (error) {
      // ioredis's commandTimeout or our own deadline, whichever came first.
      const late = error instanceof Error && /timed out|no answer/i.test(error.message);
      lost(late ? `no answer within ${timeoutMs} ms` : 'command failed');
      return null;
    }
  };

  return {
    async take(key, cost = 1) {
      const verdict = await inRedis(() => shared.take(key, cost));
      if (verdict === null) return insurance.take(key, cost);
      if (!verdict.allowed) return verdict;
      const local = await insurance.take(key, cost);
      if (local.allowed) return verdict;
      // This instance alone has spent more than Redis remembers, so Redis has lost the bucket: the stricter count decides.
      await inRedis(() => shared.giveBack(key, cost));
      return local;
    },
    async giveBack(key, cost) {
      await insurance.giveBack(key, cost);
      await inRedis(() => shared.giveBack(key, cost));
    },
    async storeProblem() {
      if (redis.status !== 'ready') return 'Redis is unreachable';
      const answered = await within(redis.ping(), timeoutMs).then(
        (answer) => answer === 'PONG',
        () => false,
      );
      if (!answered) return `Redis does not answer within ${timeoutMs} ms: rate limits are per instance`;
      back();
      return null;
    },
    async close() {
      closing = true;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
