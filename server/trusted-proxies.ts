import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import { forwardedAddress } from './rate-limit/client-address';

/** The ranges behind TRUST_PROXY's keywords, as Express's `trust proxy` (proxy-addr) names them. */
const KEYWORD_RANGES: Readonly<Record<string, readonly string[]>> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** Refuses an overlong list before it is split, so a setting cannot make start-up build a huge list. */
const MAX_ENTRIES = 100;

/**
 * TRUST_PROXY's entries ("10.0.0.0/8, fd00::/8, 127.0.0.1, loopback") as a BlockList, or null when
 * one is neither an IP address, a CIDR range nor a keyword. Node's BlockList matches IPv4-mapped
 * IPv6 peers (::ffff:10.0.0.1, how a dual-stack socket reports IPv4) against IPv4 ranges.
 */
export function proxyList(text: string): BlockList | null {
  const entries = text.split(',').map((entry) => entry.trim().toLowerCase());
  if (entries.length > MAX_ENTRIES) return null;
  const list = new BlockList();
  for (const entry of entries.flatMap((entry) => KEYWORD_RANGES[entry] ?? [entry])) {
    const [address = '', bits, extra] = entry.split('/');
    const family = isIP(address);
    const maxBits = family === 4 ? 32 : 128;
    if (family === 0 || extra !== undefined) return null;
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else if (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits) list.addSubnet(address, Number(bits), type);
    else return null;
  }
  return list;
}

const LOOPBACK = proxyList('loopback') as BlockList;

/** True for an address of this machine only: 127.0.0.0/8, ::1 or their IPv4-mapped forms. */
export function isLoopbackAddress(address: string): boolean {
  return contains(LOOPBACK, address);
}

function contains(list: BlockList, address: string): boolean {
  // A zone ("fe80::1%eth0") names the interface, not the address.
  const bare = address.split('%')[0] ?? '';
  const family = isIP(bare);
  return family !== 0 && list.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

/** Which proxies' forwarded headers (X-Forwarded-For, X-Forwarded-Proto) are believed. */
export interface ProxyTrust {
  /** True when the address `hop` places from our socket (0: the socket's peer) is a proxy we trust. */
  trusts: (address: string, hop: number) => boolean;
  /** Trusted by TRUST_PROXY_HOPS: the nearest hops whatever their address, so any peer can forge the header. */
  byCountOnly: boolean;
}

/** TRUST_PROXY's addresses when set, else TRUST_PROXY_HOPS's count (env.ts refuses both). */
export function proxyTrust({ TRUST_PROXY, TRUST_PROXY_HOPS }: { TRUST_PROXY?: BlockList | undefined; TRUST_PROXY_HOPS: number }): ProxyTrust {
  if (TRUST_PROXY) return { trusts: (address) => contains(TRUST_PROXY, address), byCountOnly: false };
  return { trusts: (_address, hop) => hop < TRUST_PROXY_HOPS, byCountOnly: TRUST_PROXY_HOPS > 0 };
}

export interface ForwardedClient {
  /** The client's address: the socket's peer, or the first untrusted address of X-Forwarded-For. */
  address: string;
  /** Trusted proxies the request came through, the peer among them: 0 when forwarded headers are not believed. */
  proxies: number;
}

/**
 * Walks from our socket's peer back through X-Forwarded-For, right to left, as Express does: while an
 * address is a trusted proxy, the entry it appended (the address it saw) is believed, and the first
 * address that is no trusted proxy is the client. Entries left of it are the client's own claims. An
 * entry that is no IP address (a port is dropped) ends the walk at the proxy that appended it. With
 * every address trusted, the leftmost is the client. Requests made in tests with app.request() have
 * no socket: their peer is "unknown".
 */
export function forwardedClient(c: Context, trust: ProxyTrust): ForwardedClient {
  const bindings = c.env as { incoming?: IncomingMessage } | undefined;
  const peer = bindings?.incoming?.socket.remoteAddress ?? 'unknown';
  if (!trust.trusts(peer, 0)) return { address: peer, proxies: 0 };
  let client: ForwardedClient = { address: peer, proxies: 1 };
  const forwarded = (c.req.header('X-Forwarded-For') ?? '').split(',').filter((entry) => entry.trim() !== '');
  for (let hop = 1; hop <= forwarded.length; hop += 1) {
    const address = forwardedAddress(forwarded[forwarded.length - hop] ?? '');
    if (address === null) return client;
    const trusted = trust.trusts(address, hop);
    client = { address, proxies: trusted ? hop + 1 : hop };
    if (!trusted) return client;
  }
  return client;
}
