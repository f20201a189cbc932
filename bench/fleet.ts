import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type { CssMinifyRequest } from '../contract/css-minify';
import type { TextGenerateRequest } from '../contract/text-generate';
import { type AiApp, startAiApp } from '../test-support/ai-app';
import { cpuMs } from '../test-support/process-cpu';
import { startRedis } from '../test-support/redis';
import type { BenchRow, BenchSuite } from './suite';

const LANDING_CONNECTIONS = 100;
const AI_CONNECTIONS = 50;
const RUN_SECONDS = 10;
const SOAK_SECONDS = 60;
const TEXT_REQUEST: TextGenerateRequest = { prompt: 'A bakery website', length: { unit: 'paragraphs', count: 3 }, format: 'plain' };
/** A cheap whole-answer task; the fake is scripted to answer it with valid CSS, so the answer's shape check passes. */
const CSS_REQUEST: CssMinifyRequest = { css: 'a { color: #ff0000; }', keepLicense: true };
const CSS_ANSWER = 'a{color:red}';

interface Figures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  /** The server's CPU time (all threads, from /proc) per request answered, in ms; null where there is no /proc. */
  cpuMsPerRequest: number | null;
}

async function load(url: string, connections: number, seconds: number, body: object | null, pid?: number): Promise<Figures> {
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    ...(body ? { method: 'POST' as const, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  const cpuAfter = cpuMs(pid);
  return {
    cpuMsPerRequest: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / result.requests.total,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Two instances at once, the connections split between them, as a balancer would; latencies are the worse of the two. */
async function loadPair(apps: readonly [AiApp, AiApp], connections: number, seconds: number): Promise<Figures> {
  const [a, b] = await Promise.all(apps.map((app) => load(`${app.baseUrl}/api/ai/text-generate`, connections / 2, seconds, TEXT_REQUEST, app.pid)));
  if (!a || !b) throw new Error('missing run');
  const cpuMsOf = (figures: Figures) => (figures.cpuMsPerRequest === null ? null : figures.cpuMsPerRequest * figures.requests);
  const [cpuA, cpuB] = [cpuMsOf(a), cpuMsOf(b)];
  return {
    cpuMsPerRequest: cpuA === null || cpuB === null ? null : (cpuA + cpuB) / (a.requests + b.requests),
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
  `${Math.round(figures.requestsPerSecond)} req/s, p50 ${figures.p50Ms.toFixed(1)} ms, p99 ${figures.p99Ms.toFixed(1)} ms, ` +
  `${figures.cpuMsPerRequest === null ? 'CPU n/a' : `${figures.cpuMsPerRequest.toFixed(2)} ms CPU/req`}, ${figures.errors} errors of ${figures.requests}`;

/**
 * The server under load on loopback (autocannon): the landing page at 100 connections, the
 * streamed AI route against the fake at 50 connections on one instance, one with Redis limits
 * and two sharing Redis, and a cheap whole-answer task (css-minify) on one; each with the server's
 * CPU per request; then the resident memory at start, and before and after a 60-second soak.
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
      const textRoute = `${single.baseUrl}/api/ai/text-generate`;
      const cssRoute = `${single.baseUrl}/api/ai/css-minify`;
      await load(`${single.baseUrl}/`, 10, 2, null);
      await load(textRoute, 10, 2, TEXT_REQUEST);
      single.fake.replyWith(() => CSS_ANSWER);
      await load(cssRoute, 10, 2, CSS_REQUEST);
      single.fake.replyWith(null);
      await loadPair(shared, 10, 2);

      const landing = await load(`${single.baseUrl}/`, LANDING_CONNECTIONS, RUN_SECONDS, null, single.pid);
      const aiSingle = await load(textRoute, AI_CONNECTIONS, RUN_SECONDS, TEXT_REQUEST, single.pid);
      single.fake.replyWith(() => CSS_ANSWER);
      const cssSingle = await load(cssRoute, AI_CONNECTIONS, RUN_SECONDS, CSS_REQUEST, single.pid);
      single.fake.replyWith(null);
      const aiOneWithRedis = await load(`${shared[0].baseUrl}/api/ai/text-generate`, AI_CONNECTIONS, RUN_SECONDS, TEXT_REQUEST, shared[0].pid);
      const aiTwoWithRedis = await loadPair(shared, AI_CONNECTIONS, RUN_SECONDS);

      const before = residentMb(single.pid);
      const soak = await load(textRoute, AI_CONNECTIONS, SOAK_SECONDS, TEXT_REQUEST, single.pid);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const after = residentMb(single.pid);

      const rows: BenchRow[] = [
        { metric: `fleet: landing page, 1 instance, ${LANDING_CONNECTIONS} conns`, value: line(landing) },
        { metric: `fleet: AI route, 1 instance, ${AI_CONNECTIONS} conns`, value: line(aiSingle) },
        { metric: `fleet: css-minify (whole answer), 1 instance, ${AI_CONNECTIONS} conns`, value: line(cssSingle) },
        { metric: `fleet: AI route, 1 instance + Redis, ${AI_CONNECTIONS} conns`, value: line(aiOneWithRedis) },
        { metric: `fleet: AI route, 2 instances + Redis, ${AI_CONNECTIONS} conns`, value: line(aiTwoWithRedis) },
        { metric: `fleet: ${SOAK_SECONDS} s soak (AI route, ${AI_CONNECTIONS} conns)`, value: line(soak) },
        {
          metric: 'fleet: resident memory at start / before soak / after soak',
          value: `${atStart.toFixed(0)} MB / ${before.toFixed(0)} MB / ${after.toFixed(0)} MB`,
        },
      ];
      return { rows, data: { landing, aiSingle, cssSingle, aiOneWithRedis, aiTwoWithRedis, soak, residentMb: { atStart, before, after } } };
    } finally {
      await Promise.all([single.stop(), ...shared.map((app) => app.stop())]);
      await redis.kill();
    }
  },
};
