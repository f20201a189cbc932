import { Temporal } from 'temporal-polyfill';
import { fail, ok, type Result } from './instant.logic';

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const LONG_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** RFC 2822 section 4.3's obsolete zone names, in minutes east of UTC. */
const NAMED_ZONES: Record<string, number> = { UT: 0, GMT: 0, EST: -300, EDT: -240, CST: -360, CDT: -300, MST: -420, MDT: -360, PST: -480, PDT: -420 };

export interface RfcReading {
  epochNs: bigint;
  /** The RFC the text follows, for the "Recognised as" line. */
  form: 'rfc2822' | 'imf-fixdate' | 'rfc850' | 'asctime';
  notes: string[];
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const monthIndex = (name: string) => MONTHS.findIndex((month) => month.toLowerCase() === name.toLowerCase());
const dayIndex = (name: string) => DAYS.findIndex((day) => day.toLowerCase() === name.slice(0, 3).toLowerCase());

interface Fields {
  year: number;
  month: string;
  /** Day, hour, minute and second as the pattern matched them: digits. */
  day: string;
  hour: string;
  minute: string;
  second: string;
  offsetMinutes: number;
  weekday?: string;
  form: RfcReading['form'];
  notes?: string[];
}

function instantOf({ year, month, offsetMinutes, weekday, form, notes = [], ...digits }: Fields): Result<RfcReading> {
  const day = Number(digits.day);
  const hour = Number(digits.hour);
  const minute = Number(digits.minute);
  const second = Number(digits.second);
  const monthNumber = monthIndex(month) + 1;
  if (monthNumber === 0) return fail(`"${month}" is not a month name: use Jan, Feb, Mar, Apr, May, Jun, Jul, Aug, Sep, Oct, Nov or Dec.`);
  if (hour > 23 || minute > 59 || second > 60) return fail(`${pad(hour)}:${pad(minute)}:${pad(second)} is not a time of day.`);
  let date: Temporal.PlainDate;
  try {
    date = Temporal.PlainDate.from({ year, month: monthNumber, day }, { overflow: 'reject' });
  } catch {
    return fail(`${month} ${year} has no day ${day}.`);
  }
  const all = [...notes];
  if (second === 60) all.push('A leap second (:60) is read as :59, as Unix time has no leap seconds.');
  if (weekday !== undefined && dayIndex(weekday) !== date.dayOfWeek - 1)
    all.push(`${date.toString()} is a ${LONG_DAYS[date.dayOfWeek - 1]}, not a ${LONG_DAYS[dayIndex(weekday)] ?? weekday}: the date is used.`);
  const wall = date.toPlainDateTime({ hour, minute, second: Math.min(second, 59) });
  const epochNs = wall.toZonedDateTime('UTC').epochNanoseconds - BigInt(offsetMinutes) * 60_000_000_000n;
  return ok({ epochNs, form, notes: all });
}

/** An RFC 2822 zone: "+0530", "-0000", or an obsolete name ("GMT", "EST", a military letter). */
function zoneMinutes(zone: string): { minutes: number; note?: string } | null {
  const numeric = /^([+-])(\d{2})(\d{2})$/.exec(zone);
  if (numeric) {
    const [, sign, hours = '', minutes = ''] = numeric;
    if (Number(minutes) > 59) return null;
    return { minutes: (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) };
  }
  const upper = zone.toUpperCase();
  if (upper in NAMED_ZONES) return { minutes: NAMED_ZONES[upper] ?? 0 };
  if (/^[A-IK-Z]$/.test(upper))
    return { minutes: 0, note: `The military zone "${zone}" is read as UTC: RFC 2822 says their meaning is unreliable and to treat them as -0000.` };
  return null;
}

/** Two-digit years: RFC 2822 section 4.3 adds 2000 below 50 and 1900 otherwise; three digits add 1900. */
function fullYear(text: string): number {
  const year = Number(text);
  if (text.length === 2) return year < 50 ? 2000 + year : 1900 + year;
  if (text.length === 3) return 1900 + year;
  return year;
}

const RFC_2822 = /^(?:([a-z]{3}),\s*)?(\d{1,2})\s+([a-z]{3})\s+(\d{2,4})\s+(\d{1,2})\s*:\s*(\d{2})(?:\s*:\s*(\d{2}))?(?:\s+([+-]\d{4}|[a-z]{1,3}))?$/i;
/** Case-sensitive, as RFC 7231 writes it. */
const IMF_FIXDATE = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const RFC_850 = /^([a-z]+), (\d{2})-([a-z]{3})-(\d{2}) (\d{2}):(\d{2}):(\d{2}) GMT$/i;
const ASCTIME = /^([a-z]{3}) ([a-z]{3}) +(\d{1,2}) (\d{2}):(\d{2}):(\d{2}) (\d{4})$/i;

/** RFC 2822 (and RFC 5322) date-time, with its obsolete forms: comments, two-digit years, zone names. */
export function parseRfc2822(text: string): Result<RfcReading> | null {
  // Comments are whitespace in RFC 2822; they may nest, so peel them from the inside.
  let clean = text;
  while (/\([^()]*\)/.test(clean)) clean = clean.replace(/\([^()]*\)/g, ' ');
  clean = clean.replace(/\s+/g, ' ').trim();
  const match = RFC_2822.exec(clean);
  if (!match) return null;
  const [, weekday, day = '', month = '', year = '', hour = '', minute = '', second = '0', zone] = match;
  if (zone === undefined) return fail('An RFC 2822 date needs its zone at the end, such as +0000, -0500 or GMT.');
  const offset = zoneMinutes(zone);
  if (!offset) return fail(`"${zone}" is not an RFC 2822 zone: write it as +hhmm or -hhmm (or UT, GMT, EST, EDT, CST, CDT, MST, MDT, PST, PDT).`);
  const form = IMF_FIXDATE.test(clean) ? 'imf-fixdate' : 'rfc2822';
  return instantOf({
    year: fullYear(year),
    month,
    day,
    hour,
    minute,
    second,
    offsetMinutes: offset.minutes,
    weekday,
    form,
    notes: offset.note ? [offset.note] : [],
  });
}

/**
 * RFC 7231's two obsolete HTTP date forms (IMF-fixdate itself is valid RFC 2822). An RFC 850 two-digit
 * year more than 50 years ahead of `now` means the latest past year with those digits (section 7.1.1.1).
 */
export function parseObsoleteHttpDate(text: string, now: Temporal.Instant): Result<RfcReading> | null {
  const trimmed = text.trim();
  const rfc850 = RFC_850.exec(trimmed);
  if (rfc850) {
    const [, weekday = '', day = '', month = '', year = '', hour = '', minute = '', second = ''] = rfc850;
    const currentYear = now.toZonedDateTimeISO('UTC').year;
    let full = Math.floor(currentYear / 100) * 100 + Number(year);
    if (full > currentYear + 50) full -= 100;
    if (!LONG_DAYS.some((name) => name.toLowerCase() === weekday.toLowerCase()))
      return fail(`"${weekday}" is not a day name: an RFC 850 date starts with the full name, such as Sunday.`);
    return instantOf({ year: full, month, day, hour, minute, second, offsetMinutes: 0, weekday, form: 'rfc850' });
  }
  const asctime = ASCTIME.exec(trimmed);
  if (asctime) {
    const [, weekday, month = '', day = '', hour = '', minute = '', second = '', year = ''] = asctime;
    return instantOf({ year: Number(year), month, day, hour, minute, second, offsetMinutes: 0, weekday, form: 'asctime' });
  }
  return null;
}

function checkYear(year: number, form: string): string | null {
  return year < 1900 || year > 9999 ? `${form} dates cover the years 1900 to 9999 only.` : null;
}

/** "Sun, 10 Mar 2024 03:30:00 -0400": the wall time in the zone with its offset. */
export function formatRfc2822(zoned: Temporal.ZonedDateTime): Result<string> {
  const offsetSeconds = Number(zoned.offsetNanoseconds / 1e9);
  // An old local mean time offset has seconds, which +hhmm cannot say: write that instant in UTC instead.
  const shown = offsetSeconds % 60 === 0 ? zoned : zoned.withTimeZone('UTC');
  const problem = checkYear(shown.year, 'RFC 2822');
  if (problem) return fail(problem);
  const minutes = Number(shown.offsetNanoseconds / 6e10);
  const sign = minutes < 0 ? '-' : '+';
  const zone = `${sign}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;
  return ok(
    `${DAYS[shown.dayOfWeek - 1]}, ${pad(shown.day)} ${MONTHS[shown.month - 1]} ${shown.year} ${pad(shown.hour)}:${pad(shown.minute)}:${pad(shown.second)} ${zone}`,
  );
}

/** RFC 7231's IMF-fixdate, always in GMT: "Sun, 06 Nov 1994 08:49:37 GMT". */
export function formatHttpDate(instant: Temporal.Instant): Result<string> {
  const utc = instant.toZonedDateTimeISO('UTC');
  const problem = checkYear(utc.year, 'HTTP');
  if (problem) return fail(problem);
  return ok(`${DAYS[utc.dayOfWeek - 1]}, ${pad(utc.day)} ${MONTHS[utc.month - 1]} ${utc.year} ${pad(utc.hour)}:${pad(utc.minute)}:${pad(utc.second)} GMT`);
}
