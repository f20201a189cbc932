import { Temporal } from 'temporal-polyfill';

export type IsoForm = 'iso-instant' | 'iso-zoned' | 'iso-local' | 'sql' | 'iso-week' | 'iso-ordinal';

export interface IsoReading {
  form: IsoForm;
  /** The instant, or the wall time still to be placed in the chosen zone. */
  value: { epochNs: bigint } | { wall: Temporal.PlainDateTime };
  notes: string[];
}

const SQL = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d{1,9})?$/;
const WEEK_DATE = /^([+-]\d{6}|\d{4})-?W(\d{2})(?:-?([1-7]))?$/i;
const ORDINAL_DATE = /^([+-]\d{6}|\d{4})-?(\d{3})$/;
const LEAP_SECOND = /[T ]\d{2}:?\d{2}:?60/i;
export const LEAP_SECOND_NOTE = 'A leap second (:60) is read as :59, as Unix time has no leap seconds.';

/** Monday of ISO week 1: the week with the year's first Thursday. */
function isoWeekOne(year: number): Temporal.PlainDate {
  const january4 = Temporal.PlainDate.from({ year, month: 1, day: 4 });
  return january4.subtract({ days: january4.dayOfWeek - 1 });
}

/** ISO 8601 week dates ("2024-W10-7", "2024W107", "2024-W10" for its Monday) and ordinal dates ("2024-070"). */
function parseWeekOrOrdinal(text: string): IsoReading | null {
  const week = WEEK_DATE.exec(text);
  if (week) {
    const [, year = '', weekNumber = '', day = '1'] = week;
    const monday = isoWeekOne(Number(year)).add({ weeks: Number(weekNumber) - 1 });
    const date = monday.add({ days: Number(day) - 1 });
    if (Number(weekNumber) < 1 || date.yearOfWeek !== Number(year)) return null;
    return { form: 'iso-week', value: { wall: date.toPlainDateTime() }, notes: [] };
  }
  const ordinal = ORDINAL_DATE.exec(text);
  if (ordinal) {
    const [, year = '', day = ''] = ordinal;
    const first = Temporal.PlainDate.from({ year: Number(year), month: 1, day: 1 });
    if (Number(day) < 1 || Number(day) > first.daysInYear) return null;
    return { form: 'iso-ordinal', value: { wall: first.add({ days: Number(day) - 1 }).toPlainDateTime() }, notes: [] };
  }
  return null;
}

/**
 * ISO 8601 / RFC 3339 / RFC 9557 text as Temporal reads it: with an offset or Z it is an instant; with
 * only a [zone] it is that zone's wall time (Temporal's "compatible" rule at clock changes); with neither
 * it is a wall time for the chosen zone. SQL's "YYYY-MM-DD hh:mm:ss" is the last kind.
 */
export function parseIso(text: string): IsoReading | null {
  const trimmed = text.trim();
  if (!/^[+-]?\d{4}/.test(trimmed)) return null;
  const notes = LEAP_SECOND.test(trimmed) ? [LEAP_SECOND_NOTE] : [];
  try {
    return { form: 'iso-instant', value: { epochNs: Temporal.Instant.from(trimmed).epochNanoseconds }, notes };
  } catch {
    // Not an instant: try the next reading.
  }
  if (trimmed.includes('[')) {
    try {
      const zoned = Temporal.ZonedDateTime.from(trimmed, { disambiguation: 'compatible' });
      return { form: 'iso-zoned', value: { epochNs: zoned.epochNanoseconds }, notes };
    } catch {
      return null;
    }
  }
  const special = parseWeekOrOrdinal(trimmed);
  if (special) return special;
  try {
    // Temporal also reads basic dates ("20240310"); plain digits are left to the number readings.
    if (/^\d+$/.test(trimmed) && trimmed.length !== 8) return null;
    const wall = Temporal.PlainDateTime.from(trimmed);
    return { form: SQL.test(trimmed) ? 'sql' : 'iso-local', value: { wall }, notes };
  } catch {
    return null;
  }
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** ISO 8601 week date "2024-W10-7" and ordinal date "2024-070" of a wall date. */
export function weekAndOrdinal(date: Temporal.PlainDate): { week: string; ordinal: string; weekNumber: number; weekYear: number; dayOfYear: number } {
  const weekYear = date.yearOfWeek ?? date.year;
  const weekNumber = date.weekOfYear ?? 1;
  const year = (value: number) => (value >= 0 && value <= 9999 ? pad(value, 4) : `${value < 0 ? '-' : '+'}${pad(Math.abs(value), 6)}`);
  return {
    week: `${year(weekYear)}-W${pad(weekNumber)}-${date.dayOfWeek}`,
    ordinal: `${year(date.year)}-${pad(date.dayOfYear, 3)}`,
    weekNumber,
    weekYear,
    dayOfYear: date.dayOfYear,
  };
}

/** "2024-03-10 03:30:00", with a fraction of up to 9 digits when there is one (SQL keeps what its column's precision allows). */
export function formatSql(dateTime: Temporal.PlainDateTime): string {
  return dateTime.toString().replace('T', ' ');
}
