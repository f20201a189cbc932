// @vitest-environment node
// One suite for the token bucket wherever it lives: in memory, in a real Redis (Debian's
// redis-server), and in the in-memory insurance a Redis limiter falls back to while Redis is down.
import fc from 'fast-check';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '@test-support/free-port';
import { startRedis, type TestRedis } from '@test-support/redis';
import { redisRateLimiter, redisTokenBucket, type SharedRateLimiter } from './redis-limiter';
import { memoryTokenBucket, type RateLimiter, type RateLimitVerdict } from './token-bucket';

function clock(start = Date.UTC(2026, 0, 15, 12, 0, 0)) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

const ALLOWED: RateLimitVerdict = { allowed: true, retryAfterSeconds: 0 };
const refusedFor = (retryAfterSeconds: number): RateLimitVerdict => ({ allowed: false, retryAfterSeconds });

let redis: TestRedis;
let client: Redis;
/** Redis limiters a test opened, closed after it. */
let opened: SharedRateLimiter[] = [];

beforeAll(async () => {
  redis = await startRedis();
  client = new Redis(redis.url);
});

afterAll(async () => {
  await client.quit();
  await redis.kill();
});

beforeEach(async () => {
  await client.flushall();
});

afterEach(async () => {
  await Promise.all(opened.map((limiter) => limiter.close()));
  opened = [];
});

async function unreachableRedisLimiter(perMinute: number, now?: () => number, reports: string[] = []): Promise<SharedRateLimiter> {
  const limiter = redisRateLimiter({
    url: `redis://127.0.0.1:${await freePort()}`,
    perMinute,
    now,
    timeoutMs: 200,
    report: (event, detail) => reports.push(`${event}: ${detail}`),
  });
  opened.push(limiter);
  return limiter;
}

async function sharedRedisLimiter(perMinute: number): Promise<SharedRateLimiter> {
  const limiter = redisRateLimiter({ url: redis.url, perMinute, timeoutMs: 200, report: () => {} });
  opened.push(limiter);
  await expect.poll(() => limiter.storeProblem()).toBeNull();
  return limiter;
}

/** Every place the bucket lives; `now` undefined means each backend's real clock (Redis: its own TIME). */
const backends: [string, (perMinute: number, now?: () => number) => Promise<RateLimiter>][] = [
  ['memory', async (perMinute, now) => memoryTokenBucket({ perMinute, now })],
  // The bare Redis bucket, without insurance: a failing script fails the test instead of falling back.
  ['Redis', async (perMinute, now) => redisTokenBucket({ redis: client, perMinute, now })],
  ['Redis unreachable (insurance)', (perMinute, now) => unreachableRedisLimiter(perMinute, now)],
];

describe.each(backends)('token bucket in %s', (_, limiterOf) => {
  it('lets a quiet client spend a minute of requests at once, then says how long to wait', async () => {
    const time = clock();
    const limiter = await limiterOf(3, time.now);
    for (let index = 0; index < 3; index += 1) expect(await limiter.take('a')).toEqual(ALLOWED);
    expect(await limiter.take('a')).toEqual(refusedFor(20));
    time.advance(5_000);
    expect(await limiter.take('a')).toEqual(refusedFor(15));
    time.advance(15_000);
    expect(await limiter.take('a')).toEqual(ALLOWED);
    expect(await limiter.take('a')).toEqual(refusedFor(20));
  });

  it.each([
    [1, 60],
    [2, 30],
    [7, 9],
    [20, 3],
    [100_000, 1],
  ])('at %i a minute, an empty bucket says Retry-After %i s', async (perMinute, seconds) => {
    const time = clock();
    const limiter = await limiterOf(perMinute, time.now);
    for (let index = 0; index < perMinute; index += 1) expect((await limiter.take('a')).allowed).toBe(true);
    expect(await limiter.take('a')).toEqual(refusedFor(seconds));
  });

  it("lets no second burst through just after a minute's edge, unlike a fixed window", async () => {
    const time = clock();
    const limiter = await limiterOf(4, time.now);
    time.advance(59_000);
    for (let index = 0; index < 4; index += 1) expect(await limiter.take('a')).toEqual(ALLOWED);
    time.advance(2_000);
    // A fixed window would start afresh here; the bucket has 2 s of a 15 s token back.
    expect(await limiter.take('a')).toEqual(refusedFor(13));
  });

  it('refills no further than the bucket size', async () => {
    const time = clock();
    const limiter = await limiterOf(2, time.now);
    await limiter.take('a');
    time.advance(60 * 60_000);
    const results = [await limiter.take('a'), await limiter.take('a'), await limiter.take('a')];
    expect(results.map((result) => result.allowed)).toEqual([true, true, false]);
  });

  it('keeps each key apart', async () => {
    const limiter = await limiterOf(1, clock().now);
    expect((await limiter.take('a')).allowed).toBe(true);
    expect((await limiter.take('a')).allowed).toBe(false);
    expect((await limiter.take('b')).allowed).toBe(true);
  });

  it('works on its real clock', async () => {
    const limiter = await limiterOf(3);
    for (let index = 0; index < 3; index += 1) expect(await limiter.take('a')).toEqual(ALLOWED);
    expect(await limiter.take('a')).toEqual(refusedFor(20));
  });

  it('never allows more than the bucket plus what flowed back in the time that passed', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 120 }),
        fc.array(fc.integer({ min: 0, max: 5_000 }), { minLength: 1, maxLength: 200 }),
        async (perMinute, gaps) => {
          const time = clock(0);
          const limiter = await limiterOf(perMinute, time.now);
          const key = `k${(run += 1)}`;
          let allowed = 0;
          for (const gap of gaps) {
            time.advance(gap);
            const verdict = await limiter.take(key);
            if (verdict.allowed) allowed += 1;
            else expect(verdict.retryAfterSeconds).toBeGreaterThanOrEqual(1);
          }
          expect(allowed).toBeLessThanOrEqual(perMinute + Math.floor((time.now() * perMinute) / 60_000));
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('the same verdicts in memory and in Redis', () => {
  it('for any requests at any times', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 1_000 }),
        fc.array(fc.tuple(fc.constantFrom('a', 'b'), fc.integer({ min: 0, max: 90_000 })), { minLength: 1, maxLength: 100 }),
        async (perMinute, requests) => {
          const time = clock();
          const memory = memoryTokenBucket({ perMinute, now: time.now });
          const shared = redisTokenBucket({ redis: client, perMinute, now: time.now });
          const prefix = `run${(run += 1)}:`;
          for (const [key, gap] of requests) {
            time.advance(gap % 3 === 0 ? 0 : gap);
            expect(await shared.take(prefix + key)).toEqual(await memory.take(prefix + key));
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('memoryTokenBucket', () => {
  it('forgets the least recently used key when full, so memory stays bounded', async () => {
    const limiter = memoryTokenBucket({ perMinute: 1, now: clock().now, maxKeys: 2 });
    await limiter.take('a');
    await limiter.take('b');
    await limiter.take('c');
    // "a" was dropped and starts afresh; "c" is still remembered.
    expect((await limiter.take('a')).allowed).toBe(true);
    expect((await limiter.take('c')).allowed).toBe(false);
  });
});

describe('redisRateLimiter', () => {
  it('shares one bucket per key between instances through Redis', async () => {
    const [first, second] = [await sharedRedisLimiter(2), await sharedRedisLimiter(2)];
    expect(await first.take('a')).toEqual(ALLOWED);
    expect(await second.take('a')).toEqual(ALLOWED);
    expect(await first.take('a')).toEqual(refusedFor(30));
    expect(await second.take('a')).toEqual(refusedFor(30));
    expect(await client.exists('devdeck:bucket:a')).toBe(1);
  });

  it('when Redis loses its buckets (a restart without persistence), goes on from what this instance has spent', async () => {
    const limiter = await sharedRedisLimiter(2);
    expect(await limiter.take('a')).toEqual(ALLOWED);
    expect(await limiter.take('a')).toEqual(ALLOWED);
    await client.flushall();
    expect((await limiter.take('a')).allowed).toBe(false);
    // Refused, so Redis keeps no charge for it either: a fresh key and other instances' shares are untouched.
    expect(await client.hget('devdeck:bucket:a', 'units')).toBe(String(2 * 60_000));
  });

  it('while Redis is down, goes on from what this instance spent through Redis, not from a fresh budget', async () => {
    const own = await startRedis();
    const limiter = redisRateLimiter({ url: own.url, perMinute: 2, timeoutMs: 200, report: () => {} });
    opened.push(limiter);
    try {
      await expect.poll(() => limiter.storeProblem()).toBeNull();
      expect(await limiter.take('a')).toEqual(ALLOWED);
      expect(await limiter.take('a')).toEqual(ALLOWED);
      await own.kill();
      await expect.poll(() => limiter.storeProblem()).toBe('Redis is unreachable');
      expect((await limiter.take('a')).allowed).toBe(false);
      expect(await limiter.take('b')).toEqual(ALLOWED);
    } finally {
      await own.kill();
    }
  });

  it('while Redis is unreachable, keeps answering from its insurance, says so once, and never names the URL', async () => {
    const reports: string[] = [];
    const limiter = await unreachableRedisLimiter(1, undefined, reports);
    expect(await limiter.take('a')).toEqual(ALLOWED);
    expect(await limiter.take('a')).toEqual(refusedFor(60));
    await expect.poll(() => reports.length).toBe(1);
    // ioredis keeps retrying in the background; each failure is not news.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatch(/^store-unreachable: Redis is unreachable \(.+\): rate limits are per instance until it is back\.$/);
    expect(reports[0]).not.toContain('127.0.0.1');
    expect(await limiter.storeProblem()).toBe('Redis is unreachable');
  });
});
