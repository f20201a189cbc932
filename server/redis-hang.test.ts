// @vitest-environment node
// A Redis that keeps its connections open but answers nothing (DEBUG SLEEP on Debian's redis-server)
// must not hold up the AI route: past REDIS_TIMEOUT_MS the in-memory insurance decides.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGemini, startFakeGemini } from '@test-support/fake-gemini';
import { freePort } from '@test-support/free-port';
import { parseEnv } from './env';
import { type RunningServer, startServer } from './start';
import { TEST_KEY, textRequest } from '@test-support/gateway';
import { startRedis, type TestRedis } from '@test-support/redis';

const LIMIT = 6;
const REDIS_TIMEOUT_MS = 150;
/** Long enough for the requests below at a deadline of 150 ms each, far too short at the 1 s one had before. */
const SLEEP_MS = 4_000;

let fake: FakeGemini;
let redis: TestRedis;
let running: RunningServer;
let url: string;
const logs: string[] = [];

beforeAll(async () => {
  fake = await startFakeGemini({ key: TEST_KEY });
  redis = await startRedis();
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  const env = parseEnv({
    PORT: String(port),
    GEMINI_API_KEY: TEST_KEY,
    GEMINI_BASE_URL: fake.url,
    REDIS_URL: redis.url,
    REDIS_TIMEOUT_MS: String(REDIS_TIMEOUT_MS),
    RATE_LIMIT_PER_MINUTE: String(LIMIT),
    STATIC_DIR: '/nonexistent-static-dir',
  });
  running = startServer(env, { log: (line) => logs.push(line) });
  await running.listening;
});

afterAll(async () => {
  await running.shutdown();
  await redis.kill();
  await fake.close();
}, 30_000);

async function generate(): Promise<number> {
  const res = await fetch(`${url}/api/ai/text-generate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(textRequest('hello')),
  });
  await res.text();
  return res.status;
}

async function readiness(): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${url}/api/ready`);
  return { status: res.status, body: await res.json() };
}

describe('a hung Redis', () => {
  it('leaves AI requests to the in-memory limit while it sleeps, reports not ready, and is used again once awake', { timeout: 30_000 }, async () => {
    await expect.poll(readiness).toEqual({ status: 200, body: { status: 'ready' } });
    let awake = false;
    const sleeping = redis.sleep(SLEEP_MS).then(() => (awake = true));
    // Let DEBUG SLEEP reach Redis before the first request does.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const statuses: number[] = [];
    for (let index = 0; index < LIMIT + 2; index += 1) statuses.push(await generate());
    const ready = await readiness();
    // Every answer came while Redis was still asleep: none of them waited for it.
    expect(awake).toBe(false);
    // The insurance counts the same limit: six, then 429.
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(200), 429, 429]);
    expect(ready).toEqual({
      status: 503,
      body: { status: 'not_ready', reason: `Redis does not answer within ${REDIS_TIMEOUT_MS} ms: rate limits are per instance` },
    });

    await sleeping;
    await expect.poll(readiness, { timeout: 10_000 }).toEqual({ status: 200, body: { status: 'ready' } });
    const events = logs.filter((line) => line.includes('"level":"warn"')).map((line) => (JSON.parse(line) as { message: string }).message);
    expect(events[0]).toBe(`Redis is unreachable (no answer within ${REDIS_TIMEOUT_MS} ms): rate limits are per instance until it is back.`);
    expect(logs.join('\n')).not.toContain(redis.url);
  });
});
