import { Temporal } from 'temporal-polyfill';
import { formatOffset } from '@/lib/time-zones';

// Lives with the shared zone list now; re-exported for this tool's other files and tests.
export { formatOffset };

export const INVALID_DATE = 'Invalid Date';
export const CONVERSION_ERROR = 'Error converting date';

/** Which of the two instants a repeated wall time means; "earlier" is Temporal's "compatible" rule. */
export type OverlapChoice = 'earlier' | 'later';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const pad = (value: number, width = 2) => String(Math.abs(value)).padStart(width, '0');

/** "h:mm A", e.g. "7:30 AM". */
export function formatClock(time: Temporal.PlainDateTime | Temporal.PlainTime): string {
  return `${time.hour % 12 || 12}:${pad(time.minute)} ${time.hour < 12 ? 'AM' : 'PM'}`;
}

/** "dddd, MMMM D, YYYY", e.g. "Sunday, March 10, 2024". */
export function formatDay(date: Temporal.PlainDateTime | Temporal.PlainDate): string {
  const year = date.year < 0 ? `-${pad(date.year, 6)}` : pad(date.year, 4);
  return `${WEEKDAYS[date.dayOfWeek - 1]}, ${MONTHS[date.month - 1]} ${date.day}, ${year}`;
}

/** The spec's "dddd, MMMM D, YYYY h:mm A", e.g. "Sunday, March 10, 2024 7:30 AM". */
export function formatDateTime(dateTime: Temporal.PlainDateTime): string {
  return `${formatDay(dateTime)} ${formatClock(dateTime)}`;
}

/** "2 hours", "30 minutes", "1 hour 30 minutes". */
export function formatDuration(nanoseconds: number): string {
  const totalMinutes = Math.round(Math.abs(nanoseconds) / 6e10);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const parts = [hours ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : '', minutes ? `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}` : ''];
  return parts.filter(Boolean).join(' ') || '0 minutes';
}

/** "same day", "1 day ahead", "2 days behind": where the target date lies from the From date. */
export function dayShiftText(target: Temporal.PlainDateTime, from: Temporal.PlainDateTime): string {
  const days = target.toPlainDate().since(from.toPlainDate()).days;
  if (days === 0) return 'same day';
  return `${Math.abs(days)} ${Math.abs(days) === 1 ? 'day' : 'days'} ${days > 0 ? 'ahead' : 'behind'}`;
}

/** The input's value form: year-month-day T hour:minute. */
export function toInputValue(dateTime: Temporal.PlainDateTime): string {
  return `${pad(dateTime.year, 4)}-${pad(dateTime.month)}-${pad(dateTime.day)}T${pad(dateTime.hour)}:${pad(dateTime.minute)}`;
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Reads "YYYY-MM-DDTHH:mm" (a space for the T and seconds are accepted too); null when it is no real date-time. */
export function parseDateTime(text: string): Temporal.PlainDateTime | null {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match.slice(1).map((part) => Number(part ?? 0));
  try {
    return Temporal.PlainDateTime.from({ year, month, day, hour, minute, second }, { overflow: 'reject' });
  } catch {
    return null;
  }
}

/** A clock change next to the wall time: the clocks go from `from` to `to` (wall times) at `instant`. */
export interface ClockChange {
  instant: Temporal.Instant;
  from: Temporal.PlainDateTime;
  to: Temporal.PlainDateTime;
  offsetBefore: number;
  offsetAfter: number;
}

/** A wall time the clocks skip: the compatible rule moves it forward by the length of the gap. */
export interface SkippedTime {
  kind: 'skipped';
  change: ClockChange;
  /** The wall time used instead. */
  resolved: Temporal.ZonedDateTime;
}

/** A wall time the clocks show twice. */
export interface RepeatedTime {
  kind: 'repeated';
  change: ClockChange;
  earlier: Temporal.ZonedDateTime;
  later: Temporal.ZonedDateTime;
  chosen: OverlapChoice;
}

export type WallTimeReading =
  | { kind: 'empty' }
  | { kind: 'invalid-date' }
  | { kind: 'error'; detail: string }
  | { kind: 'ok'; wallTime: Temporal.PlainDateTime; zoned: Temporal.ZonedDateTime; clockChange: SkippedTime | RepeatedTime | null };

function clockChangeAfter(before: Temporal.ZonedDateTime): ClockChange | null {
  const change = before.getTimeZoneTransition('next');
  if (!change) return null;
  const justBefore = change.subtract({ nanoseconds: 1 });
  return {
    instant: change.toInstant(),
    from: justBefore.toPlainDateTime().add({ nanoseconds: 1 }),
    to: change.toPlainDateTime(),
    offsetBefore: justBefore.offsetNanoseconds,
    offsetAfter: change.offsetNanoseconds,
  };
}

/**
 * Reads a wall time in a zone. A blank date-time or zone is "empty" (the result clears); a date-time that
 * is not a real one is "invalid-date"; an unknown zone or an out-of-range date is "error". A skipped wall
 * time moves forward by the gap and a repeated one takes the first occurrence unless `overlap` says
 * "later": Temporal's "compatible" disambiguation, applied everywhere and reported, never silent.
 */
export function readWallTime(text: string, zone: string, overlap: OverlapChoice = 'earlier'): WallTimeReading {
  if (text.trim() === '' || zone.trim() === '') return { kind: 'empty' };
  const wallTime = parseDateTime(text);
  if (!wallTime) return { kind: 'invalid-date' };
  try {
    const earlier = wallTime.toZonedDateTime(zone.trim(), { disambiguation: 'earlier' });
    const later = wallTime.toZonedDateTime(zone.trim(), { disambiguation: 'later' });
    if (earlier.epochNanoseconds === later.epochNanoseconds) return { kind: 'ok', wallTime, zoned: earlier, clockChange: null };
    const change = clockChangeAfter(earlier);
    if (!change) throw new RangeError('A clock change was expected next to this wall time.');
    if (!Temporal.PlainDateTime.compare(earlier.toPlainDateTime(), wallTime)) {
      const zoned = overlap === 'later' ? later : earlier;
      return { kind: 'ok', wallTime, zoned, clockChange: { kind: 'repeated', change, earlier, later, chosen: overlap } };
    }
    return { kind: 'ok', wallTime, zoned: later, clockChange: { kind: 'skipped', change, resolved: later } };
  } catch (error) {
    return { kind: 'error', detail: error instanceof Error ? error.message : String(error) };
  }
}

export interface ConvertedTime {
  zone: string;
  dateTime: Temporal.PlainDateTime;
  /** The spec's format, e.g. "Sunday, March 10, 2024 7:30 AM". */
  text: string;
  offset: string;
}

export type ConversionResult = { kind: 'empty' } | { kind: 'message'; text: string } | { kind: 'ok'; time: ConvertedTime };

/** The same instant on the clocks of another zone. */
function showInZone(instant: Temporal.Instant, zone: string): ConversionResult {
  if (zone.trim() === '') return { kind: 'empty' };
  try {
    const zoned = instant.toZonedDateTimeISO(zone.trim());
    const dateTime = zoned.toPlainDateTime();
    return { kind: 'ok', time: { zone: zoned.timeZoneId, dateTime, text: formatDateTime(dateTime), offset: formatOffset(zoned.offsetNanoseconds) } };
  } catch {
    return { kind: 'message', text: CONVERSION_ERROR };
  }
}

/** What the result panel shows for a reading of the From side in a target zone. */
export function resultIn(reading: WallTimeReading, zone: string): ConversionResult {
  if (zone.trim() === '') return { kind: 'empty' };
  switch (reading.kind) {
    case 'empty':
      return { kind: 'empty' };
    case 'invalid-date':
      return { kind: 'message', text: INVALID_DATE };
    case 'error':
      return { kind: 'message', text: CONVERSION_ERROR };
    case 'ok':
      return showInZone(reading.zoned.toInstant(), zone);
  }
}

/** The whole conversion: a blank input or zone clears the result; failures give the spec's messages. */
export function convert(text: string, fromZone: string, toZone: string, overlap: OverlapChoice = 'earlier'): ConversionResult {
  return resultIn(readWallTime(text, fromZone, overlap), toZone);
}

/** The overlap choice under which this instant's wall time reads back as this very instant. */
export function overlapChoiceFor(zoned: Temporal.ZonedDateTime): OverlapChoice {
  const earlier = zoned.toPlainDateTime().toZonedDateTime(zoned.timeZoneId, { disambiguation: 'earlier' });
  return earlier.epochNanoseconds === zoned.epochNanoseconds ? 'earlier' : 'later';
}

export interface ConverterState {
  text: string;
  from: string;
  to: string;
  overlap: OverlapChoice;
}

/** Swapping the zones keeps the instant: the input becomes the converted time, so swapping twice returns. */
export function swapZones(state: ConverterState): ConverterState {
  const plain: ConverterState = { text: state.text, from: state.to, to: state.from, overlap: 'earlier' };
  const reading = readWallTime(state.text, state.from, state.overlap);
  if (reading.kind !== 'ok' || state.to.trim() === '') return plain;
  try {
    const there = reading.zoned.withTimeZone(state.to.trim());
    return { ...plain, text: toInputValue(there.toPlainDateTime()), overlap: overlapChoiceFor(there) };
  } catch {
    return plain;
  }
}

/** Now on the zone's clocks, to the minute, in the input's form; null for an unknown zone. */
export function nowInZone(zone: string, now: Temporal.Instant = Temporal.Now.instant()): string | null {
  try {
    return toInputValue(now.toZonedDateTimeISO(zone).toPlainDateTime());
  } catch {
    return null;
  }
}
