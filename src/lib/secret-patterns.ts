/**
 * Text that looks like a credential or personal data, as one list: "remember my inputs" refuses
 * text holding a credential (deliberately eager: a false alarm only means an input is not remembered
 * on this device), and the Secret Masking tool masks what every pattern finds.
 *
 * A pattern's `secret` group (or `bare`, its unquoted spelling) is what gets masked; it ends the match
 * (what follows it is only looked ahead at), and a `key` group starts it. The rest of the match (a key
 * name, a header, a scheme) is context. Patterns are not global: users add flags.
 */
export type SecretCategory = 'credential' | 'email' | 'ip' | 'card';

export interface SecretPattern {
  /** What it is, as the findings list names it: "AWS access key ID". */
  kind: string;
  category: SecretCategory;
  pattern: RegExp;
  /** A check a match must also pass (a card number's Luhn sum, an IPv6 address the URL parser reads). */
  valid?: (secret: string) => boolean;
}

/** A field's value: quoted (up to the same quote, spaces and all), or bare up to a space or separator. */
const VALUE = String.raw`(?:(?<q>\\?["'])(?<secret>[^\r\n]*?)(?=\k<q>)|(?<bare>[^\s"'\\,;&]+))`;
/** Between a key and its value: an optional closing quote (escaped in JSON written inside JSON), then ":" or "=". */
const ASSIGN = String.raw`\\?["']?\s*[:=]\s*`;
/** Key names holding a password or key, and a token or session: a word of theirs ends the key or a separator follows it (not "author", "passage"). */
export const PASSWORD_KEYS = String.raw`[\w.-]*?(?:pass(?:word|wd|phrase)?|pwd|secret|api[_-]?key|access[_-]?token|private[_-]?key)(?:[_.-][\w-]*)?`;
export const TOKEN_KEYS = String.raw`[\w.-]*?(?:token|auth|session[_-]?id|sid|credentials?|client[_-]?key|signature)(?:[_.-][\w-]*)?`;
const AUTH_SCHEME = String.raw`(?:(?:Basic|Bearer|Digest|Token|Negotiate|NTLM|ApiKey|AWS4-HMAC-SHA256)\s+)?`;

/** Whether a digit string passes the Luhn check (ISO/IEC 7812), as every payment card number does. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - index) - 48;
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

const isIpv6 = (text: string) => {
  try {
    return new URL(`http://[${text}]/`).hostname !== '';
  } catch {
    return false;
  }
};

export const SECRET_PATTERNS: readonly SecretPattern[] = [
  // PEM private keys of any kind (RSA, EC, DSA, OPENSSH, ENCRYPTED, PKCS#8, PGP): the body between the lines.
  {
    kind: 'Private key',
    category: 'credential',
    pattern: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----(?<secret>[\s\S]*?)(?=-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----|$)/,
  },
  // JWT (JWS or JWE): a base64url JSON header starting {" ("eyJ"), then at least one more dotted part.
  { kind: 'JWT', category: 'credential', pattern: /\b(?<secret>eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*)/ },
  // An Authorization header or field with a value (its scheme kept), or a bare bearer token.
  {
    kind: 'Authorization header',
    category: 'credential',
    pattern: new RegExp(String.raw`\b(?<key>(?:proxy-)?authorization)${ASSIGN}\\?["']?${AUTH_SCHEME}(?<secret>[^\s"'\\,;]+)`, 'i'),
  },
  { kind: 'Bearer token', category: 'credential', pattern: /\bBearer\s+(?<secret>[A-Za-z0-9._~+/-]{16,}=*)/ },
  // A cookie header in a raw HTTP exchange: every value in it.
  { kind: 'Cookie', category: 'credential', pattern: /^(?<key>(?:set-)?cookie):[ \t]*(?<secret>[^\r\n]+)/im },
  // Credentials in a URL: scheme://user:password@host.
  { kind: 'Password in a URL', category: 'credential', pattern: /\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@]*:(?<secret>[^\s/@]+)(?=@)/i },
  // Cloud and service keys: AWS, Google, GitHub, GitLab, Slack, Stripe, npm, SendGrid, OpenAI/Anthropic style.
  { kind: 'AWS access key ID', category: 'credential', pattern: /\b(?<secret>(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16})\b/ },
  { kind: 'Google API key', category: 'credential', pattern: /\b(?<secret>AIza[0-9A-Za-z_-]{35})(?![0-9A-Za-z_-])/ },
  { kind: 'Google OAuth token', category: 'credential', pattern: /\b(?<secret>ya29\.[0-9A-Za-z_-]{20,})/ },
  { kind: 'GitHub token', category: 'credential', pattern: /\b(?<secret>gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{22,})\b/ },
  { kind: 'GitLab token', category: 'credential', pattern: /\b(?<secret>glpat-[A-Za-z0-9_-]{20,})/ },
  { kind: 'Slack token', category: 'credential', pattern: /\b(?<secret>xox[abposr]-[A-Za-z0-9-]{10,})/ },
  { kind: 'Slack webhook', category: 'credential', pattern: /hooks\.slack\.com\/services\/(?<secret>T[A-Z0-9]+\/B[A-Z0-9]+\/[A-Za-z0-9]+)/ },
  { kind: 'Stripe key', category: 'credential', pattern: /\b(?<secret>[rs]k_live_[0-9A-Za-z]{16,})\b/ },
  { kind: 'npm token', category: 'credential', pattern: /\b(?<secret>npm_[A-Za-z0-9]{36})\b/ },
  { kind: 'SendGrid key', category: 'credential', pattern: /\b(?<secret>SG\.[\w-]{22}\.[\w-]{43})/ },
  { kind: 'API key (sk-)', category: 'credential', pattern: /\b(?<secret>sk-(?:proj-|ant-)?[A-Za-z0-9_-]{20,})/ },
  // A password-like field with a value: "password": "…", password=…, PGPASSWORD=…, api_key: …, AWS_SECRET_ACCESS_KEY=…
  { kind: 'Password or key field', category: 'credential', pattern: new RegExp(String.raw`(?<![\w.-])(?<key>${PASSWORD_KEYS})${ASSIGN}${VALUE}`, 'i') },
  // Token, session and signature fields: token=…, "auth": "…", session_id=…, X-Amz-Signature=…
  { kind: 'Token field', category: 'credential', pattern: new RegExp(String.raw`(?<![\w.-])(?<key>${TOKEN_KEYS})${ASSIGN}${VALUE}`, 'i') },
  // Personal data: masked by the tool, but no reason not to remember an input.
  { kind: 'Email address', category: 'email', pattern: /\b(?<secret>[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})\b/ },
  {
    kind: 'Card number',
    category: 'card',
    // Issuers' numbers start with 2 to 6 (Mastercard, Amex, Visa, Discover...): a millisecond timestamp (17...) is not one.
    pattern: /(?<![\d-])(?<secret>[2-6](?:[ -]?\d){12,18})(?![\d-])/,
    valid: (secret) => passesLuhn(secret.replace(/\D/g, '')),
  },
  {
    kind: 'IPv4 address',
    category: 'ip',
    pattern: /(?<![\d.])(?<secret>(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))(?![\d.]*\d)/,
  },
  {
    kind: 'IPv6 address',
    category: 'ip',
    pattern: /(?=[0-9A-Fa-f]{1,4}:)(?<![\w:.])(?<secret>(?:[0-9A-Fa-f]{1,4}:){1,7}(?::|(?::[0-9A-Fa-f]{1,4}){1,6}|[0-9A-Fa-f]{1,4}))(?![\w:.])/,
    // Eight groups or a "::", before asking the URL parser: a time (10:15:30) or a MAC address is neither.
    valid: (secret) => (secret.includes('::') || secret.split(':').length === 8) && isIpv6(secret),
  },
];

const CREDENTIALS = SECRET_PATTERNS.filter((entry) => entry.category === 'credential');

/** Whether the text holds something credential-shaped: such an input is never remembered. */
export function looksLikeSecret(text: string): boolean {
  return CREDENTIALS.some(({ pattern, valid }) => {
    if (!valid) return pattern.test(text);
    const found = pattern.exec(text);
    return found !== null && valid(found.groups?.secret ?? found[0]);
  });
}
