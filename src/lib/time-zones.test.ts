import { describe, expect, it } from 'vitest';
import { canonicalZone, currentOffset, searchZones, supportedTimeZones, zoneOption } from './time-zones';

const zones = supportedTimeZones();
const options = zones.map((zone) => zoneOption(zone, currentOffset(zone, Date.UTC(2024, 0, 15))));
const ids = (query: string) => searchZones(options, query).map((option) => option.id);
/** Runtimes with newer time zone data list the current name instead of the legacy one. */
const listed = (current: string, legacy: string) => (zones.includes(current) ? current : legacy);

describe('supportedTimeZones', () => {
  it('lists every zone the runtime supports, plus UTC first', () => {
    expect(zones[0]).toBe('UTC');
    expect(zones).toEqual(expect.arrayContaining(Intl.supportedValuesOf('timeZone')));
    expect(zones.length).toBe(new Set(zones).size);
    expect(zones.length).toBeGreaterThan(400);
  });

  it("adds the browser's own zone when the list leaves it out", () => {
    expect(supportedTimeZones(['Etc/UTC'])).toContain('Etc/UTC');
    expect(supportedTimeZones(['UTC']).filter((zone) => zone === 'UTC')).toHaveLength(1);
  });
});

describe('currentOffset', () => {
  it.each([
    ['UTC', 'UTC+00:00'],
    ['America/New_York', 'UTC-05:00'],
    ['Asia/Calcutta', 'UTC+05:30'],
    ['Asia/Kathmandu', 'UTC+05:45'],
    ['Pacific/Kiritimati', 'UTC+14:00'],
    ['Pacific/Pago_Pago', 'UTC-11:00'],
    ['Australia/Lord_Howe', 'UTC+11:00'],
  ])('%s in January 2024 is %s', (zone, offset) => {
    expect(currentOffset(zone, Date.UTC(2024, 0, 15))).toBe(offset);
  });

  it('is null for an unknown zone', () => {
    expect(currentOffset('Mars/Base')).toBeNull();
  });
});

describe('searchZones', () => {
  it('an empty query lists everything in order', () => {
    expect(ids('')).toEqual(zones);
  });

  it.each([
    ['new york', 'America/New_York'],
    ['New_York', 'America/New_York'],
    ['york new', 'America/New_York'],
    ['utc', 'UTC'],
    ['kolkata', listed('Asia/Kolkata', 'Asia/Calcutta')],
    ['Asia/Kolkata', listed('Asia/Kolkata', 'Asia/Calcutta')],
    ['asia/kathmandu', listed('Asia/Kathmandu', 'Asia/Katmandu')],
    ['kyiv', listed('Europe/Kyiv', 'Europe/Kiev')],
    ['lond', 'Europe/London'],
    ['pago', 'Pacific/Pago_Pago'],
  ])('%j puts %s first', (query, first) => {
    expect(ids(query)[0]).toBe(first);
  });

  it.each(['+05:30', 'UTC+05:30', 'utc+5:30', 'gmt+5:30', '+0530'])('finds zones by offset written as %j', (query) => {
    expect(ids(query)).toContain(listed('Asia/Kolkata', 'Asia/Calcutta'));
    expect(ids(query)).not.toContain(listed('Asia/Kathmandu', 'Asia/Katmandu'));
  });

  it('finds nothing for nonsense', () => {
    expect(ids('qqqzzz')).toEqual([]);
  });

  it('shows current names next to legacy ids', () => {
    expect(zoneOption('Asia/Calcutta', null).alias).toBe('Kolkata');
    expect(options.find((option) => option.id === 'Europe/Paris')?.alias).toBeNull();
  });
});

describe('canonicalZone', () => {
  it.each([
    ['america/new_york', 'America/New_York'],
    [' utc ', 'UTC'],
    ['Mars/Base', 'Mars/Base'],
    ['', ''],
  ])('%j → %j', (text, expected) => {
    expect(canonicalZone(options, text)).toBe(expected);
  });
});
