import { SECRET_PATTERNS, type SecretCategory, type SecretPattern } from '@/lib/secret-patterns';
import type { MaskOptions } from './mask-options';

/** One secret found: where its value is, and where the mask starts when the key goes too. */
export interface Found {
  kind: string;
  category: SecretCategory;
  /** The pattern's place in the list: where two start together, the more specific (earlier) one wins. */
  order: number;
  /** The value's span (UTF-16 offsets, end exclusive). */
  start: number;
  end: number;
  /** Where the key name starts, for a match that has one ("password=", "Authorization:"). */
  keyStart: number | null;
}

/** A global copy of each pattern, made once. No "d" flag: the value ends the match, so its place follows from its length (and the garbage of indices arrays is spared). */
const SCANNERS = SECRET_PATTERNS.map((entry, order) => ({ entry, order, regex: new RegExp(entry.pattern.source, `${entry.pattern.flags}g`) }));

const enabled = (category: SecretCategory, options: MaskOptions) =>
  category === 'credential' || (category === 'email' && options.emails) || (category === 'ip' && options.ips) || (category === 'card' && options.cards);

/** Every secret in the text, without overlaps: the earliest first, a credential before personal data, then the most specific pattern. */
export function findSecrets(text: string, options: MaskOptions): Found[] {
  const found: Found[] = [];
  for (const { entry, order, regex } of SCANNERS) {
    if (!enabled(entry.category, options)) continue;
    regex.lastIndex = 0;
    for (let match = regex.exec(text); match !== null; match = regex.exec(text)) {
      if (match[0].length === 0) regex.lastIndex += 1;
      const value = match.groups?.secret ?? match.groups?.bare ?? match[0];
      const end = match.index + match[0].length;
      if (value === '' || !accept(entry, value)) continue;
      found.push({
        kind: entry.kind,
        category: entry.category,
        order,
        start: end - value.length,
        end,
        keyStart: match.groups?.key === undefined ? null : match.index,
      });
    }
  }
  found.sort((a, b) => a.start - b.start || rank(a) - rank(b) || a.order - b.order || b.end - a.end);
  const kept: Found[] = [];
  let reach = 0;
  for (const item of found) {
    if (item.start < reach) continue;
    kept.push(item);
    reach = item.end;
  }
  return kept;
}

const rank = (item: Found) => (item.category === 'credential' ? 0 : 1);

function accept(entry: SecretPattern, value: string): boolean {
  // A private key's body is whitespace until its lines are pasted.
  if (entry.kind === 'Private key' && value.trim() === '') return false;
  return entry.valid ? entry.valid(value) : true;
}

const AUTH_SCHEME = /^(?:Basic|Bearer|Digest|Token|Negotiate|NTLM|ApiKey|AWS4-HMAC-SHA256)\s+/i;

/** A credential with the options' visible ends: nothing shows unless the secret is at least four times what is kept. */
export function maskCredential(secret: string, options: MaskOptions): string {
  const kept = options.keepStart + options.keepEnd;
  const show = kept > 0 && secret.length >= 4 * kept;
  const head = show ? secret.slice(0, options.keepStart) : '';
  const tail = show && options.keepEnd > 0 ? secret.slice(-options.keepEnd) : '';
  const hidden = secret.length - head.length - tail.length;
  return `${head}${options.maskChar.repeat(options.hideLength ? 8 : hidden)}${tail}`;
}

/** A whole header or field value: its scheme ("Bearer ") kept, each cookie's name kept and its value masked. */
export function maskFieldValue(kind: string, value: string, options: MaskOptions): string {
  if (kind === 'Cookie')
    return value.replace(
      /(^|;\s*)([^=;\s]+)=([^;]*)/g,
      (_, lead: string, name: string, cookie: string) => `${lead}${name}=${cookie ? maskCredential(cookie, options) : ''}`,
    );
  const scheme = AUTH_SCHEME.exec(value)?.[0] ?? '';
  return `${scheme}${maskCredential(value.slice(scheme.length), options)}`;
}

/** What a found value becomes. */
export function maskValue(item: Pick<Found, 'kind' | 'category'>, value: string, options: MaskOptions): string {
  const { maskChar } = options;
  const run = (length: number) => maskChar.repeat(options.hideLength ? 8 : length);
  switch (item.category) {
    case 'email': {
      const at = value.lastIndexOf('@');
      return options.emailDomain ? `${run(at)}${value.slice(at)}` : run(value.length);
    }
    case 'ip': {
      const separator = value.includes(':') ? ':' : '.';
      let shown = 0;
      return value
        .split(separator)
        .map((part) => {
          if (part === '') return part;
          shown += 1;
          return shown <= options.ipParts ? part : maskChar;
        })
        .join(separator);
    }
    case 'card': {
      const digits = value.replace(/\D/g, '').length;
      let seen = 0;
      return value.replace(/\d/g, (digit) => {
        seen += 1;
        return options.cardLast4 && seen > digits - 4 ? digit : maskChar;
      });
    }
    default:
      if (item.kind === 'Private key') {
        const lead = /^\s*/.exec(value)?.[0] ?? '';
        const trail = /\s*$/.exec(value)?.[0] ?? '';
        return `${lead}${maskChar.repeat(8)}${trail || '\n'}`;
      }
      if (item.kind === 'Cookie') return maskFieldValue('Cookie', value, options);
      return maskCredential(value, options);
  }
}

/** The text with every found secret (from findSecrets on this text) masked. */
export function applyMasks(text: string, found: readonly Found[], options: MaskOptions): string {
  const parts: string[] = [];
  let cursor = 0;
  for (const item of found) {
    const from = !options.keepKeyNames && item.keyStart !== null ? item.keyStart : item.start;
    parts.push(text.slice(cursor, from));
    // Without its key, "password=hunter2" becomes one mask: the key names what was there.
    parts.push(from < item.start ? options.maskChar.repeat(8) : maskValue(item, text.slice(item.start, item.end), options));
    cursor = item.end;
  }
  parts.push(text.slice(cursor));
  return parts.join('');
}
