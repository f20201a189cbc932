import { atLineColumn } from '@contract/position';

/**
 * A URL as WHATWG URL reads it (the browsers' own parser), split into the parts the form edits.
 * `search` is kept raw, so editing the host never re-encodes a query the visitor did not touch.
 */
export interface UrlParts {
  /** With its colon: "https:". */
  protocol: string;
  /** Percent-decoded, as people read them. */
  username: string;
  password: string;
  /** ASCII, as the URL holds it (an IDN as xn--…, an IPv6 address in brackets). */
  hostname: string;
  /** Empty for the scheme's default port. */
  port: string;
  pathname: string;
  /** With its "?" when there is one; raw. */
  search: string;
  /** Without its "#", percent-decoded. */
  fragment: string;
  /** Whether the URL writes "//" after the scheme (http: does, mailto: does not). */
  slashes: boolean;
}

export type ParsedUrl = { ok: true; parts: UrlParts; href: string } | { ok: false; message: string; column: number | null };

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/** Reads a URL; a URL it cannot read gets a message saying where, when the place can be found. */
export function parseUrl(text: string): ParsedUrl {
  const input = text.trim();
  if (input === '') return { ok: false, message: 'Type or paste a URL.', column: null };
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return diagnose(input, text.length - text.trimStart().length);
  }
  const slashes = url.host !== '' || url.href.startsWith(`${url.protocol}//`);
  return {
    ok: true,
    href: url.href,
    parts: {
      protocol: url.protocol,
      username: decodePart(url.username),
      password: decodePart(url.password),
      hostname: url.hostname,
      port: url.port,
      pathname: url.pathname,
      search: url.search,
      fragment: decodePart(url.hash.slice(1)),
      slashes,
    },
  };
}

/** Percent-decodes what decodes as UTF-8, leaving a stray "%" as it is. */
export function decodePart(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}

/** Userinfo and fragment text, encoded where the URL's grammar needs it (and "%" always, so a decoded "%41" stays "%41"). */
const encodeUserinfo = (text: string) => encodeURIComponent(text).replace(/%(24|26|2B|2C)/g, (match) => decodeURIComponent(match));
const encodeFragment = (text: string) => encodeURI(text).replace(/#/g, '%23');

/** Builds the URL from its parts; the URL parser then checks and normalises it, so a part that cannot be used is reported. */
export function buildUrl(parts: UrlParts): ParsedUrl {
  const { protocol, username, password, hostname, port, pathname, search, fragment, slashes } = parts;
  const scheme = protocol.endsWith(':') ? protocol : `${protocol}:`;
  if (!SCHEME.test(scheme))
    return { ok: false, message: 'The protocol is a letter followed by letters, digits, "+", "-" or ".", such as https.', column: null };
  if (port !== '' && !/^\d{1,5}$/.test(port)) return { ok: false, message: 'The port is a number from 0 to 65535.', column: null };
  const userinfo = username || password ? `${encodeUserinfo(username)}${password ? `:${encodeUserinfo(password)}` : ''}@` : '';
  const authority = slashes || hostname ? `//${userinfo}${hostname}${port ? `:${port}` : ''}` : '';
  const path = authority && pathname && !pathname.startsWith('/') ? `/${pathname}` : pathname;
  const query = search === '' || search.startsWith('?') ? search : `?${search}`;
  const hash = fragment ? `#${encodeFragment(fragment)}` : '';
  return parseUrl(`${scheme}${authority}${path}${query}${hash}`);
}

const SPECIAL = new Set(['http:', 'https:', 'ws:', 'wss:', 'ftp:', 'file:']);
/** Code points WHATWG URL refuses in a host (its "forbidden host code points", less the ones that end a host). */
const FORBIDDEN_HOST = /[\0\t\n\r #<>[\]^|]/;

/** Why new URL() refused the text, and where: the parser itself only says "Invalid URL". */
function diagnose(input: string, lead: number): ParsedUrl {
  const fail = (index: number | null, message: string): ParsedUrl => ({
    ok: false,
    message: index === null ? message : atLineColumn({ line: 1, column: lead + index + 1 }, message),
    column: index === null ? null : lead + index + 1,
  });
  const scheme = SCHEME.exec(input);
  if (!scheme) {
    const colon = input.indexOf(':');
    const bad = colon > 0 ? input.slice(0, colon).search(/[^A-Za-z0-9+.-]|^[^A-Za-z]/) : -1;
    if (bad >= 0 && colon < input.search(/[/?#]|$/)) return fail(bad, 'a scheme holds only letters, digits, "+", "-" and ".", and starts with a letter.');
    return fail(0, `there is no scheme: write it first, as in https://${input.replace(/^\/+/, '')}.`);
  }
  const protocol = scheme[0].toLowerCase();
  const afterScheme = scheme[0].length;
  if (!SPECIAL.has(protocol)) return fail(afterScheme, 'this URL cannot be read after its scheme.');
  const authorityStart = afterScheme + (input.slice(afterScheme).match(/^[/\\]*/)?.[0].length ?? 0);
  const authorityEnd = input.slice(authorityStart).search(/[/\\?#]/);
  const authority = input.slice(authorityStart, authorityEnd === -1 ? undefined : authorityStart + authorityEnd);
  const at = authority.lastIndexOf('@');
  const hostStart = authorityStart + at + 1;
  const hostPort = authority.slice(at + 1);
  if (hostPort === '') return fail(hostStart, `a ${protocol.slice(0, -1)} URL needs a host after "//".`);
  if (hostPort.startsWith('[')) {
    const close = hostPort.indexOf(']');
    if (close === -1) return fail(hostStart, 'the IPv6 address opened with "[" is not closed with "]".');
    const port = hostPort.slice(close + 1);
    if (port !== '' && !/^:\d*$/.test(port)) return fail(hostStart + close + 1, 'after an IPv6 address in brackets comes ":" and a port, or nothing.');
    if (port.length > 1 && Number(port.slice(1)) > 65535) return fail(hostStart + close + 2, 'the port is a number from 0 to 65535.');
    return fail(hostStart + 1, 'this is not a valid IPv6 address.');
  }
  const colon = hostPort.indexOf(':');
  const host = colon === -1 ? hostPort : hostPort.slice(0, colon);
  const bad = host.search(FORBIDDEN_HOST);
  if (bad >= 0) {
    const shown = host[bad] === ' ' ? 'a space' : JSON.stringify(host[bad]);
    return fail(hostStart + bad, `a host cannot hold ${shown}.`);
  }
  if (colon !== -1) {
    const port = hostPort.slice(colon + 1);
    const badPort = port.search(/\D/);
    if (badPort >= 0) return fail(hostStart + colon + 1 + badPort, 'the port is a number from 0 to 65535.');
    if (Number(port) > 65535) return fail(hostStart + colon + 1, 'the port is a number from 0 to 65535.');
  }
  if (/^[\d.]+$/.test(host) || /^0x/i.test(host)) return fail(hostStart, 'this looks like an IPv4 address, but it is not a valid one.');
  return fail(hostStart, 'this host is not valid (an internationalised name that cannot be converted, or a label too long).');
}
