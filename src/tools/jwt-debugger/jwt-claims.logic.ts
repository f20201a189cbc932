import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(relativeTime);

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
  updated_at: 'When the user\'s information was last updated (seconds since 1970).',
  auth_time: 'When the user authenticated (seconds since 1970).',
  nonce: 'Value that ties an ID token to the client\'s sign-in request, against replay.',
  acr: 'Authentication Context Class Reference: how strongly the user was authenticated.',
  amr: 'Authentication Methods References: how the user authenticated (e.g. pwd, mfa).',
  azp: 'Authorized party: the client the token was issued to.',
  at_hash: 'Hash of the access token issued alongside this ID token.',
  c_hash: 'Hash of the authorization code issued alongside this ID token.',
  sid: 'Session ID of the user\'s sign-in session.',
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

export const TIME_CLAIMS = ['iat', 'nbf', 'exp'] as const;
export type TimeClaim = (typeof TIME_CLAIMS)[number];

export function isTimeClaim(name: string): name is TimeClaim {
  return (TIME_CLAIMS as readonly string[]).includes(name);
}

export type TimeClaimView =
  | { ok: true; local: string; utc: string; relative: string; note: string | null }
  | { ok: false; problem: string };

/** Dates beyond this (year 275760) are not representable; far smaller values are already absurd for a token. */
const MAX_DATE_MS = 8.64e15;
/** A NumericDate this large is almost surely milliseconds by mistake (year 5138 in seconds). */
const LIKELY_MILLISECONDS = 1e11;

function relativePhrase(claim: TimeClaim, atMs: number, nowMs: number): string {
  const relative = dayjs(atMs).from(dayjs(nowMs));
  const future = atMs > nowMs;
  if (claim === 'exp') return future ? `expires ${relative}` : `expired ${relative}`;
  if (claim === 'nbf') return future ? `becomes valid ${relative}` : `became valid ${relative}`;
  return future ? `issued in the future (${relative})` : `issued ${relative}`;
}

/** A NumericDate claim as the visitor reads it: local time, UTC and how long ago or ahead. */
export function timeClaimView(claim: TimeClaim, value: unknown, nowMs: number, timeZone: string): TimeClaimView {
  if (typeof value !== 'number' || !Number.isFinite(value)) return { ok: false, problem: `${claim} should be a number of seconds since 1970 (NumericDate).` };
  const atMs = value * 1000;
  if (Math.abs(atMs) > MAX_DATE_MS) return { ok: false, problem: 'This date is out of range.' };
  const moment = dayjs(atMs);
  return {
    ok: true,
    local: moment.tz(timeZone).format('YYYY-MM-DD HH:mm:ss [GMT]Z'),
    utc: moment.utc().format('YYYY-MM-DD HH:mm:ss [UTC]'),
    relative: relativePhrase(claim, atMs, nowMs),
    note: value > LIKELY_MILLISECONDS ? 'This looks like milliseconds; NumericDate counts seconds.' : null,
  };
}

/** The visitor's time zone as the browser reports it. */
export function localTimeZone(): string {
  return dayjs.tz.guess();
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
