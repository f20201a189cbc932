import { MAX, NIL, v6ToV1, validate, version as versionOf } from 'uuid';
import { codec } from '@/lib/base64-codec';

export type Normalized = { uuid: string; problem: null } | { uuid: null; problem: string };

/**
 * Reads a UUID as people paste it: any case, with or without hyphens, in braces or parentheses, or as a
 * urn:uuid: URN. Gives the canonical lower-case 8-4-4-4-12 form, or says what is wrong.
 */
export function normalizeUuid(input: string): Normalized {
  let text = input.trim().replace(/^urn:uuid:/i, '');
  if (/^\{.*\}$|^\(.*\)$/s.test(text)) text = text.slice(1, -1).trim();
  const bad = /[^0-9a-f-]/i.exec(text);
  if (bad) return { uuid: null, problem: `"${bad[0]}" at position ${bad.index + 1} is not a hexadecimal digit.` };
  const digits = text.replaceAll('-', '');
  if (digits.length !== 32) return { uuid: null, problem: `It has ${digits.length} hexadecimal digits; a UUID has 32.` };
  if (text.includes('-') && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text)) {
    return { uuid: null, problem: 'Its hyphens must split it into groups of 8-4-4-4-12 digits.' };
  }
  const lower = digits.toLowerCase();
  return { uuid: `${lower.slice(0, 8)}-${lower.slice(8, 12)}-${lower.slice(12, 16)}-${lower.slice(16, 20)}-${lower.slice(20)}`, problem: null };
}

const VERSION_NAMES: Record<number, string> = {
  1: 'Gregorian time and node',
  2: 'DCE Security',
  3: 'name-based, MD5',
  4: 'random',
  5: 'name-based, SHA-1',
  6: 'reordered Gregorian time',
  7: 'Unix time, ordered',
  8: 'custom',
};

/** The variant is told by the leading bits of the 17th hex digit (RFC 9562 section 4.1). */
function variantOf(uuid: string): string {
  const digit = parseInt(uuid.charAt(19), 16);
  if (digit < 8) return 'NCS (reserved, backward compatibility)';
  if (digit < 12) return 'RFC 9562 (OSF DCE)';
  if (digit < 14) return 'Microsoft (reserved, backward compatibility)';
  return 'Reserved for future definition';
}

export interface EmbeddedTime {
  /** Milliseconds since 1970 (UTC); negative before then. */
  unixMs: number;
  /** ISO 8601 in UTC, with 100 ns digits for v1 and v6. */
  iso: string;
}

/** 100-ns intervals between the Gregorian epoch (1582-10-15) and the Unix epoch. */
const GREGORIAN_TO_UNIX = 0x01b21dd213814000n;

/** The 60-bit count of 100 ns since 1582-10-15 that a v1 UUID carries in time_low, time_mid and time_hi. */
function gregorianTime(v1Uuid: string): EmbeddedTime {
  const ticks = BigInt(`0x${v1Uuid.slice(15, 18)}${v1Uuid.slice(9, 13)}${v1Uuid.slice(0, 8)}`) - GREGORIAN_TO_UNIX;
  // Floor division, so that times before 1970 keep a positive sub-millisecond part.
  const remainder = ((ticks % 10_000n) + 10_000n) % 10_000n;
  const unixMs = Number((ticks - remainder) / 10_000n);
  const iso = new Date(unixMs).toISOString().replace('Z', `${remainder.toString().padStart(4, '0')}Z`);
  return { unixMs, iso };
}

/** A v7 UUID starts with 48 bits of milliseconds since 1970. */
function unixTime(uuid: string): EmbeddedTime {
  const unixMs = parseInt(uuid.slice(0, 8) + uuid.slice(9, 13), 16);
  return { unixMs, iso: new Date(unixMs).toISOString() };
}

export interface NodeInfo {
  /** Colon-separated, as MAC addresses are written. */
  address: string;
  /** The multicast bit marks a random node ID rather than a real MAC address (RFC 9562 section 6.10). */
  random: boolean;
}

export interface Inspection {
  canonical: string;
  /** Passes the uuid library's validate(): RFC 9562 variant with version 1-8, or Nil, or Max. */
  valid: boolean;
  /** "7 (Unix time, ordered)", "Nil", or a note when the variant defines no versions. */
  version: string;
  variant: string;
  time: EmbeddedTime | null;
  clockSequence: number | null;
  node: NodeInfo | null;
  forms: UuidForms;
}

export type InspectResult = { ok: true; inspection: Inspection } | { ok: false; message: string } | null;

/** What a pasted UUID is: valid or not, version, variant, and for v1, v6 and v7 the time it was made. Null for blank input. */
export function inspectUuid(input: string): InspectResult {
  if (input.trim() === '') return null;
  const normalized = normalizeUuid(input);
  if (!normalized.uuid) return { ok: false, message: `Not a UUID. ${normalized.problem}` };
  const uuid = normalized.uuid;
  if (uuid === NIL || uuid === MAX) {
    const name = uuid === NIL ? 'Nil' : 'Max';
    return {
      ok: true,
      inspection: {
        canonical: uuid,
        valid: true,
        version: `${name} UUID`,
        variant: `${name} UUID (special value)`,
        time: null,
        clockSequence: null,
        node: null,
        forms: uuidForms(uuid),
      },
    };
  }
  const valid = validate(uuid);
  const number = valid ? versionOf(uuid) : null;
  const variant = variantOf(uuid);
  const version =
    number !== null
      ? `${number} (${VERSION_NAMES[number] ?? 'unknown'})`
      : variant.startsWith('RFC')
        ? `${uuid.charAt(14)} (not defined by RFC 9562)`
        : 'None: only the RFC 9562 variant has versions';
  const gregorian = number === 1 || number === 6;
  const v1Form = number === 6 ? v6ToV1(uuid) : uuid;
  return {
    ok: true,
    inspection: {
      canonical: uuid,
      valid,
      version,
      variant,
      time: gregorian ? gregorianTime(v1Form) : number === 7 ? unixTime(uuid) : null,
      clockSequence: gregorian ? parseInt(v1Form.slice(19, 23), 16) & 0x3fff : null,
      node: gregorian ? { address: v1Form.slice(24).match(/../g)?.join(':') ?? '', random: (parseInt(v1Form.slice(24, 26), 16) & 1) === 1 } : null,
      forms: uuidForms(uuid),
    },
  };
}

/** A UUID written the other ways people store and send one. */
export interface UuidForms {
  hex: string;
  base64: string;
  base64url: string;
  decimal: string;
  /**
   * The 16 bytes in the order .NET's Guid.ToByteArray() and SQL Server's uniqueidentifier store them: the
   * first three groups little-endian, the rest as written.
   */
  microsoftBytes: string;
}

const uuidBytes = (canonical: string) => Uint8Array.from(canonical.replaceAll('-', '').match(/../g) ?? [], (pair) => parseInt(pair, 16));

/** The byte order of .NET and SQL Server: groups 1 to 3 reversed. The same function turns it back. */
export function swapMicrosoftOrder(hex32: string): string {
  const reverse = (part: string) => (part.match(/../g) ?? []).reverse().join('');
  return reverse(hex32.slice(0, 8)) + reverse(hex32.slice(8, 12)) + reverse(hex32.slice(12, 16)) + hex32.slice(16);
}

export function uuidForms(canonical: string): UuidForms {
  const hex = canonical.replaceAll('-', '');
  const bytes = uuidBytes(canonical);
  return {
    hex,
    base64: codec.encode(bytes, false),
    base64url: codec.encode(bytes, true),
    decimal: BigInt(`0x${hex}`).toString(),
    microsoftBytes: swapMicrosoftOrder(hex),
  };
}

const canonicalOfHex = (hex: string) => `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/**
 * A UUID pasted in another form: 16 bytes of Base64 or Base64url (22 or 24 characters), or a decimal number
 * above 2^64 (a smaller one reads as a Snowflake). The canonical form, or null.
 */
export function uuidFromOtherForm(text: string): string | null {
  if (/^\d{21,39}$/.test(text)) {
    const value = BigInt(text);
    return value < 1n << 128n ? canonicalOfHex(value.toString(16).padStart(32, '0')) : null;
  }
  if (!/^[A-Za-z0-9+/_-]{22}(==)?$/.test(text)) return null;
  const decoded = codec.decode(text.replace(/==$/, ''));
  if (!decoded || decoded.length !== 16) return null;
  return canonicalOfHex([...decoded].map((byte) => byte.toString(16).padStart(2, '0')).join(''));
}
