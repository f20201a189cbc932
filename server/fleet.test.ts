// @vitest-environment node
// Two app instances sharing one real Redis (Debian's redis-server), as behind a load balancer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGemini, startFakeGemini } from '@test-support/fake-gemini';
import { freePort } from '@test-support/free-port';
import { parseEnv } from './env';
import { type RunningServer, startServer } from './start';
import { TEST_KEY, textRequest } from '@test-support/gateway';
import { startRedis, type TestRedis } from '@test-support/redis';

const LIMIT = 4;

interface Instance {
  url: string;
  running: RunningServer;
  logs: string[];
}

let fake: FakeGemini;
let redis: TestRedis;
let instances: Instance[] = [];

async function startInstance(): Promise<Instance> {
  const port = await freePort();
  const logs: string[] = [];
  const env = parseEnv({
    PORT: String(port),
    GEMINI_API_KEY: TEST_KEY,
    GEMINI_BASE_URL: fake.url,
    REDIS_URL: redis.url,
    RATE_LIMIT_PER_MINUTE: String(LIMIT),
    STATIC_DIR: '/nonexistent-static-dir',
  });
  const running = startServer(env, { log: (line) => logs.push(line) });
  await running.listening;
  return { url: `http://127.0.0.1:${port}`, running, logs };
}

/** One AI request, its answer read in full; returns the status. */
async function generate(instance: Instance): Promise<number> {
  const res = await fetch(`${instance.url}/api/ai/text-generate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(textRequest('hello')),
  });
  await res.text();
  return res.status;
}

/** Statuses of `count` requests sent alternately to the instances. */
async function alternate(count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) statuses.push(await generate(instances[index % instances.length] as Instance));
  return statuses;
}

async function readiness(instance: Instance): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${instance.url}/api/ready`);
  return { status: res.status, body: await res.json() };
}

const events = (instance: Instance, event: string) => instance.logs.filter((line) => line.includes(`"event":"${event}"`));

beforeAll(async () => {
  fake = await startFakeGemini({ key: TEST_KEY });
  redis = await startRedis();
  instances = [await startInstance(), await startInstance()];
});

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.running.shutdown()));
  await redis.kill();
  await fake.close();
}, 30_000);

describe('rate limits shared through Redis', () => {
  it(
    'shares one limit across instances, falls back to per-instance limits while Redis is down, and shares again when it is back',
    { timeout: 60_000 },
    async () => {
      for (const instance of instances) await expect.poll(() => readiness(instance)).toEqual({ status: 200, body: { status: 'ready' } });
      // Shared: four requests in all, whichever instance takes them.
      expect(await alternate(LIMIT + 2)).toEqual([200, 200, 200, 200, 429, 429]);

      await redis.kill();
      for (const instance of instances)
        await expect
          .poll(() => readiness(instance), { timeout: 10_000 })
          .toEqual({ status: 503, body: { status: 'not_ready', reason: 'Redis is unreachable' } });
      // Still serving, never a 5xx: each instance now counts on its own, four each.
      const [first, second] = instances as [Instance, Instance];
      const whileDown = [];
      for (let index = 0; index < LIMIT + 1; index += 1) whileDown.push(await generate(first), await generate(second));
      expect(whileDown.filter((status) => status === 200)).toHaveLength(2 * LIMIT);
      expect(whileDown.slice(-2)).toEqual([429, 429]);
      expect(whileDown.every((status) => status < 500)).toBe(true);
      // Said once per instance, not once per request, and without the Redis URL.
      for (const instance of instances) {
        expect(events(instance, 'store-unreachable')).toHaveLength(1);
        expect(instance.logs.join('\n')).not.toContain(redis.url);
      }

      await redis.restart();
      for (const instance of instances) await expect.poll(() => readiness(instance), { timeout: 15_000 }).toEqual({ status: 200, body: { status: 'ready' } });
      for (const instance of instances) expect(events(instance, 'store-back')).toHaveLength(1);
      // Shared again (the restarted Redis starts empty): four in all across both.
      expect(await alternate(LIMIT + 2)).toEqual([200, 200, 200, 200, 429, 429]);
    },
  );
});
