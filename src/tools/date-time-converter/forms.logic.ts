import { excelSerialFor, type ExcelSystem } from './excel.logic';
import { objectIdFor, snowflakeFor, uuidV1For, uuidV7For, type SnowflakeScheme } from './id-time.logic';
import { floorDiv, formatScaled, NS, toInstant, type Result } from './instant.logic';
import { formatSql, weekAndOrdinal } from './iso.logic';
import { formatRelative } from './relative.logic';
import { formatHttpDate, formatRfc2822 } from './rfc-dates.logic';

export interface FormRow {
  id: string;
  label: string;
  /** The text to copy; null when the instant cannot be written in this form (the note says why). */
  value: string | null;
  note: string | null;
}

export interface FormOptions {
  zone: string;
  excelSystem: ExcelSystem;
  snowflake: { scheme: SnowflakeScheme; name: string };
  nowNs: bigint;
  locale?: string;
}

const row = (id: string, label: string, result: Result<string>, note: string | null = null): FormRow =>
  result.ok ? { id, label, value: result.value, note } : { id, label, value: null, note: result.message };

const text = (value: string): Result<string> => ({ ok: true, value });

/** The instant written in every form the tool knows, in the order the table shows them. */
export function formsOf(epochNs: bigint, { zone, excelSystem, snowflake, nowNs, locale = 'en-US' }: FormOptions): FormRow[] {
  const instant = toInstant(epochNs);
  const zoned = instant.toZonedDateTimeISO(zone);
  const wall = zoned.toPlainDateTime();
  // Temporal rounds offsets to minutes in toString(); old local mean times (+05:21:10) need their seconds to stay exact.
  const withOffset = `${wall.toString()}${zoned.offset}`;
  const { week, ordinal, weekNumber, weekYear, dayOfYear } = weekAndOrdinal(zoned.toPlainDate());
  const readable = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'long', timeZone: zone }).format(Number(floorDiv(epochNs, NS.milli)));
  const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, zoned.dayOfWeek));
  return [
    row('unix-seconds', 'Unix seconds', text(formatScaled(epochNs, NS.second))),
    row('unix-milliseconds', 'Unix milliseconds', text(formatScaled(epochNs, NS.milli))),
    row('unix-microseconds', 'Unix microseconds', text(formatScaled(epochNs, NS.micro))),
    row('unix-nanoseconds', 'Unix nanoseconds', text(formatScaled(epochNs, NS.nano))),
    row('iso-utc', 'ISO 8601 (UTC)', text(instant.toString())),
    row('iso-offset', 'ISO 8601 / RFC 3339 with offset', text(withOffset)),
    row('rfc9557', 'RFC 9557 with time zone', text(`${withOffset}[${zone}]`)),
    row('rfc2822', 'RFC 2822 (email)', formatRfc2822(zoned)),
    row('http', 'HTTP date (RFC 7231)', formatHttpDate(instant)),
    row('sql', 'SQL date-time', text(formatSql(wall))),
    row('readable', 'Readable', text(readable)),
    row('relative', 'Relative', text(formatRelative(epochNs, nowNs))),
    row('week', 'ISO week date', text(week), `Week ${weekNumber} of ${weekYear}, ${weekday}`),
    row('ordinal', 'Day of year', text(ordinal), `Day ${dayOfYear} of ${zoned.daysInYear}`),
    row('excel', `Excel serial date (${excelSystem})`, excelSerialFor(wall, excelSystem)),
    row('object-id', 'MongoDB ObjectId', objectIdFor(epochNs), 'The first ObjectId of that second'),
    row('uuid-v1', 'UUID v1', uuidV1For(epochNs), 'Clock sequence and node zero'),
    row('uuid-v7', 'UUID v7', uuidV7For(epochNs), 'Random bits zero'),
    row('snowflake', `Snowflake id (${snowflake.name})`, snowflakeFor(epochNs, snowflake.scheme), 'Worker and sequence zero'),
  ];
}
