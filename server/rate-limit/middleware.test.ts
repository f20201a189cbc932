// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './middleware';

/** What the route sees as the client, for a socket peer and an X-Forwarded-For header. */
async function seenClient(trustedHops: number, peer: string, forwardedFor?: string): Promise<string> {
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, trustedHops)));
  const headers: Record<string, string> = forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor };
  const res = await app.request('/', { headers }, { incoming: { socket: { remoteAddress: peer } } });
  return res.text();
}

describe('clientAddress', () => {
  it('uses the socket peer and ignores X-Forwarded-For when no proxy is trusted', async () => {
    expect(await seenClient(0, '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
  });

  it('behind one load balancer, takes the address it appended, not what the client claimed', async () => {
    expect(await seenClient(1, '10.0.0.2', '198.51.100.1')).toBe('198.51.100.1');
    expect(await seenClient(1, '10.0.0.2', '1.2.3.4, 198.51.100.1')).toBe('198.51.100.1');
  });

  it('behind two proxies, skips the second one', async () => {
    expect(await seenClient(2, '10.0.0.3', 'forged, 198.51.100.1, 10.0.0.2')).toBe('198.51.100.1');
  });

  it('falls back to the peer when the header is missing or shorter than the trusted chain', async () => {
    expect(await seenClient(1, '10.0.0.2')).toBe('10.0.0.2');
    expect(await seenClient(2, '10.0.0.2', '198.51.100.1')).toBe('10.0.0.2');
  });
});
