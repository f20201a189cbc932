// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientKey } from './client-address';
import { clientAddress, untrustedForwardedForWarning } from './middleware';

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

  it('reads the trusted entry as an IP address: ports and brackets stripped, anything else left for the peer', async () => {
    expect(await seenClient(1, '10.0.0.2', '198.51.100.1:51234')).toBe('198.51.100.1');
    expect(await seenClient(1, '10.0.0.2', '[2001:db8::7]:443')).toBe('2001:db8::7');
    expect(await seenClient(1, '10.0.0.2', ' 2001:DB8::7 ')).toBe('2001:DB8::7');
    for (const garbage of ['unknown', 'evil.example', '999.1.1.1', '1.2.3', '"1.2.3.4"', '[1.2.3.4]:80', '1.2.3.4:99999', 'x'.repeat(5000)])
      expect(await seenClient(1, '10.0.0.2', `198.51.100.1, ${garbage}`)).toBe('10.0.0.2');
  });

  it('falls back to the peer when the header is missing or shorter than the trusted chain', async () => {
    expect(await seenClient(1, '10.0.0.2')).toBe('10.0.0.2');
    expect(await seenClient(2, '10.0.0.2', '198.51.100.1')).toBe('10.0.0.2');
  });
});

describe('clientKey', () => {
  it.each([
    ['203.0.113.9', 64, '203.0.113.9'],
    ['::ffff:203.0.113.9', 64, '203.0.113.9'],
    ['::ffff:cb00:7109', 64, '203.0.113.9'],
    ['2001:db8:1:2:3:4:5:6', 64, '2001:db8:1:2:0:0:0:0/64'],
    ['2001:DB8:1:2:ffff::1', 64, '2001:db8:1:2:0:0:0:0/64'],
    ['2001:db8:1:2::', 64, '2001:db8:1:2:0:0:0:0/64'],
    ['fe80::1%eth0', 64, 'fe80:0:0:0:0:0:0:0/64'],
    ['2001:db8:1:2:3:4:5:6', 56, '2001:db8:1:0:0:0:0:0/56'],
    ['2001:db8:1:2ff:3:4:5:6', 56, '2001:db8:1:200:0:0:0:0/56'],
    ['2001:db8:1:2:3:4:5:6', 128, '2001:db8:1:2:3:4:5:6/128'],
    ['::1', 64, '0:0:0:0:0:0:0:0/64'],
  ])('keys %s at /%i as %s', (address, prefix, key) => {
    expect(clientKey(address, prefix)).toBe(key);
  });

  it('gives every address of one /64 one key, and the next /64 another', () => {
    const keys = new Set(['2001:db8:0:1::1', '2001:db8:0:1:ffff:ffff:ffff:ffff', '2001:db8::1:0:0:0:9'].map((address) => clientKey(address, 64)));
    expect(keys.size).toBe(1);
    expect(clientKey('2001:db8:0:2::1', 64)).not.toBe(clientKey('2001:db8:0:1::1', 64));
  });
});

describe('untrustedForwardedForWarning', () => {
  const appWith = (hops: number, warnings: string[]) =>
    new Hono().use(untrustedForwardedForWarning(hops, (message) => warnings.push(message))).get('/', (c) => c.text('ok'));

  it('says once that X-Forwarded-For is ignored while no proxy is trusted', async () => {
    const warnings: string[] = [];
    const app = appWith(0, warnings);
    await app.request('/');
    expect(warnings).toEqual([]);
    for (let index = 0; index < 3; index += 1) expect((await app.request('/', { headers: { 'X-Forwarded-For': '198.51.100.1' } })).status).toBe(200);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('TRUST_PROXY_HOPS=1');
  });

  it('says nothing when a proxy is trusted', async () => {
    const warnings: string[] = [];
    await appWith(1, warnings).request('/', { headers: { 'X-Forwarded-For': '198.51.100.1' } });
    expect(warnings).toEqual([]);
  });
});
