// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryTokenBucket } from './token-bucket';

function clock(start = 0) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('memoryTokenBucket', () => {
  it('lets a quiet client spend a minute of requests at once, then says how long to wait', async () => {
    const time = clock();
    const limiter = memoryTokenBucket({ perMinute: 3, now: time.now });
    for (let index = 0; index < 3; index += 1) expect(await limiter.take('a')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 20 });
    time.advance(5_000);
    expect(await limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 15 });
    time.advance(15_000);
    expect((await limiter.take('a')).allowed).toBe(true);
    expect((await limiter.take('a')).allowed).toBe(false);
  });

  it('refills no further than the bucket size', async () => {
    const time = clock();
    const limiter = memoryTokenBucket({ perMinute: 2, now: time.now });
    await limiter.take('a');
    time.advance(60 * 60_000);
    const results = [await limiter.take('a'), await limiter.take('a'), await limiter.take('a')];
    expect(results.map((result) => result.allowed)).toEqual([true, true, false]);
  });

  it('keeps each key apart', async () => {
    const limiter = memoryTokenBucket({ perMinute: 1, now: clock().now });
    expect((await limiter.take('a')).allowed).toBe(true);
    expect((await limiter.take('a')).allowed).toBe(false);
    expect((await limiter.take('b')).allowed).toBe(true);
  });

  it('forgets the least recently used key when full, so memory stays bounded', async () => {
    const limiter = memoryTokenBucket({ perMinute: 1, now: clock().now, maxKeys: 2 });
    await limiter.take('a');
    await limiter.take('b');
    await limiter.take('c');
    // "a" was dropped and starts afresh; "c" is still remembered.
    expect((await limiter.take('a')).allowed).toBe(true);
    expect((await limiter.take('c')).allowed).toBe(false);
  });

  it('never allows more than the bucket plus what flowed back in the time that passed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 120 }), fc.array(fc.integer({ min: 0, max: 5_000 }), { minLength: 1, maxLength: 300 }), async (perMinute, gaps) => {
        const time = clock();
        const limiter = memoryTokenBucket({ perMinute, now: time.now });
        let allowed = 0;
        for (const gap of gaps) {
          time.advance(gap);
          const verdict = await limiter.take('k');
          if (verdict.allowed) allowed += 1;
          else expect(verdict.retryAfterSeconds).toBeGreaterThanOrEqual(1);
        }
        const elapsed = time.now();
        expect(allowed).toBeLessThanOrEqual(perMinute + Math.floor((elapsed * perMinute) / 60_000));
      }),
    );
  });
});
