// @vitest-environment node
// 200 parallel 14 MB bodies that are not valid JSON, from one client, at the real server (the bundle,
// in its own process so that its memory can be read): past its limit the client gets 429 before a
// body is read, and the server's peak resident memory stays within a bound.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiApp, startAiApp } from '@test-support/ai-app';

const BODIES = 200;
const BODY_BYTES = 14 * 1024 * 1024;
const LIMIT = 20;
const IN_FLIGHT = 4;
/**
 * Peak resident memory the flood may add to the idle server's: the 4 bodies in flight at most, each
 * held about three times while read and parsed (chunks, joined bytes, text), and room for the
 * collector's lag. Measured: about 155 MB; when every body was read, 1.5 GB.
 */
const GROWTH_BOUND_MB = 220;

let app: AiApp;
beforeAll(async () => {
  app = await startAiApp({
    staticDir: '/nonexistent-static-dir',
    env: { RATE_LIMIT_PER_MINUTE: String(LIMIT), AI_MAX_IN_FLIGHT_PER_CLIENT: String(IN_FLIGHT) },
  });
}, 120_000);
afterAll(() => app.stop());

/** VmRSS (now) or VmHWM (the peak so far) of a process, in MB. */
function memoryMb(pid: number | undefined, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** Posts the body; resolves with the status, or 'reset' when the connection ended without an answer. */
function post(url: string, body: Buffer): Promise<number | 'reset'> {
  return new Promise((resolve) => {
    const req = request(`${url}/api/ai/pdf-to-json`, {
      method: 'POST',
      agent: false,
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

describe('a flood of large invalid bodies from one client', () => {
  it(`gets 429 past the limit, unread, while the server's memory stays within ${GROWTH_BOUND_MB} MB of idle`, { timeout: 120_000 }, async () => {
    // An unterminated JSON string: read in full, it could only ever fail to parse.
    const body = Buffer.alloc(BODY_BYTES, 'A');
    body.write('{"pdf":{"mimeType":"application/pdf","data":"');
    const idleMb = memoryMb(app.pid, 'VmRSS');

    const statuses = await Promise.all(Array.from({ length: BODIES }, () => post(app.baseUrl, body)));
    const peakMb = memoryMb(app.pid, 'VmHWM');
    const count = (status: number | 'reset') => statuses.filter((each) => each === status).length;
    console.log(
      `flood: ${count(429)} × 429, ${count(400)} × 400, ${count(413)} × 413, ${count('reset')} reset; server RSS idle ${idleMb.toFixed(0)} MB, peak ${peakMb.toFixed(0)} MB`,
    );

    // Each answer other than 429 spent at least one unit of the client's 20. A refusal sent while the client is
    // still writing its 14 MB can be lost to the connection's close ('reset'): it was refused all the same.
    expect(count(429) + count('reset')).toBeGreaterThanOrEqual(BODIES - LIMIT);
    // Past the limit 429 unread; within it refused for size (413) or shape (400), never served.
    expect(statuses.every((status) => status === 429 || status === 413 || status === 400 || status === 'reset')).toBe(true);
    expect(peakMb - idleMb).toBeLessThan(GROWTH_BOUND_MB);
    // And the server still answers.
    expect((await fetch(`${app.baseUrl}/api/health`)).status).toBe(200);
  });
});
