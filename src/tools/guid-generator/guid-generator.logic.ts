import { MAX, NIL, v1, v3, v4, v5, v6, v7 } from 'uuid';
import { generateOtherIds, type OtherIdKind, type OtherIdOptions } from './other-ids.logic';
import { normalizeUuid } from './uuid-inspector.logic';
import { formatNumber } from '@contract/format-number';

export type UuidVersion = 'v4' | 'v7' | 'v1' | 'v6' | 'v5' | 'v3' | 'nil' | 'max';
/** A UUID version, or one of the other IDs (ULID, Nano ID, KSUID, CUID2, Snowflake). */
export type IdKind = UuidVersion | OtherIdKind;

export const VERSION_OPTIONS: readonly { value: IdKind; label: string }[] = [
  { value: 'v4', label: 'UUID v4 · random' },
  { value: 'v7', label: 'UUID v7 · time-ordered' },
  { value: 'v1', label: 'UUID v1 · time and node' },
  { value: 'v6', label: 'UUID v6 · reordered time' },
  { value: 'v5', label: 'UUID v5 · name, SHA-1' },
  { value: 'v3', label: 'UUID v3 · name, MD5' },
  { value: 'nil', label: 'UUID Nil · all zeros' },
  { value: 'max', label: 'UUID Max · all ones' },
  { value: 'ulid', label: 'ULID · time-sortable, 26 characters' },
  { value: 'nanoid', label: 'Nano ID · random, URL-safe' },
  { value: 'ksuid', label: 'KSUID · time-sortable, 27 characters' },
  { value: 'cuid2', label: 'CUID2 · hashed, starts with a letter' },
  { value: 'snowflake', label: 'Snowflake · 64-bit time, worker, sequence' },
];

const OTHER_KINDS: readonly IdKind[] = ['ulid', 'nanoid', 'ksuid', 'cuid2', 'snowflake'];
/** The other IDs have no versions, hyphens or braces: the UUID format switches do not apply to them. */
export const isOtherId = (kind: IdKind): kind is OtherIdKind => OTHER_KINDS.includes(kind);

/** The name-based versions hash a namespace and a name: the same pair always gives the same UUID. */
export const isNameBased = (version: IdKind) => version === 'v5' || version === 'v3';
/** Nil and Max are single fixed values; a count makes no sense for them. */
export const isFixed = (version: IdKind) => version === 'nil' || version === 'max';

/** The namespaces RFC 9562 defines (Appendix C). */
export const NAMESPACES = [
  { value: 'dns', label: 'DNS', uuid: '6ba7b810-9dad-11d1-80b4-00c04fd430c8' },
  { value: 'url', label: 'URL', uuid: '6ba7b811-9dad-11d1-80b4-00c04fd430c8' },
  { value: 'oid', label: 'OID', uuid: '6ba7b812-9dad-11d1-80b4-00c04fd430c8' },
  { value: 'x500', label: 'X.500', uuid: '6ba7b814-9dad-11d1-80b4-00c04fd430c8' },
] as const;

export type NamespaceChoice = (typeof NAMESPACES)[number]['value'] | 'custom';

export const DEFAULT_COUNT = 5;
/** More than this would make a list nobody reads and a tab that stalls; the clamp is explained on screen. */
export const MAX_COUNT = 10_000;

export interface ClampedCount {
  count: number;
  /** Why the count differs from what was typed, when the reason is not obvious. */
  note: string | null;
}

/** The spec's rule: at least 1, and anything invalid becomes 1; fractions are cut; above MAX_COUNT becomes MAX_COUNT. */
export function clampCount(typed: string): ClampedCount {
  const value = Number(typed.trim());
  if (typed.trim() === '' || !Number.isFinite(value) || value < 1) return { count: 1, note: null };
  if (value > MAX_COUNT) return { count: MAX_COUNT, note: `At most ${formatNumber(MAX_COUNT)} at a time, so ${formatNumber(MAX_COUNT)} were generated.` };
  return { count: Math.floor(value), note: null };
}

export interface GeneratedUuid {
  value: string;
  /** The name it was made from, for v3 and v5. */
  name?: string;
}

export interface NameInput {
  namespace: NamespaceChoice;
  customNamespace: string;
  /** One name per line; blank lines are skipped. */
  names: string;
}

export type GenerateResult = { ok: true; items: GeneratedUuid[]; note: string | null } | { ok: false; message: string };

const randomGenerators: Record<'v4' | 'v7' | 'v1' | 'v6', () => string> = { v4: () => v4(), v7: () => v7(), v1: () => v1(), v6: () => v6() };

function namespaceUuid(input: Pick<NameInput, 'namespace' | 'customNamespace'>): string | null {
  if (input.namespace === 'custom') return normalizeUuid(input.customNamespace).uuid;
  return NAMESPACES.find((namespace) => namespace.value === input.namespace)?.uuid ?? null;
}

function generateNameBased(version: 'v5' | 'v3', input: NameInput): GenerateResult {
  const namespace = namespaceUuid(input);
  if (!namespace) return { ok: false, message: 'The custom namespace must be a UUID, such as 6ba7b810-9dad-11d1-80b4-00c04fd430c8.' };
  const names = input.names.split(/\r\n|\r|\n/).filter((name) => name.trim() !== '');
  if (names.length === 0) return { ok: false, message: 'Enter a name to hash, one per line.' };
  const hash = version === 'v5' ? v5 : v3;
  const kept = names.slice(0, MAX_COUNT);
  const note = names.length > MAX_COUNT ? `At most ${formatNumber(MAX_COUNT)} names at a time; the first ${formatNumber(MAX_COUNT)} were used.` : null;
  return { ok: true, items: kept.map((name) => ({ value: hash(name, namespace), name })), note };
}

/**
 * Makes IDs of one kind: UUIDs with the uuid library (`count` random or time-based ones, one per name, or the
 * fixed Nil/Max), or `count` of another ID with its own options.
 */
export function generateIds(version: IdKind, count: number, names: NameInput, other: OtherIdOptions): GenerateResult {
  if (isOtherId(version)) {
    const result = generateOtherIds(version, count, other);
    return result.ok ? { ok: true, items: result.ids.map((value) => ({ value })), note: null } : result;
  }
  if (version === 'nil') return { ok: true, items: [{ value: NIL }], note: null };
  if (version === 'max') return { ok: true, items: [{ value: MAX }], note: null };
  if (version === 'v5' || version === 'v3') return generateNameBased(version, names);
  const make = randomGenerators[version];
  return { ok: true, items: Array.from({ length: count }, () => ({ value: make() })), note: null };
}

export interface UuidFormat {
  uppercase: boolean;
  hyphens: boolean;
  braces: boolean;
}

export const defaultFormat: UuidFormat = { uppercase: false, hyphens: true, braces: false };

/** Writes a canonical UUID as chosen: upper case, without hyphens, in braces (the Windows registry style). */
export function formatUuid(uuid: string, format: UuidFormat): string {
  let text = format.hyphens ? uuid : uuid.replaceAll('-', '');
  if (format.uppercase) text = text.toUpperCase();
  return format.braces ? `{${text}}` : text;
}

/** The list as one text: one per line, for Copy all and the .txt download. */
export function joinUuids(items: readonly GeneratedUuid[], format: UuidFormat): string {
  return items.map((item) => formatUuid(item.value, format)).join('\n');
}
