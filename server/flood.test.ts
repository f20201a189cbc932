// @vitest-environment node
// Floods of 14 MB bodies that are not valid JSON at the real server (the bundle, in its own process so
// that its memory can be read). From one client: past its limit the client gets 429 before a body is
// read. From many clients (distinct loopback source addresses, so distinct client keys without any
// forwarded header): the instance reads only as many bytes at once as its budget allows and answers
// the rest 503 unread. Either way the server's peak resident memory stays within a bound.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_TO_JSON_MAX_BODY_BYTES } from '@contract/pdf-to-json';
import { type AiApp, startAiApp } from '@test-support/ai-app';

/** The largest body the largest task takes (about 14 MB): read in full, not refused for its size. */
const BODY_BYTES = PDF_TO_JSON_MAX_BODY_BYTES;
const LIMIT = 20;
const IN_FLIGHT = 4;
/**
 * Peak resident memory a flood may add to the idle server's, whatever the number of clients: the
 * bodies read at once (at most AI_MAX_BODY_BYTES_IN_FLIGHT, 64 MB by default: four of these), each held
 * two or three times while read and parsed (the bytes, the text, the parser's work), and room for the
 * collector's lag. Measured: 115 to 160 MB from 10, 40 or 100 clients; before the instance-wide
 * budget, 215, 365 and 730 MB.
 */
const GROWTH_BOUND_MB = 250;

/** VmRSS (now) or VmHWM (the peak so far) of a process, in MB. */
function memoryMb(pid: number | undefined, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** An unterminated JSON string: read in full, it could only ever fail to parse. */
function invalidBody(): Buffer {
  const body = Buffer.alloc(BODY_BYTES, 'A');
  body.write('{"pdf":{"mimeType":"application/pdf","data":"');
  return body;
}

type Status = number | 'reset';

/**
 * Posts the body from a source address (all of 127.0.0.0/8 is loopback on Linux: each address is a
 * client of its own); resolves with the status, or 'reset' when the connection ended without an answer.
 */
function post(url: string, body: Buffer, localAddress = '127.0.0.1'): Promise<Status> {
  return new Promise((resolve) => {
    const req = request(`${url}/api/ai/pdf-to-json`, {
      method: 'POST',
      agent: false,
      localAddress,
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length) },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve(res.statusCode ?? 0));
    });
    // The server answers and closes without reading what it refuses: writing the rest then fails.
    req.on('error', () => resolve('reset'));
    req.end(body);
  });
}

/** Sends the bodies at once; returns the statuses, the idle and peak memory, for the log and the asserts. */
async function flood(app: AiApp, sources: readonly string[]) {
  const body = invalidBody();
  const idleMb = memoryMb(app.pid, 'VmRSS');
  const statuses = await Promise.all(sources.map((source) => post(app.baseUrl, body, source)));
  const peakMb = memoryMb(app.pid, 'VmHWM');
  const count = (status: Status) => statuses.filter((each) => each === status).length;
  const summary = ([429, 503, 400, 413, 'reset'] as const).map((status) => `${count(status)} × ${status}`).join(', ');
  console.log(
    `flood of ${sources.length} from ${new Set(sources).size} clients: ${summary}; server RSS idle ${idleMb.toFixed(0)} MB, peak ${peakMb.toFixed(0)} MB`,
  );
  return { statuses, count, growthMb: peakMb - idleMb };
}

describe('a flood of large invalid bodies from one client', () => {
  const BODIES = 200;
  let app: AiApp;
  beforeAll(async () => {
    app = await startAiApp({
      staticDir: '/nonexistent-static-dir',
      env: { RATE_LIMIT_PER_MINUTE: String(LIMIT), AI_MAX_IN_FLIGHT_PER_CLIENT: String(IN_FLIGHT) },
    });
  }, 120_000);
  afterAll(() => app.stop());

  it(`gets 429 past the limit, unread, while the server's memory stays within ${GROWTH_BOUND_MB} MB of idle`, { timeout: 120_000 }, async () => {
    const { statuses, count, growthMb } = await flood(
      app,
      Array.from({ length: BODIES }, () => '127.0.0.1'),
    );
    // Each answer other than 429 spent at least one unit of the client's 20. A refusal sent while the client is
    // still writing its 14 MB can be lost to the connection's close ('reset'): it was refused all the same.
    expect(count(429) + count('reset')).toBeGreaterThanOrEqual(BODIES - LIMIT);
    // Past the limit 429 unread; within it refused for size (413), shape (400) or load (503), never served.
    expect(statuses.every((status) => ([429, 413, 400, 503, 'reset'] as Status[]).includes(status))).toBe(true);
    expect(growthMb).toBeLessThan(GROWTH_BOUND_MB);
    // And the server still answers.
    expect((await fetch(`${app.baseUrl}/api/health`)).status).toBe(200);
  });
});

describe.each([10, 40, 100])('a flood of large invalid bodies from %i clients', (clients) => {
  let app: AiApp;
  beforeAll(async () => {
    app = await startAiApp({
      staticDir: '/nonexistent-static-dir',
      env: { RATE_LIMIT_PER_MINUTE: String(LIMIT), AI_MAX_IN_FLIGHT_PER_CLIENT: String(IN_FLIGHT) },
    });
  }, 120_000);
  afterAll(() => app.stop());

  it(`keeps the server's memory within ${GROWTH_BOUND_MB} MB of idle, answering what it cannot read at once 503 unread`, { timeout: 120_000 }, async () => {
    // One body from each of 127.0.0.2, 127.0.0.3...
    const sources = Array.from({ length: clients }, (_, index) => `127.0.0.${index + 2}`);
    const { statuses, count, growthMb } = await flood(app, sources);
    expect(statuses.every((status) => ([503, 400, 'reset'] as Status[]).includes(status))).toBe(true);
    // Some were read (and refused for their shape)...
    expect(count(400)).toBeGreaterThan(0);
    expect(growthMb).toBeLessThan(GROWTH_BOUND_MB);
    expect((await fetch(`${app.baseUrl}/api/health`)).status).toBe(200);
  });
});
