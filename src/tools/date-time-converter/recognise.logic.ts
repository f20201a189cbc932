import { Temporal } from 'temporal-polyfill';
import { readExcelSerial, type ExcelSystem } from './excel.logic';
import { OBJECT_ID_PATTERN, objectIdTime, snowflakeTime, uuidHex, uuidTime, uuidVersion, type SnowflakeScheme } from './id-time.logic';
import { fail, inRange, NS, ok, OUT_OF_RANGE, parseScaled, type Result } from './instant.logic';
import { parseIso, type IsoReading } from './iso.logic';
import { parseRelative } from './relative.logic';
import { parseObsoleteHttpDate, parseRfc2822, type RfcReading } from './rfc-dates.logic';
import { placeWallTime } from './wall-time.logic';
import { formatNumber } from '@contract/format-number';

export interface Reading {
  /** Stable id of the reading, kept when the visitor picks one of several. */
  kind: string;
  /** What the text was read as, for "Recognised as …". */
  label: string;
  epochNs: bigint;
  notes: string[];
}

export interface RecogniseOptions {
  zone: string;
  excelSystem: ExcelSystem;
  snowflake: { scheme: SnowflakeScheme; name: string };
  /** The moment "3 hours ago" is counted from. */
  nowNs: bigint;
}

export const EXAMPLES =
  '1710055800, 1710055800123, 2024-03-10T07:30:00Z, 2024-03-10 02:30:00, Sun, 10 Mar 2024 07:30:00 GMT, 45361.3125, 3 hours ago, an ObjectId or a v1/v7 UUID';

export const NOT_RECOGNISED = `This is not a date or timestamp this tool knows. Try one of: ${EXAMPLES}.`;

/** The longest form (an RFC 2822 date with comments) is far shorter; longer text is not read at all. */
const MAX_LENGTH = 200;

const NUMBER = /^(@?)([+-]?(?:\d+(?:\.\d*)?|\.\d+))\s*(s|ms|us|µs|ns)?$/i;

const UNIX = [
  { kind: 'unix-seconds', label: 'Unix seconds', unit: NS.second, suffix: 's', below: 1e11 },
  { kind: 'unix-milliseconds', label: 'Unix milliseconds', unit: NS.milli, suffix: 'ms', below: 1e14 },
  { kind: 'unix-microseconds', label: 'Unix microseconds', unit: NS.micro, suffix: 'us', below: 1e17 },
  { kind: 'unix-nanoseconds', label: 'Unix nanoseconds', unit: NS.nano, suffix: 'ns', below: Infinity },
] as const;

/** Every way a plain number can be read, the likeliest first (the visitor can pick another). */
function numberReadings(text: string, options: RecogniseOptions): Reading[] | null {
  const match = NUMBER.exec(text.replaceAll('_', ''));
  if (!match) return null;
  const [, at, number = '', suffix] = match;
  const unixOf = (entry: (typeof UNIX)[number]): Reading[] => {
    const epochNs = parseScaled(number, entry.unit);
    return epochNs === null ? [] : [{ kind: entry.kind, label: entry.label, epochNs, notes: [] }];
  };
  // "@1710055800" (GNU date) and a unit suffix say which it is.
  if (suffix) return UNIX.filter((entry) => entry.suffix === suffix.toLowerCase().replace('µ', 'u')).flatMap(unixOf);
  if (at) return unixOf(UNIX[0]);

  const integer = /^\d+$/.test(number);
  const magnitude = Math.abs(Number(number));
  const readings = UNIX.flatMap(unixOf);
  // The likeliest unit for today's timestamps: 10 digits are seconds, 13 milliseconds, 16 microseconds, 19 nanoseconds.
  const likely = UNIX.findIndex((entry) => magnitude < entry.below);
  readings.unshift(...readings.splice(likely, 1));

  const excel = readExcelSerial(number, options.excelSystem);
  if (excel.ok) {
    const placed = placeWallTime(excel.value.dateTime, options.zone);
    const reading = { kind: 'excel', label: `Excel serial date (${options.excelSystem} system)`, epochNs: placed.epochNs, notes: [...placed.notes] };
    if (excel.value.note) reading.notes.unshift(excel.value.note);
    // Five digits are this century's Excel dates (1927 to 2173), rarely anything else.
    if (/^\d{5}(?:\.\d*)?$/.test(number)) readings.unshift(reading);
    else readings.push(reading);
  }
  if (integer) {
    const snowflake = snowflakeTime(BigInt(number), options.snowflake.scheme);
    if (snowflake.ok) readings.push({ kind: 'snowflake', label: `Snowflake id (${options.snowflake.name})`, epochNs: snowflake.value, notes: [] });
  }
  if (integer && number.length === 8) {
    const basic = parseIso(number);
    if (basic && 'wall' in basic.value && basic.value.wall.year >= 1900) {
      const placed = placeWallTime(basic.value.wall, options.zone);
      readings.unshift({ kind: 'iso-basic', label: 'ISO 8601 basic date (YYYYMMDD)', epochNs: placed.epochNs, notes: placed.notes });
    }
  }
  return readings;
}

const ISO_LABELS: Record<IsoReading['form'], string> = {
  'iso-instant': 'ISO 8601 / RFC 3339 date-time with offset',
  'iso-zoned': 'RFC 9557 date-time with time zone',
  'iso-local': 'ISO 8601 date-time without offset (read in the chosen time zone)',
  sql: 'SQL date-time (read in the chosen time zone)',
  'iso-week': 'ISO 8601 week date (read in the chosen time zone)',
  'iso-ordinal': 'ISO 8601 ordinal date (read in the chosen time zone)',
};

const RFC_LABELS: Record<RfcReading['form'], string> = {
  rfc2822: 'RFC 2822 date',
  'imf-fixdate': 'HTTP date (RFC 7231 IMF-fixdate, also RFC 2822)',
  rfc850: 'HTTP date (RFC 7231 obsolete RFC 850 form)',
  asctime: 'HTTP date (RFC 7231 obsolete asctime form)',
};

const fromRfc = (result: Result<RfcReading>): Result<Reading[]> =>
  result.ok ? ok([{ kind: result.value.form, label: RFC_LABELS[result.value.form], epochNs: result.value.epochNs, notes: result.value.notes }]) : result;

/** Each reading but the chosen one, as "<label>: <UTC instant>", so an ambiguous number shows every date it could be. */
export function otherReadings(readings: readonly Reading[], chosen: Reading | undefined): string[] {
  return readings
    .filter((reading) => reading !== chosen)
    .map((reading) => `${reading.label}: ${Temporal.Instant.fromEpochNanoseconds(reading.epochNs).toString()}`);
}

/** The text's readings, likeliest first; a sentence that says what is wrong when there is none. */
export function recognise(text: string, options: RecogniseOptions): Result<Reading[]> {
  const trimmed = text.trim();
  if (trimmed === '') return ok([]);
  if (trimmed.length > MAX_LENGTH)
    return fail(`This is too long to be a date or timestamp (${formatNumber(trimmed.length)} characters). Try one of: ${EXAMPLES}.`);
  const readings = recogniseAll(trimmed, options);
  if (!readings.ok) return readings;
  const inside = readings.value.filter((reading) => inRange(reading.epochNs));
  return inside.length > 0 ? ok(inside) : fail(readings.value.length > 0 ? OUT_OF_RANGE : NOT_RECOGNISED);
}

function recogniseAll(text: string, options: RecogniseOptions): Result<Reading[]> {
  const numbers = numberReadings(text, options);
  if (OBJECT_ID_PATTERN.test(text)) {
    const reading = { kind: 'object-id', label: 'MongoDB ObjectId (its first 4 bytes)', epochNs: objectIdTime(text), notes: [] };
    return ok(numbers ? [...numbers.filter((entry) => inRange(entry.epochNs)), reading] : [reading]);
  }
  if (numbers) return ok(numbers);

  const hex = uuidHex(text);
  if (hex) {
    const time = uuidTime(hex);
    return time.ok ? ok([{ kind: 'uuid', label: `UUID version ${uuidVersion(hex)}`, epochNs: time.value, notes: [] }]) : time;
  }

  const now = Temporal.Instant.fromEpochNanoseconds(options.nowNs);
  const relative = parseRelative(text, now.toZonedDateTimeISO(options.zone));
  if (relative !== null) return ok([{ kind: 'relative', label: 'Relative time (from when it was typed)', epochNs: relative, notes: [] }]);

  const http = parseObsoleteHttpDate(text, now) ?? parseRfc2822(text);
  if (http) return fromRfc(http);

  const iso = parseIso(text);
  if (iso) {
    const placed = 'epochNs' in iso.value ? { epochNs: iso.value.epochNs, notes: [] } : placeWallTime(iso.value.wall, options.zone);
    return ok([{ kind: iso.form, label: ISO_LABELS[iso.form], epochNs: placed.epochNs, notes: [...iso.notes, ...placed.notes] }]);
  }
  return fail(NOT_RECOGNISED);
}
