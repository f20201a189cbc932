import autocannon from 'autocannon';
import type { ColorPaletteRequest } from '../contract/color-palette';
import type { TextGenerateRequest } from '../contract/text-generate';
import { startAiApp } from '../test-support/ai-app';
import { cpuMs } from '../test-support/process-cpu';
import type { BenchRow, BenchSuite } from './suite';

const SEQUENTIAL_REQUESTS = 500;
const CONCURRENT_CONNECTIONS = 50;
const CONCURRENT_SECONDS = 10;
/** A plain prompt, so the fake answers with its default three pieces. */
const TEXT_REQUEST: TextGenerateRequest = { prompt: 'A bakery website', length: { unit: 'paragraphs', count: 3 }, format: 'plain' };
/** A non-streaming JSON task; the fake answers a palette for its response schema. */
const PALETTE_REQUEST: ColorPaletteRequest = { prompt: 'A calm forest' };

interface LoadFigures {
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  requests: number;
  failures: number;
}

type Target = { url: string; headers: Record<string, string>; body: string };

/** One autocannon run; errors, timeouts and non-2xx answers all count as failures. */
async function load(target: Target, options: { connections: number } & ({ amount: number } | { duration: number })): Promise<LoadFigures> {
  const result = await autocannon({ ...target, method: 'POST', ...options });
  return {
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

const latencies = (figures: LoadFigures) => `p50 ${figures.p50Ms.toFixed(1)} ms, p99 ${figures.p99Ms.toFixed(1)} ms`;

/**
 * The gateway's overhead: POST /api/ai/text-generate (validation, rate limit, the AI SDK, the
 * NDJSON stream) against calling the fake Gemini's streamGenerateContent directly, one at a time
 * and at 50 concurrent connections. Both sides stream the same three pieces.
 */
export const aiGatewaySuite: BenchSuite = {
  name: 'ai-gateway',
  async run() {
    const app = await startAiApp({ staticDir: process.env.BENCH_STATIC_DIR ?? 'dist' });
    try {
      const direct: Target = {
        url: `${app.fake.url}/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse`,
        headers: { 'Content-Type': 'application/json', 'x-goog-api-key': app.fake.key },
        body: JSON.stringify({ contents: [{ role: 'user', parts: [{ text: 'A bakery website' }] }] }),
      };
      const gateway: Target = {
        url: `${app.baseUrl}/api/ai/text-generate`,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(TEXT_REQUEST),
      };
      // Warm both paths (JIT, connection pools) before measuring.
      await load(gateway, { connections: 1, amount: 50 });
      const directOne = await load(direct, { connections: 1, amount: SEQUENTIAL_REQUESTS });
      const gatewayOne = await load(gateway, { connections: 1, amount: SEQUENTIAL_REQUESTS });
      const directMany = await load(direct, { connections: CONCURRENT_CONNECTIONS, duration: CONCURRENT_SECONDS });
      const cpuBefore = cpuMs(app.pid);
      const gatewayMany = await load(gateway, { connections: CONCURRENT_CONNECTIONS, duration: CONCURRENT_SECONDS });
      const cpuAfter = cpuMs(app.pid);
      // The server's own CPU per request: unlike req/s, it does not depend on what else the machine is running.
      const serverCpuMsPerRequest = cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / gatewayMany.requests;
      // Non-streaming: the same JSON call, straight to the fake's generateContent and through the gateway.
      const paletteDirect: Target = {
        url: `${app.fake.url}/v1beta/models/gemini-2.5-flash:generateContent`,
        headers: direct.headers,
        body: JSON.stringify({
          contents: [{ role: 'user', parts: [{ text: `<<<THEME\n${PALETTE_REQUEST.prompt}\nTHEME>>>` }] }],
          generationConfig: {
            maxOutputTokens: 512,
            responseMimeType: 'application/json',
            responseSchema: { type: 'object', properties: { colors: { type: 'array', items: { type: 'string' } } } },
          },
        }),
      };
      const paletteGateway: Target = { url: `${app.baseUrl}/api/ai/color-palette`, headers: gateway.headers, body: JSON.stringify(PALETTE_REQUEST) };
      await load(paletteGateway, { connections: 1, amount: 50 });
      const paletteDirectMany = await load(paletteDirect, { connections: CONCURRENT_CONNECTIONS, duration: CONCURRENT_SECONDS });
      const paletteCpuBefore = cpuMs(app.pid);
      const paletteGatewayMany = await load(paletteGateway, { connections: CONCURRENT_CONNECTIONS, duration: CONCURRENT_SECONDS });
      const paletteCpuAfter = cpuMs(app.pid);
      const paletteCpuMsPerRequest =
        paletteCpuBefore === null || paletteCpuAfter === null ? null : (paletteCpuAfter - paletteCpuBefore) / paletteGatewayMany.requests;

      const measured = { directOne, gatewayOne, directMany, gatewayMany, paletteDirectMany, paletteGatewayMany };
      const runs = { ...measured, serverCpuMsPerRequest, paletteCpuMsPerRequest };
      const failed = Object.entries(measured).filter(([, figures]) => figures.failures > 0);
      if (failed.length > 0)
        throw new Error(`AI gateway bench had failed requests: ${failed.map(([name, figures]) => `${name} ${figures.failures}`).join(', ')}`);

      const rows: BenchRow[] = [
        { metric: 'ai-gateway: fake Gemini direct, 1 conn', value: latencies(directOne) },
        { metric: 'ai-gateway: /api/ai/text-generate, 1 conn', value: latencies(gatewayOne) },
        { metric: 'ai-gateway: overhead at p50, 1 conn', value: `${(gatewayOne.p50Ms - directOne.p50Ms).toFixed(1)} ms` },
        {
          metric: `ai-gateway: fake direct, ${CONCURRENT_CONNECTIONS} conns`,
          value: `${Math.round(directMany.requestsPerSecond)} req/s, ${latencies(directMany)}`,
        },
        {
          metric: `ai-gateway: gateway, ${CONCURRENT_CONNECTIONS} conns`,
          value: `${Math.round(gatewayMany.requestsPerSecond)} req/s, ${latencies(gatewayMany)}`,
        },
        { metric: 'ai-gateway: server CPU per request', value: serverCpuMsPerRequest === null ? 'n/a (no /proc)' : `${serverCpuMsPerRequest.toFixed(1)} ms` },
        {
          metric: `ai-gateway: color-palette (JSON, not streamed), fake direct, ${CONCURRENT_CONNECTIONS} conns`,
          value: `${Math.round(paletteDirectMany.requestsPerSecond)} req/s, ${latencies(paletteDirectMany)}`,
        },
        {
          metric: `ai-gateway: color-palette (JSON, not streamed), gateway, ${CONCURRENT_CONNECTIONS} conns`,
          value: `${Math.round(paletteGatewayMany.requestsPerSecond)} req/s, ${latencies(paletteGatewayMany)}`,
        },
        {
          metric: 'ai-gateway: color-palette, server CPU per request',
          value: paletteCpuMsPerRequest === null ? 'n/a (no /proc)' : `${paletteCpuMsPerRequest.toFixed(1)} ms`,
        },
        {
          metric: `ai-gateway: color-palette overhead at p50, ${CONCURRENT_CONNECTIONS} conns`,
          value: `${(paletteGatewayMany.p50Ms - paletteDirectMany.p50Ms).toFixed(1)} ms`,
        },
        { metric: 'ai-gateway: failed requests', value: '0' },
      ];
      return { rows, data: runs };
    } finally {
      await app.stop();
    }
  },
};
