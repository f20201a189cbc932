/**
 * Mozilla HTTP Observatory's grading, from its published rules (github.com/mdn/mdn-http-observatory):
 * the modifiers are src/grader/charts.js's SCORE_TABLE, the ten tests follow src/analyzer/tests/*.js,
 * and the sum follows src/scanner/index.js: start at 100, add every test's modifier; bonuses (positive
 * modifiers) count only when the score without them is already 90 or more; 100 and over is A+.
 *
 * Reduced where DevDeck cannot be concerned, each said at its place: no <meta http-equiv> policies,
 * no HSTS preload list, no 'strict-dynamic', cookies without the session / anti-CSRF distinctions,
 * "same second-level domain" read as the same host.
 */

type Outcome = { modifier: number; pass: boolean };

/** SCORE_TABLE's modifier for each result, and whether the analyzer counts the result as a pass. */
export const SCORE_TABLE = {
  'csp-implemented-with-no-unsafe-default-src-none': { modifier: 10, pass: true },
  'csp-implemented-with-no-unsafe': { modifier: 5, pass: true },
  'csp-implemented-with-unsafe-inline-in-style-src-only': { modifier: 0, pass: true },
  'csp-implemented-with-insecure-scheme-in-passive-content-only': { modifier: -10, pass: true },
  'csp-implemented-with-unsafe-eval': { modifier: -10, pass: false },
  'csp-implemented-with-unsafe-inline': { modifier: -20, pass: false },
  'csp-implemented-with-insecure-scheme': { modifier: -20, pass: false },
  'csp-header-invalid': { modifier: -25, pass: false },
  'csp-not-implemented': { modifier: -25, pass: false },

  'cookies-secure-with-httponly-sessions-and-samesite': { modifier: 5, pass: true },
  'cookies-secure-with-httponly-sessions': { modifier: 0, pass: true },
  'cookies-not-found': { modifier: 0, pass: true },
  'cookies-without-secure-flag-but-protected-by-hsts': { modifier: -5, pass: false },
  'cookies-without-secure-flag': { modifier: -20, pass: false },
  'cookies-samesite-flag-invalid': { modifier: -20, pass: false },

  'cross-origin-resource-sharing-not-implemented': { modifier: 0, pass: true },
  'cross-origin-resource-sharing-implemented-with-public-access': { modifier: 0, pass: true },
  'cross-origin-resource-sharing-implemented-with-restricted-access': { modifier: 0, pass: true },
  'cross-origin-resource-sharing-implemented-with-universal-access': { modifier: -50, pass: false },

  'redirection-to-https': { modifier: 0, pass: true },
  'redirection-not-needed-no-http': { modifier: 0, pass: true },
  'redirection-off-host-from-http': { modifier: -5, pass: false },
  'redirection-not-to-https-on-initial-redirection': { modifier: -10, pass: false },
  'redirection-not-to-https': { modifier: -20, pass: false },
  'redirection-missing': { modifier: -20, pass: false },

  'referrer-policy-private': { modifier: 5, pass: true },
  'referrer-policy-not-implemented': { modifier: 0, pass: true },
  'referrer-policy-unsafe': { modifier: -5, pass: false },
  'referrer-policy-header-invalid': { modifier: -5, pass: false },

  'hsts-preloaded': { modifier: 5, pass: true },
  'hsts-implemented-max-age-at-least-six-months': { modifier: 0, pass: true },
  'hsts-implemented-max-age-less-than-six-months': { modifier: -10, pass: false },
  'hsts-not-implemented': { modifier: -20, pass: false },
  'hsts-header-invalid': { modifier: -20, pass: false },

  'sri-implemented-and-all-scripts-loaded-securely': { modifier: 5, pass: true },
  'sri-implemented-and-external-scripts-loaded-securely': { modifier: 5, pass: true },
  'sri-not-implemented-response-not-html': { modifier: 0, pass: true },
  'sri-not-implemented-but-no-scripts-loaded': { modifier: 0, pass: true },
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': { modifier: 0, pass: true },
  'sri-not-implemented-but-external-scripts-loaded-securely': { modifier: -5, pass: false },
  'sri-implemented-but-external-scripts-not-loaded-securely': { modifier: -20, pass: false },
  'sri-not-implemented-and-external-scripts-not-loaded-securely': { modifier: -50, pass: false },

  'x-content-type-options-nosniff': { modifier: 0, pass: true },
  'x-content-type-options-not-implemented': { modifier: -5, pass: false },
  'x-content-type-options-header-invalid': { modifier: -5, pass: false },

  'x-frame-options-implemented-via-csp': { modifier: 5, pass: true },
  'x-frame-options-sameorigin-or-deny': { modifier: 0, pass: true },
  'x-frame-options-allow-from-origin': { modifier: 0, pass: true },
  'x-frame-options-not-implemented': { modifier: -20, pass: false },
  'x-frame-options-header-invalid': { modifier: -20, pass: false },

  'corp-implemented-with-same-origin': { modifier: 10, pass: true },
  'corp-implemented-with-same-site': { modifier: 10, pass: true },
  'corp-implemented-with-cross-origin': { modifier: 0, pass: true },
  'corp-not-implemented': { modifier: 0, pass: true },
  'corp-header-invalid': { modifier: -5, pass: false },
} as const satisfies Record<string, Outcome>;

export type Expectation = keyof typeof SCORE_TABLE;

/** What Observatory fetches of a site. */
export interface ObservedSite {
  /** https://host/ and its answer. */
  url: string;
  response: Response;
  /** The answer to the same request sent with `Origin: https://http-observatory.security.mozilla.org`. */
  corsResponse: Response;
  /** The URLs that GET http://host/ went through, first to last; null when nothing answers on http. */
  httpRoute: string[] | null;
}

export interface ObservatoryResult {
  score: number;
  grade: string;
  tests: Record<string, { result: Expectation; modifier: number; pass: boolean }>;
  failed: string[];
}

const DANGEROUSLY_BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const isBroadOrInline = (source: string) => DANGEROUSLY_BROAD.has(source) || UNSAFE_INLINE.has(source);
const isNonceOrHash = (source: string) => /^'(sha256|sha384|sha512|nonce)-/.test(source);

/** Directive name → its sources, every policy of the header merged (cspParser.js; duplicates are invalid). */
function parseCsp(header: string): Map<string, Set<string>> {
  const policy = new Map<string, Set<string>>();
  for (const text of header.split(',')) {
    for (const directive of text.split(';')) {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (!name) continue;
      const key = name.toLowerCase();
      if (policy.has(key)) throw new Error(`duplicate directive ${key}`);
      policy.set(key, new Set(sources.map((source) => (isNonceOrHash(source) ? source : source.toLowerCase()))));
    }
  }
  return policy;
}

/** tests/csp.js */
function cspTest(site: ObservedSite): { result: Expectation; policy: Map<string, Set<string>> | null } {
  const header = site.response.headers.get('Content-Security-Policy');
  if (header === null) return { result: 'csp-not-implemented', policy: null };
  let csp: Map<string, Set<string>>;
  try {
    csp = parseCsp(header);
  } catch {
    return { result: 'csp-header-invalid', policy: null };
  }
  if (csp.size === 0) return { result: 'csp-not-implemented', policy: null };
  const all = (name: string) => csp.get(name) ?? csp.get('default-src') ?? new Set(['*']);
  const scriptSrc = new Set(all('script-src'));
  const styleSrc = new Set(all('style-src'));
  const objectSrc = all('object-src');
  for (const sources of [scriptSrc, styleSrc]) if ([...sources].some(isNonceOrHash)) sources.delete("'unsafe-inline'");
  const https = new URL(site.url).protocol === 'https:';
  const active = [...csp].filter(([name]) => name !== 'img-src' && name !== 'media-src' && name !== 'script-src').flatMap(([, sources]) => [...sources]);
  active.push(...scriptSrc);
  const passive = ['img-src', 'media-src'].flatMap((name) => [...(csp.get(name) ?? csp.get('default-src') ?? [])]);
  const insecure = (source: string) => source.startsWith('http:') || source.startsWith('ftp:');

  // The first matching rule decides, in csp.js's order.
  let result: Expectation;
  if ([...scriptSrc].some(isBroadOrInline) || [...objectSrc].some((source) => DANGEROUSLY_BROAD.has(source))) result = 'csp-implemented-with-unsafe-inline';
  else if (https && active.some(insecure)) result = 'csp-implemented-with-insecure-scheme';
  else if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) result = 'csp-implemented-with-unsafe-eval';
  else if (https && passive.some(insecure)) result = 'csp-implemented-with-insecure-scheme-in-passive-content-only';
  else if ([...styleSrc].some(isBroadOrInline)) result = 'csp-implemented-with-unsafe-inline-in-style-src-only';
  else if (csp.get('default-src')?.has("'none'") && csp.get('default-src')?.size === 1) result = 'csp-implemented-with-no-unsafe-default-src-none';
  else result = 'csp-implemented-with-no-unsafe';
  return { result, policy: csp };
}

/** tests/cookies.js, without its session-cookie and anti-CSRF special cases. */
function cookiesTest(site: ObservedSite, hsts: boolean): Expectation {
  const cookies = site.response.headers.getSetCookie().map((cookie) =>
    cookie
      .split(';')
      .slice(1)
      .map((attribute) => attribute.trim().toLowerCase()),
  );
  if (cookies.length === 0) return 'cookies-not-found';
  const sameSite = (attributes: string[]) => attributes.find((attribute) => attribute.startsWith('samesite='))?.slice('samesite='.length);
  if (cookies.some((attributes) => sameSite(attributes) !== undefined && !['strict', 'lax'].includes(sameSite(attributes) ?? '')))
    return 'cookies-samesite-flag-invalid';
  if (cookies.some((attributes) => !attributes.includes('secure')))
    return hsts ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag';
  const strict = cookies.every((attributes) => attributes.includes('httponly') && sameSite(attributes) !== undefined);
  return strict ? 'cookies-secure-with-httponly-sessions-and-samesite' : 'cookies-secure-with-httponly-sessions';
}

/** tests/cors.js */
function corsTest(site: ObservedSite, origin: string): Expectation {
  const allowed = site.corsResponse.headers.get('Access-Control-Allow-Origin')?.trim().toLowerCase();
  if (allowed === undefined) return 'cross-origin-resource-sharing-not-implemented';
  if (allowed === '*') return 'cross-origin-resource-sharing-implemented-with-public-access';
  const credentials = site.corsResponse.headers.get('Access-Control-Allow-Credentials')?.trim().toLowerCase() === 'true';
  return allowed === origin && credentials
    ? 'cross-origin-resource-sharing-implemented-with-universal-access'
    : 'cross-origin-resource-sharing-implemented-with-restricted-access';
}

/** tests/redirection.js, without the preload list. */
function redirectionTest(site: ObservedSite): Expectation {
  const route = site.httpRoute?.map((url) => new URL(url));
  if (route === undefined) return 'redirection-not-needed-no-http';
  if (route.length === 1) return 'redirection-missing';
  if (route.at(-1)?.protocol !== 'https:') return 'redirection-not-to-https';
  if (route[1]?.protocol === 'http:') return 'redirection-not-to-https-on-initial-redirection';
  if (route[0]?.hostname !== route[1]?.hostname) return 'redirection-off-host-from-http';
  return 'redirection-to-https';
}

/** tests/referrer-policy.js */
function referrerPolicyTest(site: ObservedSite): Expectation {
  const header = site.response.headers.get('Referrer-Policy');
  if (header === null) return 'referrer-policy-not-implemented';
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  const policy = header
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => good.includes(entry) || bad.includes(entry))
    .at(-1);
  if (policy === undefined) return 'referrer-policy-header-invalid';
  return good.includes(policy) ? 'referrer-policy-private' : 'referrer-policy-unsafe';
}

/** tests/strict-transport-security.js, for a site not on the preload list. */
function hstsTest(site: ObservedSite): Expectation {
  const header = site.response.headers.get('Strict-Transport-Security');
  if (header === null) return 'hsts-not-implemented';
  if (header.includes(',')) return 'hsts-header-invalid';
  const maxAge = header
    .split(';')
    .map((part) => part.trim().toLowerCase())
    .find((part) => part.startsWith('max-age='));
  if (maxAge === undefined) return 'hsts-header-invalid';
  // 15768000 s is six months; the analyzer accepts 15552000 (180 days), which many sites use.
  return Number.parseInt(maxAge.slice('max-age='.length), 10) < 15_552_000
    ? 'hsts-implemented-max-age-less-than-six-months'
    : 'hsts-implemented-max-age-at-least-six-months';
}

/** tests/subresource-integrity.js; the worst finding over the page's scripts wins. */
function sriTest(site: ObservedSite, body: string): Expectation {
  const type = (site.response.headers.get('Content-Type') ?? '').split(';')[0]?.trim();
  if (type && type !== 'text/html' && type !== 'application/xhtml+xml') return 'sri-not-implemented-response-not-html';
  const scripts = [...body.matchAll(/<script\b([^>]*)>/gi)].map((match) => match[1] ?? '');
  if (scripts.length === 0) return 'sri-not-implemented-but-no-scripts-loaded';
  const attribute = (attributes: string, name: string) => new RegExp(`\\b${name}\\s*=\\s*["']?([^"'\\s>]+)`, 'i').exec(attributes)?.[1];
  const worstFirst: Expectation[] = [
    'sri-not-implemented-and-external-scripts-not-loaded-securely',
    'sri-implemented-but-external-scripts-not-loaded-securely',
    'sri-not-implemented-but-external-scripts-loaded-securely',
  ];
  const findings = new Set<Expectation>();
  let foreign = false;
  let sameOriginWithIntegrity = false;
  const host = new URL(site.url).hostname;
  for (const attributes of scripts) {
    const src = attribute(attributes, 'src');
    if (src === undefined) continue;
    const integrity = attribute(attributes, 'integrity') !== undefined;
    const protocolRelative = /^\/\/[^/]/.test(src);
    const absolute = /^https?:\/\//i.test(src);
    const relative = !protocolRelative && !absolute;
    const sameSite = relative || protocolRelative || new URL(src).hostname === host;
    const secureScheme = (absolute && new URL(src).protocol === 'https:') || (relative && new URL(site.url).protocol === 'https:');
    if (relative || (sameSite && !protocolRelative)) {
      if (integrity && secureScheme) sameOriginWithIntegrity = true;
      continue;
    }
    foreign = true;
    if (integrity && !secureScheme) findings.add('sri-implemented-but-external-scripts-not-loaded-securely');
    else if (!integrity && secureScheme) findings.add('sri-not-implemented-but-external-scripts-loaded-securely');
    else if (!integrity) findings.add('sri-not-implemented-and-external-scripts-not-loaded-securely');
  }
  const worst = worstFirst.find((expectation) => findings.has(expectation));
  if (worst !== undefined) return worst;
  if (sameOriginWithIntegrity) return 'sri-implemented-and-all-scripts-loaded-securely';
  return foreign ? 'sri-implemented-and-external-scripts-loaded-securely' : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin';
}

/** tests/x-content-type-options.js */
function xContentTypeOptionsTest(site: ObservedSite): Expectation {
  const header = site.response.headers.get('X-Content-Type-Options');
  if (header === null) return 'x-content-type-options-not-implemented';
  return header.trim().toLowerCase() === 'nosniff' ? 'x-content-type-options-nosniff' : 'x-content-type-options-header-invalid';
}

/** tests/x-frame-options.js: CSP frame-ancestors overrides the header. */
function xFrameOptionsTest(site: ObservedSite, csp: Map<string, Set<string>> | null): Expectation {
  if (csp?.has('frame-ancestors')) return 'x-frame-options-implemented-via-csp';
  const header = site.response.headers.get('X-Frame-Options')?.trim().toLowerCase();
  if (header === undefined) return 'x-frame-options-not-implemented';
  if (header === 'deny' || header === 'sameorigin') return 'x-frame-options-sameorigin-or-deny';
  return header.startsWith('allow-from') ? 'x-frame-options-allow-from-origin' : 'x-frame-options-header-invalid';
}

/** tests/cross-origin-resource-policy.js */
function corpTest(site: ObservedSite): Expectation {
  const header = site.response.headers.get('Cross-Origin-Resource-Policy')?.trim().toLowerCase();
  if (!header) return 'corp-not-implemented';
  const results: Record<string, Expectation> = {
    'same-origin': 'corp-implemented-with-same-origin',
    'same-site': 'corp-implemented-with-same-site',
    'cross-origin': 'corp-implemented-with-cross-origin',
  };
  return results[header] ?? 'corp-header-invalid';
}

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;
export const OBSERVATORY_ORIGIN = 'https://http-observatory.security.mozilla.org';

/** Scores a site as scanner/index.js does. */
export async function observatoryScore(site: ObservedSite): Promise<ObservatoryResult> {
  const body = await site.response.clone().text();
  const csp = cspTest(site);
  const hsts = hstsTest(site);
  const results: Record<string, Expectation> = {
    'content-security-policy': csp.result,
    cookies: cookiesTest(site, SCORE_TABLE[hsts].pass),
    'cross-origin-resource-sharing': corsTest(site, OBSERVATORY_ORIGIN),
    redirection: redirectionTest(site),
    'referrer-policy': referrerPolicyTest(site),
    'strict-transport-security': hsts,
    'subresource-integrity': sriTest(site, body),
    'x-content-type-options': xContentTypeOptionsTest(site),
    'x-frame-options': xFrameOptionsTest(site, csp.policy),
    'cross-origin-resource-policy': corpTest(site),
  };
  let withExtraCredit = 100;
  let uncurved = 100;
  const tests: ObservatoryResult['tests'] = {};
  for (const [name, result] of Object.entries(results)) {
    const { modifier, pass } = SCORE_TABLE[result];
    tests[name] = { result, modifier, pass };
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
  }
  const score = Math.max(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved, 0);
  const grade = GRADES.find(([minimum]) => score >= minimum)?.[1] ?? 'F';
  return { score, grade, tests, failed: Object.keys(tests).filter((name) => !tests[name]?.pass) };
}
