import { TomlDate } from 'smol-toml';

/**
 * TOML's date-time literals: an offset or local date-time (T, t or a space between), a local date, or a
 * local time. Not preceded or followed by what would make them part of a longer token.
 */
const DATE_TIME =
  /(?<![\w:.+-])(?:(\d{4})-(\d{2})-(\d{2})(?:[Tt ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:[Zz]|[+-]\d{2}:\d{2})?)?|\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(?![\w:.])/g;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export interface ImpossibleDate {
  offset: number;
  message: string;
}

export interface WrittenDates {
  /** A value's text as the document wrote it, by the value's canonical form (smol-toml's toISOString). */
  spelling: ReadonlyMap<string, string>;
  /** Literals naming no calendar day (2021-02-30), by the canonical form smol-toml rolls them over to (2021-03-02). */
  impossible: ReadonlyMap<string, ImpossibleDate>;
}

/**
 * smol-toml gives dates as Date objects: their text comes back with milliseconds added (`07:32:00.000`),
 * and a day past the month's end rolls over into the next month, as JavaScript's Date does. The document's
 * own literals give back the spelling and find the impossible days. A literal inside a string is found
 * too, but is only used when a parsed value has its canonical form.
 */
export function writtenDates(text: string): WrittenDates {
  const spelling = new Map<string, string>();
  const impossible = new Map<string, ImpossibleDate>();
  for (const match of text.matchAll(DATE_TIME)) {
    const [literal, year, month, day] = match;
    const value = new TomlDate(literal);
    if (Number.isNaN(value.getTime())) continue;
    const canonical = value.toISOString();
    if (year !== undefined && Number(day) > daysIn(Number(year), Number(month))) {
      const monthName = MONTHS[Number(month) - 1] ?? month;
      if (!impossible.has(canonical))
        impossible.set(canonical, {
          offset: match.index,
          message: `${literal} is not a date: ${monthName} ${year} has ${daysIn(Number(year), Number(month))} days`,
        });
    } else if (!spelling.has(canonical)) {
      // TOML 1.1 may leave out the seconds; RFC 3339 and TOML 1.0 readers need them, so they are written.
      const withoutSeconds = /\d{2}:\d{2}/.test(literal) && !/\d{2}:\d{2}:\d{2}/.test(literal);
      spelling.set(canonical, withoutSeconds ? canonical.replace('.000', '') : literal);
    }
  }
  return { spelling, impossible };
}
