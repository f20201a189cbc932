// @vitest-environment node
// Two app instances sharing one real Redis (Debian's redis-server), as behind a load balancer.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGemini, startFakeGemini } from '@test-support/fake-gemini';
import { freePort } from '@test-support/free-port';
import { parseEnv } from './env';
import { type RunningServer, startServer } from './start';
import { TEST_KEY, textRequest } from '@test-support/gateway';
import { startRedis, type TestRedis } from '@test-support/redis';

const LIMIT = 4;
/** The rate limits' clock, stopped: no token flows back while the test runs, however slow the machine. */
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

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
  const running = startServer(env, { log: (line) => logs.push(line), now: () => NOW });
  await running.listening;
  return { url: `http://127.0.0.1:${port}`, running, logs };
}

/** One AI request from a client at `from` (a loopback address: each is a client of its own), its answer read in full; returns the status. */
function generate(instance: Instance, from = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${instance.url}/api/ai/text-generate`, { method: 'POST', localAddress: from, headers: { 'Content-Type': 'application/json' } });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(JSON.stringify(textRequest('hello')));
  });
}

/** Statuses of `count` requests of one client sent alternately to the instances. */
async function alternate(count: number, from?: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) statuses.push(await generate(instances[index % instances.length] as Instance, from));
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
    "shares one limit across instances, goes on from each instance's own spend while Redis is down, and shares again when it is back",
    { timeout: 60_000 },
    async () => {
      for (const instance of instances) await expect.poll(() => readiness(instance)).toEqual({ status: 200, body: { status: 'ready' } });
      // Shared: four requests in all, whichever instance takes them (two each).
      expect(await alternate(LIMIT + 2)).toEqual([200, 200, 200, 200, 429, 429]);

      await redis.kill();
      for (const instance of instances)
        await expect
          .poll(() => readiness(instance), { timeout: 10_000 })
          .toEqual({ status: 503, body: { status: 'not_ready', reason: 'Redis is unreachable' } });
      // Still serving, never a 5xx: each instance now counts on its own, from the two it admitted, not from a fresh four.
      const [first, second] = instances as [Instance, Instance];
      const whileDown = [];
      for (let index = 0; index < LIMIT; index += 1) whileDown.push(await generate(first), await generate(second));
      expect(whileDown).toEqual([200, 200, 200, 200, 429, 429, 429, 429]);
      // Said once per instance, not once per request, and without the Redis URL.
      for (const instance of instances) {
        expect(events(instance, 'store-unreachable')).toHaveLength(1);
        expect(instance.logs.join('\n')).not.toContain(redis.url);
      }

      await redis.restart();
      for (const instance of instances) await expect.poll(() => readiness(instance), { timeout: 15_000 }).toEqual({ status: 200, body: { status: 'ready' } });
      for (const instance of instances) expect(events(instance, 'store-back')).toHaveLength(1);
      // The restarted Redis is empty, yet forgives nothing the instances saw spent; a new client shares one limit again.
      expect(await alternate(2)).toEqual([429, 429]);
      expect(await alternate(LIMIT + 2, '127.0.0.2')).toEqual([200, 200, 200, 200, 429, 429]);
    },
  );
});
