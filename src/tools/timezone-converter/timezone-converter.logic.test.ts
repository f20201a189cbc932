import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  convert,
  CONVERSION_ERROR,
  formatDateTime,
  formatDuration,
  formatOffset,
  INVALID_DATE,
  nowInZone,
  parseDateTime,
  readWallTime,
  type OverlapChoice,
} from './timezone-converter.logic';

// ---- An independent oracle: plain Intl and Date arithmetic, no Temporal. ----

const MINUTE = 60_000;

const wallFormats = new Map<string, Intl.DateTimeFormat>();

function wallPartsAt(epochMs: number, zone: string) {
  let format = wallFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    wallFormats.set(zone, format);
  }
  const parts = format.formatToParts(epochMs);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
}

/** The zone's wall time at an instant, read as if it were UTC: wall − instant is the offset. */
const wallAsUtc = (epochMs: number, zone: string) => {
  const wall = wallPartsAt(epochMs, zone);
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
};

/**
 * The instant a wall time means, found by brute force: every instant within ±15 h whose wall clock shows
 * it. Two matches: a repeated time (earlier or later as asked). None: a skipped time, which the
 * "compatible" rule reads with the offset in force before the change.
 */
function oracleInstant(wall: string, zone: string, choice: OverlapChoice): number {
  const [date = '', time = ''] = wall.split('T');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const asUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  const matches: number[] = [];
  for (let offset = -15 * 60; offset <= 15 * 60; offset += 15) {
    const candidate = asUtc - offset * MINUTE;
    if (wallAsUtc(candidate, zone) === asUtc) matches.push(candidate);
  }
  matches.sort((a, b) => a - b);
  if (matches.length > 0) return (choice === 'earlier' ? matches[0] : matches.at(-1)) ?? Number.NaN;
  const before = asUtc - 2 * 24 * 60 * MINUTE;
  const offsetBefore = wallAsUtc(before, zone) - before;
  return asUtc - offsetBefore;
}

/** "dddd, MMMM D, YYYY h:mm A" put together from Intl's own English parts. */
function oracleText(epochMs: number, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
  }).formatToParts(epochMs);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '?';
  return `${get('weekday')}, ${get('month')} ${get('day')}, ${get('year')} ${get('hour')}:${get('minute')} ${get('dayPeriod')}`;
}

const oracle = (wall: string, from: string, to: string, choice: OverlapChoice = 'earlier') => oracleText(oracleInstant(wall, from, choice), to);

const converted = (wall: string, from: string, to: string, choice: OverlapChoice = 'earlier') => {
  const result = convert(wall, from, to, choice);
  return result.kind === 'ok' ? result.time.text : result.kind === 'message' ? result.text : '...';
};

// ---- Tests ----

describe('convert against Intl', () => {
  const cases: [string, string, string, string, OverlapChoice?][] = [
    ['the spec example', '2024-03-10T07:30', 'UTC', 'UTC'],
    ['an ordinary winter time', '2024-01-15T09:00', 'America/New_York', 'Europe/London'],
    ['New York gap: 2:30 AM is skipped', '2024-03-10T02:30', 'America/New_York', 'UTC'],
    ['New York gap: its first minute', '2024-03-10T02:00', 'America/New_York', 'UTC'],
    ['New York overlap: the first 1:30 AM', '2024-11-03T01:30', 'America/New_York', 'UTC'],
    ['New York overlap: the second 1:30 AM', '2024-11-03T01:30', 'America/New_York', 'UTC', 'later'],
    ['London gap', '2024-03-31T01:30', 'Europe/London', 'Asia/Tokyo'],
    ['Berlin overlap, first', '2024-10-27T02:30', 'Europe/Berlin', 'UTC'],
    ['Berlin overlap, second', '2024-10-27T02:30', 'Europe/Berlin', 'UTC', 'later'],
    ['Sydney gap', '2024-10-06T02:30', 'Australia/Sydney', 'UTC'],
    ['Sydney overlap', '2024-04-07T02:30', 'Australia/Sydney', 'UTC'],
    ['Lord Howe half-hour gap', '2024-10-06T02:15', 'Australia/Lord_Howe', 'UTC'],
    ['Lord Howe half-hour overlap, first', '2024-04-07T01:45', 'Australia/Lord_Howe', 'UTC'],
    ['Lord Howe half-hour overlap, second', '2024-04-07T01:45', 'Australia/Lord_Howe', 'UTC', 'later'],
    ['Santiago gap at midnight', '2024-09-08T00:30', 'America/Santiago', 'UTC'],
    ["St John's half-hour offset in a gap", '2024-03-10T02:30', 'America/St_Johns', 'America/New_York'],
    ['Kathmandu quarter-hour offset', '2024-06-01T12:00', 'Asia/Kathmandu', 'Asia/Calcutta'],
    ['date line: Kiritimati to Pago Pago (25 hours apart)', '2024-01-01T00:00', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'],
    ['date line: Pago Pago to Kiritimati', '2023-12-31T23:59', 'Pacific/Pago_Pago', 'Pacific/Kiritimati'],
    ['Apia skipped 30 December 2011 entirely', '2011-12-30T12:00', 'Pacific/Apia', 'UTC'],
    ['into a zone mid-change: UTC to New York during its overlap', '2024-11-03T05:30', 'UTC', 'America/New_York'],
    ['a leap day', '2024-02-29T23:30', 'Asia/Tokyo', 'America/Los_Angeles'],
    ['noon and midnight spelling', '2024-07-04T00:00', 'UTC', 'UTC'],
  ];

  it.each(cases)('%s', (_name, wall, from, to, choice = 'earlier') => {
    expect(converted(wall, from, to, choice)).toBe(oracle(wall, from, to, choice));
  });

  it('gives the values a person would check by hand', () => {
    expect(converted('2024-03-10T02:30', 'America/New_York', 'UTC')).toBe('Sunday, March 10, 2024 7:30 AM');
    expect(converted('2024-11-03T01:30', 'America/New_York', 'UTC')).toBe('Sunday, November 3, 2024 5:30 AM');
    expect(converted('2024-11-03T01:30', 'America/New_York', 'UTC', 'later')).toBe('Sunday, November 3, 2024 6:30 AM');
    expect(converted('2024-01-01T00:00', 'Pacific/Kiritimati', 'Pacific/Pago_Pago')).toBe('Saturday, December 30, 2023 11:00 PM');
    expect(converted('2024-07-04T12:05', 'UTC', 'UTC')).toBe('Thursday, July 4, 2024 12:05 PM');
  });

  it('matches the oracle for any wall time in any of these zones (property)', () => {
    const zones = [
      'UTC',
      'America/New_York',
      'America/Santiago',
      'America/St_Johns',
      'Europe/London',
      'Europe/Berlin',
      'Asia/Kolkata',
      'Asia/Kathmandu',
      'Australia/Sydney',
      'Australia/Lord_Howe',
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
      'Pacific/Apia',
      'Africa/Casablanca',
    ];
    const wall = fc
      .record({
        year: fc.integer({ min: 1995, max: 2035 }),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 28 }),
        hour: fc.integer({ min: 0, max: 23 }),
        minute: fc.constantFrom(0, 15, 30, 45, 59),
      })
      .map(
        ({ year, month, day, hour, minute }) =>
          `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
      );
    fc.assert(
      fc.property(wall, fc.constantFrom(...zones), fc.constantFrom(...zones), fc.constantFrom<OverlapChoice>('earlier', 'later'), (text, from, to, choice) => {
        expect(converted(text, from, to, choice)).toBe(oracle(text, from, to, choice));
      }),
      { numRuns: 200 },
    );
  }, 30_000);

  it('round-trips through another zone for any instant (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1990, 0, 1) / MINUTE, max: Date.UTC(2035, 0, 1) / MINUTE }),
        fc.constantFrom('America/New_York', 'Europe/Berlin', 'Australia/Lord_Howe', 'Asia/Kolkata'),
        (minutes, zone) => {
          const instant = Temporal.Instant.fromEpochMilliseconds(minutes * MINUTE);
          const wall = nowInZone(zone, instant) ?? '';
          const first = readWallTime(wall, zone, 'earlier');
          const second = readWallTime(wall, zone, 'later');
          const instants = [first, second].map((reading) => (reading.kind === 'ok' ? reading.zoned.epochNanoseconds : null));
          expect(instants).toContain(instant.epochNanoseconds);
        },
      ),
      { numRuns: 300 },
    );
  }, 30_000);
});

describe('clock changes are reported, not silently shifted', () => {
  it('a skipped time says where the clocks jump and what is used instead', () => {
    const reading = readWallTime('2024-03-10T02:30', 'America/New_York');
    expect(reading.kind).toBe('ok');
    if (reading.kind !== 'ok' || reading.clockChange?.kind !== 'skipped') throw new Error('expected a skipped time');
    const { change, resolved } = reading.clockChange;
    expect(change.from.toString()).toBe('2024-03-10T02:00:00');
    expect(change.to.toString()).toBe('2024-03-10T03:00:00');
    expect(formatOffset(change.offsetBefore)).toBe('UTC-05:00');
    expect(formatOffset(change.offsetAfter)).toBe('UTC-04:00');
    expect(resolved.toPlainDateTime().toString()).toBe('2024-03-10T03:30:00');
  });

  it('a repeated time offers both instants and uses the one chosen', () => {
    for (const chosen of ['earlier', 'later'] as const) {
      const reading = readWallTime('2024-11-03T01:30', 'America/New_York', chosen);
      if (reading.kind !== 'ok' || reading.clockChange?.kind !== 'repeated') throw new Error('expected a repeated time');
      const { change, earlier, later } = reading.clockChange;
      expect(change.from.toString()).toBe('2024-11-03T02:00:00');
      expect(change.to.toString()).toBe('2024-11-03T01:00:00');
      expect([earlier.offset, later.offset]).toEqual(['-04:00', '-05:00']);
      expect(reading.zoned.offset).toBe(chosen === 'earlier' ? '-04:00' : '-05:00');
      expect(reading.clockChange.chosen).toBe(chosen);
    }
  });

  it('Apia skipped a whole day: the change spans dates', () => {
    const reading = readWallTime('2011-12-30T12:00', 'Pacific/Apia');
    if (reading.kind !== 'ok' || reading.clockChange?.kind !== 'skipped') throw new Error('expected a skipped time');
    expect(reading.clockChange.change.from.toString()).toBe('2011-12-30T00:00:00');
    expect(reading.clockChange.change.to.toString()).toBe('2011-12-31T00:00:00');
    expect(formatDuration(reading.clockChange.change.offsetAfter - reading.clockChange.change.offsetBefore)).toBe('24 hours');
  });

  it('an ordinary time has no clock change', () => {
    const reading = readWallTime('2024-06-01T12:00', 'America/New_York');
    expect(reading.kind === 'ok' && reading.clockChange).toBeNull();
  });
});

describe('blank, invalid and failing input', () => {
  it.each([
    ['', 'America/New_York', 'UTC'],
    ['   ', 'America/New_York', 'UTC'],
    ['2024-03-10T07:30', '', 'UTC'],
    ['2024-03-10T07:30', 'UTC', ''],
    ['2024-03-10T07:30', 'UTC', '   '],
  ])('%j from %j to %j clears the result', (text, from, to) => {
    expect(convert(text, from, to)).toEqual({ kind: 'empty' });
  });

  it.each([
    '2024-02-30T10:00',
    '2023-02-29T10:00',
    '2024-13-01T10:00',
    '2024-01-01T24:00',
    '2024-01-01T10:60',
    'tomorrow',
    '2024-01-01',
    '10:30',
    '2024-1-1T1:00',
  ])('%j gives "Invalid Date"', (text) => {
    expect(convert(text, 'UTC', 'UTC')).toEqual({ kind: 'message', text: INVALID_DATE });
  });

  it.each([
    ['an unknown From zone', 'Mars/Olympus_Mons', 'UTC'],
    ['an unknown To zone', 'UTC', 'Mars/Olympus_Mons'],
  ])('%s gives "Error converting date"', (_name, from, to) => {
    expect(convert('2024-03-10T07:30', from, to)).toEqual({ kind: 'message', text: CONVERSION_ERROR });
  });

  it('accepts a space for the T, seconds, surrounding blanks and zone names in any case', () => {
    expect(converted(' 2024-03-10 07:30:45 ', 'utc', 'america/new_york')).toBe('Sunday, March 10, 2024 3:30 AM');
  });

  it('never throws, whatever the input (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (text, from, to) => {
        expect(['empty', 'message', 'ok']).toContain(convert(text, from, to).kind);
      }),
    );
  });
});

describe('formatting', () => {
  it.each([
    ['2024-03-10T07:30', 'Sunday, March 10, 2024 7:30 AM'],
    ['2024-03-10T00:00', 'Sunday, March 10, 2024 12:00 AM'],
    ['2024-03-10T12:00', 'Sunday, March 10, 2024 12:00 PM'],
    ['2024-03-10T23:59', 'Sunday, March 10, 2024 11:59 PM'],
    ['0987-06-05T04:03', 'Tuesday, June 5, 0987 4:03 AM'],
  ])('%s → %j', (text, expected) => {
    const dateTime = parseDateTime(text);
    expect(dateTime && formatDateTime(dateTime)).toBe(expected);
  });

  it.each([
    [0, 'UTC+00:00'],
    [5.5 * 3600e9, 'UTC+05:30'],
    [-4 * 3600e9, 'UTC-04:00'],
    [5.75 * 3600e9, 'UTC+05:45'],
    [-(4 * 3600 + 56 * 60 + 2) * 1e9, 'UTC-04:56:02'],
  ])('offset %d → %s', (nanoseconds, expected) => {
    expect(formatOffset(nanoseconds)).toBe(expected);
  });

  it.each([
    [3600e9, '1 hour'],
    [1800e9, '30 minutes'],
    [5400e9, '1 hour 30 minutes'],
    [-3600e9, '1 hour'],
    [86400e9, '24 hours'],
  ])('duration %d → %s', (nanoseconds, expected) => {
    expect(formatDuration(nanoseconds)).toBe(expected);
  });

  it('now in a zone is to the minute, in the input form', () => {
    const instant = Temporal.Instant.from('2024-03-10T12:00:59Z');
    expect(nowInZone('America/New_York', instant)).toBe('2024-03-10T08:00');
    expect(nowInZone('Asia/Kolkata', instant)).toBe('2024-03-10T17:30');
    expect(nowInZone('Nowhere/Atlantis', instant)).toBeNull();
  });
});
