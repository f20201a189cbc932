import { parseQuery, serializeQuery } from './query.logic';
import { decodePart } from './url-parts.logic';

/** One wrapper taken off: who wrapped the link, and the URL it pointed to. */
export interface UnwrapStep {
  wrapper: string;
  url: string;
}

interface Wrapper {
  name: string;
  /** The target URL inside, or null when this wrapper does not hold the URL. */
  target: (url: URL) => string | null;
}

const param = (url: URL, ...names: string[]) => {
  const rows = parseQuery(url.search);
  for (const name of names) {
    const found = rows.find((row) => row.key === name && row.value !== '');
    if (found) return found.value;
  }
  return null;
};

const hostIs = (url: URL, pattern: RegExp) => pattern.test(url.hostname);

/** Proofpoint URL Defense v3 replaces some characters by "*" and lists them, Base64url, after "__;" (its published decoder's format). */
function proofpointV3(href: string): string | null {
  const match = /\/v3\/__(.+?)__;([^!]*)!/.exec(href);
  if (!match) return null;
  // As the published decoder does: percent-decode the embedded URL first, then put the listed characters back.
  const encoded = decodePart(match[1] as string);
  const bytes = base64UrlText(match[2] as string);
  if (bytes === null) return null;
  const runCodes = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const characters = [...bytes];
  let next = 0;
  const text = encoded.replace(/\*(\*.)?/g, (_token, run?: string) => {
    const length = run ? runCodes.indexOf(run[1] as string) + 2 : 1;
    const taken = characters.slice(next, next + length).join('');
    next += length;
    return taken;
  });
  return text;
}

function base64UrlText(text: string): string | null {
  try {
    const binary = atob(
      text
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(text.length / 4) * 4, '='),
    );
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** The redirect wrappers mail filters and sites put around links, each with where it keeps the real URL. */
const WRAPPERS: readonly Wrapper[] = [
  { name: 'Outlook Safe Links', target: (url) => (hostIs(url, /(^|\.)safelinks\.protection\.outlook\.com$/) ? param(url, 'url') : null) },
  {
    name: 'Google redirect',
    target: (url) => (hostIs(url, /^(www\.)?google\.[a-z.]+$/) && url.pathname === '/url' ? param(url, 'q', 'url') : null),
  },
  { name: 'Facebook link shim', target: (url) => (hostIs(url, /^(l|lm)\.facebook\.com$/) && url.pathname === '/l.php' ? param(url, 'u') : null) },
  { name: 'Instagram link shim', target: (url) => (hostIs(url, /^l\.instagram\.com$/) ? param(url, 'u') : null) },
  {
    name: 'LinkedIn redirect',
    target: (url) => (hostIs(url, /(^|\.)linkedin\.com$/) && /^\/(redir\/redirect|safety\/go)\/?$/.test(url.pathname) ? param(url, 'url') : null),
  },
  { name: 'Slack redirect', target: (url) => (hostIs(url, /^slack-redir\.net$/) ? param(url, 'url') : null) },
  { name: 'YouTube redirect', target: (url) => (hostIs(url, /^(www\.|m\.)?youtube\.com$/) && url.pathname === '/redirect' ? param(url, 'q') : null) },
  { name: 'Steam link filter', target: (url) => (hostIs(url, /^steamcommunity\.com$/) && url.pathname === '/linkfilter/' ? param(url, 'url', 'u') : null) },
  { name: 'VK away', target: (url) => (hostIs(url, /^(m\.)?vk\.com$/) && url.pathname === '/away.php' ? param(url, 'to') : null) },
  {
    name: 'Proofpoint URL Defense',
    target: (url) => {
      if (!hostIs(url, /^urldefense(\.proofpoint)?\.com$/)) return null;
      if (url.pathname.startsWith('/v3/')) return proofpointV3(url.href);
      const u = param(url, 'u');
      if (u === null) return null;
      // v2 writes "%" as "-" and "/" as "_"; v1 is plainly percent-encoded (read already).
      if (url.pathname.startsWith('/v2/')) return decodeURIComponentSafe(u.replace(/-/g, '%').replace(/_/g, '/'));
      return url.pathname.startsWith('/v1/') ? u : null;
    },
  },
];

function decodeURIComponentSafe(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

const MAX_DEPTH = 10;

/** Takes redirect wrappers off, one after another, until the URL is not one; the steps in order. */
export function unwrapRedirects(href: string): UnwrapStep[] {
  const steps: UnwrapStep[] = [];
  let current = href;
  while (steps.length < MAX_DEPTH) {
    let url: URL;
    try {
      url = new URL(current);
    } catch {
      break;
    }
    const found = WRAPPERS.map((wrapper) => ({ wrapper, target: wrapper.target(url) })).find((candidate) => candidate.target);
    if (!found?.target) break;
    let next: URL;
    try {
      next = new URL(found.target.trim());
    } catch {
      break;
    }
    current = next.href;
    steps.push({ wrapper: found.wrapper.name, url: current });
  }
  return steps;
}

/** Query keys that only track where a click came from: removing them leaves the page the same. */
export const TRACKING_PARAMETERS: readonly string[] = [
  'utm_*',
  'fbclid',
  'gclid',
  'gclsrc',
  'gbraid',
  'wbraid',
  'dclid',
  'msclkid',
  'mc_cid',
  'mc_eid',
  'igshid',
  'igsh',
  '_hsenc',
  '_hsmi',
  '__hssc',
  '__hstc',
  '__hsfp',
  'hsCtaTracking',
  'yclid',
  'ysclid',
  'twclid',
  'ttclid',
  'li_fat_id',
  'mkt_tok',
  'oly_anon_id',
  'oly_enc_id',
  'vero_id',
  'vero_conv',
  '_openstat',
  'rb_clickid',
  's_cid',
  'wickedid',
  'ga_source',
  'ga_medium',
  'ga_campaign',
  '_ga',
  '_gl',
  'srsltid',
  'epik',
  'sc_cid',
  'trk',
  'trkCampaign',
];

const exact = new Set(TRACKING_PARAMETERS.filter((name) => !name.endsWith('*')).map((name) => name.toLowerCase()));
const prefixes = TRACKING_PARAMETERS.filter((name) => name.endsWith('*')).map((name) => name.slice(0, -1).toLowerCase());

export const isTracking = (key: string) => exact.has(key.toLowerCase()) || prefixes.some((prefix) => key.toLowerCase().startsWith(prefix));

export interface CleanedUrl {
  href: string;
  /** The pairs taken out, as "key=value". */
  removed: { key: string; value: string }[];
}

/** The URL without its tracking parameters; the rest of the query is written back only when something was removed. */
export function removeTracking(href: string): CleanedUrl {
  const url = new URL(href);
  const rows = parseQuery(url.search);
  const removed = rows.filter((row) => isTracking(row.key));
  if (removed.length === 0) return { href: url.href, removed: [] };
  url.search = serializeQuery(rows.filter((row) => !isTracking(row.key)));
  return { href: url.href, removed: removed.map(({ key, value }) => ({ key, value })) };
}
