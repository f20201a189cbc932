import { describe, expect, it } from 'vitest';
import { SNOWFLAKE_PRESETS } from './id-time.logic';
import { OUT_OF_RANGE } from './instant.logic';
import { NOT_RECOGNISED, otherReadings, recognise, type RecogniseOptions } from './recognise.logic';

const twitter = SNOWFLAKE_PRESETS[0];
const options: RecogniseOptions = {
  zone: 'UTC',
  excelSystem: '1900',
  snowflake: { scheme: twitter.scheme, name: 'Twitter / X' },
  nowNs: BigInt(Date.UTC(2024, 2, 10, 7, 30)) * 1_000_000n,
};

/** The default reading's instant as ISO text, its kind, and its notes. */
function first(text: string, extra: Partial<RecogniseOptions> = {}) {
  const result = recognise(text, { ...options, ...extra });
  if (!result.ok) throw new Error(result.message);
  const [reading] = result.value;
  if (!reading) throw new Error('no reading');
  return { iso: new Date(Number(reading.epochNs / 1_000_000n)).toISOString(), kind: reading.kind, notes: reading.notes, ns: reading.epochNs };
}

const messageOf = (text: string, extra: Partial<RecogniseOptions> = {}) => {
  const result = recognise(text, { ...options, ...extra });
  return result.ok ? null : result.message;
};

describe('RFC 3339 section 5.8 examples', () => {
  it.each([
    ['1985-04-12T23:20:50.52Z', '1985-04-12T23:20:50.520Z'],
    ['1996-12-19T16:39:57-08:00', '1996-12-20T00:39:57.000Z'],
    ['1937-01-01T12:00:27.87+00:20', '1937-01-01T11:40:27.870Z'],
    ['1985-04-12t23:20:50.52z', '1985-04-12T23:20:50.520Z'],
  ])('%s is %s', (text, iso) => {
    expect(first(text)).toMatchObject({ iso, kind: 'iso-instant' });
  });

  it.each(['1990-12-31T23:59:60Z', '1990-12-31T15:59:60-08:00'])('the leap second %s is read as :59, with a note', (text) => {
    const reading = first(text);
    expect(reading.iso).toBe('1990-12-31T23:59:59.000Z');
    expect(reading.notes.join(' ')).toContain('leap second');
  });

  it('keeps all nine fraction digits', () => {
    expect(first('2024-03-10T07:30:00.123456789Z').ns).toBe(1710055800123456789n);
  });
});

describe('ISO 8601 without an offset is read in the chosen zone', () => {
  it.each([
    ['2024-03-10 02:30:00', 'UTC', '2024-03-10T02:30:00.000Z', 'sql'],
    ['2024-03-10T02:30', 'Asia/Kolkata', '2024-03-09T21:00:00.000Z', 'iso-local'],
    ['2024-03-10', 'America/New_York', '2024-03-10T05:00:00.000Z', 'iso-local'],
    ['2024-W10-7', 'UTC', '2024-03-10T00:00:00.000Z', 'iso-week'],
    ['2020-W53-5', 'UTC', '2021-01-01T00:00:00.000Z', 'iso-week'],
    ['2024-070', 'UTC', '2024-03-10T00:00:00.000Z', 'iso-ordinal'],
    ['2024-03-10T02:30[America/New_York]', 'UTC', '2024-03-10T07:30:00.000Z', 'iso-zoned'],
  ])('%s in %s is %s', (text, zone, iso, kind) => {
    expect(first(text, { zone })).toMatchObject({ iso, kind });
  });

  it('a skipped wall time moves forward and a repeated one takes the earlier instant, each with a note (Temporal "compatible")', () => {
    const gap = first('2024-03-10 02:30:00', { zone: 'America/New_York' });
    expect(gap.iso).toBe('2024-03-10T07:30:00.000Z');
    expect(gap.notes[0]).toContain('does not exist in America/New_York');
    const overlap = first('2024-11-03 01:30:00', { zone: 'America/New_York' });
    expect(overlap.iso).toBe('2024-11-03T05:30:00.000Z');
    expect(overlap.notes[0]).toContain('happens twice');
  });
});

describe('RFC 2822 dates (Appendix A and the obsolete forms of section 4.3)', () => {
  it.each([
    ['Fri, 21 Nov 1997 09:55:06 -0600', '1997-11-21T15:55:06.000Z'],
    ['Tue, 1 Jul 2003 10:52:37 +0200', '2003-07-01T08:52:37.000Z'],
    ['Thu, 13 Feb 1969 23:32:54 -0330', '1969-02-14T03:02:54.000Z'],
    ['Thu,\n      13\n        Feb\n          1969\n      23:32\n               -0330 (Newfoundland Time)', '1969-02-14T03:02:00.000Z'],
    ['21 Nov 97 09:55:06 GMT', '1997-11-21T09:55:06.000Z'],
    ['21 Nov 49 09:55:06 UT', '2049-11-21T09:55:06.000Z'],
    ['Fri, 21 Nov 1997 09:55:06 EST', '1997-11-21T14:55:06.000Z'],
    ['Mon, 1 Jul 2024 12:00:00 EDT', '2024-07-01T16:00:00.000Z'],
    ['Mon, 1 Jan 2024 00:00:00 PDT', '2024-01-01T07:00:00.000Z'],
    ['Mon, 1 Jan 2024 00:00:00 CST', '2024-01-01T06:00:00.000Z'],
    ['Mon, 1 Jan 2024 00:00:00 MDT', '2024-01-01T06:00:00.000Z'],
    ['1 jan 2024 00:00 -0000', '2024-01-01T00:00:00.000Z'],
  ])('%s is %s', (text, iso) => {
    expect(first(text)).toMatchObject({ iso, kind: 'rfc2822' });
  });

  it('a military zone letter is read as UTC, as RFC 2822 asks, and says so', () => {
    const reading = first('Fri, 21 Nov 1997 09:55:06 Q');
    expect(reading.iso).toBe('1997-11-21T09:55:06.000Z');
    expect(reading.notes[0]).toContain('military zone');
  });

  it('a wrong day name is noted, and the date is used', () => {
    expect(first('Mon, 21 Nov 1997 09:55:06 +0000').notes[0]).toBe('1997-11-21 is a Friday, not a Monday: the date is used.');
  });

  it.each([
    ['Fri, 21 Nov 1997 09:55:06', 'needs its zone'],
    ['Fri, 21 Nov 1997 09:55:06 XYZ', '"XYZ" is not an RFC 2822 zone'],
    ['31 Feb 2024 10:00 +0000', 'Feb 2024 has no day 31.'],
    ['1 Foo 2024 10:00 +0000', '"Foo" is not a month name'],
  ])('%s is refused: %s', (text, words) => {
    expect(messageOf(text)).toContain(words);
  });
});

describe('RFC 7231 HTTP dates (section 7.1.1.1): all three forms of the same instant', () => {
  it.each([
    ['Sun, 06 Nov 1994 08:49:37 GMT', 'imf-fixdate'],
    ['Sunday, 06-Nov-94 08:49:37 GMT', 'rfc850'],
    ['Sun Nov  6 08:49:37 1994', 'asctime'],
    ['Sun Nov 6 08:49:37 1994', 'asctime'],
  ])('%s', (text, kind) => {
    expect(first(text)).toMatchObject({ iso: '1994-11-06T08:49:37.000Z', kind });
  });

  it('an RFC 850 year more than 50 years ahead is the latest past year with those digits', () => {
    expect(first('Thursday, 01-Jan-70 00:00:00 GMT').iso).toBe('2070-01-01T00:00:00.000Z');
    expect(first('Wednesday, 01-Jan-75 00:00:00 GMT').iso).toBe('1975-01-01T00:00:00.000Z');
  });
});

describe('numbers', () => {
  it.each([
    ['1710055800', 'unix-seconds', '2024-03-10T07:30:00.000Z'],
    ['1710055800123', 'unix-milliseconds', '2024-03-10T07:30:00.123Z'],
    ['1710055800123456', 'unix-microseconds', '2024-03-10T07:30:00.123Z'],
    ['1710055800123456789', 'unix-nanoseconds', '2024-03-10T07:30:00.123Z'],
    ['-86400', 'unix-seconds', '1969-12-31T00:00:00.000Z'],
    ['1710055800.5', 'unix-seconds', '2024-03-10T07:30:00.500Z'],
    ['@1710055800', 'unix-seconds', '2024-03-10T07:30:00.000Z'],
    ['1710055800 ms', 'unix-milliseconds', '1970-01-20T19:00:55.800Z'],
    ['1_710_055_800', 'unix-seconds', '2024-03-10T07:30:00.000Z'],
    ['45000', 'excel', '2023-03-15T00:00:00.000Z'],
    ['20240310', 'iso-basic', '2024-03-10T00:00:00.000Z'],
  ])('%s is read first as %s: %s', (text, kind, iso) => {
    expect(first(text)).toMatchObject({ kind, iso });
  });

  it('a number offers its other readings too, so the visitor can pick one', () => {
    const result = recognise('1710055800', options);
    expect(result.ok && result.value.map((reading) => reading.kind)).toEqual([
      'unix-seconds',
      'unix-milliseconds',
      'unix-microseconds',
      'unix-nanoseconds',
      'snowflake',
    ]);
    const excel = recognise('45000', options);
    expect(excel.ok && excel.value.map((reading) => reading.kind)).toEqual([
      'excel',
      'unix-seconds',
      'unix-milliseconds',
      'unix-microseconds',
      'unix-nanoseconds',
      'snowflake',
    ]);
  });

  it('nanoseconds stay exact beyond 2^53', () => {
    expect(first('9007199254740993123').ns).toBe(9007199254740993123n);
  });

  it('beyond the range of dates, says so', () => {
    expect(messageOf('99999999999999999999999999')).toBe(OUT_OF_RANGE);
  });
});

describe('identifiers', () => {
  it.each([
    ['507f1f77bcf86cd799439011', 'object-id', '2012-10-17T21:13:27.000Z'],
    // RFC 9562 appendix A test vectors: v1, v6 and v7 of 2022-02-22 14:22:22 -05:00.
    ['C232AB00-9414-11EC-B3C8-9F6BDECED846', 'uuid', '2022-02-22T19:22:22.000Z'],
    ['1EC9414C-232A-6B00-B3C8-9F6BDECED846', 'uuid', '2022-02-22T19:22:22.000Z'],
    ['017F22E2-79B0-7CC3-98C4-DC0C0C07398F', 'uuid', '2022-02-22T19:22:22.000Z'],
    ['{017f22e279b07cc398c4dc0c0c07398f}', 'uuid', '2022-02-22T19:22:22.000Z'],
    ['urn:uuid:017f22e2-79b0-7cc3-98c4-dc0c0c07398f', 'uuid', '2022-02-22T19:22:22.000Z'],
  ])('%s is %s: %s', (text, kind, iso) => {
    expect(first(text)).toMatchObject({ kind, iso });
  });

  it('RFC 9562 v1 keeps its 100-nanosecond ticks', () => {
    expect(first('C232AB00-9414-11EC-B3C8-9F6BDECED846').ns).toBe(1645557742000000000n);
  });

  it('a UUID without time says which versions have one', () => {
    expect(messageOf('919108f7-52d1-4320-9bac-f847db4148a8')).toBe('This UUID is version 4, which holds no time: only versions 1, 6 and 7 do.');
  });

  it.each([
    // Discord's developer documentation example.
    ['175928847299117063', 'discord', '2016-04-30T11:18:25.796Z'],
    // Twitter's API documentation example tweet, posted 2018-10-10 20:19:24 UTC (to the second).
    ['1050118621198921728', 'twitter', /^2018-10-10T20:19:24\.\d{3}Z$/],
  ])('Snowflake %s with the %s epoch is %s', (text, preset, iso) => {
    const { scheme, label } = SNOWFLAKE_PRESETS.find((entry) => entry.id === preset) ?? twitter;
    const result = recognise(text, { ...options, snowflake: { scheme, name: label } });
    const reading = result.ok ? result.value.find((entry) => entry.kind === 'snowflake') : undefined;
    expect(reading && new Date(Number(reading.epochNs / 1_000_000n)).toISOString()).toMatch(iso);
  });
});

describe('an ambiguous number', () => {
  it('names every other date it could be, beside the one shown', () => {
    const discord = SNOWFLAKE_PRESETS.find((entry) => entry.id === 'discord') ?? twitter;
    const result = recognise('1175928847299117063', { ...options, snowflake: { scheme: discord.scheme, name: discord.label } });
    if (!result.ok) throw new Error(result.message);
    const [likeliest] = result.value;
    expect(likeliest?.kind).toBe('unix-nanoseconds');
    // Checked with Python: (n >> 22) + 1420070400000 ms, and n // 1000 µs after 1970.
    expect(otherReadings(result.value, likeliest)).toEqual([
      'Unix microseconds: +039233-09-13T14:01:39.117063Z',
      `Snowflake id (${discord.label}): 2023-11-19T22:41:24.897Z`,
    ]);
    const snowflake = result.value.find((entry) => entry.kind === 'snowflake');
    expect(otherReadings(result.value, snowflake)).toEqual([
      'Unix nanoseconds: 2007-04-07T06:54:07.299117063Z',
      'Unix microseconds: +039233-09-13T14:01:39.117063Z',
    ]);
  });
});

describe('relative times, counted from when they were typed', () => {
  it.each([
    ['3 hours ago', '2024-03-10T04:30:00.000Z'],
    ['in 2 days', '2024-03-12T07:30:00.000Z'],
    ['an hour ago', '2024-03-10T06:30:00.000Z'],
    ['1 month ago', '2024-02-10T07:30:00.000Z'],
    ['now', '2024-03-10T07:30:00.000Z'],
    ['yesterday', '2024-03-09T00:00:00.000Z'],
  ])('%s is %s', (text, iso) => {
    expect(first(text)).toMatchObject({ iso, kind: 'relative' });
  });
});

describe('unrecognised input', () => {
  it.each(['hello', 'next full moon', '2024-13-45', '12:30', '5 ms ago'])('%s gets a sentence with examples', (text) => {
    expect(messageOf(text)).toBe(NOT_RECOGNISED);
  });

  it('an empty input has no reading and no error', () => {
    expect(recognise('   ', options)).toEqual({ ok: true, value: [] });
  });

  it('a huge paste is refused at once, with its length', () => {
    expect(messageOf('1'.repeat(5_000_000))).toContain('too long to be a date or timestamp (5,000,000 characters)');
  });
});
