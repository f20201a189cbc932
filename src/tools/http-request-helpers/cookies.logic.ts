import { parseSetCookie, splitCookiesString } from 'set-cookie-parser';

/** Cookie and Set-Cookie headers read as a browser would (RFC 6265 and its 6265bis draft), with what a browser would object to. */

export interface RequestCookie {
  name: string;
  /** As sent. */
  raw: string;
  /** Percent-decoded, when it decodes. */
  value: string;
}

export interface ParsedCookieHeader {
  cookies: RequestCookie[];
  warnings: string[];
}

/** When a Set-Cookie cookie ends: with the browsing session, at a time, or at once (a deletion). */
export type CookieLifetime = { kind: 'session' } | { kind: 'until'; at: Date; by: 'Max-Age' | 'Expires' };

export interface ResponseCookie extends RequestCookie {
  expires?: string;
  /** The Expires attribute as a date, when it reads as one. */
  expiresAt?: Date;
  maxAge?: number;
  domain?: string;
  path?: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite?: string;
  partitioned: boolean;
  priority?: string;
  lifetime: CookieLifetime;
  /** Attributes no browser knows, kept to show. */
  other: [string, string][];
  /** What a browser would reject, ignore or change, each a sentence. */
  warnings: string[];
}

/** Chromium and Firefox cap a cookie's lifetime at 400 days (RFC 6265bis 5.5). */
const MAX_LIFETIME_DAYS = 400;
const DAY_MS = 86_400_000;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * RFC 6265 5.1.1, the cookie-date algorithm browsers use for Expires: it takes "Wed, 09 Jun 2021 10:18:14 GMT",
 * "Thu, 28-May-26 12:00:00 GMT" (two-digit years) and more, where `new Date` differs between engines. Null when it is no date.
 */
export function parseCookieDate(text: string): Date | null {
  let time: number[] | undefined;
  let day: number | undefined;
  let month: number | undefined;
  let year: number | undefined;
  // eslint-disable-next-line no-control-regex -- the RFC's delimiters include the tab.
  for (const token of text.split(/[\x09\x20-\x2f\x3b-\x40\x5b-\x60\x7b-\x7e]+/)) {
    if (token === '') continue;
    const clock = time === undefined ? /^(\d{1,2}):(\d{1,2}):(\d{1,2})(?:\D|$)/.exec(token) : null;
    if (clock) time = clock.slice(1, 4).map(Number);
    else if (day === undefined && /^\d{1,2}(?:\D|$)/.test(token)) day = parseInt(token, 10);
    else if (month === undefined && MONTHS.includes(token.slice(0, 3).toLowerCase())) month = MONTHS.indexOf(token.slice(0, 3).toLowerCase());
    else if (year === undefined && /^\d{2,4}(?:\D|$)/.test(token)) year = parseInt(token, 10);
  }
  if (time === undefined || day === undefined || month === undefined || year === undefined) return null;
  if (year >= 70 && year <= 99) year += 1900;
  else if (year >= 0 && year <= 69) year += 2000;
  const [hours = 0, minutes = 0, seconds = 0] = time;
  if (day < 1 || day > 31 || year < 1601 || hours > 23 || minutes > 59 || seconds > 59) return null;
  const date = new Date(Date.UTC(year, month, day, hours, minutes, seconds));
  // 31 February and the like: the algorithm says the date fails.
  return date.getUTCDate() === day ? date : null;
}

const KNOWN = new Set(['expires', 'max-age', 'domain', 'path', 'secure', 'httponly', 'samesite', 'partitioned', 'priority']);

function decodeValue(raw: string): string {
  const unquoted = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  try {
    return decodeURIComponent(unquoted);
  } catch {
    return unquoted;
  }
}

/** The header lines of a paste, each without its `Cookie:` / `Set-Cookie:` name. */
function headerLines(text: string, name: RegExp): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(name, '').trim())
    .filter((line) => line !== '');
}

/** A `Cookie:` request header (or several lines of them): name=value pairs split at ";". */
export function parseCookieHeader(text: string): ParsedCookieHeader {
  const cookies: RequestCookie[] = [];
  const warnings: string[] = [];
  const seen = new Map<string, number>();
  for (const line of headerLines(text, /^\s*cookie\s*:/i)) {
    for (const pair of line.split(';')) {
      if (pair.trim() === '') continue;
      const equals = pair.indexOf('=');
      const name = (equals < 0 ? '' : pair.slice(0, equals)).trim();
      const raw = (equals < 0 ? pair : pair.slice(equals + 1)).trim();
      cookies.push({ name, raw, value: decodeValue(raw) });
      seen.set(name, (seen.get(name) ?? 0) + 1);
    }
  }
  for (const [name, count] of seen) {
    if (count > 1) {
      warnings.push(`"${name}" is sent ${count} times (cookies of different paths or domains): most servers read only the first.`);
    }
  }
  return { cookies, warnings };
}

/** The raw attributes of one Set-Cookie string, in order, names lower-cased: to tell a bad value from an absent one. */
function rawAttributes(setCookie: string): [string, string][] {
  return setCookie
    .split(';')
    .slice(1)
    .map((part): [string, string] => {
      const equals = part.indexOf('=');
      return equals < 0 ? [part.trim().toLowerCase(), ''] : [part.slice(0, equals).trim().toLowerCase(), part.slice(equals + 1).trim()];
    })
    .filter(([name]) => name !== '');
}

function lifetimeOf(cookie: Pick<ResponseCookie, 'maxAge' | 'expiresAt'>, now: number): CookieLifetime {
  // Max-Age wins over Expires (RFC 6265 5.3 step 3).
  if (cookie.maxAge !== undefined) return { kind: 'until', at: new Date(now + cookie.maxAge * 1000), by: 'Max-Age' };
  if (cookie.expiresAt) return { kind: 'until', at: cookie.expiresAt, by: 'Expires' };
  return { kind: 'session' };
}

function warningsOf(cookie: ResponseCookie, attributes: [string, string][], now: number): string[] {
  const warnings: string[] = [];
  const lower = cookie.name.toLowerCase();
  const sameSite = cookie.sameSite?.toLowerCase();
  if (cookie.name === '') warnings.push('The cookie has no name: browsers keep it, but many servers never read it.');
  if (sameSite === 'none' && !cookie.secure) warnings.push('SameSite=None without Secure: browsers reject this cookie.');
  if (sameSite !== undefined && !['strict', 'lax', 'none'].includes(sameSite)) {
    warnings.push(`SameSite=${cookie.sameSite} is not Strict, Lax or None: browsers ignore it and treat the cookie as Lax.`);
  }
  if (cookie.partitioned && !cookie.secure) warnings.push('Partitioned without Secure: browsers reject this cookie.');
  if (lower.startsWith('__secure-') && !cookie.secure) warnings.push('A __Secure- cookie must be set with Secure: browsers reject this one.');
  if (lower.startsWith('__host-')) {
    const broken = [
      !cookie.secure && 'without Secure',
      cookie.domain !== undefined && `with Domain=${cookie.domain}`,
      cookie.path !== '/' && (cookie.path === undefined ? 'without Path=/' : `with Path=${cookie.path}`),
    ].filter(Boolean);
    if (broken.length > 0) warnings.push(`A __Host- cookie must have Secure, Path=/ and no Domain: browsers reject this one, set ${broken.join(', ')}.`);
  }
  for (const [name, value] of attributes) {
    if (name === 'expires' && parseCookieDate(value) === null) {
      warnings.push(`Expires=${value} is not a date: browsers ignore it${cookie.maxAge === undefined ? ', so this is a session cookie' : ''}.`);
    }
    if (name === 'max-age' && !/^-?\d+$/.test(value)) warnings.push(`Max-Age=${value} is not a whole number of seconds: browsers ignore it.`);
  }
  if (cookie.lifetime.kind === 'until') {
    const left = cookie.lifetime.at.getTime() - now;
    if (left <= 0) warnings.push(`It has already expired (by ${cookie.lifetime.by}): a browser deletes the cookie of this name instead of storing it.`);
    else if (left > MAX_LIFETIME_DAYS * DAY_MS) warnings.push(`It lives over ${MAX_LIFETIME_DAYS} days: Chromium and Firefox cut it to ${MAX_LIFETIME_DAYS}.`);
  }
  if (cookie.domain?.startsWith('.'))
    warnings.push(`The leading dot of Domain=${cookie.domain} is ignored: the cookie goes to ${cookie.domain.slice(1)} and all its subdomains.`);
  return warnings;
}

/**
 * `Set-Cookie:` response headers, one a line (a line that joins several with commas, as some servers' logs do, is split
 * as browsers' fetch does). `now` is when they arrived: Max-Age counts from it, and expiry is judged at it.
 */
export function parseSetCookieHeaders(text: string, now: number): ResponseCookie[] {
  const cookies: ResponseCookie[] = [];
  for (const line of headerLines(text, /^\s*set-cookie\s*:/i)) {
    for (const one of splitCookiesString(line)) {
      const parsed = parseSetCookie(one, { decodeValues: false, silent: true, split: false })[0];
      if (!parsed) continue;
      const attributes = rawAttributes(one);
      const extra = parsed as unknown as Record<string, unknown>;
      const priority = typeof extra.priority === 'string' ? extra.priority : undefined;
      const expires = attributes.findLast(([name]) => name === 'expires')?.[1];
      const cookie: ResponseCookie = {
        name: parsed.name,
        raw: parsed.value,
        value: decodeValue(parsed.value),
        expires,
        expiresAt: expires === undefined ? undefined : (parseCookieDate(expires) ?? undefined),
        maxAge: parsed.maxAge,
        domain: parsed.domain,
        path: parsed.path,
        secure: parsed.secure === true,
        httpOnly: parsed.httpOnly === true,
        sameSite: parsed.sameSite,
        partitioned: parsed.partitioned === true,
        priority,
        lifetime: { kind: 'session' },
        other: attributes.filter(([name]) => !KNOWN.has(name)),
        warnings: [],
      };
      cookie.lifetime = lifetimeOf(cookie, now);
      cookie.warnings = warningsOf(cookie, attributes, now);
      cookies.push(cookie);
    }
  }
  return cookies;
}

const UNITS: [number, string][] = [
  [DAY_MS, 'd'],
  [3_600_000, 'h'],
  [60_000, 'min'],
  [1000, 's'],
];

/** A span as its two largest units: "3 d 4 h", "5 min 2 s", "0 s". */
export function formatSpan(ms: number): string {
  const whole = Math.floor(Math.abs(ms) / 1000) * 1000;
  const first = UNITS.findIndex(([size]) => whole >= size);
  const big = UNITS[first];
  if (!big) return '0 s';
  const next = UNITS[first + 1];
  const head = `${Math.floor(whole / big[0])} ${big[1]}`;
  return next ? `${head} ${Math.floor((whole % big[0]) / next[0])} ${next[1]}` : head;
}

/** The countdown a lifetime shows at `now`. */
export function describeLifetime(lifetime: CookieLifetime, now: number): string {
  if (lifetime.kind === 'session') return 'Session (until the browser closes)';
  const left = lifetime.at.getTime() - now;
  return left > 0 ? `Expires in ${formatSpan(left)}` : `Expired ${formatSpan(left)} ago`;
}
