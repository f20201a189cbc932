import fc from 'fast-check';
import { v1 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { formsOf, type FormOptions } from './forms.logic';
import { SNOWFLAKE_PRESETS } from './id-time.logic';
import { MAX_EPOCH_NS, NS } from './instant.logic';
import { recognise } from './recognise.logic';

const twitter = SNOWFLAKE_PRESETS[0];
const options: FormOptions = {
  zone: 'America/New_York',
  excelSystem: '1900',
  snowflake: { scheme: twitter.scheme, name: 'Twitter / X' },
  nowNs: 1_710_066_600_123_456_789n, // 3 hours after the instant below
};

const values = (epochNs: bigint, extra: Partial<FormOptions> = {}) =>
  Object.fromEntries(formsOf(epochNs, { ...options, ...extra }).map((row) => [row.id, row.value ?? `(${row.note})`]));

describe('one instant in every form', () => {
  it('2024-03-10T07:30:00.123456789Z in New York', () => {
    expect(values(1_710_055_800_123_456_789n)).toEqual({
      'unix-seconds': '1710055800.123456789',
      'unix-milliseconds': '1710055800123.456789',
      'unix-microseconds': '1710055800123456.789',
      'unix-nanoseconds': '1710055800123456789',
      'iso-utc': '2024-03-10T07:30:00.123456789Z',
      'iso-offset': '2024-03-10T03:30:00.123456789-04:00',
      rfc9557: '2024-03-10T03:30:00.123456789-04:00[America/New_York]',
      rfc2822: 'Sun, 10 Mar 2024 03:30:00 -0400',
      http: 'Sun, 10 Mar 2024 07:30:00 GMT',
      sql: '2024-03-10 03:30:00.123456789',
      readable: 'Sunday, March 10, 2024 at 3:30:00 AM EDT',
      relative: '3 hours ago',
      week: '2024-W10-7',
      ordinal: '2024-070',
      excel: '45361.1458347622',
      'object-id': '65ed61780000000000000000',
      // The uuid package, given the same 100-nanosecond tick and zero clock sequence and node.
      'uuid-v1': v1({ msecs: 1_710_055_800_123, nsecs: 4567, clockseq: 0, node: new Uint8Array(6) }),
      'uuid-v7': '018e2744-bd3b-7000-8000-000000000000',
      snowflake: String((1_710_055_800_123n - 1_288_834_974_657n) << 22n),
    });
  });

  it('week and day of year carry their explanations', () => {
    const rows = formsOf(1_609_459_200_000_000_000n, { ...options, zone: 'UTC' }); // 2021-01-01, a Friday in ISO week 53 of 2020
    expect(rows.find((row) => row.id === 'week')).toMatchObject({ value: '2020-W53-5', note: 'Week 53 of 2020, Friday' });
    expect(rows.find((row) => row.id === 'ordinal')).toMatchObject({ value: '2021-001', note: 'Day 1 of 365' });
  });

  it('forms that cannot hold an instant say why instead of showing a wrong value', () => {
    const old = values(-5_000_000_000n * NS.second, { zone: 'UTC' }); // 1811
    expect(old['rfc2822']).toBe('(RFC 2822 dates cover the years 1900 to 9999 only.)');
    expect(old['excel']).toBe('(Excel’s 1900 date system starts at 1900-01-01 (serial 1).)');
    expect(old['object-id']).toBe('(An ObjectId holds seconds from 1970 to 2106 only.)');
    expect(old['uuid-v7']).toBe('(A version 7 UUID holds milliseconds from 1970 to 10889 only.)');
    expect(old['snowflake']).toBe('(This instant is before the epoch of these Snowflake ids.)');
    expect(old['uuid-v1']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('relative time follows the clock', () => {
    const at = 1_710_055_800_000_000_000n;
    expect(values(at, { nowNs: at + 30n * NS.second })['relative']).toBe('30 seconds ago');
    expect(values(at, { nowNs: at })['relative']).toBe('now');
    expect(values(at, { nowNs: at - 2n * 86_400n * NS.second })['relative']).toBe('in 2 days');
    expect(values(at, { nowNs: at + 400n * 86_400n * NS.second })['relative']).toBe('last year');
  });
});

/** Each form, its reading's kind, and the precision it keeps (in nanoseconds). */
const ROUND_TRIPS: { row: string; kind: string; precision: bigint; years?: [number, number] }[] = [
  { row: 'unix-seconds', kind: 'unix-seconds', precision: 1n },
  { row: 'unix-milliseconds', kind: 'unix-milliseconds', precision: 1n },
  { row: 'unix-microseconds', kind: 'unix-microseconds', precision: 1n },
  { row: 'unix-nanoseconds', kind: 'unix-nanoseconds', precision: 1n },
  { row: 'iso-utc', kind: 'iso-instant', precision: 1n },
  { row: 'iso-offset', kind: 'iso-instant', precision: 1n },
  { row: 'rfc9557', kind: 'iso-instant', precision: 1n },
  { row: 'rfc2822', kind: 'rfc2822', precision: NS.second, years: [1901, 9998] },
  { row: 'http', kind: 'imf-fixdate', precision: NS.second, years: [1901, 9998] },
  { row: 'excel', kind: 'excel', precision: NS.milli, years: [1901, 9998] },
  { row: 'object-id', kind: 'object-id', precision: NS.second, years: [1970, 2105] },
  { row: 'uuid-v1', kind: 'uuid', precision: 100n, years: [1583, 5235] },
  { row: 'uuid-v7', kind: 'uuid', precision: NS.milli, years: [1970, 9998] },
  { row: 'snowflake', kind: 'snowflake', precision: NS.milli, years: [2011, 2079] },
];

const yearNs = (year: number) => BigInt(Date.UTC(year, 0, 1)) * NS.milli;
/** Half of the 1e-10 day an Excel serial is written to. */
const EXCEL_HALF_STEP_NS = 4_320n;
const floorTo = (value: bigint, unit: bigint) => value - (((value % unit) + unit) % unit);

describe('round trip: instant → each form → recognised → the same instant (to the form’s precision)', () => {
  for (const { row, kind, precision, years } of ROUND_TRIPS) {
    it(row, () => {
      const [min, max] = years ? [yearNs(years[0]), yearNs(years[1] + 1) - 1n] : [-MAX_EPOCH_NS, MAX_EPOCH_NS];
      fc.assert(
        fc.property(fc.bigInt({ min, max }), fc.constantFrom('UTC', 'Asia/Kolkata', 'America/St_Johns'), (epochNs, zone) => {
          // Excel serials are wall times: only a zone without clock changes gives every instant back.
          const shownZone = row === 'excel' ? 'Asia/Kolkata' : zone;
          const form = formsOf(epochNs, { ...options, zone: shownZone }).find((entry) => entry.id === row);
          expect(form?.value).toBeTypeOf('string');
          const readings = recognise(form?.value ?? '', { ...options, zone: shownZone });
          const reading = readings.ok ? readings.value.find((entry) => entry.kind === kind) : undefined;
          if (row === 'excel') {
            // The serial keeps 1e-10 day (8.64 µs), read back to the nearest millisecond: an instant within
            // 4.32 µs of a half millisecond may come back as either neighbour.
            const readNs = reading?.epochNs ?? 0n;
            expect(floorTo(readNs, NS.milli)).toBe(readNs);
            const off = readNs - epochNs;
            expect((off < 0n ? -off : off) <= NS.milli / 2n + EXCEL_HALF_STEP_NS).toBe(true);
          } else expect(reading?.epochNs).toBe(floorTo(epochNs, precision));
        }),
      );
    });
  }

  it('sql and the week date read back as the same wall text in any zone (clock changes use the compatible rule)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: yearNs(1900), max: yearNs(2100) }),
        fc.constantFrom('UTC', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe'),
        (epochNs, zone) => {
          for (const id of ['sql', 'iso-offset']) {
            const text = formsOf(epochNs, { ...options, zone }).find((entry) => entry.id === id)?.value ?? '';
            const readings = recognise(text, { ...options, zone });
            const [reading] = readings.ok ? readings.value : [];
            expect(reading && formsOf(reading.epochNs, { ...options, zone }).find((entry) => entry.id === id)?.value).toBe(text);
          }
        },
      ),
    );
  });
});
