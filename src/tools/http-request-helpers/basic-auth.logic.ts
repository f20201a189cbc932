import { codec } from '@/lib/base64-codec';

/** RFC 7617: `Authorization: Basic base64(user-id ":" password)`, the pair encoded as UTF-8 (the `charset="UTF-8"` servers ask for). */

export type BuiltBasicAuth = { ok: true; credentials: string; header: string } | { ok: false; message: string };

export interface ReadBasicAuth {
  user: string;
  password: string;
  /** How the bytes were read: UTF-8, or ISO-8859-1 when they are not valid UTF-8 (what older clients sent). */
  charset: 'UTF-8' | 'ISO-8859-1';
}

export type DecodedBasicAuth = { ok: true; value: ReadBasicAuth } | { ok: false; message: string };

const utf8 = new TextEncoder();
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const latin1 = new TextDecoder('iso-8859-1');
// eslint-disable-next-line no-control-regex -- control characters are what RFC 7617 forbids.
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The header for a user-id and password; a colon in the user-id is refused, since the server splits at the first one. */
export function buildBasicAuth(user: string, password: string): BuiltBasicAuth {
  if (user.includes(':')) {
    return { ok: false, message: 'Could not build the header: a user-id cannot contain a colon (RFC 7617), the server would split the pair at it.' };
  }
  if (CONTROL.test(user + password)) {
    return { ok: false, message: 'Could not build the header: RFC 7617 forbids control characters (a tab, a line break) in the user-id and password.' };
  }
  const credentials = codec.encode(utf8.encode(`${user}:${password}`), false);
  return { ok: true, credentials, header: `Basic ${credentials}` };
}

/** What was pasted: a whole `Authorization:` line, its value `Basic …`, or the Base64 alone. */
function credentialsOf(text: string): { ok: true; credentials: string } | { ok: false; message: string } {
  let rest = text.trim().replace(/^(proxy-)?authorization\s*:\s*/i, '');
  const scheme = /^([A-Za-z][\w!#$%&'*+.^`|~-]*)\s+(\S.*)$/s.exec(rest);
  if (scheme) {
    const name = scheme[1] ?? '';
    if (name.toLowerCase() !== 'basic') {
      return { ok: false, message: `Could not read the credentials: this is the ${name} scheme, not Basic.` };
    }
    rest = scheme[2] ?? '';
  } else if (/^basic$/i.test(rest)) {
    rest = '';
  }
  rest = rest.trim();
  if (rest === '') return { ok: false, message: 'Could not read the credentials: there is no Base64 after "Basic".' };
  return { ok: true, credentials: rest };
}

/** The user-id and password in a pasted header or Base64 text. */
export function decodeBasicAuth(text: string): DecodedBasicAuth {
  const found = credentialsOf(text);
  if (!found.ok) return found;
  const { credentials } = found;
  const invalid = /[^A-Za-z0-9+/=]/.exec(credentials);
  if (invalid) {
    const shown = invalid[0] === ' ' ? 'a space' : `"${invalid[0]}"`;
    return { ok: false, message: `Could not decode the credentials: ${shown} at character ${invalid.index + 1} is not Base64.` };
  }
  const bytes = codec.decode(credentials);
  if (bytes === null) return { ok: false, message: 'Could not decode the credentials: the Base64 is cut short or badly padded.' };
  let decoded: string;
  let charset: ReadBasicAuth['charset'] = 'UTF-8';
  try {
    decoded = strictUtf8.decode(bytes);
  } catch {
    decoded = latin1.decode(bytes);
    charset = 'ISO-8859-1';
  }
  const colon = decoded.indexOf(':');
  if (colon < 0) {
    return { ok: false, message: 'Could not read the credentials: the decoded text has no colon between the user-id and the password.' };
  }
  return { ok: true, value: { user: decoded.slice(0, colon), password: decoded.slice(colon + 1), charset } };
}
