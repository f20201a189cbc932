// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientKey } from './client-address';
import { parseEnv } from '../env';
import { proxyTrust } from '../trusted-proxies';
import { untrustedForwardedForWarning } from './middleware';

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
  const appWith = (env: Record<string, string>, warnings: string[]) =>
    new Hono().use(untrustedForwardedForWarning(proxyTrust(parseEnv(env)), (message) => warnings.push(message))).get('/', (c) => c.text('ok'));
  const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
  const forwarded = { headers: { 'X-Forwarded-For': '198.51.100.1' } };

  it('says once that X-Forwarded-For is ignored while no proxy is trusted', async () => {
    const warnings: string[] = [];
    const app = appWith({}, warnings);
    await app.request('/');
    expect(warnings).toEqual([]);
    for (let index = 0; index < 3; index += 1) expect((await app.request('/', forwarded)).status).toBe(200);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('TRUST_PROXY');
  });

  it('says so too when the header comes from a peer that is no trusted proxy', async () => {
    const warnings: string[] = [];
    const app = appWith({ TRUST_PROXY: '10.0.0.0/8' }, warnings);
    await app.request('/', forwarded, from('10.0.0.2'));
    expect(warnings).toEqual([]);
    await app.request('/', forwarded, from('203.0.113.9'));
    expect(warnings).toHaveLength(1);
  });

  it('says nothing when a proxy is trusted', async () => {
    const warnings: string[] = [];
    await appWith({ TRUST_PROXY_HOPS: '1' }, warnings).request('/', forwarded);
    expect(warnings).toEqual([]);
  });
});
