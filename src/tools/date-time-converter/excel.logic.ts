import { Temporal } from 'temporal-polyfill';
import { fail, ok, parseScaled, type Result } from './instant.logic';

/** Excel's two date systems: 1900 (Windows, the default) and 1904 (old Mac workbooks). */
export type ExcelSystem = '1900' | '1904';

const NS_PER_DAY = 86_400_000_000_000n;
const MS = 1_000_000n;
/** Decimal places written for the time of day: 1e-10 day is under 9 microseconds. */
const PLACES = 10;
const SCALE = 10n ** BigInt(PLACES);
/** Fraction digits read from a serial: far finer than a millisecond (about 1.2e-8 day). */
const READ_SCALE = 10n ** 15n;
const LAST_DAY = Temporal.PlainDate.from('9999-12-31');

export const FAKE_LEAP_DAY_NOTE = 'Serial 60 is 1900-02-29, a day that never existed: Excel keeps Lotus 1-2-3’s leap-year bug. It is read as 1900-03-01.';

const BASE = {
  1900: Temporal.PlainDate.from('1899-12-30'),
  1904: Temporal.PlainDate.from('1904-01-01'),
};

const dayNumber = (from: Temporal.PlainDate, to: Temporal.PlainDate) => BigInt(from.until(to, { largestUnit: 'days' }).days);
const nanosOfDay = (time: Temporal.PlainDateTime) => BigInt(time.toPlainTime().since('00:00').total('nanoseconds'));

/** The serial number Excel shows for a wall date-time, e.g. 45000 for 2023-03-15 00:00. */
export function excelSerialFor(dateTime: Temporal.PlainDateTime, system: ExcelSystem): Result<string> {
  const date = dateTime.toPlainDate();
  if (Temporal.PlainDate.compare(date, LAST_DAY) > 0) return fail('Excel’s dates end at 9999-12-31.');
  let days = dayNumber(BASE[system], date);
  if (system === '1900' && days < 61n) {
    // Before the fake 1900-02-29 the count is one lower: serial 1 is 1900-01-01, and 0 is "1900-01-00".
    days -= 1n;
    if (days < 0n) return fail('Excel’s 1900 date system starts at 1900-01-01 (serial 1).');
  }
  if (days < 0n) return fail('Excel’s 1904 date system starts at 1904-01-01 (serial 0).');
  const fraction = (nanosOfDay(dateTime) * SCALE + NS_PER_DAY / 2n) / NS_PER_DAY;
  // Rounding can reach a whole day only within 4 microseconds of midnight.
  const whole = days + fraction / SCALE;
  const rest = fraction % SCALE;
  return ok(rest === 0n ? String(whole) : `${whole}.${rest.toString().padStart(PLACES, '0').replace(/0+$/, '')}`);
}

export interface ExcelReading {
  dateTime: Temporal.PlainDateTime;
  note: string | null;
}

/** A serial number (days, with the time as a fraction) as a wall date-time, to the nearest millisecond. */
export function readExcelSerial(text: string, system: ExcelSystem): Result<ExcelReading> {
  const scaled = parseScaled(text.trim(), READ_SCALE);
  if (scaled === null) return fail('An Excel serial date is a number of days, such as 45000 or 45000.75.');
  if (scaled < 0n) return fail('Excel serial dates are not negative.');
  let days = scaled / READ_SCALE;
  const time = ((scaled % READ_SCALE) * NS_PER_DAY + (READ_SCALE * MS) / 2n) / (READ_SCALE * MS);
  let note: string | null = null;
  // Serials below 61 count from 1899-12-31, so add the day Excel's fake 1900-02-29 (serial 60) takes later on.
  if (system === '1900' && days < 61n) {
    if (days === 60n) note = FAKE_LEAP_DAY_NOTE;
    days += 1n;
  }
  if (days > 3_000_000n) return fail('Excel’s dates end at 9999-12-31 (serial 2958465 in the 1900 system).');
  const date = BASE[system].add({ days: Number(days) });
  if (Temporal.PlainDate.compare(date, LAST_DAY) > 0) return fail('Excel’s dates end at 9999-12-31 (serial 2958465 in the 1900 system).');
  return ok({ dateTime: date.toPlainDateTime().add({ milliseconds: Number(time) }), note });
}
