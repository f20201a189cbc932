/** The IANA zone list (with UTC added), current offsets and zone search, shared by the time tools. */

const pad = (value: number) => String(value).padStart(2, '0');

/** "UTC+05:30", "UTC-04:00", "UTC+00:00"; historical offsets keep their seconds ("UTC-04:56:02"). */
export function formatOffset(offsetNanoseconds: number): string {
  const totalSeconds = Math.round(Math.abs(offsetNanoseconds) / 1e9);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return `UTC${offsetNanoseconds < 0 ? '-' : '+'}${pad(hours)}:${pad(minutes)}${seconds ? `:${pad(seconds)}` : ''}`;
}

/** The zone the browser runs in, as it names it (it may be a legacy or Etc name). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * Every zone the browser supports, sorted, with UTC first: Intl.supportedValuesOf omits UTC, and the
 * browser's own zone may be a name it leaves out too (e.g. "Etc/UTC"), so both are added.
 */
export function supportedTimeZones(extra: readonly string[] = []): string[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set([...listed, ...extra.filter(Boolean)]);
  zones.delete('UTC');
  return ['UTC', ...[...zones].sort()];
}

/** Today's names for the legacy ones some browsers still list, so a search for "Kolkata" finds "Asia/Calcutta". */
const CURRENT_NAMES: Record<string, string> = {
  'Africa/Asmera': 'Asmara',
  'America/Godthab': 'Nuuk',
  'Asia/Calcutta': 'Kolkata',
  'Asia/Katmandu': 'Kathmandu',
  'Asia/Rangoon': 'Yangon',
  'Asia/Saigon': 'Ho Chi Minh City',
  'Atlantic/Faeroe': 'Faroe',
  'Europe/Kiev': 'Kyiv',
  'Pacific/Enderbury': 'Kanton',
  'Pacific/Ponape': 'Pohnpei',
  'Pacific/Truk': 'Chuuk',
};

export interface ZoneOption {
  id: string;
  /** A current name when the id is a legacy one. */
  alias: string | null;
  /** e.g. "UTC+05:30"; null until offsets are known. */
  offset: string | null;
  /** Lower-case text a query is matched against. */
  haystack: string;
}

/** Making a formatter is the costly part (≈0.4 ms each), so each zone gets one, once; null for unknown zones. */
const offsetFormatters = new Map<string, Intl.DateTimeFormat | null>();

function offsetFormatter(zone: string): Intl.DateTimeFormat | null {
  let formatter = offsetFormatters.get(zone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    } catch {
      formatter = null;
    }
    offsetFormatters.set(zone, formatter);
  }
  return formatter;
}

/** The current UTC offset of a zone, or null for a zone the browser does not know. */
export function currentOffset(zone: string, now: number = Date.now()): string | null {
  const name = offsetFormatter(zone)
    ?.formatToParts(now)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name === undefined ? null : offsetFromGmtName(name);
}

/** "GMT+05:30" → "UTC+05:30"; plain "GMT" → "UTC+00:00". */
function offsetFromGmtName(name: string): string | null {
  if (name === 'GMT') return formatOffset(0);
  const match = /^GMT([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(name);
  if (!match) return null;
  const [, sign, hours, minutes, seconds = '0'] = match;
  const total = (Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)) * 1e9;
  return formatOffset(sign === '-' ? -total : total);
}

/** Offsets written the ways people type them: "utc+05:30", "gmt+5:30", "+5:30", "+0530". */
function offsetSpellings(offset: string): string {
  const match = /^UTC([+-])(\d{2}):(\d{2})/.exec(offset);
  if (!match) return offset.toLowerCase();
  const [, sign, hours = '', minutes = ''] = match;
  const short = `${sign}${Number(hours)}${minutes === '00' ? '' : `:${minutes}`}`;
  return [offset, `gmt${sign}${hours}:${minutes}`, `${sign}${hours}:${minutes}`, `${sign}${hours}${minutes}`, `utc${short}`, `gmt${short}`, short]
    .join(' ')
    .toLowerCase();
}

export function zoneOption(id: string, offset: string | null): ZoneOption {
  const alias = CURRENT_NAMES[id] ?? null;
  const words = id.replaceAll('_', ' ').replaceAll('/', ' ');
  // The current id too ("Asia/Kolkata" for "Asia/Calcutta"), so a search for it finds the listed one.
  const currentId = alias ? id.replace(/[^/]+$/, alias.replaceAll(' ', '_')) : '';
  const haystack = [id, words, alias ?? '', currentId, offset ? offsetSpellings(offset) : ''].join(' ').toLowerCase();
  return { id, alias, offset, haystack };
}

/** The zone's city part, e.g. "New York" for "America/New_York"; used to rank matches. */
function cityOf(option: ZoneOption): string {
  return (option.id.split('/').pop() ?? option.id).replaceAll('_', ' ').toLowerCase();
}

/**
 * Options whose text contains every word of the query, in any order ("york new", "+05:30", "kolkata").
 * Zones whose city or id starts with the query come first; otherwise the list order is kept.
 */
export function searchZones(options: readonly ZoneOption[], query: string): ZoneOption[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...options];
  const words = needle.split(/\s+/);
  const matches = options.filter((option) => words.every((word) => option.haystack.includes(word)));
  const spaced = needle.replaceAll('_', ' ');
  const rank = (option: ZoneOption) =>
    option.id.toLowerCase() === needle
      ? 0
      : cityOf(option).startsWith(spaced) || (option.alias?.toLowerCase().startsWith(spaced) ?? false)
        ? 1
        : option.id.toLowerCase().startsWith(needle)
          ? 2
          : 3;
  return matches
    .map((option, index) => ({ option, index, rank: rank(option) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.option);
}

/** The listed spelling of a zone typed in any case ("america/new_york" → "America/New_York"), else the text as typed. */
export function canonicalZone(options: readonly ZoneOption[], text: string): string {
  const wanted = text.trim().toLowerCase();
  return options.find((option) => option.id.toLowerCase() === wanted)?.id ?? text.trim();
}
