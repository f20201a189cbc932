import { base64url } from 'jose';
import { reindentJson } from '@/lib/json-reindent';

export const INVALID_FORMAT = 'Invalid JWT format. A token must have three parts separated by dots.';
export const CANNOT_DECODE = 'Cannot decode token. Header or Payload are not valid JSON.';

/** The spec's sample: an HS256 token with subject, name and issued-at, signed with SAMPLE_SECRET. */
export const SAMPLE_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.xTauSR2dlM1bJuIiwlRHy0Sj-66g5_7qL2RKWT2u5J4';
/** 38 bytes: long enough for HS256 (RFC 7518 section 3.2), so the sample raises no weak-secret warning. */
export const SAMPLE_SECRET = 'a-string-secret-at-least-256-bits-long';

/** Pretty JSON longer than this (deep nesting grows indentation quadratically) is shown as decoded instead. */
const MAX_PRETTY_FACTOR = 4;
const MIN_PRETTY_BUDGET = 1_000_000;

export interface DecodedToken {
  /** The token as checked: surrounding blanks, inner line breaks and a "Bearer " prefix removed. */
  token: string;
  /** Parsed header and payload; null when missing or not decodable. */
  header: unknown;
  payload: unknown;
  /** Pretty-printed JSON as written in the token (literals kept exactly), '' when missing. */
  headerJson: string;
  payloadJson: string;
  /** The third segment, '' when there is none. */
  signature: string;
  error: string | null;
}

const EMPTY: DecodedToken = { token: '', header: null, payload: null, headerJson: '', payloadJson: '', signature: '', error: null };

/** Removes what people paste around a token: blanks, wrapped lines and an Authorization "Bearer " prefix. */
export function normalizeToken(input: string): string {
  return input
    .trim()
    .replace(/^bearer\s+/i, '')
    .replace(/\s+/g, '');
}

/** Splits into exactly three segments, or null. Scans for dots instead of splitting so a hostile paste with millions of dots costs nothing. */
function splitToken(token: string): [string, string, string] | null {
  const first = token.indexOf('.');
  if (first === -1) return null;
  const second = token.indexOf('.', first + 1);
  if (second === -1 || token.indexOf('.', second + 1) !== -1) return null;
  return [token.slice(0, first), token.slice(first + 1, second), token.slice(second + 1)];
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** base64url (padding tolerated) to UTF-8 text, or null. Checked here so Node and browsers agree on what is valid. */
export function decodeBase64urlText(segment: string): string | null {
  const unpadded = segment.replace(/={1,2}$/, '');
  if (!BASE64URL.test(unpadded) || unpadded.length % 4 === 1) return null;
  try {
    return utf8.decode(base64url.decode(unpadded));
  } catch {
    return null;
  }
}

function parseJsonSegment(segment: string): { value: unknown; pretty: string } | null {
  const text = decodeBase64urlText(segment);
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const pretty = reindentJson(text, { unit: '  ', maxLength: Math.max(text.length * MAX_PRETTY_FACTOR, MIN_PRETTY_BUDGET) });
  return { value, pretty: pretty ?? text.trim() };
}

/** Decodes a pasted token as the spec says; never throws, whatever the input. */
export function decodeToken(input: string): DecodedToken {
  const token = normalizeToken(input);
  if (token === '') return EMPTY;
  const parts = splitToken(token);
  if (!parts) return { ...EMPTY, token, error: INVALID_FORMAT };
  const [headerSegment, payloadSegment, signature] = parts;
  const header = parseJsonSegment(headerSegment);
  const payload = header && parseJsonSegment(payloadSegment);
  if (!header || !payload) return { ...EMPTY, token, signature, error: CANNOT_DECODE };
  return { token, header: header.value, payload: payload.value, headerJson: header.pretty, payloadJson: payload.pretty, signature, error: null };
}

export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The header's alg when it is a non-empty string. */
export function headerAlg(header: unknown): string | null {
  return isJsonObject(header) && typeof header.alg === 'string' && header.alg !== '' ? header.alg : null;
}

export type SegmentKind = 'header' | 'payload' | 'signature' | 'extra' | 'dot';

export interface TokenSegment {
  kind: SegmentKind;
  text: string;
}

/**
 * Cuts the raw text (as typed, nothing removed) into coloured runs: the first three dot-separated
 * parts are header, payload and signature, anything after a third dot is 'extra'.
 */
export function segmentText(text: string): TokenSegment[] {
  const kinds: SegmentKind[] = ['header', 'payload', 'signature'];
  const segments: TokenSegment[] = [];
  let start = 0;
  for (let part = 0; start <= text.length; part += 1) {
    const dot = part < 3 ? text.indexOf('.', start) : -1;
    const end = dot === -1 ? text.length : dot;
    if (end > start) segments.push({ kind: kinds[part] ?? 'extra', text: text.slice(start, end) });
    if (dot === -1) break;
    segments.push({ kind: 'dot', text: '.' });
    start = dot + 1;
  }
  return segments;
}
