import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type { TextGenerateRequest } from '../contract/text-generate';
import { type AiApp, startAiApp } from '../test-support/ai-app';
import { startRedis } from '../test-support/redis';
import type { BenchRow, BenchSuite } from './suite';

const LANDING_CONNECTIONS = 100;
const AI_CONNECTIONS = 50;
const RUN_SECONDS = 10;
const SOAK_SECONDS = 60;
const TEXT_REQUEST: TextGenerateRequest = { prompt: 'A bakery website', length: { unit: 'paragraphs', count: 3 }, format: 'plain' };

interface Figures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
}

async function load(url: string, connections: number, seconds: number, post: boolean): Promise<Figures> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    ...(post ? { method: 'POST' as const, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(TEXT_REQUEST) } : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Two instances at once, the connections split between them, as a balancer would; latencies are the worse of the two. */
async function loadPair(apps: readonly [AiApp, AiApp], connections: number, seconds: number): Promise<Figures> {
  const [a, b] = await Promise.all(apps.map((app) => load(`${app.baseUrl}/api/ai/text-generate`, connections / 2, seconds, true)));
  if (!a || !b) throw new Error('missing run');
  return {
    requestsPerSecond: a.requestsPerSecond + b.requestsPerSecond,
    p50Ms: Math.max(a.p50Ms, b.p50Ms),
    p99Ms: Math.max(a.p99Ms, b.p99Ms),
    requests: a.requests + b.requests,
    errors: a.errors + b.errors,
  };
}

function residentMb(pid: number | undefined): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

const line = (figures: Figures) =>
  `${Math.round(figures.requestsPerSecond)} req/s, p50 ${figures.p50Ms.toFixed(1)} ms, p99 ${figures.p99Ms.toFixed(1)} ms, ${figures.errors} errors of ${figures.requests}`;

/**
 * The server under load on loopback (autocannon): the landing page at 100 connections, the
 * streamed AI route against the fake at 50 connections on one instance, one with Redis limits
 * and two sharing Redis; then the resident memory at start, and before and after a 60-second soak.
 */
export const fleetSuite: BenchSuite = {
  name: 'fleet',
  async run() {
    const staticDir = process.env.BENCH_STATIC_DIR ?? 'dist';
    const redis = await startRedis();
    const single = await startAiApp({ staticDir });
    // The server's resident memory once it answers, before any load.
    const atStart = residentMb(single.pid);
    const shared = [await startAiApp({ staticDir, env: { REDIS_URL: redis.url } }), await startAiApp({ staticDir, env: { REDIS_URL: redis.url } })] as const;
    try {
      // Warm up (JIT, pools) before measuring.
      await load(`${single.baseUrl}/`, 10, 2, false);
      await load(`${single.baseUrl}/api/ai/text-generate`, 10, 2, true);
      await loadPair(shared, 10, 2);

      const landing = await load(`${single.baseUrl}/`, LANDING_CONNECTIONS, RUN_SECONDS, false);
      const aiSingle = await load(`${single.baseUrl}/api/ai/text-generate`, AI_CONNECTIONS, RUN_SECONDS, true);
      const aiOneWithRedis = await load(`${shared[0].baseUrl}/api/ai/text-generate`, AI_CONNECTIONS, RUN_SECONDS, true);
      const aiTwoWithRedis = await loadPair(shared, AI_CONNECTIONS, RUN_SECONDS);

      const before = residentMb(single.pid);
      const soak = await load(`${single.baseUrl}/api/ai/text-generate`, AI_CONNECTIONS, SOAK_SECONDS, true);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const after = residentMb(single.pid);

      const rows: BenchRow[] = [
        { metric: `fleet: landing page, 1 instance, ${LANDING_CONNECTIONS} conns`, value: line(landing) },
        { metric: `fleet: AI route, 1 instance, ${AI_CONNECTIONS} conns`, value: line(aiSingle) },
        { metric: `fleet: AI route, 1 instance + Redis, ${AI_CONNECTIONS} conns`, value: line(aiOneWithRedis) },
        { metric: `fleet: AI route, 2 instances + Redis, ${AI_CONNECTIONS} conns`, value: line(aiTwoWithRedis) },
        { metric: `fleet: ${SOAK_SECONDS} s soak (AI route, ${AI_CONNECTIONS} conns)`, value: line(soak) },
        {
          metric: 'fleet: resident memory at start / before soak / after soak',
          value: `${atStart.toFixed(0)} MB / ${before.toFixed(0)} MB / ${after.toFixed(0)} MB`,
        },
      ];
      return { rows, data: { landing, aiSingle, aiOneWithRedis, aiTwoWithRedis, soak, residentMb: { atStart, before, after } } };
    } finally {
      await Promise.all([single.stop(), ...shared.map((app) => app.stop())]);
      await redis.kill();
    }
  },
};
