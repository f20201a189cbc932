import { isIP } from 'node:net';

/**
 * One X-Forwarded-For entry as an IP address: surrounding space, brackets and a port stripped
 * ("203.0.113.9:51234", "[2001:db8::1]:443"); null for anything else ("unknown", a host name, junk).
 */
export function forwardedAddress(entry: string): string | null {
  const text = entry.trim();
  if (isIP(text) !== 0) return text;
  const [, bracketed, port] = /^\[([^\]]+)\](?::(\d+))?$/.exec(text) ?? [];
  if (bracketed !== undefined) return isIP(bracketed) === 6 && isPort(port) ? bracketed : null;
  const [, ipv4, ipv4Port] = /^([\d.]+):(\d+)$/.exec(text) ?? [];
  return ipv4 !== undefined && isIP(ipv4) === 4 && isPort(ipv4Port) ? ipv4 : null;
}

const isPort = (text: string | undefined) => text === undefined || Number(text) <= 65_535;

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. A zone ("%eth0") is dropped. */
function ipv6Groups(address: string): number[] | null {
  const bare = address.split('%')[0] ?? '';
  if (isIP(bare) !== 6) return null;
  // The WHATWG URL parser writes IPv6 in one canonical form: lower case, "::" for the longest zero run, no dotted IPv4 tail.
  const canonical = new URL(`http://[${bare}]/`).hostname.slice(1, -1);
  const [head = '', tail] = canonical.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16));
}

/**
 * The rate-limit key of a client address. IPv4 is its own key, as is an IPv4-mapped IPv6 address
 * ("::ffff:203.0.113.9", how a dual-stack socket reports IPv4 peers). An IPv6 client is keyed by its
 * first `ipv6Prefix` bits: a home or a server is usually given a whole /64, so keying by the full
 * address would let one client take a fresh budget for each of its 2^64 addresses.
 */
export function clientKey(address: string, ipv6Prefix: number): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) return `${g6 >> 8}.${g6 & 255}.${g7 >> 8}.${g7 & 255}`;
  const masked = groups.map((group, index) => {
    const bitsKept = Math.min(16, Math.max(0, ipv6Prefix - index * 16));
    return group & ((0xffff << (16 - bitsKept)) & 0xffff);
  });
  return `${masked.map((group) => group.toString(16)).join(':')}/${ipv6Prefix}`;
}
