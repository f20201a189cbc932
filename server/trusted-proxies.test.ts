// @vitest-environment node
import { request } from 'node:http';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGemini, startFakeGemini } from '@test-support/fake-gemini';
import { freePort } from '@test-support/free-port';
import { taskSample } from '@test-support/task-samples';
import { parseEnv } from './env';
import { type RunningServer, startServer } from './start';
import { forwardedClient, isLoopbackAddress, proxyTrust } from './trusted-proxies';

/** What the route sees as the client, for settings, a socket peer and an X-Forwarded-For header. */
async function seenClient(env: Record<string, string>, peer: string, forwardedFor?: string): Promise<string> {
  const trust = proxyTrust(parseEnv(env));
  const app = new Hono().get('/', (c) => c.text(forwardedClient(c, trust).address));
  const headers: Record<string, string> = forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor };
  const res = await app.request('/', { headers }, { incoming: { socket: { remoteAddress: peer } } });
  return res.text();
}

const ONE_HOP = { TRUST_PROXY_HOPS: '1' };

describe('forwardedClient with TRUST_PROXY (proxies named by address)', () => {
  const BEHIND_LB = { TRUST_PROXY: '10.0.0.0/8, fd00::/8, 192.0.2.1' };

  it('believes X-Forwarded-For only from a peer that is a listed proxy', async () => {
    expect(await seenClient(BEHIND_LB, '10.1.2.3', '198.51.100.1')).toBe('198.51.100.1');
    expect(await seenClient(BEHIND_LB, '192.0.2.1', '198.51.100.1')).toBe('198.51.100.1');
    expect(await seenClient(BEHIND_LB, 'fd00::5', '198.51.100.1')).toBe('198.51.100.1');
    // Anyone else is its own socket address, whatever it claims.
    expect(await seenClient(BEHIND_LB, '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
    expect(await seenClient(BEHIND_LB, '192.0.2.2', '198.51.100.1')).toBe('192.0.2.2');
    expect(await seenClient(BEHIND_LB, '2001:db8::1', '198.51.100.1')).toBe('2001:db8::1');
  });

  it('matches IPv4-mapped IPv6 peers (a dual-stack socket) against IPv4 ranges', async () => {
    expect(await seenClient(BEHIND_LB, '::ffff:10.0.0.1', '198.51.100.1')).toBe('198.51.100.1');
    expect(await seenClient(BEHIND_LB, '::ffff:203.0.113.9', '198.51.100.1')).toBe('::ffff:203.0.113.9');
  });

  it('walks from the right past proxies it trusts, to the first address it does not', async () => {
    expect(await seenClient(BEHIND_LB, '10.0.0.2', 'forged, 198.51.100.1, 10.9.9.9')).toBe('198.51.100.1');
    expect(await seenClient(BEHIND_LB, '10.0.0.2', '10.0.0.7, 198.51.100.1')).toBe('198.51.100.1');
    // Every address a proxy: the leftmost, as Express takes it.
    expect(await seenClient(BEHIND_LB, '10.0.0.2', '10.0.0.7, 10.0.0.8')).toBe('10.0.0.7');
    expect(await seenClient(BEHIND_LB, '10.0.0.2')).toBe('10.0.0.2');
  });

  it('stops at an entry that is no address, at the proxy that wrote it', async () => {
    expect(await seenClient(BEHIND_LB, '10.0.0.2', '198.51.100.1, unknown')).toBe('10.0.0.2');
    expect(await seenClient(BEHIND_LB, '10.0.0.2', '198.51.100.1, unknown, 10.0.0.9')).toBe('10.0.0.9');
    expect(await seenClient(BEHIND_LB, '10.0.0.2', '[2001:db8::7]:443')).toBe('2001:db8::7');
  });

  it('takes the keywords loopback, linklocal and uniquelocal', async () => {
    const keywords = { TRUST_PROXY: 'loopback, linklocal, uniquelocal' };
    for (const proxy of ['127.0.0.1', '127.9.9.9', '::1', '169.254.1.1', 'fe80::1', '172.16.0.1', '192.168.1.1', 'fc00::1', 'fe80::1%eth0'])
      expect(await seenClient(keywords, proxy, '198.51.100.1'), proxy).toBe('198.51.100.1');
    for (const stranger of ['203.0.113.9', '172.32.0.1', '2001:db8::1']) expect(await seenClient(keywords, stranger, '198.51.100.1'), stranger).toBe(stranger);
  });
});

describe('forwardedClient with TRUST_PROXY_HOPS (proxies counted, kept for older settings)', () => {
  it('uses the socket peer and ignores X-Forwarded-For when no proxy is trusted', async () => {
    expect(await seenClient({}, '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
  });

  it('behind one load balancer, takes the address it appended, not what the client claimed', async () => {
    expect(await seenClient(ONE_HOP, '10.0.0.2', '198.51.100.1')).toBe('198.51.100.1');
    expect(await seenClient(ONE_HOP, '10.0.0.2', '1.2.3.4, 198.51.100.1')).toBe('198.51.100.1');
  });

  it('behind two proxies, skips the second one', async () => {
    expect(await seenClient({ TRUST_PROXY_HOPS: '2' }, '10.0.0.3', 'forged, 198.51.100.1, 10.0.0.2')).toBe('198.51.100.1');
  });

  it('reads the trusted entry as an IP address: ports and brackets stripped, anything else left for the peer', async () => {
    expect(await seenClient(ONE_HOP, '10.0.0.2', '198.51.100.1:51234')).toBe('198.51.100.1');
    expect(await seenClient(ONE_HOP, '10.0.0.2', '[2001:db8::7]:443')).toBe('2001:db8::7');
    expect(await seenClient(ONE_HOP, '10.0.0.2', ' 2001:DB8::7 ')).toBe('2001:DB8::7');
    for (const garbage of ['unknown', 'evil.example', '999.1.1.1', '1.2.3', '"1.2.3.4"', '[1.2.3.4]:80', '1.2.3.4:99999', 'x'.repeat(5000)])
      expect(await seenClient(ONE_HOP, '10.0.0.2', `198.51.100.1, ${garbage}`)).toBe('10.0.0.2');
  });

  it('falls back to the peer when the header is missing, and to its leftmost entry when shorter than the trusted chain', async () => {
    expect(await seenClient(ONE_HOP, '10.0.0.2')).toBe('10.0.0.2');
    expect(await seenClient({ TRUST_PROXY_HOPS: '2' }, '10.0.0.2', '198.51.100.1')).toBe('198.51.100.1');
  });
});

describe('TRUST_PROXY', () => {
  it.each(['10.0.0.0/8,fd00::/8,127.0.0.1', ' loopback ', 'UNIQUELOCAL', '::ffff:10.0.0.0/104', '0.0.0.0/0', '2001:db8::/32'])('takes %s', (value) => {
    expect(() => parseEnv({ TRUST_PROXY: value })).not.toThrow();
  });

  it.each(['10.0.0.0/33', '10.0.0.0/8/8', 'fd00::/129', 'lb.internal', '10.0.0.0/-1', '10.0.0.0/', 'loopback,,', Array(101).fill('10.0.0.1').join(',')])(
    'refuses %s, without echoing it',
    (value) => {
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(
        new Error(
          'Invalid environment: TRUST_PROXY: must be a comma-separated list of at most 100 IP addresses, CIDR ranges (10.0.0.0/8) or loopback, linklocal, uniquelocal',
        ),
      );
    },
  );

  it('refuses TRUST_PROXY_HOPS beside it', () => {
    expect(() => parseEnv({ TRUST_PROXY: 'loopback', TRUST_PROXY_HOPS: '1' })).toThrow(
      new Error('Invalid environment: TRUST_PROXY_HOPS: must not be set with TRUST_PROXY (which names the proxies to trust)'),
    );
  });

  it('knows loopback addresses', () => {
    expect(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'].every(isLoopbackAddress)).toBe(true);
    expect(['0.0.0.0', '::', '10.0.0.1', 'localhost', ''].some(isLoopbackAddress)).toBe(false);
  });
});

describe('a real server with TRUST_PROXY=127.0.0.2, called from other loopback addresses', () => {
  const KEY = 'FAKE-GEMINI-KEY-trusted-proxies';
  let fake: FakeGemini;
  let running: RunningServer;
  let port: number;

  beforeAll(async () => {
    fake = await startFakeGemini({ key: KEY });
    port = await freePort();
    const env = { PORT: String(port), GEMINI_API_KEY: KEY, GEMINI_BASE_URL: fake.url, STATIC_DIR: '/nonexistent-static-dir' };
    // One call a minute per client: a second call from the same client is refused.
    running = startServer(parseEnv({ ...env, TRUST_PROXY: '127.0.0.2', RATE_LIMIT_PER_MINUTE: '1' }), { log: () => {} });
    await running.listening;
  });

  afterAll(async () => {
    await running.shutdown();
    await fake.close();
  });

  /** Status of one AI call sent from the socket address `from` (127.0.0.0/8 is all this machine's), claiming `forwardedFor`. */
  function statusFrom(from: string, forwardedFor: string): Promise<number> {
    const body = JSON.stringify(taskSample('color-palette'));
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          localAddress: from,
          agent: false,
          method: 'POST',
          path: '/api/ai/color-palette',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  it('keys a peer that is no proxy by its socket address, whatever it claims: one budget, not one per claim', async () => {
    const statuses: number[] = [];
    for (const claimed of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '2001:db8::9']) statuses.push(await statusFrom('127.0.0.3', claimed));
    expect(statuses).toEqual([200, 429, 429, 429]);
  });

  it('keys each client the proxy forwards by the address it appended', async () => {
    expect(await statusFrom('127.0.0.2', '203.0.113.1')).toBe(200);
    expect(await statusFrom('127.0.0.2', '203.0.113.2')).toBe(200);
    expect(await statusFrom('127.0.0.2', 'forged, 203.0.113.1')).toBe(429);
  });
});
