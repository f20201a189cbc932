/** Registered claims (RFC 7519 section 4.1) and common OpenID Connect claims, explained on hover. */
const CLAIM_DESCRIPTIONS: Record<string, string> = {
  iss: 'Issuer: who created and signed the token.',
  sub: 'Subject: whom the token is about, usually a user id.',
  aud: 'Audience: who the token is meant for; a recipient must reject a token not meant for it.',
  exp: 'Expiration Time: the token must not be accepted on or after this time.',
  nbf: 'Not Before: the token must not be accepted before this time.',
  iat: 'Issued At: when the token was issued.',
  jti: 'JWT ID: a unique id for the token, used to stop it being replayed.',
  name: 'Full name of the user.',
  given_name: 'Given (first) name of the user.',
  family_name: 'Family (last) name of the user.',
  preferred_username: 'The name the user prefers to be called by.',
  email: 'Email address of the user.',
  email_verified: 'Whether the email address has been verified.',
  picture: 'URL of a profile picture of the user.',
  locale: 'Preferred language and region of the user.',
  updated_at: "When the user's information was last updated (seconds since 1970).",
  auth_time: 'When the user authenticated (seconds since 1970).',
  nonce: "Value that ties an ID token to the client's sign-in request, against replay.",
  acr: 'Authentication Context Class Reference: how strongly the user was authenticated.',
  amr: 'Authentication Methods References: how the user authenticated (e.g. pwd, mfa).',
  azp: 'Authorized party: the client the token was issued to.',
  at_hash: 'Hash of the access token issued alongside this ID token.',
  c_hash: 'Hash of the authorization code issued alongside this ID token.',
  sid: "Session ID of the user's sign-in session.",
  scope: 'Scopes (permissions) granted, separated by spaces.',
  client_id: 'The OAuth client the token was issued to.',
  roles: 'Roles granted to the subject.',
  groups: 'Groups the subject belongs to.',
  cnf: 'Confirmation: the key the presenter must prove it holds.',
  act: 'Actor: the party acting on behalf of the subject.',
};

export function describeClaim(name: string): string | null {
  return Object.hasOwn(CLAIM_DESCRIPTIONS, name) ? (CLAIM_DESCRIPTIONS[name] as string) : null;
}

const TIME_CLAIMS = ['iat', 'nbf', 'exp'] as const;
export type TimeClaim = (typeof TIME_CLAIMS)[number];

export function isTimeClaim(name: string): name is TimeClaim {
  return (TIME_CLAIMS as readonly string[]).includes(name);
}

/** `local` is null while the visitor's time zone is not known yet (it is read after the tool's first paint). */
export type TimeClaimView = { ok: true; local: string | null; utc: string; relative: string; note: string | null } | { ok: false; problem: string };

/** Dates beyond this (year 275760) are not representable; far smaller values are already absurd for a token. */
const MAX_DATE_MS = 8.64e15;
/** A NumericDate this large is almost surely milliseconds by mistake (year 5138 in seconds). */
const LIKELY_MILLISECONDS = 1e11;

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const YEAR_MS = 365.25 * DAY_MS;
const MONTH_MS = YEAR_MS / 12;

/**
 * How long, in words, as Moment.js and dayjs say it: each unit is rounded and used up to a
 * threshold, then the next one takes over, and a count that rounds to one is said in words
 * ("a few seconds", "a minute", "5 minutes", "an hour", ..., "a year", "3 years").
 * Months and years are average lengths (dayjs counted calendar months), so right at a threshold
 * the count may differ from dayjs's by one.
 */
function durationInWords(ms: number): string {
  const seconds = Math.round(ms / SECOND_MS);
  if (seconds <= 44) return 'a few seconds';
  const minutes = Math.round(ms / MINUTE_MS);
  if (seconds <= 89 || minutes <= 1) return 'a minute';
  if (minutes <= 44) return `${minutes} minutes`;
  const hours = Math.round(ms / HOUR_MS);
  if (minutes <= 89 || hours <= 1) return 'an hour';
  if (hours <= 21) return `${hours} hours`;
  const days = Math.round(ms / DAY_MS);
  if (hours <= 35 || days <= 1) return 'a day';
  if (days <= 25) return `${days} days`;
  const months = Math.round(ms / MONTH_MS);
  if (days <= 45 || months <= 1) return 'a month';
  if (months <= 10) return `${months} months`;
  const years = Math.round(ms / YEAR_MS);
  if (months <= 17 || years <= 1) return 'a year';
  return `${years} years`;
}

function relativePhrase(claim: TimeClaim, atMs: number, nowMs: number): string {
  const future = atMs > nowMs;
  const words = durationInWords(Math.abs(atMs - nowMs));
  const relative = future ? `in ${words}` : `${words} ago`;
  if (claim === 'exp') return future ? `expires ${relative}` : `expired ${relative}`;
  if (claim === 'nbf') return future ? `becomes valid ${relative}` : `became valid ${relative}`;
  return future ? `issued in the future (${relative})` : `issued ${relative}`;
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at that instant, as "+01:00" (seconds too for old local mean times), from the browser's own time zone data. */
function utcOffset(atMs: number, timeZone: string): { text: string; ms: number } {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(atMs).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  // "GMT+01:00", "GMT-03:30", "GMT+05:53:28", or plain "GMT" at offset zero.
  const match = /^GMT([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(name);
  if (!match) return { text: '+00:00', ms: 0 };
  const [, sign, hours, minutes, seconds = '00'] = match;
  const ms = (Number(hours) * HOUR_MS + Number(minutes) * MINUTE_MS + Number(seconds) * SECOND_MS) * (sign === '-' ? -1 : 1);
  return { text: name.slice(3), ms };
}

const pad = (value: number, length = 2) => String(Math.abs(value)).padStart(length, '0');

/** "YYYY-MM-DD HH:mm:ss" of a Date's UTC fields; null when outside what a Date holds. */
function wallClock(date: Date): string | null {
  if (Number.isNaN(date.getTime())) return null;
  const year = date.getUTCFullYear();
  return `${year < 0 ? '-' : ''}${pad(year, 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

/** A NumericDate claim as the visitor reads it: local time (in `timeZone`, once known), UTC and how long ago or ahead. */
export function timeClaimView(claim: TimeClaim, value: unknown, nowMs: number, timeZone: string | null): TimeClaimView {
  if (typeof value !== 'number' || !Number.isFinite(value)) return { ok: false, problem: `${claim} should be a number of seconds since 1970 (NumericDate).` };
  const atMs = value * 1000;
  const outOfRange: TimeClaimView = { ok: false, problem: 'This date is out of range.' };
  if (Math.abs(atMs) > MAX_DATE_MS) return outOfRange;
  const utc = wallClock(new Date(atMs));
  if (utc === null) return outOfRange;
  let local: string | null = null;
  if (timeZone !== null) {
    const offset = utcOffset(atMs, timeZone);
    // The local wall clock is the UTC one moved by the offset; at the very edge of the range it may not fit.
    const wall = wallClock(new Date(atMs + offset.ms));
    if (wall === null) return outOfRange;
    local = `${wall} GMT${offset.text}`;
  }
  return {
    ok: true,
    local,
    utc: `${utc} UTC`,
    relative: relativePhrase(claim, atMs, nowMs),
    note: value > LIKELY_MILLISECONDS ? 'This looks like milliseconds; NumericDate counts seconds.' : null,
  };
}

/** The visitor's time zone as the browser reports it. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** One claim value as a short line of JSON for the claims table. */
export function claimValuePreview(value: unknown, maxLength = 200): string {
  let text: string;
  try {
    text = JSON.stringify(value);
  } catch {
    // Nesting deeper than the engine's stack: say so rather than fail.
    return '(nested too deeply to show)';
  }
  return text.length > maxLength ? `${text.slice(0, maxLength)}…` : text;
}
